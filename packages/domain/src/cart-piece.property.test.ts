import {
  CURRENCY_CODES,
  INVALID_PIECE_MESSAGES,
  PRODUCT_TYPES,
  ProductsConfigResponseSchema,
  type AccessoryItem,
  type CurrencyCode,
  type Money,
  type ProductConfig,
  type SavedSize,
} from '@selvedge/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attributeLabel, chargedAccessories, checkPieceDesign, checkPieceSizing, isPluralPiece, pieceAttributes } from './cart-piece.js';
import { accessoryItems, designToSearchParams, priceDesign, repairDesign, type Design } from './design.js';
import { defaultBasis, startingValues } from './measurements.js';
import { convertFromSgd, decimalStringToMinor, minorToDecimalString, toMoney, type CurrencyRate } from './money.js';
import served from './fixtures/products-config.sgd.json' with { type: 'json' };

/** The configuration the shop serves in SGD (kept equal to the seed by an API test). */
const configs = ProductsConfigResponseSchema.parse(served).products;

function accessoryValue(item: AccessoryItem): fc.Arbitrary<string | true | undefined> {
  if (item.kind === 'toggle') return fc.constantFrom(true, undefined);
  if (item.kind === 'choice') return fc.option(fc.constantFrom(...item.options.map((option) => option.key)), { nil: undefined });
  const typed =
    item.pattern === undefined
      ? fc.string({ unit: 'grapheme', minLength: 1, maxLength: item.maxLength ?? 60 })
      : fc.stringMatching(new RegExp(`^(?:${item.pattern})$`, 'u'));
  return fc.option(typed, { nil: undefined });
}

/** Any design the customiser can hold for `config` (repaired as the customiser repairs), on the fabric `handle`. */
function anyDesign(config: ProductConfig, handle: string): fc.Arbitrary<Design> {
  const styles = fc.record(
    Object.fromEntries(
      config.stylesOrder.map((group) => [group, fc.constantFrom(...(config.styles[group]?.options ?? []).map((option) => option.key))]),
    ),
  );
  const accessories = fc.record(Object.fromEntries(accessoryItems(config).map((item) => [item.key, accessoryValue(item)])));
  return fc.record({ styles, accessories }).map(({ styles: chosen, accessories: added }) => {
    const kept = Object.fromEntries(Object.entries(added).filter((entry): entry is [string, string | true] => entry[1] !== undefined));
    return repairDesign(config, { fabric: handle, styles: chosen, accessories: kept }).design;
  });
}

/** The configuration as the shop prices it in another currency: every SGD price converted at `rate`. */
function pricedIn(config: ProductConfig, rate: CurrencyRate): ProductConfig {
  const convert = (price: Money | null) =>
    price === null ? null : toMoney(convertFromSgd(decimalStringToMinor(price.amount, 'SGD'), rate), rate.code);
  const items = (list: AccessoryItem[]) =>
    list.map((item) => ({
      ...item,
      price: convert(item.price),
      options: item.options.map((option) => ({ ...option, price: convert(option.price) })),
    }));
  const { fabric, initials, addOns, others } = config.accessories;
  return { ...config, accessories: { fabric: items(fabric), initials: items(initials), addOns: items(addOns), others: items(others) } };
}

const anyRate = (code: CurrencyCode): fc.Arbitrary<CurrencyRate> =>
  code === 'SGD'
    ? fc.constant({ code, ratePerSgd: '1', roundingIncrementMinor: 1 })
    : fc.record({
        code: fc.constant(code),
        ratePerSgd: fc.integer({ min: 1, max: 2_000_000 }).map((hundredths) => (hundredths / 100).toFixed(2)),
        roundingIncrementMinor: fc.constantFrom(1, 5, 10, 100),
      });

const fabricPrice = fc.integer({ min: 0, max: 500_000 }).map((minor) => toMoney(minor, 'SGD'));

