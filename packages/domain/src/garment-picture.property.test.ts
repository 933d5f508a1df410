import {
  GarmentPictureSchema,
  PRODUCT_TYPES,
  ProductsConfigResponseSchema,
  type AccessoryItem,
  type GarmentPicture,
  type ProductConfig,
} from '@selvedge/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accessoryItems, repairDesign, type Design } from './design.js';
import { composeGarment, svgMarkup } from './garment-picture.js';
import served from './fixtures/products-config.sgd.json' with { type: 'json' };
import drawings from './fixtures/garment-pictures.json' with { type: 'json' };

/** The configuration the shop serves in SGD (kept equal to the seed by an API test). */
const configs = ProductsConfigResponseSchema.parse(served).products;
/** Each type's drawings as the shop serves them (GET /api/garment-pictures/{type}). */
const pictures = Object.fromEntries(PRODUCT_TYPES.map((type) => [type, GarmentPictureSchema.parse(drawings[type])]));

function accessoryValue(item: AccessoryItem): fc.Arbitrary<string | true | undefined> {
  if (item.kind === 'toggle') return fc.constantFrom(true, undefined);
  if (item.kind === 'choice') return fc.option(fc.constantFrom(...item.options.map((option) => option.key)), { nil: undefined });
  return fc.option(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }), { nil: undefined });
}

/** Any design the customiser can hold for `config`, repaired as the customiser repairs. */
function anyDesign(config: ProductConfig): fc.Arbitrary<Design> {
  const styles = fc.record(
    Object.fromEntries(
      config.stylesOrder.map((group) => [group, fc.constantFrom(...(config.styles[group]?.options ?? []).map((option) => option.key))]),
    ),
  );
  const accessories = fc.record(Object.fromEntries(accessoryItems(config).map((item) => [item.key, accessoryValue(item)])));
  return fc.record({ styles, accessories }).map(({ styles: chosen, accessories: added }) => {
    const kept = Object.fromEntries(Object.entries(added).filter((entry): entry is [string, string | true] => entry[1] !== undefined));
    return repairDesign(config, { fabric: 'a-cloth', styles: chosen, accessories: kept }).design;
  });
}

/** Whatever a hostile address or a careless keyboard puts in the initials, unrepaired. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    "' onload='x",
    ']]><!--',
    '&amp;&#60;',
    '<svg/onload=x>',
  ),
);

/** The picture of the configuration with initials drawn at every position in the first view (the seed's stand-ins draw none yet). */
function withInitials(config: ProductConfig): GarmentPicture {
  const position = accessoryItems(config).find((item) => item.key === 'initials-position');
  const drawn = pictures[config.productType]!;
  if (!position) return drawn;
  const [first, ...rest] = drawn.views;
  const monogram = Object.fromEntries(
    position.options.map((option, index) => [option.key, { x: 100 + index, y: 100, size: 12, rotate: -8 }]),
  );
  return {
    ...drawn,
    views: first ? [{ ...first, monogram }, ...rest] : [],
    monogram: { text: 'initials', position: 'initials-position', colour: { default: '#222222', from: null } },
  };
}

/**
 * Reads markup as XML: elements nest and close, attributes are quoted and hold no `<`, text holds no
 * `<` or `>`. Returns the element names and attributes met, or throws on the first fault.
 */
function readXml(markup: string): { tags: string[]; attributes: [string, string][] } {
  const tags: string[] = [];
  const attributes: [string, string][] = [];
  const open: string[] = [];
  const token = /<(\/?)([A-Za-z][\w-]*)((?:\s+[A-Za-z_:][\w:.-]*="[^"<]*")*)\s*>|([^<]+)/gy;
  let at = 0;
  while (at < markup.length) {
    token.lastIndex = at;
    const match = token.exec(markup);
    if (!match) throw new Error(`not XML at ${at}: ${markup.slice(at, at + 40)}`);
    at = token.lastIndex;
    const [, closing, name, attrs, text] = match;
    if (text !== undefined) {
      if (text.includes('>')) throw new Error(`raw > in text: ${text}`);
      continue;
    }
    if (closing) {
      if (open.pop() !== name) throw new Error(`</${name}> closes nothing open`);
      continue;
    }
    tags.push(name!);
    open.push(name!);
    for (const [, attr, value] of (attrs ?? '').matchAll(/([A-Za-z_:][\w:.-]*)="([^"]*)"/g)) attributes.push([attr!, value!]);
  }
  if (open.length > 0) throw new Error(`unclosed <${open.join('>, <')}>`);
  return { tags, attributes };
}

describe.each(PRODUCT_TYPES)('the %s picture as markup', (type) => {
  const config = configs[type];
  const picture = withInitials(config);

  it('is well-formed XML whatever the design and the initials hold, and can run nothing', () => {
    fc.assert(
      fc.property(
        anyDesign(config),
        hostileText,
        fc.constantFrom(...picture.views.map((view) => view.key)),
        fc.boolean(),
        (design, initials, view, hasCloth) => {
          const hostile = { ...design, accessories: { ...design.accessories, initials } };
          const tree = composeGarment({
            picture,
            design: hostile,
            view,
            clothHref: hasCloth ? '/api/media/swatch-a-cloth' : null,
            idPrefix: 'garment-1',
            title: initials,
          });
          expect(tree).not.toBeNull();
          const markup = svgMarkup(tree!);
          const { tags, attributes } = readXml(markup);
          expect(tags[0]).toBe('svg');
          expect(tags).not.toContain('script');
          expect(tags).not.toContain('foreignObject');
          expect(markup.toLowerCase()).not.toContain('<script');
          for (const [name, value] of attributes) {
            expect(name.toLowerCase().startsWith('on'), `attribute ${name}`).toBe(false);
            expect(value.toLowerCase().replace(/\s/g, '')).not.toContain('javascript:');
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
