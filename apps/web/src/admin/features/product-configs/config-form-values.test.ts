import { PRODUCT_TYPES } from '@selvedge/contract';
import { describe, expect, it } from 'vitest';
import { centsOfDollars, configOfValues, dollarsOfCents, fieldOfPath, PRICE_MESSAGE, valuesOfConfig, type ConfigFormValues } from './config-form-values';
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

  it('refuse a negative price on its own field, in dollars', () => {
    const values = valuesOfConfig(configOf('shirt'));
    values.prices[1]!.amount = '-5.00';
    expect(configOfValues(values, 'shirt')).toEqual({ problems: [{ field: 'prices.1.amount', path: `config.addOnPrices.${values.prices[1]!.variantId}`, message: PRICE_MESSAGE }] });
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
    expect(result).toEqual({ problems: [{ field: 'styles.1.options.2.key', path: 'config.styles.cuff.options[2].key', message: 'keys are lower-case words joined by dashes' }] });
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
      expect.arrayContaining(['styles.2.key', 'leadTime.maxWeeks', 'measurements.fields.1.table.2.0', `accessories.initials.${initials}.maxLength`]),
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
  ])('%s shows on %s', (path, field) => {
    expect(fieldOfPath(path, values)).toBe(field);
  });

  it.each(['config.productType', 'config.styles.cravat.name', 'config.addOnPrices.var_unknown', 'config.accessories.addOns[9].key', 'config.measurements.sizeAndFitMeasurements.XXXL', 'config'])(
    '%s belongs to no field of the form',
    (path) => {
      expect(fieldOfPath(path, values)).toBeNull();
    },
  );
});
