import { PRODUCT_TYPES, ProductsConfigResponseSchema, type ProductConfig, type ProductType } from '@selvedge/contract';
import { describe, expect, it } from 'vitest';
import {
  accessoryItems,
  acceptableText,
  chooseStyle,
  defaultDesign,
  designFromSearchParams,
  designToSearchParams,
  matchingItemName,
  NO_EXCEPTIONS_MESSAGE,
  priceDesign,
  repairDesign,
  styleKeyedAttribute,
  textProblem,
  unsuitableOptions,
  unsuitableReason,
  type Design,
} from './design.js';
import served from './fixtures/products-config.sgd.json' with { type: 'json' };

/** The configuration the shop serves in SGD (kept equal to the seed by an API test). */
const configs = ProductsConfigResponseSchema.parse(served).products;
const config = (type: ProductType): ProductConfig => configs[type];
const shirt = config('shirt');

const price = (amount: string) => ({ amount, currencyCode: 'SGD' as const });

describe('defaultDesign (SPEC §4: the default option of every group)', () => {
  it.each(PRODUCT_TYPES)('%s: every group in stylesOrder at its default, choices at theirs, nothing added', (type) => {
    const product = config(type);
    const design = defaultDesign(product, 'some-fabric');
    expect(design.productType).toBe(type);
    expect(design.fabric).toBe('some-fabric');
    expect(Object.keys(design.styles)).toEqual(product.stylesOrder);
    for (const group of product.stylesOrder) expect(design.styles[group]).toBe(product.styles[group]?.default);
    for (const item of accessoryItems(product)) {
      if (item.kind === 'choice' && item.default !== null) expect(design.accessories[item.key]).toBe(item.default);
      else expect(design.accessories[item.key]).toBeUndefined();
    }
    // The defaults suit each other.
    expect(repairDesign(product, design).notices).toEqual([]);
  });
});

describe('exceptions', () => {
  const band = { ...defaultDesign(shirt).styles, collar: 'band' };

  it('names the options a choice rules out, with the display name of that choice', () => {
    const ruledOut = unsuitableOptions(shirt, band);
    expect(ruledOut.get('cuff')?.get('french')).toBe('Band collar');
    expect(ruledOut.get('collar-stiffness')?.has('medium')).toBe(true);
    expect(ruledOut.get('collar-stiffness')?.has('soft')).toBe(false);
    expect(unsuitableReason(shirt, band, 'cuff', 'french')).toBe('Not suitable for Band collar');
    expect(unsuitableReason(shirt, band, 'cuff', 'one-button')).toBeNull();
    expect(unsuitableReason(shirt, defaultDesign(shirt).styles, 'cuff', 'french')).toBeNull();
  });

  it('choosing a style moves the groups it rules out to one that suits, and says so', () => {
    const start: Design = { ...defaultDesign(shirt), styles: { ...defaultDesign(shirt).styles, cuff: 'french' } };
    const { design, changed } = chooseStyle(shirt, start, 'collar', 'band');
    expect(design.styles.collar).toBe('band');
    expect(design.styles.cuff).toBe('one-button');
    // Medium (the default) is ruled out too, so the first that suits is taken.
    expect(design.styles['collar-stiffness']).toBe('soft');
    expect(changed.map((notice) => notice.field).sort()).toEqual(['collar-stiffness', 'cuff']);
    expect(changed.find((notice) => notice.field === 'cuff')?.message).toBe(
      'Cuffs: French cuff is not suitable for Band collar, so we chose Rounded one-button cuff.',
    );
    expect(start.styles.collar).toBe('spread');
  });

  it('does not take an option the other choices rule out, and says why', () => {
    const banded = chooseStyle(shirt, defaultDesign(shirt), 'collar', 'band').design;
    const { design, changed } = chooseStyle(shirt, banded, 'cuff', 'french');
    expect(design).toBe(banded);
    expect(changed).toEqual([{ field: 'cuff', message: 'French cuff: Not suitable for Band collar.' }]);
  });

  it('a choice that rules nothing out changes nothing else', () => {
    const { design, changed } = chooseStyle(shirt, defaultDesign(shirt), 'pocket', 'rounded');
    expect(changed).toEqual([]);
    expect(design.styles).toEqual({ ...defaultDesign(shirt).styles, pocket: 'rounded' });
  });

  it('polo shirts have none, and say so in SPEC words', () => {
    const polo = config('polo');
    expect(polo.exceptions).toEqual([]);
    expect(NO_EXCEPTIONS_MESSAGE(polo.title)).toBe('Polo Shirts have no exceptions.');
  });

  it.each(PRODUCT_TYPES)('%s: every exception rule, when its choice is made, leaves a valid design', (type) => {
    const product = config(type);
    for (const rule of product.exceptions) {
      const { design } = chooseStyle(product, defaultDesign(product), rule.when.group, rule.when.option);
      const ruledOut = unsuitableOptions(product, design.styles);
      for (const group of product.stylesOrder) expect(ruledOut.get(group)?.has(design.styles[group] ?? '') ?? false).toBe(false);
    }
  });
});

