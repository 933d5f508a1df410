import { z } from 'zod';
import { ProductTypeSchema } from './product-types.js';
import { requestBody } from './request-body.js';

/**
 * Fit help (issue 29): the estimate of a standard size and fit from a few answers, and the warnings
 * on measurements that look mistaken. Both run over data kept in each product type's configuration
 * (`fitModel`, `fitChecks`), so a shop changes them by publishing a configuration, never by code.
 * Body figures in the model are centimetres and kilograms, as the anthropometric sources give them;
 * everything said about a garment is inches, as the size tables are.
 */

const key = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'keys are lower-case words joined by dashes');

export const BUILDS = ['lean', 'average', 'broad'] as const;
export const BuildSchema = z.enum(BUILDS, { error: () => `build must be one of: ${BUILDS.join(', ')}` });
export type Build = z.infer<typeof BuildSchema>;

export const BELLIES = ['flat', 'some', 'round'] as const;
export const BellySchema = z.enum(BELLIES, { error: () => `belly must be one of: ${BELLIES.join(', ')}` });
export type Belly = z.infer<typeof BellySchema>;

export const FIT_PREFERENCES = ['slim', 'regular', 'relaxed'] as const;
export const FitPreferenceSchema = z.enum(FIT_PREFERENCES, { error: () => `fitPreference must be one of: ${FIT_PREFERENCES.join(', ')}` });
export type FitPreference = z.infer<typeof FitPreferenceSchema>;

const shift = <T extends readonly [string, ...string[]]>(names: T) =>
  z.strictObject(Object.fromEntries(names.map((name) => [name, z.number().min(-4).max(4)])) as Record<T[number], z.ZodNumber>);

/**
 * A body girth predicted from the answers, in centimetres:
 * `intercept + perCmHeight × height + perKgWeight × weight + perYearAge × age`, then moved by the
 * build and belly answers, each given in residual standard deviations. `residualSdCm` is the spread
 * of real bodies around the prediction, which makes the range and the confidence.
 */
export const GirthPredictorSchema = z.strictObject({
  intercept: z.number(),
  perCmHeight: z.number(),
  perKgWeight: z.number(),
  perYearAge: z.number(),
  residualSdCm: z.number().positive(),
  build: shift(BUILDS),
  belly: shift(BELLIES),
});
export type GirthPredictor = z.infer<typeof GirthPredictorSchema>;

/** A length in proportion to height: `ratio × height`, real bodies spreading `ratioSd` around it. */
export const LengthPredictorSchema = z.strictObject({
  ratio: z.number().positive().max(1),
  ratioSd: z.number().positive().max(0.2),
});
export type LengthPredictor = z.infer<typeof LengthPredictorSchema>;

export const FitModelSchema = z.strictObject({
  /** Where the numbers come from, shown in the back office and in the decision. */
  source: z.string().min(1).max(500),
  /** The ages, heights and weights the source covers; answers outside them lower the confidence. */
  covers: z.strictObject({
    heightCm: z.strictObject({ min: z.number().positive(), max: z.number().positive() }),
    weightKg: z.strictObject({ min: z.number().positive(), max: z.number().positive() }),
  }),
  /** The age taken when the customer does not give one (the source's mean). */
  meanAge: z.number().min(16).max(100),
  /** Body girths by measurement field key (the fields of this type's size table and body track). */
  girths: z.record(key, GirthPredictorSchema),
  /** Body lengths by measurement field key, in proportion to height. */
  lengths: z.record(key, LengthPredictorSchema),
  /**
   * Inches the garment has over the body, per fit of the size table and per field. The fields named
   * here choose the size: the smallest size whose table value covers every one of them.
   */
  ease: z.record(z.string().min(1), z.record(key, z.number().min(-6).max(20))),
  /** The fit of the size table each stated preference takes (asked, never inferred). */
  preferences: z.strictObject({ slim: z.string().min(1), regular: z.string().min(1), relaxed: z.string().min(1) }),
  /** The ready-to-wear sizes a customer may name as their usual size, and the table size each is. */
  usualSizes: z.array(z.strictObject({ label: z.string().min(1).max(20), size: z.string().min(1) })).max(30),
  /** How much a build or belly answer narrows the spread of the girths it moves (0.5–1). */
  answeredSdFactor: z.number().min(0.5).max(1),
  /** Standard normal quantile of the ranges shown (1.28: eight bodies in ten fall inside). */
  rangeZ: z.number().positive().max(3),
  /** Probability the chosen size is right at or above which the confidence is high, and medium. */
  confidence: z.strictObject({ high: z.number().gt(0).lt(1), medium: z.number().gt(0).lt(1) }),
});
export type FitModel = z.infer<typeof FitModelSchema>;

/**
 * The rules that find a measurement that looks mistaken (issue 29). Band edges are data, per type,
 * calibrated from the model when seeded.
 */
