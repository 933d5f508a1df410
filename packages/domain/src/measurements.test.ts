import {
  MEASUREMENT_METHODS,
  PRODUCT_TYPES,
  ProductsConfigResponseSchema,
  type MeasurementField,
  type ProductType,
  type SizeMeasurement,
} from '@selvedge/contract';
import { describe, expect, it } from 'vitest';
import served from './fixtures/products-config.sgd.json' with { type: 'json' };
import {
  checkSize,
  cmRoundingStep,
  cmToInches,
  defaultBasis,
  fieldRange,
  formatLength,
  inchesToCm,
  keptLengthMessage,
  lengthFromInput,
  outOfRangeMessage,
  roundToStep,
  startingValues,
  stepLength,
  suggestedSize,
  tableValues,
  visibleFields,
  waistFromFlatTrousers,
} from './measurements.js';

/** The configuration the shop serves (kept equal to the seed by an API test). */
const configs = ProductsConfigResponseSchema.parse(served).products;
const measurementsOf = (type: ProductType) => configs[type].measurements;
const numberField = (type: ProductType, key: string): MeasurementField => {
  const field = measurementsOf(type).fields.find((candidate) => candidate.key === key);
  if (!field || field.type !== 'display') throw new Error(`no number field ${key} on ${type}`);
  return field;
};

/** A complete size for `track`, built from the table the way the screen builds it. */
function completeSize(type: ProductType, track: 'standard' | 'body', size: string, fit: string): SizeMeasurement[] {
  const config = measurementsOf(type);
  const table = tableValues(config, size, fit) ?? {};
  return visibleFields(config, track).map((field) => ({
    id: field.key,
    fitting_size: field.type === 'dropdown' ? (field.options[0] ?? '') : (table[field.key] ?? field.value ?? 0),
  }));
}

describe('centimetres to inches (SPEC §5)', () => {
  it.each(PRODUCT_TYPES)('%s: to the nearest %s', (type) => {
    const step = type === 'jackets' ? 0.25 : 0.125;
    expect(cmRoundingStep(type)).toBe(step);
    // 100 cm = 39.370 in: 39.375 on the eighth-inch grid, 39.25 on the quarter-inch grid.
    expect(cmToInches(100, type)).toBe(type === 'jackets' ? 39.25 : 39.375);
    for (let cm = 20; cm <= 160; cm += 0.7) {
      const inches = cmToInches(cm, type);
      expect(Number.isInteger(inches / step)).toBe(true);
      expect(Math.abs(inches - cm / 2.54)).toBeLessThanOrEqual(step / 2 + 1e-9);
    }
  });

  it('the configuration rounds every field of a type to the same step as centimetres do', () => {
    for (const type of PRODUCT_TYPES) {
      for (const field of measurementsOf(type).fields) expect(field.rounding, `${type} ${field.key}`).toBe(cmRoundingStep(type));
    }
  });

  it('inches show in centimetres to the millimetre, and lengths read in either unit', () => {
    expect(inchesToCm(15.5)).toBe(39.4);
    expect(formatLength(15.5, 'in')).toBe('15.5 in');
    expect(formatLength(15.5, 'cm')).toBe('39.4 cm');
    expect(formatLength(0.1 + 0.2, 'in')).toBe('0.3 in');
    const chest = numberField('jackets', 'chest');
    expect(lengthFromInput(101.6, 'cm', 'jackets', chest)).toBe(40);
    expect(lengthFromInput(40.1, 'in', 'jackets', chest)).toBe(40);
    expect(lengthFromInput(40.2, 'in', 'jackets', chest)).toBe(40.25);
    expect(roundToStep(0.1 + 0.2, 0.1)).toBe(0.3);
  });
});

describe('fields per method', () => {
  it.each(PRODUCT_TYPES)('%s: each method shows exactly the fields its visibility names, in order', (type) => {
    const config = measurementsOf(type);
    for (const method of MEASUREMENT_METHODS) {
      expect(visibleFields(config, method).map((field) => field.key)).toEqual(
        config.fields.filter((field) => field.visibility[method]).map((field) => field.key),
      );
    }
    // Height helps a tailor read body measurements; it is not part of a garment's size.
    if (config.fields.some((field) => field.key === 'height')) {
      expect(visibleFields(config, 'body').map((field) => field.key)).toContain('height');
      expect(visibleFields(config, 'standard').map((field) => field.key)).not.toContain('height');
    }
  });

  it('standard starts from the size table and the dropdown defaults; body leaves every number empty', () => {
    const config = measurementsOf('shirt');
    const standard = startingValues(config, 'standard', { size: 'M', fit: 'Slim' });
    expect(standard.chest).toBe(tableValues(config, 'M', 'Slim')?.chest);
    expect(standard.height).toBeUndefined();
    const body = startingValues(config, 'body', { size: null, fit: 'Slim' });
    expect(body.chest).toBeNull();
    expect(body.height).toBeNull();
    const slope = config.fields.find((field) => field.key === 'shoulder-slope');
    expect(body['shoulder-slope']).toBe(slope?.default);
  });

  it('the default size is the middle of the table', () => {
    expect(defaultBasis(measurementsOf('shirt'))).toEqual({ size: 'M', fit: 'Slim' });
    expect(defaultBasis(measurementsOf('jackets')).size).toBe('42');
  });
});

