import type { CurrencyCode } from '@selvedge/contract';

/**
 * Number of decimals of each currency. Fixed here rather than read from `Intl` at run time so the
 * server and every browser agree whatever ICU version they ship; a test checks it against Intl.
 */
export const CURRENCY_DECIMALS: Readonly<Record<CurrencyCode, number>> = {
  SGD: 2, USD: 2, EUR: 2, AUD: 2, GBP: 2, CAD: 2, CNY: 2, HKD: 2, HUF: 0, AZN: 2, DZD: 2,
  IDR: 0, JPY: 0, MYR: 2, NZD: 2, PHP: 2, KRW: 0, CHF: 2, TWD: 2, THB: 2, VND: 0, DKK: 2,
  ILS: 2, KZT: 2, MOP: 2, PKR: 0, SAR: 2, AED: 2, SEK: 2, UZS: 2, RSD: 2,
};

/** Currency -> the country it is shown with (a flag in the currency picker). EUR shows the EU. */
export const CURRENCY_COUNTRY: Readonly<Record<CurrencyCode, string>> = {
  SGD: 'SG', USD: 'US', EUR: 'EU', AUD: 'AU', GBP: 'GB', CAD: 'CA', CNY: 'CN', HKD: 'HK',
  HUF: 'HU', AZN: 'AZ', DZD: 'DZ', IDR: 'ID', JPY: 'JP', MYR: 'MY', NZD: 'NZ', PHP: 'PH',
  KRW: 'KR', CHF: 'CH', TWD: 'TW', THB: 'TH', VND: 'VN', DKK: 'DK', ILS: 'IL', KZT: 'KZ',
  MOP: 'MO', PKR: 'PK', SAR: 'SA', AED: 'AE', SEK: 'SE', UZS: 'UZ', RSD: 'RS',
};
