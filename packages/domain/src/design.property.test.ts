import { PRODUCT_TYPES, ProductsConfigResponseSchema, type AccessoryItem, type ProductConfig } from '@selvedge/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accessoryItems, designFromSearchParams, designToSearchParams, repairDesign, type Design } from './design.js';
import served from './fixtures/products-config.sgd.json' with { type: 'json' };

/** The configuration the shop serves in SGD (kept equal to the seed by an API test). */
const configs = ProductsConfigResponseSchema.parse(served).products;

/** A value an accessory item may hold, or undefined for one left off or empty. */
function accessoryValue(item: AccessoryItem): fc.Arbitrary<string | true | undefined> {
  if (item.kind === 'toggle') return fc.constantFrom(true, undefined);
  if (item.kind === 'choice') return fc.option(fc.constantFrom(...item.options.map((option) => option.key)), { nil: undefined });
  // Text: what its pattern allows, or anything a customer may type (spaces, '&', '=', '+', '#', emoji, other scripts).
  const typed =
    item.pattern === undefined
      ? fc.string({ unit: 'grapheme', maxLength: item.maxLength ?? 60 })
      : fc.stringMatching(new RegExp(`^(?:${item.pattern})$`, 'u'));
  return fc.option(typed, { nil: undefined });
}

/** Any design a customer can make for `config`: any option of every group, any accessories, any fabric handle. */
function anyDesign(config: ProductConfig): fc.Arbitrary<Design> {
  const styles = fc.record(
    Object.fromEntries(
      config.stylesOrder.map((group) => [group, fc.constantFrom(...(config.styles[group]?.options ?? []).map((option) => option.key))]),
    ),
  );
  const accessories = fc.record(Object.fromEntries(accessoryItems(config).map((item) => [item.key, accessoryValue(item)])));
  const fabric = fc.option(fc.oneof(fc.stringMatching(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), fc.string({ unit: 'grapheme', minLength: 1 })), {
    nil: null,
  });
  return fc.record({ fabric, styles, accessories }).map(({ fabric: handle, styles: chosen, accessories: added }) => {
    const kept = Object.fromEntries(Object.entries(added).filter((entry): entry is [string, string | true] => entry[1] !== undefined));
    // Exceptions rule some mixes out: the customiser repairs them as the customer chooses, so a design it holds is a repaired one.
    return repairDesign(config, { fabric: handle !== null && handle.trim() !== '' ? handle : null, styles: chosen, accessories: kept })
      .design;
  });
}

/** The design written to a link and read back from it, through the text of the URL. */
function throughUrl(config: ProductConfig, design: Design, extra: Array<[string, string]> = []) {
  const url = new URL(`https://shop.example/shop/${config.productType}?${designToSearchParams(config, design).toString()}`);
  for (const [key, value] of extra) url.searchParams.append(key, value);
  return designFromSearchParams(config, new URL(url.toString()).searchParams);
}

describe.each(PRODUCT_TYPES)('a %s design in a link', (type) => {
  const config = configs[type];

  it('needs no repair once repaired', () => {
    fc.assert(
      fc.property(anyDesign(config), (design) => {
        expect(repairDesign(config, design)).toEqual({ design, notices: [] });
      }),
    );
  });

  it('reads back equal, with nothing to tell the customer', () => {
    fc.assert(
      fc.property(anyDesign(config), (design) => {
        expect(throughUrl(config, design)).toEqual({ design, notices: [] });
      }),
    );
  });

  it('reads back equal beside the parameters other parts of the page add', () => {
    const foreign = fc.array(
      fc.tuple(
        fc.constantFrom('modal', 'form', 'session-expired', 'utm_source', 'utm_medium', 'utm_campaign', 'tab', 'notice'),
        fc.string(),
      ),
      {
        maxLength: 4,
      },
    );
    fc.assert(
      fc.property(anyDesign(config), foreign, (design, extra) => {
        expect(throughUrl(config, design, extra)).toEqual({ design, notices: [] });
      }),
    );
  });
});