describe('repairDesign (a doctored or stale link lands on a valid design)', () => {
  it('puts unknown options back to the default, drops unknown groups and accessories, and says what it did', () => {
    const { design, notices } = repairDesign(shirt, {
      fabric: 'oxford-blue',
      styles: { collar: 'banana', sleeve: 'long', cuff: 'french' },
      accessories: { 'brass-collar-stays': true, jetpack: true, 'initials-colour': 'plaid' },
    });
    expect(design.styles.collar).toBe('spread');
    expect(design.styles.cuff).toBe('french');
    expect(design.styles).not.toHaveProperty('sleeve');
    expect(design.accessories['brass-collar-stays']).toBe(true);
    expect(design.accessories).not.toHaveProperty('jetpack');
    expect(design.accessories['initials-colour']).toBe('navy');
    expect(notices.map((notice) => notice.field)).toEqual(['collar', 'sleeve', 'jetpack', 'initials-colour']);
    expect(notices[0]?.message).toBe('Collar: "banana" is not one of our options, so we chose Spread collar.');
  });

  it('resolves a forbidden pair by keeping the earlier group in stylesOrder', () => {
    const { design, notices } = repairDesign(shirt, { styles: { collar: 'band', cuff: 'french', 'collar-stiffness': 'firm' } });
    expect(design.styles).toMatchObject({ collar: 'band', cuff: 'one-button', 'collar-stiffness': 'soft' });
    expect(notices.map((notice) => notice.field)).toEqual(['cuff', 'collar-stiffness']);
  });

  it('keeps good initials, trimmed, and refuses ones that break the rules', () => {
    const initials = accessoryItems(shirt).find((item) => item.key === 'initials');
    if (!initials) throw new Error('the shirt has initials');
    expect(acceptableText(initials, ' J.K ')).toBe('J.K');
    expect(acceptableText(initials, 'ABCD')).toBeNull();
    expect(acceptableText(initials, 'J$')).toBeNull();
    expect(acceptableText(initials, '   ')).toBeNull();
    const { design, notices } = repairDesign(shirt, { accessories: { initials: '<script>' } });
    expect(design.accessories).not.toHaveProperty('initials');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toBe(
      'Initials: "<script>" was left out. Initials can be at most 3 characters; this is 8. Initials can use letters and . & only; "<" and ">" are not allowed.',
    );
  });

  describe('says what is wrong with initials it cannot embroider', () => {
    const initials = accessoryItems(shirt).find((item) => item.key === 'initials');
    if (!initials) throw new Error('the shirt has initials');

    it('names the characters it refuses, and not the length when the length is fine', () => {
      expect(initials.pattern).toBe('[A-Za-z.&]{1,3}');
      expect(textProblem(initials, 'J<1')).toBe('Initials can use letters and . & only; "<" and "1" are not allowed.');
      expect(textProblem(initials, 'J$')).toBe('Initials can use letters and . & only; "$" is not allowed.');
      expect(textProblem(initials, 'J K')).toBe('Initials can use letters and . & only; spaces are not allowed.');
      expect(textProblem(initials, 'É')).toBe('Initials can use letters and . & only; "É" is not allowed.');
    });

    it('speaks of the length only when there are too many characters', () => {
      expect(textProblem(initials, 'J.K.L')).toBe('Initials can be at most 3 characters; this is 5.');
    });

    it('has nothing to say of good or empty initials', () => {
      expect(textProblem(initials, ' J.K ')).toBeNull();
      expect(textProblem(initials, '  ')).toBeNull();
    });

    it('reads the allowed set from the rule itself', () => {
      const rule = (pattern: string) => ({ ...initials, pattern, maxLength: 20 });
      expect(textProblem(rule('[A-Za-z0-9 .&\\-]+'), 'J_1')).toBe(
        'Initials can use letters, digits, spaces and . & - only; "_" is not allowed.',
      );
      expect(textProblem(rule('[A-Z]{1,3}'), 'jk')).toBe('Initials can use capital letters only; "j" and "k" are not allowed.');
      // A rule beyond a set of characters is told in the item's own words.
      expect(textProblem(rule('[A-Z]\\.[A-Z]'), 'JK')).toBe(`Initials: ${initials.description.split('.')[0]}.`);
      expect(textProblem(rule('\\w+'), 'J-K')).toBe(`Initials: ${initials.description.split('.')[0]}.`);
    });
  });

  it('leaves a toggle off when its value is not on', () => {
    const { design, notices } = repairDesign(shirt, { accessories: { 'spare-buttons': 'maybe' } });
    expect(design.accessories).not.toHaveProperty('spare-buttons');
    expect(notices).toHaveLength(1);
  });
});

