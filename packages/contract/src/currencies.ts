import { z } from 'zod';
import { CURRENCY_CODES, DEFAULT_CURRENCY } from './currency-codes.js';

export { CURRENCY_CODES, DEFAULT_CURRENCY, isCurrencyCode, type CurrencyCode } from './currency-codes.js';

export const CurrencyCodeSchema = z.enum(CURRENCY_CODES, {
  error: () => `currency must be one of the ${CURRENCY_CODES.length} supported codes (SGD, USD, EUR, ...)`,
});

/** `?cc=` on catalogue calls: optional, defaults to SGD, case-insensitive. */
export const CurrencyQuerySchema = z.object({
  cc: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(CurrencyCodeSchema)
    .default(DEFAULT_CURRENCY),
});
