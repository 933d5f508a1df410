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

/**
 * The English name of each currency's country, as the currency picker shows it. Fixed here rather
 * than asked of `Intl.DisplayNames` at run time, which loads the region names on the first page of
 * every visit (about 18 ms of main thread); a test checks it against Intl.
 */
export const CURRENCY_COUNTRY_NAME: Readonly<Record<CurrencyCode, string>> = {
  SGD: 'Singapore', USD: 'United States', EUR: 'Euro area', AUD: 'Australia', GBP: 'United Kingdom',
  CAD: 'Canada', CNY: 'China', HKD: 'Hong Kong', HUF: 'Hungary', AZN: 'Azerbaijan',
  DZD: 'Algeria', IDR: 'Indonesia', JPY: 'Japan', MYR: 'Malaysia', NZD: 'New Zealand',
  PHP: 'Philippines', KRW: 'South Korea', CHF: 'Switzerland', TWD: 'Taiwan', THB: 'Thailand',
  VND: 'Vietnam', DKK: 'Denmark', ILS: 'Israel', KZT: 'Kazakhstan', MOP: 'Macao',
  PKR: 'Pakistan', SAR: 'Saudi Arabia', AED: 'United Arab Emirates', SEK: 'Sweden', UZS: 'Uzbekistan',
  RSD: 'Serbia',
};
