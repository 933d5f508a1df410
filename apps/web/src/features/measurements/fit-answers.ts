import {
  BELLIES,
  BUILDS,
  FIT_ESTIMATE_LIMITS,
  FIT_PREFERENCES,
  FitAnswersSchema,
  type Belly,
  type Build,
  type FitAnswers,
  type FitEstimate,
  type FitPreference,
} from '@selvedge/contract';
import { CM_PER_INCH } from '@selvedge/domain';
import { z } from 'zod';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';

/**
 * The fit estimate's questions as the form holds them (issue 29): every answer is text, height and
 * weight in the customer's system of units, and comes out as the contract's `FitAnswers`, in
 * centimetres and kilograms, or a problem in words.
 */

/** Centimetres and kilograms, or feet and inches and pounds. */
export const BODY_UNITS = ['metric', 'imperial'] as const;
export type BodyUnits = (typeof BODY_UNITS)[number];

const KG_PER_LB = 0.45359237;
const INCHES_PER_FOOT = 12;

export interface FitFormValues {
  units: BodyUnits;
  heightCm: string;
  heightFt: string;
  heightIn: string;
  weightKg: string;
  weightLb: string;
  age: string;
  usualSize: string;
  build: '' | Build;
  belly: '' | Belly;
  fitPreference: '' | FitPreference;
}

export const BUILD_LABELS: Record<Build, string> = { lean: 'Lean', average: 'Average', broad: 'Broad' };
export const BELLY_LABELS: Record<Belly, string> = { flat: 'Flat', some: 'Some', round: 'Round' };
export const FIT_PREFERENCE_LABELS: Record<FitPreference, string> = { slim: 'Slim', regular: 'Regular', relaxed: 'Relaxed' };
export { BELLIES, BUILDS, FIT_PREFERENCES };

/** The limits in the customer's units, rounded inwards so every value they allow is allowed. */
const limits = {
  heightIn: {
    min: Math.ceil(FIT_ESTIMATE_LIMITS.heightCm.min / CM_PER_INCH),
    max: Math.floor(FIT_ESTIMATE_LIMITS.heightCm.max / CM_PER_INCH),
  },
  weightLb: { min: Math.ceil(FIT_ESTIMATE_LIMITS.weightKg.min / KG_PER_LB), max: Math.floor(FIT_ESTIMATE_LIMITS.weightKg.max / KG_PER_LB) },
};
const feetAndInches = (inches: number) => `${Math.floor(inches / INCHES_PER_FOOT)} ft ${inches % INCHES_PER_FOOT} in`;

export const FIT_FORM_MESSAGES = {
  heightCm: `Enter your height in centimetres, from ${FIT_ESTIMATE_LIMITS.heightCm.min} to ${FIT_ESTIMATE_LIMITS.heightCm.max}.`,
  heightImperial: `Enter your height in feet and inches, from ${feetAndInches(limits.heightIn.min)} to ${feetAndInches(limits.heightIn.max)}.`,
  heightInches: 'Inches are a number from 0 to 11.9.',
  weightKg: `Enter your weight in kilograms, from ${FIT_ESTIMATE_LIMITS.weightKg.min} to ${FIT_ESTIMATE_LIMITS.weightKg.max}.`,
  weightLb: `Enter your weight in pounds, from ${limits.weightLb.min} to ${limits.weightLb.max}.`,
  age: `Your age is a whole number of years, from ${FIT_ESTIMATE_LIMITS.age.min} to ${FIT_ESTIMATE_LIMITS.age.max}, or leave it empty.`,
} as const;

/** A number typed with a point or a comma; NaN for anything else, null for nothing. */
function numberOf(text: string): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (cleaned === '') return null;
  return /^\d+(?:\.\d+)?$|^\.\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

const within = (value: number | null, range: { min: number; max: number }): value is number =>
  value !== null && Number.isFinite(value) && value >= range.min && value <= range.max;

/** Height in centimetres from the form's fields, or a problem by field. */
function height(values: FitFormValues): { cm: number } | { field: keyof FitFormValues; message: string } {
  if (values.units === 'metric') {
    const cm = numberOf(values.heightCm);
    return within(cm, FIT_ESTIMATE_LIMITS.heightCm) ? { cm } : { field: 'heightCm', message: FIT_FORM_MESSAGES.heightCm };
  }
  const feet = numberOf(values.heightFt);
  const inches = numberOf(values.heightIn) ?? 0;
  if (!Number.isFinite(inches) || inches < 0 || inches >= INCHES_PER_FOOT)
    return { field: 'heightIn', message: FIT_FORM_MESSAGES.heightInches };
  if (feet === null || !Number.isInteger(feet)) return { field: 'heightFt', message: FIT_FORM_MESSAGES.heightImperial };
  const total = feet * INCHES_PER_FOOT + inches;
  return within(total, limits.heightIn)
    ? { cm: Number((total * CM_PER_INCH).toFixed(1)) }
    : { field: 'heightFt', message: FIT_FORM_MESSAGES.heightImperial };
}