describe('priceDesign (the cart reuses it on the server)', () => {
  it('is the fabric alone for the default design', () => {
    expect(priceDesign(shirt, price('180.00'), defaultDesign(shirt))).toEqual({
      currencyCode: 'SGD',
      lines: [{ label: 'Fabric', key: 'fabric', minor: 18_000 }],
      totalMinor: 18_000,
    });
  });

  it('adds every priced choice: a toggle that is on, a priced option, filled initials', () => {
    const design: Design = {
      ...defaultDesign(shirt),
      accessories: {
        ...defaultDesign(shirt).accessories,
        'brass-collar-stays': true,
        'contrast-collar-cuffs': 'white-collar',
        initials: 'JK',
      },
    };
    const result = priceDesign(shirt, price('180.00'), design);
    expect(result.lines.map((line) => [line.key, line.minor])).toEqual([
      ['fabric', 18_000],
      ['contrast-collar-cuffs', 1_500],
      ['initials', 1_000],
      ['brass-collar-stays', 1_500],
    ]);
    expect(result.totalMinor).toBe(22_000);
  });

  it('adds nothing for a free choice or an empty comment', () => {
    const design: Design = { ...defaultDesign(shirt), accessories: { ...defaultDesign(shirt).accessories, 'initials-colour': 'white' } };
    expect(priceDesign(shirt, price('99.90'), design).totalMinor).toBe(9_990);
  });

  it('refuses to add prices of two currencies', () => {
    const design: Design = { ...defaultDesign(shirt), accessories: { 'brass-collar-stays': true } };
    expect(() => priceDesign(shirt, { amount: '20000', currencyCode: 'JPY' }, design)).toThrow(RangeError);
  });

  it.each(PRODUCT_TYPES)('%s: turning on every add-on adds exactly their prices', (type) => {
    const product = config(type);
    const toggles = accessoryItems(product).filter((item) => item.kind === 'toggle');
    const design: Design = { ...defaultDesign(product), accessories: { ...defaultDesign(product).accessories } };
    for (const item of toggles) design.accessories[item.key] = true;
    const expected = toggles.reduce((sum, item) => sum + Math.round(Number(item.price?.amount ?? '0') * 100), 10_000);
    expect(priceDesign(product, price('100.00'), design).totalMinor).toBe(expected);
  });
});

