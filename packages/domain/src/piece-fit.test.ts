import { ProductsConfigResponseSchema, type PieceSizing, type SizeMeasurement } from '@selvedge/contract';
import { describe, expect, it } from 'vitest';
import served from './fixtures/products-config.sgd.json' with { type: 'json' };
import { estimateFit } from './fit-estimate.js';
import { startingValues } from './measurements.js';
import { checkPieceFit, confirmedWarningMessages } from './piece-fit.js';

const shirt = ProductsConfigResponseSchema.parse(served).products.shirt;

function body(overrides: Record<string, number> = {}): SizeMeasurement[] {
  const values: Record<string, number> = {
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
    ...overrides,
  };
  const draft = startingValues(shirt.measurements, 'body', { size: null, fit: 'Tailored' });
  return Object.entries(draft).map(([id, start]) => ({ id, fitting_size: values[id] ?? start! }));
}
const sizing = (extra: Partial<PieceSizing> = {}): PieceSizing => ({
  method: 'body',
  track: 'body',
  size: null,
  fit: 'Tailored',
  sizeName: null,
  measurements: body(),
  ...extra,
});

describe('checkPieceFit', () => {
  it('passes a plausible body with nothing to confirm, and keeps no confirmation of a warning it does not have', () => {
    const check = checkPieceFit(shirt, sizing({ confirmedWarnings: ['above-share:collar'] }));
    expect(check).toMatchObject({ problems: [], warnings: [], unconfirmed: [], estimate: null });
    expect(check.sizing.confirmedWarnings).toBeUndefined();
  });

  it('lists a warning as unconfirmed until its id is confirmed, then keeps the confirmation and gives its message as a flag', () => {
    const odd = sizing({ measurements: body({ collar: 19, chest: 36, waist: 32 }) });
    const asked = checkPieceFit(shirt, odd);
    expect(asked.unconfirmed.map((warning) => warning.id)).toEqual(['above-share:collar']);
    expect(confirmedWarningMessages(asked)).toEqual([]);
    const confirmed = checkPieceFit(shirt, { ...odd, confirmedWarnings: ['above-share:collar', 'unit-slip:chest'] });
    expect(confirmed.unconfirmed).toEqual([]);
    expect(confirmed.sizing.confirmedWarnings).toEqual(['above-share:collar']);
    expect(confirmedWarningMessages(confirmed)).toEqual([confirmed.warnings[0]!.message]);
    // The measurements are never changed.
    expect(confirmed.sizing.measurements).toEqual(odd.measurements);
  });

  it('wants the answers of an estimated size, on a standard size, and a usual size the model knows', () => {
    const standard = { ...sizing(), method: 'standard' as const, track: 'standard' as const, size: 'M', fit: 'Tailored' };
    expect(checkPieceFit(shirt, { ...standard, estimated: true }).problems.map((problem) => problem.path)).toEqual(['fitAnswers']);
    expect(
      checkPieceFit(shirt, sizing({ estimated: true, fitAnswers: { heightCm: 180, weightKg: 80 } })).problems.map(
        (problem) => problem.path,
      ),
    ).toEqual(['estimated']);
    expect(
      checkPieceFit(shirt, { ...standard, fitAnswers: { heightCm: 180, weightKg: 80, usualSize: 'Huge' } }).problems.map(
        (problem) => problem.path,
      ),
    ).toEqual(['fitAnswers.usualSize']);
    const answers = { heightCm: 180, weightKg: 80 };
    expect(checkPieceFit(shirt, { ...standard, estimated: true, fitAnswers: answers }).estimate).toEqual(estimateFit(shirt, answers));
    expect(checkPieceFit(shirt, { ...standard, fitAnswers: answers }).estimate).toBeNull();
  });
});
