import { z } from 'zod';
import { CurrencyCodeSchema } from './currencies.js';
import { FitChecksSchema, FitModelSchema } from './fit.js';
import { MoneySchema } from './money.js';
import { PRODUCT_TYPES, ProductTypeSchema, type ProductType } from './product-types.js';
import { FitGuaranteeSchema } from './fit-claims.js';
import { GarmentPictureOutlineSchema, GarmentPictureSchema } from './garment-picture.js';
import { TimelineConfigSchema } from './timeline.js';

/**
 * Product configuration per product type (SPEC §3). The stored document (`...DocumentSchema`)
 * carries no prices: priced items name a variant, and the server fills in `price` in the
 * requested currency when it serves the configuration (`ProductConfigSchema`).
 */

const key = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'keys are lower-case words joined by dashes');

export const StyleOptionSchema = z.object({
  key,
  /** Display name, e.g. "Cutaway collar". */
  value: z.string().min(1),
  description: z.string().min(1),
  /** URL of a picture of this option (an SVG under /api/media/). */
  image: z.string().min(1),
});
export type StyleOption = z.infer<typeof StyleOptionSchema>;

export const StyleGroupSchema = z.object({
  key,
  /** Display name, e.g. "Collar". */
  name: z.string().min(1),
  description: z.string().min(1),
  image: z.string().min(1),
  /** Key of the option selected when the customer has not chosen (SPEC §4: default per group). */
  default: key,
  options: z.array(StyleOptionSchema).min(1),
});
export type StyleGroup = z.infer<typeof StyleGroupSchema>;

/**
 * When `when.option` of `when.group` is selected, the listed options of other groups are not
 * suitable: the storefront disables them with 'Not suitable for {style}' (style = the chosen
 * option's display name), and the cart refuses them.
 */
export const ExceptionRuleSchema = z.object({
  when: z.object({ group: key, option: key }),
  notSuitable: z.array(z.object({ group: key, options: z.array(key).min(1) })).min(1),
});
export type ExceptionRule = z.infer<typeof ExceptionRuleSchema>;

export const AccessoryOptionDocumentSchema = z.object({
  key,
  name: z.string().min(1),
  /** Priced options name their variant; free options have null. */
  variantId: z.string().nullable(),
});

/**
 * Accessory info item (SPEC §3): key, value, price, variantId, options, display, default.
 * - `choice`: pick one of `options` (initials colour, lining ...).
 * - `toggle`: an add-on that is on or off, priced by `variantId`.
 * - `text`: free text (initials, comments) limited by `maxLength` and, optionally, `pattern`.
 */
export const AccessoryItemDocumentSchema = z.object({
  key,
  /** Display name, e.g. "Initials colour". */
  value: z.string().min(1),
  description: z.string(),
  kind: z.enum(['choice', 'toggle', 'text']),
  variantId: z.string().nullable(),
  options: z.array(AccessoryOptionDocumentSchema),
  /** Shown to the customer; hidden items still validate. */
  display: z.boolean(),
  /** Default option key for `choice`, null otherwise. */
  default: z.string().nullable(),
  maxLength: z.number().int().positive().optional(),
  /** A JavaScript regular expression source that text input must match in full. */
  pattern: z.string().optional(),
  placeholder: z.string().optional(),
});
export type AccessoryItemDocument = z.infer<typeof AccessoryItemDocumentSchema>;

export const AccessoriesDocumentSchema = z.object({
  fabric: z.array(AccessoryItemDocumentSchema),
  initials: z.array(AccessoryItemDocumentSchema),
  addOns: z.array(AccessoryItemDocumentSchema),
  others: z.array(AccessoryItemDocumentSchema),
});

/**
 * Measurement field config (SPEC §3). Lengths are in inches. `display` fields are numbers the
 * customer sees and can adjust; `dropdown` fields pick one of `options` (e.g. shoulder slope).
 */
export const MeasurementFieldSchema = z
  .object({
    key,
    label: z.string().min(1),
    type: z.enum(['display', 'dropdown']),
    /** Starting value in inches for a `display` field when no size table applies; null otherwise. */
    value: z.number().nullable(),
    /** How far (inches) the standard method lets a customer move a size-table value, each way. */
    adjustments: z.object({ min: z.number(), max: z.number() }).nullable(),
    /** How to measure: shown beside the field. */
    comments: z.string(),
    upper_bound: z.number().nullable(),
    lower_bound: z.number().nullable(),
    visibility: z.object({ standard: z.boolean(), body: z.boolean(), saved: z.boolean() }),
    /** Step of the plus and minus buttons, in inches. */
    increaseDecreaseBy: z.number().positive(),
    /** Values are rounded to a multiple of this, in inches (0.125; 0.25 for jackets). */
    rounding: z.number().positive(),
    options: z.array(z.string()),
    default: z.union([z.string(), z.number()]).nullable(),
  })
  .refine((field) => field.lower_bound === null || field.upper_bound === null || field.lower_bound < field.upper_bound, {
    message: 'lower_bound must be below upper_bound',
    path: ['lower_bound'],
  });
export type MeasurementField = z.infer<typeof MeasurementFieldSchema>;