export const FitChecksSchema = z.strictObject({
  /** Lengths that must stay within `min`–`max` times the customer's height. */
  heightBands: z.record(key, z.strictObject({ min: z.number().positive().max(1), max: z.number().positive().max(1) })),
  /** `field` should not be more than `share` of `other` (a shirt's collar above half the chest). */
  atMostShare: z.array(z.strictObject({ field: key, other: key, share: z.number().positive().max(1) })),
  /** `field` should not be below `other` when the fit is one of `fits` or the belly one of `bellies` (chest below waist). */
  notBelow: z.array(z.strictObject({ field: key, other: key, fits: z.array(z.string().min(1)), bellies: z.array(BellySchema) })),
  /** A girth further than this many residual standard deviations from the estimate is questioned. */
  farFromEstimateSds: z.number().min(2).max(8),
});
export type FitChecks = z.infer<typeof FitChecksSchema>;

export const FIT_ESTIMATE_LIMITS = {
  heightCm: { min: 120, max: 230 },
  weightKg: { min: 35, max: 250 },
  age: { min: 16, max: 100 },
} as const;

const bounded = (name: string, unit: string, limits: { min: number; max: number }) =>
  z
    .number({ error: `${name}: a number of ${unit}` })
    .finite(`${name}: a number of ${unit}`)
    .min(limits.min, `${name}: must be between ${limits.min} and ${limits.max} ${unit}`)
    .max(limits.max, `${name}: must be between ${limits.min} and ${limits.max} ${unit}`);

/** The answers of the estimate; only height and weight are required. */
export const FitAnswersSchema = z.strictObject({
  heightCm: bounded('heightCm', 'cm', FIT_ESTIMATE_LIMITS.heightCm),
  weightKg: bounded('weightKg', 'kg', FIT_ESTIMATE_LIMITS.weightKg),
  age: bounded('age', 'years', FIT_ESTIMATE_LIMITS.age).int('age: a whole number of years').optional(),
  usualSize: z.string({ error: 'usualSize: a size label' }).min(1).max(20).optional(),
  build: BuildSchema.optional(),
  belly: BellySchema.optional(),
  fitPreference: FitPreferenceSchema.optional(),
});
export type FitAnswers = z.infer<typeof FitAnswersSchema>;

/** Body of POST /api/fit-estimate. */
export const FitEstimateRequestSchema = requestBody(
  { productType: ProductTypeSchema, ...FitAnswersSchema.shape },
  'The request body must be a JSON object: { productType, heightCm, weightKg, age?, usualSize?, build?, belly?, fitPreference? }.',
);
export type FitEstimateRequest = z.infer<typeof FitEstimateRequestSchema>;

export const CONFIDENCE_LEVELS = ['high', 'medium', 'low'] as const;

export const FitKeyMeasurementSchema = z.object({
  field: z.string(),
  label: z.string(),
  /** The size table's finished measurement for the size and fit, in inches. */
  inches: z.number(),
  /** The finished measurement the answers point to, as a range (inches). */
  range: z.object({ min: z.number(), max: z.number() }),
});
export type FitKeyMeasurement = z.infer<typeof FitKeyMeasurementSchema>;

/** The answer: a standard size and fit of the product's own table, never a set of free body numbers. */
export const FitEstimateSchema = z.object({
  size: z.string(),
  fit: z.string(),
  keyMeasurements: z.array(FitKeyMeasurementSchema),
  confidence: z.object({ level: z.enum(CONFIDENCE_LEVELS), probability: z.number().min(0).max(1) }),
  /** A plain sentence of what the estimate was based on. */
  basis: z.string(),
});
export type FitEstimate = z.infer<typeof FitEstimateSchema>;

export const FIT_WARNING_CODES = ['unit-slip', 'below-other', 'above-share', 'length-for-height', 'far-from-estimate'] as const;
export type FitWarningCode = (typeof FIT_WARNING_CODES)[number];

/** A measurement that looks mistaken: the customer confirms it or corrects it; nothing is changed for them. */
export const FitWarningSchema = z.object({
  /** `code:field`, what a confirmation names. */
  id: z.string(),
  code: z.enum(FIT_WARNING_CODES),
  field: z.string(),
  message: z.string(),
});
export type FitWarning = z.infer<typeof FitWarningSchema>;

/**
 * The cart's refusal of pieces whose measurements look mistaken (400 `measurement_warnings`): each
 * warning the customer has not confirmed, with the piece it is on (`path` as in `problems`, the
 * piece's reference). Sending the piece again with the ids in `sizing.confirmedWarnings` keeps it.
 */
export const PieceWarningSchema = FitWarningSchema.extend({ path: z.string(), reference: z.string() });
export type PieceWarning = z.infer<typeof PieceWarningSchema>;
