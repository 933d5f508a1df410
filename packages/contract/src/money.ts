import { z } from 'zod';
import { CurrencyCodeSchema } from './currencies.js';

/**
 * Money at the API edge: a decimal string in the currency's own number of decimals
 * ("650.00", "48000" for JPY). Inside the code and the database money is integer minor units.
 */
export const MoneySchema = z.object({
  amount: z.string().regex(/^-?\d+(\.\d+)?$/, 'amount must be a decimal string'),
  currencyCode: CurrencyCodeSchema,
});
export type Money = z.infer<typeof MoneySchema>;
