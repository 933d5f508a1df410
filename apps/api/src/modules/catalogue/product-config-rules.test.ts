import { describe, expect, it } from 'vitest';
import { seedAddOns, seedProductConfigs, seedStyleMedia } from '../../db/seed/product-configs/index.js';
import { variantIdFor } from './catalogue-ids.js';
import { configDiff } from './product-config-diff.js';
import { configPath, mediaIdsNamed, parseProductConfig, productConfigProblems } from './product-config-rules.js';

const known = {
  addOnVariants: new Set(seedAddOns.map((addOn) => variantIdFor(addOn.handle))),
  mediaIds: new Set(seedStyleMedia.map((media) => media.id)),
};
const withPrices = (index: number) => {
  const document = structuredClone(seedProductConfigs[index]!);
  const addOnPrices = Object.fromEntries(
    seedAddOns
      .filter((addOn) => addOn.productType === document.productType)
      .map((addOn) => [variantIdFor(addOn.handle), addOn.priceMinorSgd]),
  );
  return { ...document, addOnPrices };
};

describe('the rules of a product configuration', () => {
  it.each(seedProductConfigs.map((document, index) => [document.productType, index] as const))(
    'accept the seed’s %s configuration whole',
    (type, index) => {
      const parsed = parseProductConfig(withPrices(index));
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
      expect(productConfigProblems(parsed.config, type, known)).toEqual([]);
      expect(mediaIdsNamed(parsed.config).every((id) => known.mediaIds.has(id))).toBe(true);
    },
  );

  it('name a problem by its path, array positions in brackets', () => {
    expect(configPath(['styles', 'collar', 'options', 2, 'key'])).toBe('config.styles.collar.options[2].key');
    const config = withPrices(0);
    config.measurements.fields[0]!.key = config.measurements.fields[1]!.key;
    const parsed = parseProductConfig(config);
    if (!parsed.ok) throw new Error('the schema should accept it');
    expect(productConfigProblems(parsed.config, 'shirt', known).map((problem) => problem.path)).toContain(
      'config.measurements.fields[1].key',
    );
  });

  it('refuse keys a style group and an accessory share, and words the customiser’s address keeps', () => {
    const config = withPrices(0);
    const group = config.stylesOrder[0]!;
    config.accessories.others[0]!.key = group;
    const parsed = parseProductConfig(config);
    if (!parsed.ok) throw new Error('the schema should accept it');
    expect(productConfigProblems(parsed.config, 'shirt', known).map((problem) => problem.path)).toContain(
      'config.accessories.others[0].key',
    );
    config.accessories.others[0]!.key = 'fabric';
    const again = parseProductConfig(config);
    if (!again.ok) throw new Error('the schema should accept it');
    expect(productConfigProblems(again.config, 'shirt', known).map((problem) => problem.path)).toContain(
      'config.accessories.others[0].key',
    );
  });

  it('never take a name inherited from Object.prototype for a group, an option list or a size', () => {
    const config = withPrices(0);
    config.stylesOrder.push('constructor');
    config.styleKeys.push('constructor');
    config.exceptions.push({ when: { group: 'constructor', option: 'call' }, notSuitable: [{ group: 'constructor', options: ['apply'] }] });
    config.measurements.sizes.push('constructor');
    const parsed = parseProductConfig(config);
    if (!parsed.ok) throw new Error('the schema should accept it');
    const paths = productConfigProblems(parsed.config, 'shirt', known).map((problem) => problem.path);
    const size = config.measurements.sizes.length - 1;
    expect(paths).toEqual(
      expect.arrayContaining([
        `config.stylesOrder[${config.stylesOrder.length - 1}]`,
        `config.styleKeys[${config.styleKeys.length - 1}]`,
        `config.exceptions[${config.exceptions.length - 1}].when.group`,
        `config.measurements.sizes[${size}]`,
        'config.measurements.sizeAndFitMeasurements.constructor',
      ]),
    );
  });

  it('refuse a fit guarantee whose share and cap cannot reimburse together, and its values out of bounds, each by its path', () => {
    const config = withPrices(0);
    config.fitGuarantee = { ...config.fitGuarantee, alterationSharePercent: 50, alterationCapMinorSgd: 0 };
    const parsed = parseProductConfig(config);
    if (!parsed.ok) throw new Error('the schema should accept it');
    expect(productConfigProblems(parsed.config, 'shirt', known).map((problem) => problem.path)).toContain(
      'config.fitGuarantee.alterationCapMinorSgd',
    );
    config.fitGuarantee = { ...config.fitGuarantee, alterationSharePercent: 0, alterationCapMinorSgd: 100 };
    const other = parseProductConfig(config);
    if (!other.ok) throw new Error('the schema should accept it');
    expect(productConfigProblems(other.config, 'shirt', known).map((problem) => problem.path)).toContain(
      'config.fitGuarantee.alterationSharePercent',
    );
    config.fitGuarantee = { ...config.fitGuarantee, claimWindowDays: 0, remakeLimit: -1 };
    const refused = parseProductConfig(config);
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(refused.problems.map((problem) => problem.path)).toEqual(
        expect.arrayContaining(['config.fitGuarantee.claimWindowDays', 'config.fitGuarantee.remakeLimit']),
      );
  });

  it('refuse an exception that rules out the starting design, or every option of a group', () => {
    const config = withPrices(0);
    const [from, to] = config.stylesOrder;
    const fromGroup = config.styles[from!]!;
    const toGroup = config.styles[to!]!;
    config.exceptions = [
      { when: { group: from!, option: fromGroup.default }, notSuitable: [{ group: to!, options: [toGroup.default] }] },
      {
        when: { group: from!, option: fromGroup.options.at(-1)!.key },
        notSuitable: [{ group: to!, options: toGroup.options.map((option) => option.key) }],
      },
    ];
    const parsed = parseProductConfig(config);
    if (!parsed.ok) throw new Error('the schema should accept it');
    const paths = productConfigProblems(parsed.config, 'shirt', known).map((problem) => problem.path);
    expect(paths).toEqual(
      expect.arrayContaining(['config.exceptions[0].notSuitable[0].options', 'config.exceptions[1].notSuitable[0].options']),
    );
  });
});

