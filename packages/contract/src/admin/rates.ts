import { z } from 'zod';
import { CurrencyCodeSchema } from '../currencies.js';

/** Exchange rates set by hand (issue 16): units of each currency per SGD, and the step its prices round up to. */
export const AdminRateSchema = z.object({
  code: CurrencyCodeSchema,
  ratePerSgd: z.string(),
  roundingIncrementMinor: z.number().int(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type AdminRate = z.infer<typeof AdminRateSchema>;

export const AdminRateListSchema = z.object({ rates: z.array(AdminRateSchema) });

export const AdminRateUpdateRequestSchema = z.strictObject({
  ratePerSgd: z
    .string({ error: 'ratePerSgd: units of the currency per SGD, like 0.74 or 112.5' })
    .regex(/^\d{1,9}(\.\d{1,8})?$/, 'ratePerSgd: units of the currency per SGD, with at most 8 decimals, like 0.74 or 112.5')
    .refine((value) => Number(value) > 0, 'ratePerSgd: must be above zero'),
  roundingIncrementMinor: z
    .number({ error: 'roundingIncrementMinor: a whole number of minor units, 1 or more' })
    .int()
    .min(1)
    .max(1_000_000),
  version: z.number({ error: 'version: send the version you saw' }).int().min(0),
});
export type AdminRateUpdateRequest = z.infer<typeof AdminRateUpdateRequestSchema>;

export const AdminRateParamsSchema = z.object({ code: CurrencyCodeSchema });
