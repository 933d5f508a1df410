import { PRODUCT_TYPES, ProductsConfigResponseSchema, type FitAnswers, type ProductConfig, type SizeMeasurement } from '@selvedge/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import served from './fixtures/products-config.sgd.json' with { type: 'json' };
import { estimateFit, predictBody } from './fit-estimate.js';
import { measurementWarnings } from './measurement-warnings.js';
import { CM_PER_INCH, checkSize, roundToStep, visibleFields } from './measurements.js';

const configs = ProductsConfigResponseSchema.parse(served).products;

/** Answers inside the bodies the model was made from (heights and weights it covers, a BMI of 18.5 to 35). */
const answersOf = (config: ProductConfig): fc.Arbitrary<FitAnswers> => {
  const { covers } = config.fitModel;
  return fc
    .record({
      heightCm: fc.double({ min: covers.heightCm.min, max: covers.heightCm.max, noNaN: true }),
      bmi: fc.double({ min: 18.5, max: 35, noNaN: true }),
      age: fc.option(fc.integer({ min: 18, max: 65 }), { nil: undefined }),
      build: fc.option(fc.constantFrom('lean', 'average', 'broad') as fc.Arbitrary<FitAnswers['build']>, { nil: undefined }),
      belly: fc.option(fc.constantFrom('flat', 'some', 'round') as fc.Arbitrary<FitAnswers['belly']>, { nil: undefined }),
      fitPreference: fc.option(fc.constantFrom('slim', 'regular', 'relaxed') as fc.Arbitrary<FitAnswers['fitPreference']>, {
        nil: undefined,
      }),
    })
    .map(({ bmi, ...answers }) => ({
      ...answers,
      weightKg: Math.min(covers.weightKg.max, Math.max(covers.weightKg.min, bmi * (answers.heightCm / 100) ** 2)),
    }));
};

interface Body {
  answers: FitAnswers;
  fit: string;
  measurements: SizeMeasurement[];
  /** The fields whose values the model produced. */
  produced: string[];
}

/**
 * A body the model produces: each girth its prediction moved by up to 2.5 of its standard
 * deviations, each length its proportion of the height moved by up to 3; the height itself; the
 * fields the model does not speak for at their starting value (a neck kept within half the chest).
 * Only bodies whose every value lies inside its field's range are kept.
 */
const bodyOf = (config: ProductConfig): fc.Arbitrary<Body> => {
  const fields = visibleFields(config.measurements, 'body');
  const modelled = fields
    .filter((field) => config.fitModel.girths[field.key] || config.fitModel.lengths[field.key])
    .map((field) => field.key);
  return fc
    .record({
      answers: answersOf(config),
      deviations: fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: modelled.length, maxLength: modelled.length }),
      fit: fc.constantFrom(...config.measurements.fits),
    })
    .map(({ answers, deviations, fit }) => {
      const predicted = predictBody(config.fitModel, answers);
      const heightInches = answers.heightCm / CM_PER_INCH;
      const values = new Map<string, number | string>();
      modelled.forEach((key, index) => {
        const limit = config.fitModel.girths[key] ? 2.5 : 3;
        values.set(key, predicted[key]!.inches + deviations[index]! * limit * predicted[key]!.sdInches);
      });
      for (const field of fields) {
        if (values.has(field.key)) continue;
        if (field.type === 'dropdown') values.set(field.key, typeof field.default === 'string' ? field.default : field.options[0]!);
        else if (field.key === 'height') values.set(field.key, heightInches);
        else values.set(field.key, field.value ?? field.lower_bound ?? 0);
      }
      for (const rule of config.fitChecks.atMostShare) {
        const other = values.get(rule.other);
        const own = values.get(rule.field);
        if (typeof other === 'number' && typeof own === 'number') values.set(rule.field, Math.min(own, rule.share * other));
      }
      const measurements = fields.map((field) => {
        const value = values.get(field.key)!;
        return { id: field.key, fitting_size: typeof value === 'number' ? roundToStep(value, field.rounding) : value };
      });
      return { answers, fit, measurements, produced: [...modelled, ...(fields.some((field) => field.key === 'height') ? ['height'] : [])] };
    })
    .filter(({ measurements }) =>
      measurements.every((entry) => {
        const field = fields.find((candidate) => candidate.key === entry.id)!;
        return (
          typeof entry.fitting_size !== 'number' ||
          (entry.fitting_size >= (field.lower_bound ?? 0) && entry.fitting_size <= (field.upper_bound ?? Infinity))
        );
      }),
    );
};

describe.each(PRODUCT_TYPES.map((type) => [type]))('%s', (type) => {
  const config = configs[type];

  it('estimates a size and fit of its own table, and a range around each sizing measurement', () => {
    fc.assert(
      fc.property(answersOf(config), (answers) => {
        const estimate = estimateFit(config, answers);
        expect(config.measurements.sizes).toContain(estimate.size);
        expect(config.measurements.fits).toContain(estimate.fit);
        expect(estimate.keyMeasurements.map((entry) => entry.field).sort()).toEqual(
          Object.keys(config.fitModel.ease[estimate.fit]!).sort(),
        );
        for (const entry of estimate.keyMeasurements) expect(entry.range.min).toBeLessThan(entry.range.max);
        expect(estimate.confidence.probability).toBeGreaterThanOrEqual(0);
        expect(estimate.confidence.probability).toBeLessThanOrEqual(1);
      }),
      { numRuns: 200 },
    );
  });

  it('lets every in-range body the model produces through, questioning only a relation that really fails', () => {
    fc.assert(
      fc.property(bodyOf(config), ({ answers, fit, measurements }) => {
        expect(checkSize(config.measurements, 'body', { size: null, fit }, measurements).problems).toEqual([]);
        const values = Object.fromEntries(measurements.map((entry) => [entry.id, entry.fitting_size]));
        for (const warning of measurementWarnings(config, { track: 'body', fit, measurements, answers })) {
          // The one warning a real body can earn: a chest (or seat) truly below the waist with a slim fit or a flat belly.
          expect(warning.code).toBe('below-other');
          const rule = config.fitChecks.notBelow.find((candidate) => candidate.field === warning.field)!;
          expect(Number(values[rule.field])).toBeLessThan(Number(values[rule.other]));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('catches every slip of units on a value the model produces', () => {
    fc.assert(
      fc.property(bodyOf(config), fc.nat(), fc.boolean(), ({ answers, fit, measurements, produced }, pick, toCentimetres) => {
        const key = produced[pick % produced.length]!;
        const slipped = measurements.map((entry) =>
          entry.id === key
            ? { id: key, fitting_size: Number(entry.fitting_size) * (toCentimetres ? CM_PER_INCH : 1 / CM_PER_INCH) }
            : entry,
        );
        const problem = checkSize(config.measurements, 'body', { size: null, fit }, slipped).problems.find(
          (candidate) => candidate.field === key,
        );
        const warning = measurementWarnings(config, { track: 'body', fit, measurements: slipped, answers }).find(
          (candidate) => candidate.field === key,
        );
        const caught = (problem?.message.includes('Did you enter') ?? false) || warning?.code === 'unit-slip';
        expect(caught, `${key}: ${JSON.stringify(problem ?? warning ?? null)}`).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
