import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ProductPageSchema } from './catalogue.js';
import { StaticContentSchema } from './content.js';
import { EnvelopeSchema, isEnvelopeShape } from './envelope.js';
import { LenientApiErrorSchema } from './errors.js';
import {
  isLenientApiError,
  MalformedAnswerError,
  preorderResponseCheck,
  productPageCheck,
  productsConfigOutlineCheck,
  staticContentCheck,
  type AnswerCheck,
} from './first-answers.js';
import { PreorderResponseSchema } from './preorder.js';
import { ProductsConfigOutlineSchema } from './product-config.js';

const configOutline = {
  currencyCode: 'SGD',
  extra: { kept: true },
  products: Object.fromEntries(
    ['shirt', 'polo', 'trousers', 'shorts', 'outerwears', 'jackets'].map((type) => [type, { productType: type, version: 3, styles: [] }]),
  ),
};

const announcement = {
  page: 'faq',
  title: 'Questions',
  metaDescription: 'Answers.',
  intro: '',
  sections: [{ id: 'how-long', heading: 'How long?', body: 'Four weeks.' }],
  links: [{ label: 'Write', href: 'mailto:shop@example.com', kind: 'email' }],
  updatedAt: '2026-01-01T00:00:00Z',
};

const preorder = {
  preorder: {
    ongoing: true,
    title: 'Winter',
    description: 'Flannel.',
    cutoff: '2026-02-01T00:00:00Z',
    navbarImage: null,
    productsOrder: ['shirt', 'jackets'],
    collectionTitle: 'Winter cloth',
    collectionDescription: 'Warm.',
    estimatedDelivery: 'Ships from March',
  },
};

const fabrics = {
  products: [
    {
      id: 'gid://1',
      handle: 'navy-oxford',
      title: 'Navy oxford',
      productType: 'shirt',
      description: '',
      tags: ['Display'],
      attributes: { colour: ['Navy'] },
      images: [{ url: '/api/media/navy', altText: '', width: 800, height: 600 }],
      variantId: 'gid://v1',
      price: { amount: '89.00', currencyCode: 'SGD' },
      availableForSale: true,
      collections: ['oxford'],
    },
  ],
  hasNextPage: false,
  lastProductCursor: null,
};

const apiError = { error: 'Not found.', code: 'not_found', problems: [{ path: 'id', message: 'Unknown.' }] };
const envelope = { v: 2, iv: 'aXY=', data: 'ZGF0YQ==' };

/** Values a field of a malformed answer might hold instead. */
const WRONG_VALUES: readonly unknown[] = [undefined, null, 0, -1, 1.5, Number.NaN, '', 'x', '89.00', 'SGD', 'shirt', true, [], {}, [1]];

/** Every answer made from `value` by changing one field (at any depth) to one of WRONG_VALUES, or by dropping it. */
function oneFieldChanges(value: unknown): unknown[] {
  const changes: unknown[] = WRONG_VALUES.map((wrong) => wrong);
  if (Array.isArray(value)) {
    value.forEach((entry, index) => {
      for (const changed of oneFieldChanges(entry)) changes.push(value.map((other, at) => (at === index ? changed : other)));
    });
    changes.push([...value, ...value.slice(0, 1).map(() => 'stray')]);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, entry] of Object.entries(value)) {
      const { [key]: _dropped, ...rest } = value as Record<string, unknown>;
      changes.push(rest);
      for (const changed of oneFieldChanges(entry)) changes.push({ ...value, [key]: changed });
    }
  }
  return changes;
}

const accepts = (check: AnswerCheck<unknown>, answer: unknown) => {
  try {
    check.parse(answer);
    return true;
  } catch (error) {
    expect(error).toBeInstanceOf(MalformedAnswerError);
    return false;
  }
};

describe("the first page's answer checks, without zod", () => {
  const pairs: [string, AnswerCheck<unknown>, z.ZodType, unknown][] = [
    ['configuration outline', productsConfigOutlineCheck, ProductsConfigOutlineSchema, configOutline],
    ['static page', staticContentCheck, StaticContentSchema, announcement],
    ['pre-order', preorderResponseCheck, PreorderResponseSchema, preorder],
    ['page of fabrics', productPageCheck, ProductPageSchema, fabrics],
    ['error answer', { parse: (data) => (isLenientApiError(data) ? data : throwMalformed()) }, LenientApiErrorSchema, apiError],
    ['envelope', { parse: (data) => (isEnvelopeShape(data) ? data : throwMalformed()) }, EnvelopeSchema, envelope],
  ];

  it.each(pairs)('accept a valid %s, as its schema does', (_name, check, schema, valid) => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(check.parse(valid)).toBe(valid);
  });

  it.each(pairs)('refuse exactly the %s answers its schema refuses, for every one-field change', (_name, check, schema, valid) => {
    const changes = oneFieldChanges(valid);
    expect(changes.length).toBeGreaterThan(20);
    const disagreements = changes.filter((answer) => accepts(check, answer) !== schema.safeParse(answer).success);
    expect(disagreements).toEqual([]);
    // The changes include malformed answers: a check that accepted anything would fail above.
    expect(changes.some((answer) => !schema.safeParse(answer).success)).toBe(true);
  });

  it('says which answer was malformed, and where', () => {
    expect(() => preorderResponseCheck.parse({ preorder: { ...preorder.preorder, productsOrder: ['shirt', 'hat'] } })).toThrow(
      "The shop's pre-order answer is malformed at preorder.productsOrder.1.",
    );
    expect(() => staticContentCheck.parse('<html>')).toThrow("The shop's page content answer is malformed at its top level.");
  });
});

function throwMalformed(): never {
  throw new MalformedAnswerError('test', '');
}