describe('the rules of the fit estimate and the measurement warnings', () => {
  const problemsOf = (config: ReturnType<typeof withPrices>) => {
    const parsed = parseProductConfig(config);
    if (!parsed.ok) throw new Error(`the schema should accept it: ${JSON.stringify(parsed.problems)}`);
    return productConfigProblems(parsed.config, config.productType, known);
  };

  it('refuse a model or check naming a field that is not a number field of the type', () => {
    const config = withPrices(0);
    const [fit] = config.measurements.fits;
    const dropdown = config.measurements.fields.find((field) => field.type === 'dropdown');
    config.fitModel.girths['ankle-girth'] = config.fitModel.girths['chest']!;
    config.fitModel.lengths['arm'] = { ratio: 0.3, ratioSd: 0.01 };
    config.fitModel.ease[fit!]!['neck-girth'] = 1;
    config.fitChecks.heightBands['arm'] = { min: 0.2, max: 0.4 };
    config.fitChecks.atMostShare = [{ field: 'collar', other: 'ankle-girth', share: 0.5 }];
    config.fitChecks.notBelow = [{ field: dropdown?.key ?? 'nothing', other: 'waist', fits: [], bellies: ['flat'] }];
    const problems = problemsOf(config);
    expect(problems.map((problem) => problem.path)).toEqual(
      expect.arrayContaining([
        'config.fitModel.girths.ankle-girth',
        'config.fitModel.lengths.arm',
        `config.fitModel.ease.${fit}.neck-girth`,
        'config.fitChecks.heightBands.arm',
        'config.fitChecks.atMostShare[0].other',
        'config.fitChecks.notBelow[0].field',
      ]),
    );
    expect(problems.find((problem) => problem.path === 'config.fitModel.girths.ankle-girth')?.message).toBe(
      'names "ankle-girth", which is not a number field of the measurements',
    );
  });

  it('want ease for every fit of the table and for no other, and preferences and relation rules naming the table’s fits', () => {
    const config = withPrices(1);
    const [first, second] = config.measurements.fits;
    config.fitModel.ease['Oversized'] = { ...config.fitModel.ease[first!]! };
    delete config.fitModel.ease[second!];
    config.fitModel.preferences.relaxed = 'Baggy';
    config.fitChecks.notBelow[0]!.fits = ['Skinny'];
    const paths = problemsOf(config).map((problem) => problem.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'config.fitModel.ease.Oversized',
        `config.fitModel.ease.${second}`,
        'config.fitModel.preferences.relaxed',
        'config.fitChecks.notBelow[0].fits[0]',
      ]),
    );
  });

  it('want usual sizes naming sizes of the table, each label once whatever its case', () => {
    const config = withPrices(2);
    const [size] = config.measurements.sizes;
    config.fitModel.usualSizes = [
      { label: 'M', size: size! },
      { label: 'm', size: size! },
      { label: 'XXXL', size: 'XXXL-not-a-size' },
    ];
    const problems = problemsOf(config);
    expect(problems).toEqual(
      expect.arrayContaining([
        { path: 'config.fitModel.usualSizes[1].label', message: '"m" is already a usual size' },
        { path: 'config.fitModel.usualSizes[2].size', message: 'names "XXXL-not-a-size", which is not one of the sizes' },
      ]),
    );
    expect(problems.some((problem) => problem.path === 'config.fitModel.usualSizes[0].label')).toBe(false);
  });

  it('want every range from a lower to a higher number: covers, bands and confidence', () => {
    const config = withPrices(0);
    config.fitModel.covers.heightCm = { min: 190, max: 160 };
    config.fitModel.covers.weightKg = { min: 80, max: 80 };
    config.fitModel.confidence = { high: 0.4, medium: 0.5 };
    const [band] = Object.keys(config.fitChecks.heightBands);
    config.fitChecks.heightBands[band!] = { min: 0.5, max: 0.45 };
    const paths = problemsOf(config).map((problem) => problem.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'config.fitModel.covers.heightCm.max',
        'config.fitModel.covers.weightKg.max',
        'config.fitModel.confidence.high',
        `config.fitChecks.heightBands.${band}.max`,
      ]),
    );
    expect(problemsOf(withPrices(0))).toEqual([]);
  });
});