/** A valid design with `option` chosen in `group`: a choice that would rule it out is changed first. */
function designWith(product: ProductConfig, group: string, option: string): Design {
  let design = defaultDesign(product, 'a-fabric');
  for (const rule of product.exceptions) {
    if (design.styles[rule.when.group] !== rule.when.option) continue;
    if (!rule.notSuitable.some((target) => target.group === group && target.options.includes(option))) continue;
    const other = product.styles[rule.when.group]?.options.find(
      (candidate) =>
        !product.exceptions.some(
          (any) =>
            any.when.group === rule.when.group &&
            any.when.option === candidate.key &&
            any.notSuitable.some((target) => target.group === group && target.options.includes(option)),
        ),
    );
    if (other) design = chooseStyle(product, design, rule.when.group, other.key).design;
  }
  const chosen = chooseStyle(product, design, group, option).design;
  expect(chosen.styles[group]).toBe(option);
  return chosen;
}

describe('the design in the URL', () => {
  it.each(PRODUCT_TYPES)('%s: every option of every group survives the round trip', (type) => {
    const product = config(type);
    for (const group of product.stylesOrder) {
      for (const option of product.styles[group]?.options ?? []) {
        const start = designWith(product, group, option.key);
        const back = designFromSearchParams(product, new URLSearchParams(designToSearchParams(product, start).toString()));
        expect(back.notices).toEqual([]);
        expect(back.design).toEqual(start);
      }
    }
  });

  it.each(PRODUCT_TYPES)('%s: every accessory survives the round trip', (type) => {
    const product = config(type);
    const design: Design = { ...defaultDesign(product, 'a-fabric'), accessories: { ...defaultDesign(product).accessories } };
    for (const item of accessoryItems(product)) {
      if (item.kind === 'toggle') design.accessories[item.key] = true;
      else if (item.kind === 'choice') design.accessories[item.key] = item.options.at(-1)?.key ?? '';
      else design.accessories[item.key] = item.key === 'initials' ? 'A.B' : 'Longer sleeves, please & thank you';
    }
    const text = designToSearchParams(product, design).toString();
    const back = designFromSearchParams(product, new URLSearchParams(text));
    expect(back.notices).toEqual([]);
    expect(back.design).toEqual(design);
  });

  it('writes fabric first, then styles in stylesOrder, then set accessories; a toggle as 1', () => {
    const design: Design = { ...defaultDesign(shirt, 'oxford-blue'), accessories: { 'spare-buttons': true } };
    const params = designToSearchParams(shirt, design);
    expect([...params.keys()]).toEqual(['fabric', ...shirt.stylesOrder, 'spare-buttons']);
    expect(params.get('spare-buttons')).toBe('1');
  });

  it('ignores the parameters of other parts of the page', () => {
    const { design, notices } = designFromSearchParams(shirt, new URLSearchParams('modal=navbar-login&form=register&collar=club'));
    expect(notices).toEqual([]);
    expect(design.styles.collar).toBe('club');
  });
});

describe('names', () => {
  it('the style-keyed attribute is the chosen options of styleKeys (SPEC §9)', () => {
    expect(styleKeyedAttribute(shirt, defaultDesign(shirt))).toBe('Spread collar');
    const jackets = config('jackets');
    expect(jackets.styleKeys).toHaveLength(2);
    const names = jackets.styleKeys.map(
      (group) => jackets.styles[group]?.options.find((option) => option.key === jackets.styles[group]?.default)?.value,
    );
    expect(styleKeyedAttribute(jackets, defaultDesign(jackets))).toBe(names.join(', '));
  });

  it('a matching item wears the prefix and suffix of its configuration', () => {
    const trousers = config('trousers');
    if (!trousers.matchingItem) throw new Error('trousers can match');
    expect(matchingItemName(trousers, 'Navy Flannel')).toBe(
      `${trousers.matchingItem.prefix}Navy Flannel${trousers.matchingItem.suffix}`.trim(),
    );
    expect(matchingItemName(shirt, 'Oxford Blue')).toBe('Oxford Blue');
  });
});
