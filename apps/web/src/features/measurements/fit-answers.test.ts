import { FitAnswersSchema } from '@selvedge/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIT_FORM_MESSAGES, FitFormSchema, formValuesOf, type FitFormValues } from './fit-answers';

const blank: FitFormValues = formValuesOf(null, 'metric');
const parse = (values: Partial<FitFormValues>) => FitFormSchema.safeParse({ ...blank, ...values });
const problems = (values: Partial<FitFormValues>) => {
  const parsed = parse(values);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the fit estimate’s answers', () => {
  it('need a height and a weight, said in words with the limits', () => {
    expect(problems({})).toEqual({ heightCm: FIT_FORM_MESSAGES.heightCm, weightKg: FIT_FORM_MESSAGES.weightKg });
    expect(FIT_FORM_MESSAGES.heightCm).toBe('Enter your height in centimetres, from 120 to 230.');
    expect(problems({ heightCm: '180', weightKg: 'eighty' })).toEqual({ weightKg: FIT_FORM_MESSAGES.weightKg });
    expect(problems({ heightCm: '1.80', weightKg: '80' })).toEqual({ heightCm: FIT_FORM_MESSAGES.heightCm });
  });

  it('come out as the contract’s answers, the skipped ones left out', () => {
    const parsed = parse({ heightCm: '180', weightKg: '80,5' });
    expect(parsed.success && parsed.data).toEqual({ heightCm: 180, weightKg: 80.5 });
    const full = parse({
      heightCm: '180',
      weightKg: '80',
      age: '41',
      usualSize: 'M',
      build: 'broad',
      belly: 'some',
      fitPreference: 'slim',
    });
    expect(full.success && full.data).toEqual({
      heightCm: 180,
      weightKg: 80,
      age: 41,
      usualSize: 'M',
      build: 'broad',
      belly: 'some',
      fitPreference: 'slim',
    });
  });

  it('feet, inches and pounds become centimetres and kilograms', () => {
    const parsed = parse({ units: 'imperial', heightFt: '5', heightIn: '11', weightLb: '176' });
    expect(parsed.success && parsed.data).toEqual({ heightCm: 180.3, weightKg: 79.8 });
    const feetOnly = parse({ units: 'imperial', heightFt: '6', heightIn: '', weightLb: '200' });
    expect(feetOnly.success && feetOnly.data).toEqual({ heightCm: 182.9, weightKg: 90.7 });
    expect(problems({ units: 'imperial', heightFt: '5', heightIn: '13', weightLb: '176' })).toEqual({
      heightIn: FIT_FORM_MESSAGES.heightInches,
    });
    expect(problems({ units: 'imperial', heightFt: '9', heightIn: '0', weightLb: '60' })).toEqual({
      heightFt: FIT_FORM_MESSAGES.heightImperial,
      weightLb: FIT_FORM_MESSAGES.weightLb,
    });
  });

  it('refuse an age that is not a whole number of years between 16 and 100', () => {
    for (const age of ['15', '101', '30.5', 'old'])
      expect(problems({ heightCm: '180', weightKg: '80', age })).toEqual({ age: FIT_FORM_MESSAGES.age });
  });

  it('whatever the form lets through, the contract (the server) takes', () => {
    const digits = (min: number, max: number) => fc.integer({ min, max }).map(String);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({ units: fc.constant('metric' as const), heightCm: digits(0, 400), weightKg: digits(0, 400) }),
          fc.record({ units: fc.constant('imperial' as const), heightFt: digits(0, 9), heightIn: digits(0, 14), weightLb: digits(0, 700) }),
        ),
        fc.option(digits(0, 120), { nil: undefined }),
        (values, age) => {
          const parsed = parse({ ...values, age: age ?? '' });
          if (parsed.success) expect(FitAnswersSchema.safeParse(parsed.data).success).toBe(true);
        },
      ),
    );
  });

  it('answers given earlier fill the form again, in either system', () => {
    expect(formValuesOf({ heightCm: 180.3, weightKg: 79.8, build: 'lean' }, 'imperial')).toMatchObject({
      units: 'imperial',
      heightCm: '180.3',
      heightFt: '5',
      heightIn: '11',
      weightLb: '176',
      build: 'lean',
      belly: '',
    });
  });
});
