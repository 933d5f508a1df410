import type { CurrencyCode } from '@selvedge/contract';
import type { SeedShippingCountry, SeedShippingRate } from '../seed-types.js';

/**
 * Shipping zones from the Singapore studio. Prices are whole SGD (in cents); 0 is free.
 * Delivery days count from the day the finished order leaves the studio, not from checkout.
 */
export const seedShippingRates: SeedShippingRate[] = [
  { id: 'singapore', name: 'Singapore (local delivery)', priceMinorSgd: 0, deliveryDays: { min: 1, max: 2 } },
  { id: 'malaysia-brunei', name: 'Malaysia and Brunei', priceMinorSgd: 1500, deliveryDays: { min: 2, max: 4 } },
  { id: 'south-east-asia', name: 'South-East Asia', priceMinorSgd: 2500, deliveryDays: { min: 3, max: 5 } },
  { id: 'east-asia', name: 'East Asia', priceMinorSgd: 3000, deliveryDays: { min: 3, max: 5 } },
  { id: 'oceania', name: 'Australia and New Zealand', priceMinorSgd: 4000, deliveryDays: { min: 4, max: 6 } },
  { id: 'europe', name: 'Europe', priceMinorSgd: 5000, deliveryDays: { min: 4, max: 7 } },
  { id: 'north-america', name: 'North America', priceMinorSgd: 5000, deliveryDays: { min: 4, max: 7 } },
  { id: 'middle-east', name: 'Middle East', priceMinorSgd: 4500, deliveryDays: { min: 4, max: 7 } },
  { id: 'rest-of-world', name: 'Rest of the world', priceMinorSgd: 6500, deliveryDays: { min: 6, max: 10 } },
];

type RateId =
  | 'singapore'
  | 'malaysia-brunei'
  | 'south-east-asia'
  | 'east-asia'
  | 'oceania'
  | 'europe'
  | 'north-america'
  | 'middle-east'
  | 'rest-of-world';

function days(rateId: RateId): string {
  const rate = seedShippingRates.find((r) => r.id === rateId);
  if (!rate) throw new Error(`Unknown shipping rate ${rateId}`);
  return `${rate.deliveryDays.min}-${rate.deliveryDays.max} working days`;
}

function country(code: string, name: string, rateId: RateId, currencyCode: CurrencyCode, freeShipping = true): SeedShippingCountry {
  const description =
    rateId === 'singapore'
      ? `Free courier delivery to your door, ${days(rateId)} after your order is made`
      : freeShipping
        ? `DHL Express, ${days(rateId)} after your order is made`
        : `DHL Express, ${days(rateId)} after your order is made; free shipping does not apply`;
  return { code, name, description, rateId, freeShipping, currencyCode };
}

/** Delivery countries; each one fixes the currency a customer delivering there pays in. */
export const seedShippingCountries: SeedShippingCountry[] = [
  country('SG', 'Singapore', 'singapore', 'SGD'),

  // Brunei's dollar is at par with the Singapore dollar, which is legal tender there.
  country('MY', 'Malaysia', 'malaysia-brunei', 'MYR'),
  country('BN', 'Brunei', 'malaysia-brunei', 'SGD'),

  country('ID', 'Indonesia', 'south-east-asia', 'IDR'),
  country('PH', 'Philippines', 'south-east-asia', 'PHP'),
  country('TH', 'Thailand', 'south-east-asia', 'THB'),
  country('VN', 'Vietnam', 'south-east-asia', 'VND'),

  country('CN', 'China', 'east-asia', 'CNY'),
  country('HK', 'Hong Kong', 'east-asia', 'HKD'),
  country('MO', 'Macau', 'east-asia', 'MOP'),
  country('TW', 'Taiwan', 'east-asia', 'TWD'),
  country('JP', 'Japan', 'east-asia', 'JPY'),
  country('KR', 'South Korea', 'east-asia', 'KRW'),

  country('AU', 'Australia', 'oceania', 'AUD'),
  country('NZ', 'New Zealand', 'oceania', 'NZD'),

  country('GB', 'United Kingdom', 'europe', 'GBP'),
  country('IE', 'Ireland', 'europe', 'EUR'),
  country('DE', 'Germany', 'europe', 'EUR'),
  country('FR', 'France', 'europe', 'EUR'),
  country('IT', 'Italy', 'europe', 'EUR'),
  country('NL', 'Netherlands', 'europe', 'EUR'),
  country('BE', 'Belgium', 'europe', 'EUR'),
  country('AT', 'Austria', 'europe', 'EUR'),
  country('ES', 'Spain', 'europe', 'EUR'),
  country('PT', 'Portugal', 'europe', 'EUR'),
  country('CH', 'Switzerland', 'europe', 'CHF'),
  country('DK', 'Denmark', 'europe', 'DKK'),
  country('SE', 'Sweden', 'europe', 'SEK'),
  country('HU', 'Hungary', 'europe', 'HUF'),
  country('RS', 'Serbia', 'europe', 'RSD'),

  country('US', 'United States', 'north-america', 'USD'),
  country('CA', 'Canada', 'north-america', 'CAD'),

  country('AE', 'United Arab Emirates', 'middle-east', 'AED'),
  country('SA', 'Saudi Arabia', 'middle-east', 'SAR'),
  country('IL', 'Israel', 'middle-east', 'ILS'),

  // Far or costly destinations: the shipping rate always applies, whatever the order total.
  country('AZ', 'Azerbaijan', 'rest-of-world', 'AZN', false),
  country('DZ', 'Algeria', 'rest-of-world', 'DZD', false),
  country('KZ', 'Kazakhstan', 'rest-of-world', 'KZT', false),
  country('UZ', 'Uzbekistan', 'rest-of-world', 'UZS', false),
  country('PK', 'Pakistan', 'rest-of-world', 'PKR', false),
];
