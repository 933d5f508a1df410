import { z } from 'zod';
import { requestBody } from './request-body.js';
import { PRODUCT_TYPES, ProductTypeSchema } from './product-types.js';

/**
 * Sizes: the measurement step's hand-over and the customer's saved size profiles (SPEC §3 "Size
 * profiles per product", SPEC §7 measurement calls). Lengths are inches everywhere in the API and in
 * storage; centimetres exist only on the screen and in `@selvedge/domain`'s conversion.
 */

export const MEASUREMENT_MESSAGES = {
  /** SPEC §5, word for word. */
  loginToSave: 'You need to login to save size.',
  notAnObject: 'The request body must be a JSON object.',
  sizeNameEmpty: 'Give your size a name, such as "Work shirts".',
  sizeNameTooLong: 'A size name can be at most 40 characters.',
  sizeNameInvalid: "A size name can use letters, digits, spaces and - _ . ' ( ) & only.",
  sizeNameTaken: (name: string) => `You already have a size called "${name}" for this product. Choose another name.`,
  sizeNotFound: (name: string) => `You have no saved size called "${name}" for this product.`,
  tooManySizes: (max: number) => `You can keep up to ${max} sizes per product. Delete one to add another.`,
  typeMismatch: 'type must be the product type in the address.',
  trackInvalid: 'track must be "standard" or "body".',
  measurementsInvalid: 'measurements must be a list of { id, fitting_size }.',
  nothingToUpdate: 'Send at least one of sizeName, track, basedOn, measurements or deleted.',
  deletedInvalid: 'deleted can only be true: a deleted size cannot be brought back.',
  deletedWithChanges: 'Send deleted: true on its own: a size is either changed or deleted, not both at once.',
  unknownField: (id: string) => `"${id}" is not a measurement of this product.`,
  duplicateField: (id: string) => `"${id}" is given twice.`,
  missingField: (label: string) => `${label} is missing.`,
  notANumber: (label: string) => `${label} must be a number of inches.`,
  notAnOption: (label: string, options: readonly string[]) => `${label} must be one of: ${options.join(', ')}.`,
  outOfBounds: (label: string, min: string, max: string) => `${label} must be between ${min} and ${max}.`,
  unknownSize: (sizes: readonly string[]) => `Size must be one of: ${sizes.join(', ')}.`,
  unknownFit: (fits: readonly string[]) => `Fit must be one of: ${fits.join(', ')}.`,
  sizeRequired: 'A size taken from our size table needs the size it started from (basedOn.size).',
} as const;

export const MEASUREMENT_UNITS = ['in', 'cm'] as const;
export const MeasurementUnitSchema = z.enum(MEASUREMENT_UNITS);
export type MeasurementUnit = z.infer<typeof MeasurementUnitSchema>;

/** How a piece's size is given (SPEC §3): a standard size, body measurements, or a saved size profile. */
export const MEASUREMENT_METHODS = ['standard', 'body', 'saved'] as const;
export const MeasurementMethodSchema = z.enum(MEASUREMENT_METHODS, {
  error: () => `method must be one of: ${MEASUREMENT_METHODS.join(', ')}`,
});
export type MeasurementMethod = z.infer<typeof MeasurementMethodSchema>;

/** How a saved size was taken: from a standard size with adjustments, or from body measurements. */
export const SIZE_TRACKS = ['standard', 'body'] as const satisfies readonly (typeof MEASUREMENT_METHODS)[number][];
export const SizeTrackSchema = z.enum(SIZE_TRACKS, { error: MEASUREMENT_MESSAGES.trackInvalid });
export type SizeTrack = z.infer<typeof SizeTrackSchema>;

/** Per customer and product type. */
export const MAX_SIZES_PER_TYPE = 20;
export const SIZE_NAME_MAX = 40;
// Apostrophes straight or curly, as phones type them.
const SIZE_NAME_PATTERN = /^[\p{L}\p{N} \-_.'’()&]+$/u;

/** A size's name as the customer gives it: trimmed, inner spaces collapsed. Unique per customer and type, ignoring case. */
export const SizeNameSchema = z
  .string({ error: MEASUREMENT_MESSAGES.sizeNameEmpty })
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, MEASUREMENT_MESSAGES.sizeNameEmpty)
      .max(SIZE_NAME_MAX, MEASUREMENT_MESSAGES.sizeNameTooLong)
      .regex(SIZE_NAME_PATTERN, MEASUREMENT_MESSAGES.sizeNameInvalid)
      // A size's name is a key of sizeMeta's table; this one would vanish from a JavaScript object.
      .refine((name) => name !== '__proto__', MEASUREMENT_MESSAGES.sizeNameInvalid),
  );

/** One measurement of a size (SPEC §3: measurements (id, fitting_size)): a field key and its value. */
export const SizeMeasurementSchema = requestBody(
  {
    id: z.string({ error: MEASUREMENT_MESSAGES.measurementsInvalid }).min(1).max(40),
    /** Inches for a number field; the chosen option for a dropdown field. */
    fitting_size: z.union([z.number().finite(), z.string().max(60)], { error: MEASUREMENT_MESSAGES.measurementsInvalid }),
  },
  MEASUREMENT_MESSAGES.measurementsInvalid,
);
export type SizeMeasurement = z.infer<typeof SizeMeasurementSchema>;