describe('bounds and steps', () => {
  const chest = numberField('shirt', 'chest');

  it('a body measurement may be anywhere within the bounds; a table value within its adjustments', () => {
    expect(fieldRange(chest)).toEqual({ min: 32, max: 60 });
    expect(fieldRange(chest, 41)).toEqual({ min: 39, max: 43 });
    // Adjustments never reach past the bounds.
    expect(fieldRange(chest, 33)).toEqual({ min: 32, max: 35 });
  });

  it('the message gives the bounds in the customer’s unit', () => {
    expect(outOfRangeMessage(chest, { min: 32, max: 60 }, 'in')).toBe('Chest must be between 32 in and 60 in.');
    expect(outOfRangeMessage(chest, { min: 32, max: 60 }, 'cm')).toBe('Chest must be between 81.3 cm and 152.4 cm.');
  });

  it('what a typed length was kept as is said in the unit it was typed in, and only when rounding moved it', () => {
    const range = fieldRange(chest);
    // 100.5 cm is 39.567 in, kept as 39.625 in: 100.6 cm.
    expect(keptLengthMessage(100.5, cmToInches(100.5, 'shirt'), 'cm', range)).toBe('Kept as 100.6 cm.');
    expect(keptLengthMessage(100, cmToInches(100, 'shirt'), 'cm', range)).toBeNull();
    expect(keptLengthMessage(40.2, lengthFromInput(40.2, 'in', 'shirt', chest), 'in', range)).toBe('Kept as 40.25 in.');
    expect(keptLengthMessage(40.25, 40.25, 'in', range)).toBeNull();
    const jacketChest = numberField('jackets', 'chest');
    expect(keptLengthMessage(101.3, cmToInches(101.3, 'jackets'), 'cm', fieldRange(jacketChest))).toBe('Kept as 101.6 cm.');
  });

  it('an out-of-range length is not said to be kept: its problem gives the bounds in the same unit', () => {
    const range = fieldRange(chest);
    // 300 cm would round to 118.125 in: far past the 60 in bound, so it is not kept at all.
    expect(keptLengthMessage(300, cmToInches(300, 'shirt'), 'cm', range)).toBeNull();
    expect(keptLengthMessage(70.3, 70.25, 'in', range)).toBeNull();
  });

  it('plus and minus move one step and stop at the range', () => {
    const range = fieldRange(chest, 41);
    expect(stepLength(chest, 41, 1, range)).toBe(41 + chest.increaseDecreaseBy);
    expect(stepLength(chest, 41, -1, range)).toBe(41 - chest.increaseDecreaseBy);
    expect(stepLength(chest, 43, 1, range)).toBe(43);
    expect(stepLength(chest, 39, -1, range)).toBe(39);
    const jacketChest = numberField('jackets', 'chest');
    expect(stepLength(jacketChest, 40, 1, fieldRange(jacketChest))).toBe(40.25);
  });
});

