import type { SeedCurrency } from '../seed-types.js';

/**
 * Display currencies with late-2025 mid-market rates, in units of the currency per 1 SGD.
 *
 * roundingIncrementMinor is in each currency's own minor units. Six currencies are treated as
 * zero-decimal by the shop (minor unit = 1 whole unit): HUF, IDR, JPY, KRW, PKR, VND. Every other
 * currency has 2 decimals, so 100 rounds prices up to whole units (e.g. USD 115.00), and larger
 * multiples round to tens, hundreds or thousands of units where the currency's unit is small.
 */
export const seedCurrencies: SeedCurrency[] = [
  // Base currency: prices are set in SGD and shown to the cent.
  { code: 'SGD', ratePerSgd: '1', roundingIncrementMinor: 1 },

  // Two-decimal currencies shown in whole units.
  { code: 'USD', ratePerSgd: '0.77', roundingIncrementMinor: 100 },
  { code: 'EUR', ratePerSgd: '0.66', roundingIncrementMinor: 100 },
  { code: 'AUD', ratePerSgd: '1.18', roundingIncrementMinor: 100 },
  { code: 'GBP', ratePerSgd: '0.58', roundingIncrementMinor: 100 },
  { code: 'CAD', ratePerSgd: '1.08', roundingIncrementMinor: 100 },
  { code: 'CNY', ratePerSgd: '5.48', roundingIncrementMinor: 100 },
  { code: 'HKD', ratePerSgd: '5.99', roundingIncrementMinor: 100 },

  // Zero-decimal: round up to 100 forint.
  { code: 'HUF', ratePerSgd: '256', roundingIncrementMinor: 100 },

  { code: 'AZN', ratePerSgd: '1.31', roundingIncrementMinor: 100 },
  // Algerian dinar: round to 10 dinars.
  { code: 'DZD', ratePerSgd: '100.2', roundingIncrementMinor: 1000 },

  // Zero-decimal: round up to 1,000 rupiah.
  { code: 'IDR', ratePerSgd: '12400', roundingIncrementMinor: 1000 },
  // Zero-decimal: round up to 100 yen.
  { code: 'JPY', ratePerSgd: '115', roundingIncrementMinor: 100 },

  { code: 'MYR', ratePerSgd: '3.25', roundingIncrementMinor: 100 },
  { code: 'NZD', ratePerSgd: '1.34', roundingIncrementMinor: 100 },
  { code: 'PHP', ratePerSgd: '44.6', roundingIncrementMinor: 100 },

  // Zero-decimal: round up to 1,000 won.
  { code: 'KRW', ratePerSgd: '1070', roundingIncrementMinor: 1000 },

  { code: 'CHF', ratePerSgd: '0.62', roundingIncrementMinor: 100 },
  { code: 'TWD', ratePerSgd: '23.5', roundingIncrementMinor: 100 },
  { code: 'THB', ratePerSgd: '25.0', roundingIncrementMinor: 100 },

  // Zero-decimal: round up to 1,000 dong.
  { code: 'VND', ratePerSgd: '19600', roundingIncrementMinor: 1000 },

  { code: 'DKK', ratePerSgd: '4.95', roundingIncrementMinor: 100 },
  { code: 'ILS', ratePerSgd: '2.54', roundingIncrementMinor: 100 },
  // Kazakh tenge: round to 100 tenge.
  { code: 'KZT', ratePerSgd: '400', roundingIncrementMinor: 10000 },
  { code: 'MOP', ratePerSgd: '6.17', roundingIncrementMinor: 100 },

  // Zero-decimal: round up to 10 rupees.
  { code: 'PKR', ratePerSgd: '216', roundingIncrementMinor: 10 },

  { code: 'SAR', ratePerSgd: '2.89', roundingIncrementMinor: 100 },
  { code: 'AED', ratePerSgd: '2.83', roundingIncrementMinor: 100 },
  { code: 'SEK', ratePerSgd: '7.32', roundingIncrementMinor: 100 },
  // Uzbek som: round to 1,000 som.
  { code: 'UZS', ratePerSgd: '9240', roundingIncrementMinor: 100000 },
  // Serbian dinar: round to 10 dinars.
  { code: 'RSD', ratePerSgd: '77.8', roundingIncrementMinor: 1000 },
];
