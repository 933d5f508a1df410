import { z } from 'zod';
import { CurrencyCodeSchema } from './currencies.js';
import { MoneySchema } from './money.js';

export const ShippingRateSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Always SGD, whole dollars; "0.00" shows as free. */
  price: MoneySchema,
  deliveryDays: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type ShippingRate = z.infer<typeof ShippingRateSchema>;

export const ShippingCountrySchema = z.object({
  /** ISO 3166-1 alpha-2. */
  code: z.string().length(2),
  name: z.string(),
  description: z.string(),
  rateId: z.string(),
  /** Orders over the threshold ship free to this country. */
  freeShipping: z.boolean(),
  /** The currency a customer delivering here pays in. */
  currencyCode: CurrencyCodeSchema,
});
export type ShippingCountry = z.infer<typeof ShippingCountrySchema>;

export const ShippingResponseSchema = z.object({
  rates: z.array(ShippingRateSchema),
  countries: z.array(ShippingCountrySchema),
  freeShippingThreshold: MoneySchema,
});
export type ShippingResponse = z.infer<typeof ShippingResponseSchema>;