describe('checkSize: one check for the screen and the server', () => {
  it.each(PRODUCT_TYPES)('%s: every size and fit of the table makes a valid standard size, and a body size passes', (type) => {
    const config = measurementsOf(type);
    for (const size of config.sizes) {
      for (const fit of config.fits) {
        const checked = checkSize(config, 'standard', { size, fit }, completeSize(type, 'standard', size, fit));
        expect(checked.problems, `${size} ${fit}`).toEqual([]);
        expect(checked.measurements.map((entry) => entry.id)).toEqual(visibleFields(config, 'standard').map((field) => field.key));
      }
    }
    const fit = config.fits[0] ?? '';
    const body = checkSize(config, 'body', { size: null, fit }, completeSize(type, 'body', config.sizes[0] ?? '', fit));
    expect(body.problems).toEqual([]);
  });

  it('values are rounded to the field’s step', () => {
    const size = completeSize('shirt', 'body', 'M', 'Slim').map((entry) =>
      entry.id === 'chest' ? { ...entry, fitting_size: 40.06 } : entry,
    );
    const checked = checkSize(measurementsOf('shirt'), 'body', { size: null, fit: 'Slim' }, size);
    expect(checked.measurements.find((entry) => entry.id === 'chest')?.fitting_size).toBe(40);
  });

  it('refuses out-of-bounds values with the bounds, in inches', () => {
    const config = measurementsOf('shirt');
    const body = completeSize('shirt', 'body', 'M', 'Slim').map((entry) => (entry.id === 'chest' ? { ...entry, fitting_size: 70 } : entry));
    expect(checkSize(config, 'body', { size: null, fit: 'Slim' }, body).problems).toEqual([
      { field: 'chest', message: 'Chest must be between 32 in and 60 in.' },
    ]);
    const base = tableValues(config, 'M', 'Slim')?.chest ?? 0;
    const adjusted = completeSize('shirt', 'standard', 'M', 'Slim').map((entry) =>
      entry.id === 'chest' ? { ...entry, fitting_size: base + 2.5 } : entry,
    );
    const checked = checkSize(config, 'standard', { size: 'M', fit: 'Slim' }, adjusted);
    expect(checked.problems).toEqual([{ field: 'chest', message: `Chest must be between ${base - 2} in and ${base + 2} in.` }]);
    expect(checked.measurements).toEqual([]);
  });

  it('refuses unknown, repeated, missing, mistyped and off-list values, and unknown sizes and fits', () => {
    const config = measurementsOf('trousers');
    const good = completeSize('trousers', 'standard', '32', 'Slim');
    const problems = (
      size: SizeMeasurement[],
      basis = { size: '32' as string | null, fit: 'Slim' },
      track: 'standard' | 'body' = 'standard',
    ) => checkSize(config, track, basis, size).problems.map((problem) => problem.message);
    expect(problems([...good, { id: 'wingspan', fitting_size: 70 }])).toEqual(['"wingspan" is not a measurement of this product.']);
    expect(problems([...good, good[0] as SizeMeasurement])).toEqual([`"${good[0]?.id}" is given twice.`]);
    expect(problems(good.filter((entry) => entry.id !== 'inseam'))).toEqual(['Inseam is missing.']);
    expect(problems(good.map((entry) => (entry.id === 'inseam' ? { ...entry, fitting_size: '32' } : entry)))).toEqual([
      'Inseam must be a number of inches.',
    ]);
    const breakField = config.fields.find((field) => field.key === 'break');
    expect(problems(good.map((entry) => (entry.id === 'break' ? { ...entry, fitting_size: 'Puddle' } : entry)))).toEqual([
      `Break must be one of: ${breakField?.options.join(', ')}.`,
    ]);
    expect(problems(good, { size: '33', fit: 'Slim' })).toEqual(['Size must be one of: 28, 30, 32, 34, 36, 38, 40, 42.']);
    expect(problems(good, { size: '32', fit: 'Baggy' })[0]).toBe('Fit must be one of: Slim, Tapered, Classic.');
    expect(problems(good, { size: null, fit: 'Slim' })).toEqual([
      'A size taken from our size table needs the size it started from (basedOn.size).',
    ]);
    // Height is a body measurement: a standard size cannot carry it.
    expect(problems([...good, { id: 'height', fitting_size: 70 }])).toEqual(['"height" is not a measurement of this product.']);
  });
});

describe('sizing advice (SPEC §9)', () => {
  it('trousers and shorts are the waist in inches; between sizes, size up', () => {
    for (const type of ['trousers', 'shorts'] as const) {
      const config = measurementsOf(type);
      expect(suggestedSize(type, config, 32)).toBe('32');
      expect(suggestedSize(type, config, 32.5)).toBe('34');
      expect(suggestedSize(type, config, 27)).toBe('28');
      expect(suggestedSize(type, config, 43)).toBeNull();
    }
  });

  it('half the waist of trousers laid flat, times 2, plus 1', () => {
    expect(waistFromFlatTrousers(15.5)).toBe(32);
    expect(suggestedSize('trousers', measurementsOf('trousers'), waistFromFlatTrousers(16))).toBe('34');
  });

  it('jackets are sized like US/UK chest sizes; letter sizes get no number rule', () => {
    expect(suggestedSize('jackets', measurementsOf('jackets'), 40)).toBe('40');
    expect(suggestedSize('jackets', measurementsOf('jackets'), 40.5)).toBe('42');
    expect(suggestedSize('shirt', measurementsOf('shirt'), 40)).toBeNull();
  });

  it('the advice texts of every type say to size up, and the waist rules where they apply', () => {
    for (const type of PRODUCT_TYPES) {
      const advice = measurementsOf(type).advice.join(' ');
      expect(advice).toMatch(/Choose the larger one/);
      if (type === 'trousers' || type === 'shorts') expect(advice).toMatch(/waist in inches.*double it and add one inch/s);
      if (type === 'jackets') expect(advice).toMatch(/US\/UK chest/);
    }
  });
});