export const MeasurementsConfigSchema = z.object({
  fields: z.array(MeasurementFieldSchema).min(1),
  sizes: z.array(z.string().min(1)).min(1),
  fits: z.array(z.string().min(1)).min(1),
  /** size -> fit -> field key -> finished garment measurement in inches. */
  sizeAndFitMeasurements: z.record(z.string(), z.record(z.string(), z.record(z.string(), z.number()))),
  /** Sizing advice shown on the measurement screen (SPEC §9). */
  advice: z.array(z.string()),
});
export type MeasurementsConfig = z.infer<typeof MeasurementsConfigSchema>;

export const LeadTimeSchema = z.object({
  minWeeks: z.number().positive(),
  maxWeeks: z.number().positive(),
});
export type LeadTime = z.infer<typeof LeadTimeSchema>;

export const ProductConfigDocumentSchema = z.object({
  productType: ProductTypeSchema,
  /** "Shirts", "Polo Shirts" ... */
  title: z.string().min(1),
  description: z.string().min(1),
  leadTime: LeadTimeSchema,
  /** Lead time of a trial piece of this type, where the shop offers one. */
  trialLeadTime: LeadTimeSchema.nullable(),
  /** Each stage's days (summing to the lead time), the need-by buffer, and when the shop's own events take over (decision 048). */
  timeline: TimelineConfigSchema,
  accessories: AccessoriesDocumentSchema,
  stylesOrder: z.array(key).min(1),
  styles: z.record(key, StyleGroupSchema),
  exceptions: z.array(ExceptionRuleSchema),
  measurements: MeasurementsConfigSchema,
  /** The fit estimate's model over this type's size table (issue 29). */
  fitModel: FitModelSchema,
  /** The warnings on measurements that look mistaken (issue 29). */
  fitChecks: FitChecksSchema,
  /** The style groups whose choice is written on the cart line (shirt: collar; jackets: style, make). */
  styleKeys: z.array(key).min(1),
  /** Matching-item naming (SPEC §9), for types that can be made to match another piece. */
  matchingItem: z.object({ prefix: z.string(), suffix: z.string() }).nullable(),
  /** The fit guarantee (issue 29): claim window, alteration share and cap, remakes allowed. */
  fitGuarantee: FitGuaranteeSchema,
  /** The garment drawn in its cloth (issue 30): views, each option's drawing per view, paints. */
  picture: GarmentPictureSchema,
});
export type ProductConfigDocument = z.infer<typeof ProductConfigDocumentSchema>;

const AccessoryOptionSchema = AccessoryOptionDocumentSchema.extend({ price: MoneySchema.nullable() });
const AccessoryItemSchema = AccessoryItemDocumentSchema.extend({
  price: MoneySchema.nullable(),
  options: z.array(AccessoryOptionSchema),
});
export type AccessoryItem = z.infer<typeof AccessoryItemSchema>;

/** A configuration as the storefront is served it: priced, versioned, its picture's outline only. */
export const ProductConfigSchema = ProductConfigDocumentSchema.extend({
  version: z.number().int().positive(),
  picture: GarmentPictureOutlineSchema,
  accessories: z.object({
    fabric: z.array(AccessoryItemSchema),
    initials: z.array(AccessoryItemSchema),
    addOns: z.array(AccessoryItemSchema),
    others: z.array(AccessoryItemSchema),
  }),
});
export type ProductConfig = z.infer<typeof ProductConfigSchema>;

/** The stamp of a set of configurations: each type's version, in PRODUCT_TYPES order. */
export function productsConfigStamp(versions: Readonly<Record<ProductType, number>>): string {
  return PRODUCT_TYPES.map((type) => versions[type]).join('.');
}

/** Answer of GET /contentful-plain/products/config?cc= : every type's configuration. */
export const ProductsConfigResponseSchema = z.object({
  currencyCode: CurrencyCodeSchema,
  products: z.object({
    shirt: ProductConfigSchema,
    polo: ProductConfigSchema,
    trousers: ProductConfigSchema,
    shorts: ProductConfigSchema,
    outerwears: ProductConfigSchema,
    jackets: ProductConfigSchema,
  }),
});
export type ProductsConfigResponse = z.infer<typeof ProductsConfigResponseSchema>;

/**
 * What the storefront checks of a configuration answer: its currency, and that every type is there
 * and says which it is. The server builds every answer through ProductsConfigResponseSchema
 * (above), so checking all 105 KB again on each visit would only cost a phone time
 * before the first picture; the outline still catches an answer from a server of another version,
 * or something that is not a configuration at all. Unknown keys are kept, so a passing answer is
 * the full configuration, untouched. The storefront checks it without zod (first-answers.ts's
 * productsConfigOutlineCheck, held to this schema by its tests).
 */
export const ProductsConfigOutlineSchema = z.looseObject({
  currencyCode: CurrencyCodeSchema,
  products: z.looseObject({
    shirt: z.looseObject({ productType: z.literal('shirt'), version: z.number() }),
    polo: z.looseObject({ productType: z.literal('polo'), version: z.number() }),
    trousers: z.looseObject({ productType: z.literal('trousers'), version: z.number() }),
    shorts: z.looseObject({ productType: z.literal('shorts'), version: z.number() }),
    outerwears: z.looseObject({ productType: z.literal('outerwears'), version: z.number() }),
    jackets: z.looseObject({ productType: z.literal('jackets'), version: z.number() }),
  }),
});
