import { z } from 'zod';

/** The 31 display currencies of the shop (SPEC §9). SGD is the base and the default. */
export const CURRENCY_CODES = [
  'SGD',
  'USD',
  'EUR',
  'AUD',
  'GBP',
  'CAD',
  'CNY',
  'HKD',
  'HUF',
  'AZN',
  'DZD',
  'IDR',
  'JPY',
  'MYR',
  'NZD',
  'PHP',
  'KRW',
  'CHF',
  'TWD',
  'THB',
  'VND',
  'DKK',
  'ILS',
  'KZT',
  'MOP',
  'PKR',
  'SAR',
  'AED',
  'SEK',
  'UZS',
  'RSD',
] as const;

export const DEFAULT_CURRENCY = 'SGD' as const;

export const CurrencyCodeSchema = z.enum(CURRENCY_CODES, {
  error: () => `currency must be one of the ${CURRENCY_CODES.length} supported codes (SGD, USD, EUR, ...)`,
});
export type CurrencyCode = z.infer<typeof CurrencyCodeSchema>;

/** `?cc=` on catalogue calls: optional, defaults to SGD, case-insensitive. */
export const CurrencyQuerySchema = z.object({
  cc: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(CurrencyCodeSchema)
    .default(DEFAULT_CURRENCY),
});

export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(value);
}