function weight(values: FitFormValues): { kg: number } | { field: keyof FitFormValues; message: string } {
  if (values.units === 'metric') {
    const kg = numberOf(values.weightKg);
    return within(kg, FIT_ESTIMATE_LIMITS.weightKg) ? { kg } : { field: 'weightKg', message: FIT_FORM_MESSAGES.weightKg };
  }
  const lb = numberOf(values.weightLb);
  return within(lb, limits.weightLb)
    ? { kg: Number((lb * KG_PER_LB).toFixed(1)) }
    : { field: 'weightLb', message: FIT_FORM_MESSAGES.weightLb };
}

/**
 * The form's schema: its text in, the contract's `FitAnswers` out (checked by the contract's own
 * schema last, so the answers are the ones the server would take). Empty optional answers are left out.
 */
export const FitFormSchema = z
  .object({
    units: z.enum(BODY_UNITS),
    heightCm: z.string(),
    heightFt: z.string(),
    heightIn: z.string(),
    weightKg: z.string(),
    weightLb: z.string(),
    age: z.string(),
    usualSize: z.string(),
    build: z.union([z.literal(''), z.enum(BUILDS)]),
    belly: z.union([z.literal(''), z.enum(BELLIES)]),
    fitPreference: z.union([z.literal(''), z.enum(FIT_PREFERENCES)]),
  })
  .transform((values, context): FitAnswers => {
    const h = height(values);
    if ('field' in h) context.addIssue({ code: 'custom', path: [h.field], message: h.message });
    const w = weight(values);
    if ('field' in w) context.addIssue({ code: 'custom', path: [w.field], message: w.message });
    const age = numberOf(values.age);
    if (age !== null && !(within(age, FIT_ESTIMATE_LIMITS.age) && Number.isInteger(age)))
      context.addIssue({ code: 'custom', path: ['age'], message: FIT_FORM_MESSAGES.age });
    if ('field' in h || 'field' in w || (age !== null && !Number.isInteger(age))) return z.NEVER;
    const answers = FitAnswersSchema.safeParse({
      heightCm: h.cm,
      weightKg: w.kg,
      ...(age !== null ? { age } : {}),
      ...(values.usualSize.trim() !== '' ? { usualSize: values.usualSize.trim() } : {}),
      ...(values.build ? { build: values.build } : {}),
      ...(values.belly ? { belly: values.belly } : {}),
      ...(values.fitPreference ? { fitPreference: values.fitPreference } : {}),
    });
    if (!answers.success) {
      context.addIssue({ code: 'custom', path: ['age'], message: FIT_FORM_MESSAGES.age });
      return z.NEVER;
    }
    return answers.data;
  });

/** The form's values for answers already given (back on the form after switching methods). */
export function formValuesOf(answers: FitAnswers | null, units: BodyUnits): FitFormValues {
  const inches = answers ? answers.heightCm / CM_PER_INCH : null;
  const feet = inches === null ? null : Math.floor(Math.round(inches) / INCHES_PER_FOOT);
  return {
    units,
    heightCm: answers ? String(answers.heightCm) : '',
    heightFt: feet === null || inches === null ? '' : String(feet),
    heightIn: feet === null || inches === null ? '' : String(Math.round(inches) - feet * INCHES_PER_FOOT),
    weightKg: answers ? String(answers.weightKg) : '',
    weightLb: answers ? String(Math.round(answers.weightKg / KG_PER_LB)) : '',
    age: answers?.age !== undefined ? String(answers.age) : '',
    usualSize: answers?.usualSize ?? '',
    build: answers?.build ?? '',
    belly: answers?.belly ?? '',
    fitPreference: answers?.fitPreference ?? '',
  };
}

/** The system of units the customer last gave their height and weight in; from their measuring unit until they choose. */
export function storedBodyUnits(measuring: 'in' | 'cm'): BodyUnits {
  const stored = readStorage(STORAGE_KEYS.bodyUnits);
  return stored === 'metric' || stored === 'imperial' ? stored : measuring === 'cm' ? 'metric' : 'imperial';
}

export function rememberBodyUnits(units: BodyUnits): void {
  writeStorage(STORAGE_KEYS.bodyUnits, units);
}

/** The confidence in words: what it means for the customer. */
export const CONFIDENCE_WORDS: Record<FitEstimate['confidence']['level'], { title: string; meaning: string }> = {
  high: { title: 'High confidence', meaning: 'Most people who answer as you did wear this size.' },
  medium: {
    title: 'Medium confidence',
    meaning: 'This size, or the one next to it: compare the measurements below with a garment that fits you.',
  },
  low: { title: 'Low confidence', meaning: 'Take it as a starting point: your body measurements will fit you better.' },
};
