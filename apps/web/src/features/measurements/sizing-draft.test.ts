import { ProductsConfigResponseSchema, PRODUCT_TYPES, type MeasurementField, type ProductType, type SavedSize } from '@selvedge/contract';
import { tableValues, visibleFields } from '@selvedge/domain';
import { describe, expect, it } from 'vitest';
import served from '../../../../../packages/domain/src/fixtures/products-config.sgd.json' with { type: 'json' };
import { ApiRequestError } from '../../lib/api-client';
import { saveProblem } from './save-problem';
import {
  checkDraft,
  draftFromSaved,
  draftProblems,
  fitOptions,
  lengthText,
  parseLengthText,
  rangeOf,
  sameDraft,
  sizeOptions,
  startDraft,
  typedUnitSlipHint,
  valueFromText,
  withBasis,
} from './sizing-draft';

const configs = ProductsConfigResponseSchema.parse(served).products;
const measurementsOf = (type: ProductType) => configs[type].measurements;
const field = (type: ProductType, key: string): MeasurementField => {
  const found = measurementsOf(type).fields.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no field ${key} on ${type}`);
  return found;
};

describe('starting a size', () => {
  it.each(PRODUCT_TYPES)('%s: the standard size starts in the middle of the table, every value from it, and passes the check', (type) => {
    const config = measurementsOf(type);
    const draft = startDraft(config, 'standard');
    expect(sizeOptions(config)).toContain(draft.size);
    const table = tableValues(config, draft.size ?? '', draft.fit) ?? {};
    for (const entry of visibleFields(config, 'standard')) {
      if (entry.type === 'display') expect(draft.values[entry.key], entry.key).toBe(table[entry.key]);
    }
    expect(checkDraft(config, draft, 'in').problems).toEqual({});
  });

  it('takes a known size and fit from a link and ignores doctored ones', () => {
    const config = measurementsOf('shirt');
    expect(startDraft(config, 'standard', { size: 'L', fit: 'Classic' })).toMatchObject({ size: 'L', fit: 'Classic' });
    expect(startDraft(config, 'standard', { size: 'XXXXL', fit: '<script>' })).toMatchObject({ size: 'M', fit: 'Slim' });
    expect(startDraft(config, 'body', { size: 'L', fit: 'Classic' })).toMatchObject({ size: null, fit: 'Classic' });
  });

  it('body measurements start empty and are not complete until every one is given', () => {
    const config = measurementsOf('trousers');
    const draft = startDraft(config, 'body');
    expect(draft.values.waist).toBeNull();
    const { problems, measurements } = checkDraft(config, draft, 'in');
    expect(problems.waist).toBe('Enter your waist measurement.');
    expect(measurements).toEqual([]);
    // Before the customer tries to go on, an empty field is no problem.
    expect(draftProblems(config, draft, 'in', false)).toEqual({});
  });

  it('sizes and fits come from the size table', () => {
    const config = measurementsOf('jackets');
    expect(sizeOptions(config)).toEqual(config.sizes.filter((size) => size in config.sizeAndFitMeasurements));
    expect(fitOptions(config, '40')).toEqual(config.fits);
    expect(fitOptions(config, null)).toEqual(config.fits);
    // A size the table has only in two fits offers those two, in the configuration's order.
    const { Classic: _dropped, ...twoFits } = config.sizeAndFitMeasurements['40'] ?? {};
    const partial = { ...config, sizeAndFitMeasurements: { ...config.sizeAndFitMeasurements, '40': twoFits } };
    expect(fitOptions(partial, '40')).toEqual(['Slim', 'Tailored']);
    expect(startDraft(partial, 'standard', { size: '40', fit: 'Classic' })).toMatchObject({ size: '40', fit: 'Slim' });
  });
});

describe('changing the size or fit', () => {
  it('moves every number to the new row of the table and keeps the dropdown choices', () => {
    const config = measurementsOf('trousers');
    const start = startDraft(config, 'standard');
    const adjusted = { ...start, values: { ...start.values, waist: (start.values.waist as number) + 0.5, break: 'Full break' } };
    const next = withBasis(config, adjusted, '36', 'Classic');
    expect(next.values.waist).toBe(tableValues(config, '36', 'Classic')?.waist);
    expect(next.values.break).toBe('Full break');
  });
});

describe('typing a length', () => {
  it('reads decimals with a point or a comma, and tailors’ fractions', () => {
    expect(parseLengthText('15.5')).toBe(15.5);
    expect(parseLengthText(' 39,4 ')).toBe(39.4);
    expect(parseLengthText('15 1/2')).toBe(15.5);
    expect(parseLengthText('15-3/4')).toBe(15.75);
    expect(parseLengthText('15½')).toBe(15.5);
    expect(parseLengthText('32 in')).toBe(32);
    expect(parseLengthText('')).toBe('empty');
    expect(parseLengthText('fifteen')).toBe('invalid');
    expect(parseLengthText('1/0')).toBe('invalid');
    expect(parseLengthText('-3')).toBe('invalid');
  });

  it('keeps centimetres in inches to the nearest eighth (a quarter for jackets) and shows them back rounded', () => {
    const chest = field('shirt', 'chest');
    expect(valueFromText('100', 'cm', 'shirt', chest)).toBe(39.375);
    expect(valueFromText('100', 'cm', 'jackets', field('jackets', 'chest'))).toBe(39.25);
    expect(lengthText(39.375, 'cm')).toBe('100');
    expect(valueFromText('100.5', 'cm', 'shirt', chest)).toBe(39.625);
    expect(lengthText(39.625, 'cm')).toBe('100.6');
    expect(valueFromText('15.56', 'in', 'shirt', chest)).toBe(15.5);
    expect(valueFromText('', 'in', 'shirt', chest)).toBeNull();
    expect(valueFromText('abc', 'in', 'shirt', chest)).toBe('abc');
  });
});

describe('checking a size', () => {
  it('refuses a standard value beyond its adjustments with the bounds, in the customer’s unit', () => {
    const config = measurementsOf('shirt');
    const draft = startDraft(config, 'standard', { size: 'M', fit: 'Slim' });
    const base = tableValues(config, 'M', 'Slim')?.chest ?? 0;
    const tooBig = { ...draft, values: { ...draft.values, chest: base + 3 } };
    const range = rangeOf(config, tooBig, field('shirt', 'chest'));
    expect(range).toEqual({ min: base - 2, max: base + 2 });
    expect(checkDraft(config, tooBig, 'in').problems).toEqual({ chest: `Chest must be between ${base - 2} in and ${base + 2} in.` });
    expect(checkDraft(config, tooBig, 'cm').problems.chest).toMatch(/^Chest must be between [\d.]+ cm and [\d.]+ cm\.$/);
  });

  it('says a typed word is not a number, and a doctored dropdown value is not an option', () => {
    const config = measurementsOf('trousers');
    const draft = startDraft(config, 'standard');
    const bad = { ...draft, values: { ...draft.values, inseam: 'long', break: 'Puddle' } };
    expect(checkDraft(config, bad, 'cm').problems).toEqual({
      inseam: 'Inseam must be a number of centimetres.',
      break: 'Break must be one of: No break, Quarter break, Half break, Full break.',
    });
  });

  it('answers the measurements in the configuration’s order when all is well', () => {
    const config = measurementsOf('polo');
    const draft = startDraft(config, 'standard');
    expect(checkDraft(config, draft, 'in').measurements.map((entry) => entry.id)).toEqual(
      visibleFields(config, 'standard').map((entry) => entry.key),
    );
  });
});

describe('a saved size to edit', () => {
  it('starts from its values, and from the configuration where the size lacks one', () => {
    const config = measurementsOf('shirt');
    const saved: SavedSize = {
      name: 'Work',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      deleted: false,
      track: 'body',
      basedOn: { size: null, fit: 'Tailored' },
      measurements: [
        { id: 'chest', fitting_size: 41 },
        { id: 'shoulder-slope', fitting_size: 'Square' },
        { id: 'tuck', fitting_size: 'Sideways' },
      ],
    };
    const draft = draftFromSaved(config, saved);
    expect(draft).toMatchObject({ track: 'body', size: null, fit: 'Tailored' });
    expect(draft.values.chest).toBe(41);
    expect(draft.values['shoulder-slope']).toBe('Square');
    expect(draft.values.tuck).toBe('Tucked');
    expect(draft.values.waist).toBeNull();
    expect(sameDraft(draft, { ...draft, values: { ...draft.values } })).toBe(true);
    expect(sameDraft(draft, { ...draft, values: { ...draft.values, chest: 42 } })).toBe(false);
  });
});

describe('a refused save', () => {
  const fields = visibleFields(measurementsOf('polo'), 'body');

  it('puts a taken name on the name field and a bound on its measurement, by code and problem path', () => {
    expect(saveProblem(new ApiRequestError(409, 'size_name_taken', 'You already have a size called "Work".'), fields).field).toBe('name');
    expect(
      saveProblem(new ApiRequestError(409, 'too_many_sizes', 'You can keep up to 20 sizes per product. Delete one to add another.'), fields)
        .field,
    ).toBeNull();
    const bound = (path: string, message: string) => new ApiRequestError(400, 'invalid_input', message, [{ path, message }]);
    expect(saveProblem(bound('measurements.sleeve-opening', 'Sleeve opening must be between 9 in and 20 in.'), fields)).toEqual({
      field: 'sleeve-opening',
      message: 'Sleeve opening must be between 9 in and 20 in.',
    });
    expect(saveProblem(bound('measurements.sleeve-length', 'Sleeve length must be between 6 in and 12 in.'), fields).field).toBe(
      'sleeve-length',
    );
    // The sentence alone decides nothing: a message naming a field without a path stays with the form.
    expect(
      saveProblem(new ApiRequestError(400, 'invalid_input', 'Sleeve length must be between 6 in and 12 in.'), fields).field,
    ).toBeNull();
    expect(saveProblem(new TypeError('Failed to fetch'), fields)).toEqual({
      field: null,
      message: expect.stringMatching(/could not reach/),
    });
  });
});

describe('a length out of range that a slip of units explains (issue 29)', () => {
  it('asks “Did you enter centimetres?” when the customer measures in inches', () => {
    const draft = { ...startDraft(measurementsOf('shirt'), 'body'), values: { chest: 100 } };
    expect(draftProblems(measurementsOf('shirt'), draft, 'in', false).chest).toBe(
      'Chest must be between 32 in and 60 in. Did you enter centimetres? 100 cm is 39.37 in.',
    );
  });

  it('asks “Did you enter inches?” when the customer measures in centimetres', () => {
    const chest = field('shirt', 'chest');
    // 40 typed in centimetres is kept as 15.75 in: below the range, and 40 in would be inside it.
    const inches = valueFromText('40', 'cm', 'shirt', chest) as number;
    const draft = { ...startDraft(measurementsOf('shirt'), 'body'), values: { chest: inches } };
    expect(draftProblems(measurementsOf('shirt'), draft, 'cm', false).chest).toMatch(
      /^Chest must be between 81\.3 cm and 152\.4 cm\. Did you enter inches\? 40 in is 101\.6 cm\.$/,
    );
  });

  it('says nothing of units when neither reading fits, or on the standard method', () => {
    expect(typedUnitSlipHint(field('shirt', 'chest'), 400, 'in')).toBeNull();
    expect(typedUnitSlipHint(field('shirt', 'chest'), 100, 'cm')).toBeNull();
    const standard = startDraft(measurementsOf('shirt'), 'standard');
    const problem = draftProblems(measurementsOf('shirt'), { ...standard, values: { ...standard.values, chest: 100 } }, 'in', false).chest;
    expect(problem).toBeDefined();
    expect(problem).not.toMatch(/Did you enter/);
  });
});
