import {
  FitEstimateRequestSchema,
  PRODUCT_TYPES,
  ProductsConfigResponseSchema,
  type FitAnswers,
  type ProductType,
} from '@selvedge/contract';
import { describe, expect, it } from 'vitest';
import served from './fixtures/products-config.sgd.json' with { type: 'json' };
import { checkFitAnswers, estimateFit, normalCdf, predictBody } from './fit-estimate.js';
import { tableValues } from './measurements.js';

/** The configuration the shop serves (kept equal to the seed by an API test). */
const configs = ProductsConfigResponseSchema.parse(served).products;
const estimate = (type: ProductType, answers: FitAnswers) => estimateFit(configs[type], answers);
/** The mean man of the source: 178 cm, 78 kg. */
const average: FitAnswers = { heightCm: 178, weightKg: 78 };

describe('predictBody', () => {
  it("is the model's regression: intercept plus height, weight and age times their coefficients, in inches", () => {
    const model = configs.shirt.fitModel;
    const chest = model.girths.chest!;
    const predicted = predictBody(model, { heightCm: 180, weightKg: 90, age: 40 });
    const cm = chest.intercept + chest.perCmHeight * 180 + chest.perKgWeight * 90 + chest.perYearAge * 40;
    expect(predicted.chest!.inches).toBeCloseTo(cm / 2.54, 6);
    expect(predicted.chest!.sdInches).toBeCloseTo(chest.residualSdCm / 2.54, 6);
  });

  it('takes the mean age when none is given, and moves a girth by the build and belly answers in residual deviations', () => {
    const model = configs.shirt.fitModel;
    const waist = model.girths.waist!;
    const plain = predictBody(model, { heightCm: 175, weightKg: 80 });
    const aged = predictBody(model, { heightCm: 175, weightKg: 80, age: model.meanAge });
    expect(plain.waist!.inches).toBeCloseTo(aged.waist!.inches, 9);
    const round = predictBody(model, { heightCm: 175, weightKg: 80, belly: 'round' });
    expect(round.waist!.inches - plain.waist!.inches).toBeCloseTo((waist.belly.round * waist.residualSdCm) / 2.54, 6);
    // An answered question narrows the spread of the girths it moves.
    expect(round.waist!.sdInches).toBeLessThan(plain.waist!.sdInches);
  });

  it('predicts lengths in proportion to height', () => {
    const model = configs.trousers.fitModel;
    const tall = predictBody(model, { heightCm: 195, weightKg: 85 });
    const short = predictBody(model, { heightCm: 160, weightKg: 85 });
    expect(tall.inseam!.inches / short.inseam!.inches).toBeCloseTo(195 / 160, 6);
  });
});

describe('estimateFit', () => {
  it('puts the average man of the source in the middle of each size table, in the regular fit', () => {
    expect(estimate('shirt', average)).toMatchObject({ size: 'M', fit: 'Tailored' });
    expect(estimate('trousers', average)).toMatchObject({ size: '34', fit: 'Tapered' });
    expect(estimate('jackets', average)).toMatchObject({ size: '40', fit: 'Tailored' });
  });

  it('chooses the smallest size whose table covers every sizing girth the answers need (size up)', () => {
    for (const type of PRODUCT_TYPES) {
      for (const answers of [average, { heightCm: 165, weightKg: 60 }, { heightCm: 190, weightKg: 105, belly: 'round' as const }]) {
        const result = estimate(type, answers);
        for (const key of result.keyMeasurements) {
          const needed = (key.range.min + key.range.max) / 2;
          const sizes = configs[type].measurements.sizes;
          const index = sizes.indexOf(result.size);
          // The chosen size covers it, or it is the largest size.
          expect(key.inches >= needed - 1e-6 || index === sizes.length - 1, `${type} ${key.field}`).toBe(true);
          expect(key.inches).toBe(tableValues(configs[type].measurements, result.size, result.fit)![key.field]);
        }
      }
    }
  });

  it('never goes down a size as the weight rises at one height', () => {
    for (const type of PRODUCT_TYPES) {
      const sizes = configs[type].measurements.sizes;
      let last = -1;
      for (let weightKg = 55; weightKg <= 130; weightKg += 5) {
        const index = sizes.indexOf(estimate(type, { heightCm: 178, weightKg }).size);
        expect(index, `${type} at ${weightKg} kg`).toBeGreaterThanOrEqual(last);
        last = index;
      }
      expect(last, type).toBeGreaterThan(0);
    }
  });

  it('takes the fit the customer prefers, never one inferred from the body', () => {
    expect(estimate('shirt', { ...average, fitPreference: 'slim' }).fit).toBe('Slim');
    expect(estimate('shirt', { ...average, fitPreference: 'relaxed' }).fit).toBe('Classic');
    expect(estimate('shirt', { heightCm: 170, weightKg: 110 }).fit).toBe('Tailored');
    // One body, one size, whatever the fit: the ease follows the table's fits.
    const sizes = ['slim', 'regular', 'relaxed'].map(
      (fitPreference) => estimate('jackets', { ...average, fitPreference: fitPreference as FitAnswers['fitPreference'] }).size,
    );
    expect(new Set(sizes).size).toBe(1);
  });

  it('settles a close call with the usual size, and says so', () => {
    const plain = estimate('shirt', average);
    const sizes = configs.shirt.measurements.sizes;
    const next = sizes[sizes.indexOf(plain.size) + 1]!;
    const withUsual = estimate('shirt', { ...average, usualSize: next.toLowerCase() });
    expect(withUsual.size).toBe(next);
    expect(withUsual.basis).toContain(`usual size ${next}`);
    const same = estimate('shirt', { ...average, usualSize: plain.size });
    expect(same.confidence.probability).toBeGreaterThan(plain.confidence.probability);
  });

  it('is of low confidence, and says why, for a body outside the source or a usual size far away', () => {
    const outside = estimate('shirt', { heightCm: 150, weightKg: 140 });
    expect(outside.confidence.level).toBe('low');
    expect(outside.basis).toContain('outside the bodies');
    const far = estimate('shirt', { ...average, usualSize: 'XXL' });
    expect(far.confidence.level).toBe('low');
    expect(far.size).toBe('M');
    expect(far.basis).toContain('Your usual size XXL is far');
  });

  it('says in a plain sentence what it was based on, naming the source', () => {
    const result = estimate('trousers', { heightCm: 181, weightKg: 84, age: 45, build: 'broad', belly: 'some', fitPreference: 'regular' });
    expect(result.basis).toBe(
      'Estimated from your height (181 cm) and weight (84 kg), age (45), broad build and some belly, compared with the measurements of 247 men (Heinz et al., 2003).',
    );
  });

  it('gives each sizing measurement a range around what the answers need, the configured quantile wide', () => {
    const result = estimate('shirt', average);
    const model = configs.shirt.fitModel;
    const predicted = predictBody(model, average);
    const chest = result.keyMeasurements.find((entry) => entry.field === 'chest')!;
    const needed = predicted.chest!.inches + model.ease.Tailored!.chest!;
    expect(chest.range.min).toBeCloseTo(needed - model.rangeZ * predicted.chest!.sdInches, 2);
    expect(chest.range.max).toBeCloseTo(needed + model.rangeZ * predicted.chest!.sdInches, 2);
    expect(chest.label).toBe('Chest');
  });
});

