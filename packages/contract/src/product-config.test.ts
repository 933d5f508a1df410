import { describe, expect, it } from 'vitest';
import { ProductListQuerySchema } from './catalogue.js';
import { StaticPageSchema } from './content.js';
import { MeasurementMethodSchema } from './measurements.js';
import { MeasurementFieldSchema, ProductsConfigOutlineSchema, StyleGroupSchema } from './product-config.js';
import { isProductType, ProductTypeSchema } from './product-types.js';

const field = {
  key: 'chest',
  label: 'Chest',
  type: 'display' as const,
  value: 40,
  adjustments: { min: -1, max: 1 },
  comments: 'Around the fullest part of the chest.',
  upper_bound: 60,
  lower_bound: 30,
  visibility: { standard: true, body: true, saved: true },
  increaseDecreaseBy: 0.125,
  rounding: 0.125,
  options: [],
  default: null,
};

describe('product types', () => {
  it('are the six of the specification', () => {
    expect(ProductTypeSchema.options).toEqual(['shirt', 'polo', 'trousers', 'shorts', 'outerwears', 'jackets']);
    expect(isProductType('jackets')).toBe(true);
    expect(isProductType('jacket')).toBe(false);
  });

  it('name the accepted values when refusing one', () => {
    expect(ProductTypeSchema.safeParse('hats').error?.issues[0]?.message).toBe(
      'productType must be one of: shirt, polo, trousers, shorts, outerwears, jackets',
    );
  });
});

describe('measurement fields', () => {
  it('accept a well-formed field', () => {
    expect(MeasurementFieldSchema.safeParse(field).success).toBe(true);
  });

  it('refuse bounds the wrong way round', () => {
    const result = MeasurementFieldSchema.safeParse({ ...field, lower_bound: 61 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('lower_bound must be below upper_bound');
  });

  it('refuse a step of zero', () => {
    expect(MeasurementFieldSchema.safeParse({ ...field, increaseDecreaseBy: 0 }).success).toBe(false);
  });

  it('know the three methods of the measurement route', () => {
    expect(MeasurementMethodSchema.options).toEqual(['standard', 'body', 'saved']);
    expect(MeasurementMethodSchema.safeParse('guess').success).toBe(false);
  });
});

describe('style groups', () => {
  it('need at least one option and keys written as lower-case words joined by dashes', () => {
    const group = { key: 'collar', name: 'Collar', description: 'd', image: '/i', default: 'spread', options: [] };
    expect(StyleGroupSchema.safeParse(group).success).toBe(false);
    const option = { key: 'Spread Collar', value: 'Spread', description: 'd', image: '/i' };
    expect(StyleGroupSchema.safeParse({ ...group, options: [option] }).success).toBe(false);
    expect(StyleGroupSchema.safeParse({ ...group, options: [{ ...option, key: 'spread' }] }).success).toBe(true);
  });
});

describe('listing queries and pages', () => {
  it('coerce first= and bound it', () => {
    expect(ProductListQuerySchema.parse({ first: '12' }).first).toBe(12);
    expect(ProductListQuerySchema.safeParse({ first: '0' }).error?.issues[0]?.message).toBe('first must be at least 1');
    expect(ProductListQuerySchema.safeParse({ first: '500' }).success).toBe(false);
  });

  it('know every static page and no other', () => {
    expect(StaticPageSchema.safeParse('faq').success).toBe(true);
    expect(StaticPageSchema.safeParse('admin').success).toBe(false);
  });
});

describe('the outline the storefront checks of a configuration answer', () => {
  const product = (productType: string) => ({ productType, version: 3, styles: { collar: { default: 'spread' } }, leadTime: '3 weeks' });
  const answer = () => ({
    currencyCode: 'EUR',
    products: Object.fromEntries(ProductTypeSchema.options.map((type) => [type, product(type)])),
  });

  it('passes a whole answer through untouched, keys it does not name included', () => {
    const parsed = ProductsConfigOutlineSchema.parse(answer());
    expect(parsed).toEqual(answer());
    expect(parsed.products.shirt).toHaveProperty('styles.collar.default', 'spread');
  });

  it('refuses an answer missing a type, with a type in the wrong place, or in an unknown currency', () => {
    const missing = answer();
    delete (missing.products as Record<string, unknown>).jackets;
    expect(ProductsConfigOutlineSchema.safeParse(missing).success).toBe(false);

    const swapped = answer();
    (swapped.products as Record<string, unknown>).polo = product('shirt');
    expect(ProductsConfigOutlineSchema.safeParse(swapped).success).toBe(false);

    expect(ProductsConfigOutlineSchema.safeParse({ ...answer(), currencyCode: 'XYZ' }).success).toBe(false);
    expect(ProductsConfigOutlineSchema.safeParse({ error: 'Not found', code: 'not_found' }).success).toBe(false);
  });
});
