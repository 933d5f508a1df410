import { PRODUCT_TYPES } from '@selvedge/contract';
import { describe, expect, it } from 'vitest';
import { centsOfDollars, PRICE_MESSAGE } from './config-accessories-values';
import { dollarsOfCents } from './config-form-text';
import { configOfValues, fieldOfPath, valuesOfConfig, type ConfigFormValues } from './config-form-values';
import { configOf } from './product-config-test-kit';

const made = (values: ConfigFormValues) => {
  const result = configOfValues(values, 'shirt');
  if ('problems' in result) throw new Error(JSON.stringify(result.problems));
  return result.config;
};

describe('the configuration form’s values', () => {
  it.each(PRODUCT_TYPES)('give back the %s configuration exactly as it was read', (type) => {
    const config = configOf(type);
    const result = configOfValues(valuesOfConfig(config), type);
    expect(result).toEqual({ config });
  });

  it('carry the timeline: stage days, a trial piece’s only while a trial is offered, the buffer and the learning', () => {
    const values = valuesOfConfig(configOf('shirt'));
    expect(values.timeline.stageDays.sewing).toBe(String(configOf('shirt').timeline.stageDays.sewing));
    values.timeline.stageDays.sewing = '12';
    values.timeline.trialStageDays.cutting = '4';
    values.timeline.needByBufferDays = '10';
    values.timeline.minTransitions = '30';
    values.timeline.withinDays = '90';
    const config = made(values);
    expect(config.timeline.stageDays.sewing).toBe(12);
    expect(config.timeline.trialStageDays?.cutting).toBe(4);
    expect(config.timeline.needByBufferDays).toBe(10);
    expect(config.timeline.learning).toEqual({ minTransitions: 30, withinDays: 90 });
    expect(made({ ...values, trial: false }).timeline.trialStageDays).toBeNull();
    values.timeline.stageDays.paid = 'three';
    const refused = configOfValues(values, 'shirt');
    expect('problems' in refused && refused.problems.map((problem) => problem.field)).toEqual(['timeline.stageDays.paid']);
  });

  it('show prices in dollars and send them in cents', () => {
    expect(dollarsOfCents(1500)).toBe('15.00');
    expect(dollarsOfCents(5)).toBe('0.05');
    expect(centsOfDollars('15')).toBe(1500);
    expect(centsOfDollars(' 17.5 ')).toBe(1750);
    expect(centsOfDollars('0')).toBe(0);
    expect(centsOfDollars('100000')).toBe(10_000_000);
    for (const refused of ['-1', '100000.01', '12.345', 'twelve', '', '1e3']) expect(centsOfDollars(refused)).toBeNull();

    const values = valuesOfConfig(configOf('shirt'));
    const stays = values.prices.findIndex((price) => price.amount === '15.00');
    const variant = values.prices[stays]!.variantId;
    values.prices[stays]!.amount = '18.50';
    expect(made(values).addOnPrices[variant]).toBe(1850);
  });

  it('carry the fit guarantee: the cap typed in dollars, sent in cents; a bad number on its own field; the server’s path placed', () => {
    const values = valuesOfConfig(configOf('shirt'));
    expect(values.fitGuarantee.claimWindowDays).toBe(String(configOf('shirt').fitGuarantee.claimWindowDays));
    values.fitGuarantee = { claimWindowDays: '45', alterationSharePercent: '60', alterationCapSgd: '55.50', remakeLimit: '3' };
    expect(made(values).fitGuarantee).toEqual({
      claimWindowDays: 45,
      alterationSharePercent: 60,
      alterationCapMinorSgd: 5550,
      remakeLimit: 3,
    });
    values.fitGuarantee.alterationCapSgd = 'lots';
    values.fitGuarantee.claimWindowDays = '0';
    const refused = configOfValues(values, 'shirt');
    expect('problems' in refused && refused.problems.map((problem) => problem.field)).toEqual(
      expect.arrayContaining(['fitGuarantee.alterationCapSgd', 'fitGuarantee.claimWindowDays']),
    );
    expect(fieldOfPath('config.fitGuarantee.alterationCapMinorSgd', values)).toBe('fitGuarantee.alterationCapSgd');
    expect(fieldOfPath('config.fitGuarantee.remakeLimit', values)).toBe('fitGuarantee.remakeLimit');
  });

  it('refuse a negative price on its own field, in dollars', () => {
    const values = valuesOfConfig(configOf('shirt'));
    values.prices[1]!.amount = '-5.00';
    expect(configOfValues(values, 'shirt')).toEqual({
      problems: [{ field: 'prices.1.amount', path: `config.addOnPrices.${values.prices[1]!.variantId}`, message: PRICE_MESSAGE }],
    });
  });

  it('send only the prices of the add-ons the configuration still names', () => {
    const values = valuesOfConfig(configOf('shirt'));
    const toggle = values.accessories.addOns[0]!;
    const unnamed = toggle.variantId;
    values.accessories.addOns.splice(0, 1);
    const config = made(values);
    expect(Object.keys(config.addOnPrices)).not.toContain(unnamed);
    expect(values.prices.map((price) => price.variantId)).toContain(unnamed);
  });

  it('keep the style groups in the order of the list, and each group under its key', () => {
    const values = valuesOfConfig(configOf('jackets'));
    const [make, style] = values.styles;
    values.styles.splice(0, 2, style!, make!);
    values.styles[0]!.options[0]!.value = 'Single-breasted, two buttons';
    const config = made({ ...values });
    expect(config.stylesOrder.slice(0, 2)).toEqual(['style', 'make']);
    expect(config.styles.style?.options[0]?.value).toBe('Single-breasted, two buttons');
    expect(config.styleKeys).toEqual(['style', 'make']);
  });

  it('refuse an empty option key with the contract’s words on that option’s key', () => {
    const values = valuesOfConfig(configOf('shirt'));
    values.styles[1]!.options[2]!.key = '';
    const result = configOfValues(values, 'shirt');
    expect(result).toEqual({
      problems: [
        {
          field: 'styles.1.options.2.key',
          path: 'config.styles.cuff.options[2].key',
          message: 'keys are lower-case words joined by dashes',
        },
      ],
    });
  });

  it('refuse two groups with one key, a number that is not one and a text with no length, each on its field', () => {
    const values = valuesOfConfig(configOf('shirt'));
    values.styles[2]!.key = 'collar';
    values.leadTime.maxWeeks = 'four';
    values.measurements.fields[1]!.table[2]![0] = '';
    const initials = values.accessories.initials.findIndex((item) => item.kind === 'text');
    values.accessories.initials[initials]!.maxLength = '0';
    const result = configOfValues(values, 'shirt');
    if (!('problems' in result)) throw new Error('accepted');
    expect(result.problems.map((problem) => problem.field)).toEqual(
      expect.arrayContaining([
        'styles.2.key',
        'leadTime.maxWeeks',
        'measurements.fields.1.table.2.0',
        `accessories.initials.${initials}.maxLength`,
      ]),
    );
  });
});

