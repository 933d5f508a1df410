import { CURRENCY_CODES, ShippingResponseSchema } from '@selvedge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShippingCountries, seedShippingRates } from '../../db/seed/content/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

describe('GET /api/shopify/shipping', () => {
  it('lists every rate in whole SGD and every country with its rate and currency', async () => {
    const answer = await shop.call('/api/shopify/shipping');
    expect(answer.status).toBe(200);
    const shipping = ShippingResponseSchema.parse(answer.body);
    expect(shipping.rates).toHaveLength(seedShippingRates.length);
    expect(shipping.countries).toHaveLength(seedShippingCountries.length);
    expect(shipping.countries.length).toBeGreaterThanOrEqual(30);
    for (const rate of shipping.rates) {
      expect(rate.price.currencyCode).toBe('SGD');
      expect(rate.price.amount).toMatch(/^\d+\.00$/);
    }
    const rateIds = new Set(shipping.rates.map((rate) => rate.id));
    for (const country of shipping.countries) {
      expect(rateIds.has(country.rateId)).toBe(true);
      expect(CURRENCY_CODES).toContain(country.currencyCode);
    }
    expect(shipping.freeShippingThreshold).toEqual({ amount: '650.00', currencyCode: 'SGD' });
  });
});