describe('the differences between two configurations', () => {
  it('match keyed lists by key: a removal is one change, a move is one change of order', () => {
    const before = {
      styles: {
        collar: {
          options: [
            { key: 'a', value: 'A' },
            { key: 'b', value: 'B' },
            { key: 'c', value: 'C' },
          ],
        },
      },
    };
    const removed = {
      styles: {
        collar: {
          options: [
            { key: 'a', value: 'A' },
            { key: 'c', value: 'C' },
          ],
        },
      },
    };
    expect(configDiff(before, removed)).toEqual({
      total: 1,
      changes: [{ path: 'styles.collar.options[b]', change: 'removed', before: { key: 'b', value: 'B' } }],
    });
    const moved = {
      styles: {
        collar: {
          options: [
            { key: 'c', value: 'C' },
            { key: 'a', value: 'A' },
            { key: 'b', value: 'B' },
          ],
        },
      },
    };
    expect(configDiff(before, moved)).toEqual({
      total: 1,
      changes: [{ path: 'styles.collar.options (order)', change: 'changed', before: ['a', 'b', 'c'], after: ['c', 'a', 'b'] }],
    });
  });

  it('names a long value by its path without copying it, and lists at most 100 changes while counting all', () => {
    const long = 'x'.repeat(500);
    expect(configDiff({ description: 'short' }, { description: long })).toEqual({
      total: 1,
      changes: [{ path: 'description', change: 'changed', before: 'short' }],
    });
    const many = configDiff({ sizes: [] }, { sizes: Array.from({ length: 150 }, (_, index) => `S${index}`) });
    expect(many.total).toBe(150);
    expect(many.changes).toHaveLength(100);
    expect(many.changes[0]).toEqual({ path: 'sizes[0]', change: 'added', after: 'S0' });
  });
});