describe('the fit estimate and the warnings in the form', () => {
  it('hold every number as typed text, the predictors as read, and send the numbers changed', () => {
    const config = configOf('shirt');
    const values = valuesOfConfig(config);
    const regular = config.fitModel.preferences.regular;
    const row = values.fitModel.ease.findIndex((entry) => entry.fit === regular);
    expect(values.fitModel.ease[row]!.fields[0]).toEqual({ field: 'chest', inches: String(config.fitModel.ease[regular]!.chest) });
    expect(values.fitModel.confidence).toEqual({
      high: String(config.fitModel.confidence.high),
      medium: String(config.fitModel.confidence.medium),
    });
    expect(values.fitModel.girths).toEqual(config.fitModel.girths);
    values.fitModel.ease[row]!.fields[0]!.inches = '5.25';
    values.fitModel.rangeZ = ' 1.64 ';
    values.fitModel.usualSizes.push({ label: 'Large', size: 'L' });
    values.fitChecks.heightBands[0]!.max = '0.55';
    values.fitChecks.atMostShare[0]!.share = '0.45';
    values.fitChecks.notBelow[0]!.fits = ['Slim', 'Tailored'];
    values.fitChecks.farFromEstimateSds = '5';
    const sent = made(values);
    expect(sent.fitModel.ease[regular]!.chest).toBe(5.25);
    expect(sent.fitModel.rangeZ).toBe(1.64);
    expect(sent.fitModel.usualSizes.at(-1)).toEqual({ label: 'Large', size: 'L' });
    expect(sent.fitChecks.heightBands[values.fitChecks.heightBands[0]!.field]!.max).toBe(0.55);
    expect(sent.fitChecks.atMostShare[0]!.share).toBe(0.45);
    expect(sent.fitChecks.notBelow[0]!.fits).toEqual(['Slim', 'Tailored']);
    expect(sent.fitChecks.farFromEstimateSds).toBe(5);
    expect(sent.fitModel.girths).toEqual(config.fitModel.girths);
  });

  it('refuse a number that is not one on its own field, and the contract’s limits on theirs', () => {
    const values = valuesOfConfig(configOf('trousers'));
    values.fitModel.ease[1]!.fields[0]!.inches = 'three';
    values.fitModel.confidence.medium = '';
    values.fitChecks.heightBands[0]!.min = '1.5';
    values.fitChecks.farFromEstimateSds = '1';
    const result = configOfValues(values, 'trousers');
    if (!('problems' in result)) throw new Error('accepted');
    expect(result.problems.map((problem) => problem.field)).toEqual(
      expect.arrayContaining([
        'fitModel.ease.1.fields.0.inches',
        'fitModel.confidence.medium',
        'fitChecks.heightBands.0.min',
        'fitChecks.farFromEstimateSds',
      ]),
    );
  });
});

