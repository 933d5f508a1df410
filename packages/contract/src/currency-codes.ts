// Without zod, so that the storefront's first page can name currencies without downloading it.

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
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(value);
}