describe.each(PRODUCT_TYPES)('a %s piece in the cart', (type) => {
  const config = configs[type];

  it('passes the cart’s check as the customiser made it, and its query is the customiser’s own', () => {
    fc.assert(
      fc.property(anyDesign(config, 'oxford-blue'), (design) => {
        const query = designToSearchParams(config, design).toString();
        const checked = checkPieceDesign(config, 'oxford-blue', query);
        expect(checked.problems).toBeNull();
        expect(checked.query).toBe(query);
        expect(checked.design).toEqual(design);
      }),
    );
  });

  it('is made of the fabric and exactly the priced accessories the customiser charges for, adding up to its price', () => {
    fc.assert(
      fc.property(anyDesign(config, 'oxford-blue'), fabricPrice, (design, fabric) => {
        const price = priceDesign(config, fabric, design);
        const charged = chargedAccessories(config, design);
        const byKey = new Map(price.lines.map((line) => [line.key, line.minor]));
        // Every charged line of the price is a line of the piece; a priced accessory at 0 is a line that costs nothing.
        for (const line of price.lines) if (line.key !== 'fabric') expect(charged.map((item) => item.key)).toContain(line.key);
        const total = decimalStringToMinor(fabric.amount, 'SGD') + charged.reduce((sum, item) => sum + (byKey.get(item.key) ?? 0), 0);
        expect(total).toBe(price.totalMinor);
        expect(new Set(charged.map((item) => item.variantId)).size).toBe(charged.length);
      }),
    );
  });

  it('costs, in every currency, its fabric plus its charged add-ons, each converted like a price, in whole minor units', () => {
    fc.assert(
      fc.property(
        anyDesign(config, 'oxford-blue'),
        fc.integer({ min: 0, max: 500_000 }),
        fc.constantFrom(...CURRENCY_CODES).chain((code) => anyRate(code)),
        (design, fabricSgd, rate) => {
          const local = pricedIn(config, rate);
          const price = priceDesign(local, toMoney(convertFromSgd(fabricSgd, rate), rate.code), design);
          expect(Number.isSafeInteger(price.totalMinor) && price.totalMinor >= 0).toBe(true);
          const inSgd = priceDesign(config, toMoney(fabricSgd, 'SGD'), design);
          // Line by line: each line is its SGD price converted, so the piece never costs less than its exact conversion.
          for (const line of price.lines) {
            const sgdLine = inSgd.lines.find((candidate) => candidate.key === line.key);
            expect(line.minor).toBe(convertFromSgd(sgdLine?.minor ?? 0, rate));
          }
          expect(decimalStringToMinor(minorToDecimalString(price.totalMinor, rate.code), rate.code)).toBe(price.totalMinor);
        },
      ),
    );
  });

  it('names every style group’s choice, the size and the fit for people to read', () => {
    fc.assert(
      fc.property(anyDesign(config, 'oxford-blue'), (design) => {
        const basis = defaultBasis(config.measurements);
        const attributes = pieceAttributes(config, design, {
          method: 'standard',
          track: 'standard',
          size: basis.size,
          fit: basis.fit,
          sizeName: null,
          measurements: [],
        });
        const keys = attributes.map((attribute) => attribute.key);
        for (const group of config.stylesOrder) expect(keys).toContain(config.styles[group]?.name);
        expect(attributes).toContainEqual({ key: 'Size', value: basis.size });
        expect(attributes).toContainEqual({ key: 'Fit', value: basis.fit });
      }),
    );
  });

  it('is flagged with SPEC §8’s messages when its design no longer matches', () => {
    const group = config.stylesOrder[0] ?? '';
    expect(checkPieceDesign(config, 'oxford-blue', `${group}=gone-option`).problems?.message).toBe(INVALID_PIECE_MESSAGES.valueMismatch);
    expect(checkPieceDesign(config, 'oxford-blue', 'retired-group=anything').problems?.message).toBe(
      INVALID_PIECE_MESSAGES.nothingToSelect,
    );
    expect(checkPieceDesign(config, 'oxford-blue', 'fabric=another-cloth').problems?.problems).toHaveLength(1);
  });

  it('takes the size table’s own size and refuses a size the table lacks, a saved size that is not saved, or one of another fit', () => {
    const basis = defaultBasis(config.measurements);
    const measurements = Object.entries(startingValues(config.measurements, 'standard', basis)).flatMap(([id, value]) =>
      value === null ? [] : [{ id, fitting_size: value }],
    );
    const standard = {
      method: 'standard' as const,
      track: 'standard' as const,
      size: basis.size,
      fit: basis.fit,
      sizeName: null,
      measurements,
    };
    expect(checkPieceSizing(config.measurements, standard, null).problems).toBeNull();
    expect(checkPieceSizing(config.measurements, { ...standard, size: 'XXXXL' }, null).problems?.message).toBe(
      INVALID_PIECE_MESSAGES.valueMismatch,
    );
    const saved: SavedSize = {
      name: 'Work',
      createdAt: '',
      updatedAt: '',
      deleted: false,
      track: 'standard',
      basedOn: { size: basis.size, fit: basis.fit },
      measurements,
    };
    const bySaved = { ...standard, method: 'saved' as const, size: 'work', sizeName: 'work', measurements: [] };
    expect(checkPieceSizing(config.measurements, bySaved, [saved])).toMatchObject({
      problems: null,
      sizing: { size: 'Work', measurements },
    });
    expect(checkPieceSizing(config.measurements, bySaved, []).problems?.problems[0]).toMatch(/no saved size named/);
    expect(checkPieceSizing(config.measurements, bySaved, null).problems?.problems[0]).toMatch(/Log in/);
    const otherFit = config.measurements.fits.find((fit) => fit !== basis.fit);
    if (otherFit) expect(checkPieceSizing(config.measurements, { ...bySaved, fit: otherFit }, [saved]).problems).not.toBeNull();
  });
});

describe('what a customer reads of a piece’s attributes', () => {
  it('names the notes for the tailor and the add-ons in words, and leaves every other key as it is', () => {
    expect(attributeLabel('Others')).toBe('Notes for your tailor');
    expect(attributeLabel('Add ons')).toBe('Add-ons');
    for (const key of ['Size', 'Fit', 'Initials', 'Collar']) expect(attributeLabel(key)).toBe(key);
  });

  it('speaks of trousers and shorts in the plural, and of the other pieces in the singular', () => {
    expect(PRODUCT_TYPES.filter((type) => isPluralPiece(type))).toEqual(['trousers', 'shorts']);
  });
});