describe('a problem the server names by its path', () => {
  const values = valuesOfConfig(configOf('shirt'));
  const variant = values.prices[3]!.variantId;

  it.each([
    ['config.styles.collar.options[2].key', 'styles.0.options.2.key'],
    ['config.styles.cuff.default', 'styles.1.default'],
    ['config.styles.cuff.options', 'styles.1.options'],
    ['config.styles.pocket', 'styles.3.key'],
    ['config.stylesOrder[4]', 'styles.4.key'],
    ['config.styleKeys[0]', 'styleKeys.0.key'],
    ['config.exceptions[1].notSuitable[0].options[0]', 'exceptions.1.notSuitable.0.options'],
    ['config.exceptions[0].when.option', 'exceptions.0.when.option'],
    ['config.accessories.fabric[0].options[1].variantId', 'accessories.fabric.0.options.1.variantId'],
    ['config.accessories.initials[0].pattern', 'accessories.initials.0.pattern'],
    ['config.accessories.addOns[2].key', 'accessories.addOns.2.key'],
    [`config.addOnPrices.${variant}`, 'prices.3.amount'],
    ['config.leadTime.maxWeeks', 'leadTime.maxWeeks'],
    ['config.measurements.fields[1].lower_bound', 'measurements.fields.1.lower'],
    ['config.measurements.fields[1].adjustments', 'measurements.fields.1.adjustMin'],
    ['config.measurements.sizeAndFitMeasurements.M.Slim.chest', 'measurements.fields.1.table.2.0'],
    ['config.measurements.sizeAndFitMeasurements.XL', 'measurements.sizes.4.name'],
    ['config.measurements.fits[2]', 'measurements.fits.2.name'],
    ['config.measurements.advice[0]', 'measurements.advice.0.text'],
    ['config.timeline.stageDays.sewing', 'timeline.stageDays.sewing'],
    ['config.timeline.trialStageDays.paid', 'timeline.trialStageDays.paid'],
    ['config.timeline.needByBufferDays', 'timeline.needByBufferDays'],
    ['config.timeline.learning.withinDays', 'timeline.withinDays'],
    ['config.fitModel.ease.Tailored.waist', 'fitModel.ease.1.fields.1.inches'],
    ['config.fitModel.ease.Tailored', 'fitModel.ease.1.fit'],
    ['config.fitModel.usualSizes[2].size', 'fitModel.usualSizes.2.size'],
    ['config.fitModel.usualSizes[0].label', 'fitModel.usualSizes.0.label'],
    ['config.fitModel.preferences.relaxed', 'fitModel.preferences.relaxed'],
    ['config.fitModel.confidence.high', 'fitModel.confidence.high'],
    ['config.fitModel.covers.weightKg.max', 'fitModel.covers.weightMax'],
    ['config.fitModel.rangeZ', 'fitModel.rangeZ'],
    ['config.fitChecks.heightBands.sleeve-length.max', 'fitChecks.heightBands.0.max'],
    ['config.fitChecks.atMostShare[0].other', 'fitChecks.atMostShare.0.share'],
    ['config.fitChecks.notBelow[0].fits[1]', 'fitChecks.notBelow.0.fits'],
    ['config.fitChecks.farFromEstimateSds', 'fitChecks.farFromEstimateSds'],
  ])('%s shows on %s', (path, field) => {
    expect(fieldOfPath(path, values)).toBe(field);
  });

  it.each([
    'config.timeline.stageDays',
    'config.productType',
    'config.fitModel.girths.chest',
    'config.fitModel.ease.Baggy.chest',
    'config.fitChecks.heightBands.arm.min',
    'config.styles.cravat.name',
    'config.addOnPrices.var_unknown',
    'config.accessories.addOns[9].key',
    'config.measurements.sizeAndFitMeasurements.XXXL',
    'config',
  ])('%s belongs to no field of the form', (path) => {
    expect(fieldOfPath(path, values)).toBeNull();
  });
});