const SizeMeasurementsSchema = z
  .array(SizeMeasurementSchema, { error: MEASUREMENT_MESSAGES.measurementsInvalid })
  .max(60, MEASUREMENT_MESSAGES.measurementsInvalid);

/** The standard size a size started from (null for body measurements) and the fit it is cut to. */
export const SizeBasisSchema = requestBody(
  {
    size: z.string().max(20).nullable(),
    fit: z.string({ error: "basedOn.fit must be one of the product's fits." }).min(1).max(20),
  },
  'basedOn must be { size, fit }.',
);
export type SizeBasis = z.infer<typeof SizeBasisSchema>;

/**
 * POST /firebase/customers/{id}/measurements/{type}: the saved size payload of SPEC §3. The names
 * and e-mail are accepted for the shape's sake; the server records the account's own.
 */
export const SaveSizeRequestSchema = requestBody(
  {
    email: z.string().max(254).optional(),
    firstName: z.string().max(80).optional(),
    lastName: z.string().max(80).optional(),
    track: SizeTrackSchema,
    sizeName: SizeNameSchema,
    basedOn: SizeBasisSchema,
    measurements: SizeMeasurementsSchema,
    type: ProductTypeSchema,
  },
  MEASUREMENT_MESSAGES.notAnObject,
);
export type SaveSizeRequest = z.input<typeof SaveSizeRequestSchema>;

/**
 * PATCH /firebase/customers/{id}/measurements/{type}/{name}: rename, re-measure, or soft-delete
 * (`deleted: true`). New measurements replace the old ones whole and are checked like a new size.
 */
export const UpdateSizeRequestSchema = requestBody(
  {
    sizeName: SizeNameSchema.optional(),
    track: SizeTrackSchema.optional(),
    basedOn: SizeBasisSchema.optional(),
    measurements: SizeMeasurementsSchema.optional(),
    deleted: z.literal(true, { error: MEASUREMENT_MESSAGES.deletedInvalid }).optional(),
  },
  MEASUREMENT_MESSAGES.notAnObject,
).refine((value) => Object.values(value).some((field) => field !== undefined), MEASUREMENT_MESSAGES.nothingToUpdate);
export type UpdateSizeRequest = z.input<typeof UpdateSizeRequestSchema>;

export const SizeParamsSchema = z.object({
  id: z.string().min(1).max(64),
  type: ProductTypeSchema,
});
export const NamedSizeParamsSchema = SizeParamsSchema.extend({ name: z.string().min(1).max(200) });

/** A saved size (SPEC §3: name, createdAt, deleted, measurements (id, fitting_size)). */
export const SavedSizeSchema = z.object({
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Always false in answers: deleted sizes are kept on the server but never served. */
  deleted: z.boolean(),
  track: SizeTrackSchema,
  basedOn: SizeBasisSchema,
  measurements: z.array(SizeMeasurementSchema),
});
export type SavedSize = z.infer<typeof SavedSizeSchema>;

const perType = <T extends z.ZodType>(schema: T) => z.record(ProductTypeSchema, schema);

/** The customer's saved sizes per product type, newest change first. Every type is present. */
export const CustomerMeasurementsSchema = perType(z.array(SavedSizeSchema));
export type CustomerMeasurements = z.infer<typeof CustomerMeasurementsSchema>;

/** Values of one size by field key, as the size tables give them. */
export const MeasurementValuesSchema = z.record(z.string(), z.union([z.number(), z.string()]));
export type MeasurementValues = z.infer<typeof MeasurementValuesSchema>;

/**
 * SPEC §3 sizeMeta, derived per product type: the customer's sizes as a size table (name -> fit ->
 * values, the shape of the configuration's `sizeAndFitMeasurements`), and the size changed last.
 */
export const SizeMetaSchema = z.object({
  sizeAndFitMeasurements: z.record(z.string(), z.record(z.string(), MeasurementValuesSchema)),
  mostRecentSize: z.string().nullable(),
});
export type SizeMeta = z.infer<typeof SizeMetaSchema>;
export const CustomerSizeMetaSchema = perType(SizeMetaSchema);
export type CustomerSizeMeta = z.infer<typeof CustomerSizeMetaSchema>;

/** The answer of a size change: the type's sizes and meta after it. */
export const SizesResponseSchema = z.object({
  type: ProductTypeSchema,
  sizes: z.array(SavedSizeSchema),
  sizeMeta: SizeMetaSchema,
});
export type SizesResponse = z.infer<typeof SizesResponseSchema>;

/** GET /firebase/customers/{id}/measurements/names: the names in use per product type. */
export const SavedSizeNamesResponseSchema = z.object({ names: perType(z.array(z.string())) });
export type SavedSizeNamesResponse = z.infer<typeof SavedSizeNamesResponseSchema>;

// GET /contentful/products/size-names (the standard sizes and fits) is content's: SizeNamesResponseSchema.

/** Every product type with an empty list: the starting point of a customer's sizes. */
export function emptyPerType<T>(make: () => T): Record<(typeof PRODUCT_TYPES)[number], T> {
  return Object.fromEntries(PRODUCT_TYPES.map((type) => [type, make()])) as Record<(typeof PRODUCT_TYPES)[number], T>;
}
