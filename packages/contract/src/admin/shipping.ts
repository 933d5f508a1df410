import { z } from 'zod';
import { CurrencyCodeSchema } from '../currencies.js';
import { requestBody, requestPart } from '../request-body.js';

/**
 * Shipping in the back office (issue 16): the rates (whole SGD, SPEC §9), the free-shipping
 * threshold, and the countries delivered to, each with its rate, its currency and its notice.
 */

export const SHIPPING_MESSAGES = {
  notAnObject: 'The request must be a JSON object.',
  version: 'version: send the version you saw',
  name: 'name: 1 to 80 characters',
  priceSgd: 'priceSgd: whole Singapore dollars, 0 (free) to 10,000',
  thresholdSgd: 'freeShippingThresholdSgd: whole Singapore dollars, 0 to 1,000,000',
  days: 'deliveryDays: working days, whole numbers from 0 to 90',
  daysOrder: 'deliveryDays.max: must not be less than deliveryDays.min',
  countryCode: "code: the country's two-letter ISO code, like SG",
  countryName: "name: the country's name, 1 to 80 characters",
  description: 'description: the delivery and duty or tax notice customers read, 1 to 500 characters',
  rateId: "rateId: one of the shop's shipping rates",
  unknownRate: (id: string) => `rateId: the shop has no shipping rate "${id.slice(0, 40)}"`,
  freeShipping: 'freeShipping: true or false',
  countryTaken: 'code: the shop already delivers to this country',
  rateNotFound: 'No shipping rate has this id.',
  countryNotFound: 'The shop does not deliver to this country.',
  staleRate: 'Someone else changed this rate first. Reload it and make your change again.',
  staleCountry: 'Someone else changed this country first. Reload it and make your change again.',
  staleSettings: 'Someone else changed the free-shipping threshold first. Reload it and make your change again.',
} as const;

const M = SHIPPING_MESSAGES;
const version = z.number({ error: M.version }).int(M.version).min(0, M.version);
const days = z.number({ error: M.days }).int(M.days).min(0, M.days).max(90, M.days);

export const AdminShippingRateSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Whole SGD; 0 shows as free. */
  priceSgd: z.number().int(),
  deliveryDays: z.object({ min: z.number().int(), max: z.number().int() }),
  position: z.number().int(),
  /** How many countries ship at this rate. */
  countryCount: z.number().int(),
  version: z.number().int(),
});
export type AdminShippingRate = z.infer<typeof AdminShippingRateSchema>;

export const AdminShippingCountrySchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The notice customers read: how it ships, and any duty or tax. */
  description: z.string(),
  rateId: z.string(),
  freeShipping: z.boolean(),
  /** The currency a customer delivering here pays in. */
  currencyCode: CurrencyCodeSchema,
  version: z.number().int(),
});
export type AdminShippingCountry = z.infer<typeof AdminShippingCountrySchema>;

export const AdminShippingSettingsSchema = z.object({
  /** Orders whose goods come to this much (SGD, after codes) ship free to the countries marked for it. */
  freeShippingThresholdSgd: z.number().int(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type AdminShippingSettings = z.infer<typeof AdminShippingSettingsSchema>;

/** GET /api/admin/shipping. */
export const AdminShippingSchema = z.object({
  rates: z.array(AdminShippingRateSchema),
  countries: z.array(AdminShippingCountrySchema),
  settings: AdminShippingSettingsSchema,
});
export type AdminShipping = z.infer<typeof AdminShippingSchema>;

const deliveryDays = requestPart({ min: days, max: days }).refine((value) => value.max >= value.min, {
  message: M.daysOrder,
  path: ['max'],
});

/** PATCH /api/admin/shipping/rates/:id. */
export const AdminShippingRateUpdateRequestSchema = requestBody(
  {
    name: z.string({ error: M.name }).trim().min(1, M.name).max(80, M.name).optional(),
    priceSgd: z.number({ error: M.priceSgd }).int(M.priceSgd).min(0, M.priceSgd).max(10_000, M.priceSgd).optional(),
    deliveryDays: deliveryDays.optional(),
    version,
  },
  M.notAnObject,
);
export type AdminShippingRateUpdateRequest = z.infer<typeof AdminShippingRateUpdateRequestSchema>;

/** PATCH /api/admin/shipping/settings. */
export const AdminShippingSettingsUpdateRequestSchema = requestBody(
  {
    freeShippingThresholdSgd: z.number({ error: M.thresholdSgd }).int(M.thresholdSgd).min(0, M.thresholdSgd).max(1_000_000, M.thresholdSgd),
    version,
  },
  M.notAnObject,
);
export type AdminShippingSettingsUpdateRequest = z.infer<typeof AdminShippingSettingsUpdateRequestSchema>;

const countryFields = {
  name: z.string({ error: M.countryName }).trim().min(1, M.countryName).max(80, M.countryName),
  description: z.string({ error: M.description }).trim().min(1, M.description).max(500, M.description),
  rateId: z.string({ error: M.rateId }).min(1, M.rateId).max(80, M.rateId),
  freeShipping: z.boolean({ error: M.freeShipping }),
  currencyCode: CurrencyCodeSchema,
};

/** POST /api/admin/shipping/countries. */
export const AdminShippingCountryCreateRequestSchema = requestBody(
  {
    code: z
      .string({ error: M.countryCode })
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{2}$/, M.countryCode)),
    ...countryFields,
  },
  M.notAnObject,
);
export type AdminShippingCountryCreateRequest = z.infer<typeof AdminShippingCountryCreateRequestSchema>;

/** PATCH /api/admin/shipping/countries/:code. */
export const AdminShippingCountryUpdateRequestSchema = requestBody(
  {
    name: countryFields.name.optional(),
    description: countryFields.description.optional(),
    rateId: countryFields.rateId.optional(),
    freeShipping: countryFields.freeShipping.optional(),
    currencyCode: countryFields.currencyCode.optional(),
    version,
  },
  M.notAnObject,
);
export type AdminShippingCountryUpdateRequest = z.infer<typeof AdminShippingCountryUpdateRequestSchema>;

/** DELETE /api/admin/shipping/countries/:code?version=N. */
export const AdminVersionQuerySchema = z.strictObject({ version: z.coerce.number({ error: M.version }).int(M.version).min(0, M.version) });

export const AdminShippingRateParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9-]{1,80}$/, 'is not a shipping rate id') });
export const AdminShippingCountryParamsSchema = z.object({
  code: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, 'is not a two-letter country code')),
});