describe('checkFitAnswers', () => {
  it("refuses a usual size the product's model does not name, naming the field and the sizes", () => {
    expect(checkFitAnswers(configs.trousers.fitModel, { usualSize: 'M' })).toEqual([
      { field: 'usualSize', message: 'usualSize: must be one of 28, 30, 32, 34, 36, 38, 40, 42' },
    ]);
    expect(checkFitAnswers(configs.trousers.fitModel, { usualSize: '32' })).toEqual([]);
    expect(checkFitAnswers(configs.trousers.fitModel, {})).toEqual([]);
  });
});

describe('the request body', () => {
  it('needs height and weight, and names the field that is impossible or unknown', () => {
    const parse = (body: unknown) => FitEstimateRequestSchema.safeParse(body);
    expect(parse({ productType: 'shirt', heightCm: 178, weightKg: 78 }).success).toBe(true);
    const messages = (body: unknown) => parse(body).error?.issues.map((issue) => issue.message);
    expect(messages({ productType: 'hat', heightCm: 178, weightKg: 78 })).toEqual([
      'productType must be one of: shirt, polo, trousers, shorts, outerwears, jackets',
    ]);
    expect(messages({ productType: 'shirt', heightCm: 17.8, weightKg: 78 })).toEqual(['heightCm: must be between 120 and 230 cm']);
    expect(messages({ productType: 'shirt', heightCm: 178 })).toEqual(['weightKg: a number of kg']);
    expect(messages({ productType: 'shirt', heightCm: 178, weightKg: 78, age: 30.5 })).toEqual(['age: a whole number of years']);
    expect(messages({ productType: 'shirt', heightCm: 178, weightKg: 78, build: 'huge' })).toEqual([
      'build must be one of: lean, average, broad',
    ]);
    expect(messages({ productType: 'shirt', heightCm: 178, weightKg: 78, shoe: 44 })?.[0]).toContain('shoe');
  });
});

describe('normalCdf', () => {
  it('is the standard normal distribution function', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 4);
    expect(normalCdf(-1.28)).toBeCloseTo(0.1003, 4);
  });
});

describe('estimateFit whatever order the stored ease comes in', () => {
  it('lists the key measurements in the order of the type’s fields (a database may sort a document’s keys)', () => {
    const config = structuredClone(configs.trousers);
    const fit = config.fitModel.preferences.regular;
    const reversed = Object.fromEntries(Object.entries(config.fitModel.ease[fit]!).reverse());
    const shuffled = { ...config, fitModel: { ...config.fitModel, ease: { ...config.fitModel.ease, [fit]: reversed } } };
    const fieldOrder = config.measurements.fields.map((field) => field.key);
    const keys = estimateFit(shuffled, average).keyMeasurements.map((entry) => entry.field);
    expect(keys.length).toBeGreaterThan(1);
    expect(keys).toEqual([...keys].sort((a, b) => fieldOrder.indexOf(a) - fieldOrder.indexOf(b)));
    expect(estimateFit(shuffled, average)).toEqual(estimateFit(config, average));
  });
});
