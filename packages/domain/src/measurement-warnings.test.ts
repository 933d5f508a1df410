import { ProductsConfigResponseSchema, type SizeMeasurement } from '@selvedge/contract';
import { describe, expect, it } from 'vitest';
import served from './fixtures/products-config.sgd.json' with { type: 'json' };
import { measurementWarnings, unconfirmedWarnings } from './measurement-warnings.js';
import { checkSize, startingValues, unitSlip, unitSlipHint } from './measurements.js';

const configs = ProductsConfigResponseSchema.parse(served).products;
const shirt = configs.shirt;

/** A plausible body for a shirt (inches), every field the body track shows. */
function shirtBody(overrides: Record<string, number | string> = {}): SizeMeasurement[] {
  const values: Record<string, number | string> = {
    collar: 15.5,
    chest: 40,
    waist: 34,
    hips: 39,
    shoulder: 18,
    'sleeve-length': 33.5,
    bicep: 13.5,
    cuff: 7.75,
    'shirt-length': 30,
    height: 70,
    'shoulder-slope': 'Normal',
    tuck: 'Tucked',
    ...overrides,
  };
  const draft = startingValues(shirt.measurements, 'body', { size: null, fit: 'Tailored' });
  return Object.keys(draft).map((id) => ({ id, fitting_size: values[id]! }));
}
const warn = (
  measurements: SizeMeasurement[],
  extra: { fit?: string; answers?: Parameters<typeof measurementWarnings>[1]['answers'] } = {},
) => measurementWarnings(shirt, { track: 'body', fit: extra.fit ?? 'Tailored', measurements, answers: extra.answers });

describe('measurementWarnings', () => {
  it('finds nothing wrong with a plausible body, and checks nothing on a standard size', () => {
    expect(checkSize(shirt.measurements, 'body', { size: null, fit: 'Tailored' }, shirtBody()).problems).toEqual([]);
    expect(warn(shirtBody(), { answers: { heightCm: 178, weightKg: 78 } })).toEqual([]);
    expect(measurementWarnings(shirt, { track: 'standard', fit: 'Slim', measurements: shirtBody({ chest: 30, waist: 50 }) })).toEqual([]);
  });

  it('questions a chest below the waist with a slim fit or a flat belly, and not otherwise', () => {
    const body = shirtBody({ chest: 38, waist: 39 });
    expect(warn(body)).toEqual([]);
    expect(warn(body, { fit: 'Slim' })).toEqual([
      {
        id: 'below-other:chest',
        code: 'below-other',
        field: 'chest',
        message: 'Chest (38 in) is smaller than waist (39 in), which is rare with a slim fit. Please check both.',
      },
    ]);
    expect(warn(body, { answers: { belly: 'flat' } }).map((warning) => warning.id)).toEqual(['below-other:chest']);
    expect(warn(body, { answers: { belly: 'round' } })).toEqual([]);
  });

  it('questions a collar above half the chest', () => {
    expect(warn(shirtBody({ collar: 19, chest: 36, waist: 32 })).map((warning) => warning.message)).toEqual([
      'Collar (19 in) is more than half your chest (36 in), which is rare. Please check both.',
    ]);
    expect(warn(shirtBody({ collar: 18, chest: 36, waist: 32 }))).toEqual([]);
  });

  it("questions a sleeve or a length out of proportion to the height, with the band's edges", () => {
    const [warning] = warn(shirtBody({ 'sleeve-length': 37, height: 64 }));
    expect(warning?.id).toBe('length-for-height:sleeve-length');
    const band = shirt.fitChecks.heightBands['sleeve-length']!;
    expect(warning?.message).toBe(
      `Sleeve length of 37 in is unusual for a height of 64 in (most people measure ${Number((band.min * 64).toFixed(2))} in to ${Number((band.max * 64).toFixed(2))} in). Please check it.`,
    );
    expect(warn(shirtBody({ 'sleeve-length': 37, height: 76 }))).toEqual([]);
  });

  it('questions a girth far from what the height and weight predict, only when they were given', () => {
    const body = shirtBody({ chest: 52, waist: 46, hips: 50 });
    expect(warn(body)).toEqual([]);
    const warnings = warn(body, { answers: { heightCm: 170, weightKg: 60 } });
    expect(warnings.map((warning) => warning.id)).toEqual(['far-from-estimate:chest', 'far-from-estimate:waist', 'far-from-estimate:hips']);
    expect(warnings[0]!.message).toMatch(
      /^Chest of 52 in is far from what your height and weight suggest \(most people like you measure [\d.]+ in to [\d.]+ in\)\. Please check it\.$/,
    );
  });

  it('calls a value that reads right in the other unit a slip of units, not an odd body', () => {
    // 76.2 typed where inches were asked is out of the field's range: the size check says so, with the hint.
    const field = shirt.measurements.fields.find((candidate) => candidate.key === 'shirt-length')!;
    expect(unitSlip(field, 76.2)).toEqual({ typed: 'cm', meant: 30 });
    const problems = checkSize(shirt.measurements, 'body', { size: null, fit: 'Tailored' }, shirtBody({ 'shirt-length': 76.2 })).problems;
    expect(problems).toEqual([
      {
        field: 'shirt-length',
        message: 'Shirt length must be between 26 in and 36 in. Did you enter centimetres? 76.2 cm would be 30 in.',
      },
    ]);
    const height = shirt.measurements.fields.find((candidate) => candidate.key === 'height')!;
    expect(unitSlipHint(height, 27.5)).toBe('Did you enter inches where centimetres were asked? That would be 69.85 in.');
    expect(unitSlipHint(height, 70)).toBeNull();
  });

  it('keeps a warning the customer has confirmed out of what is still to confirm', () => {
    const warnings = warn(shirtBody({ chest: 38, waist: 39 }), { fit: 'Slim' });
    expect(unconfirmedWarnings(warnings, [])).toEqual(warnings);
    expect(unconfirmedWarnings(warnings, ['below-other:chest'])).toEqual([]);
    expect(unconfirmedWarnings(warnings, ['below-other:waist'])).toEqual(warnings);
  });
});
