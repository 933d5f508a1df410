import { PreorderResponseSchema } from '@selvedge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const seedDay = new Date('2026-03-01T08:00:00Z');
const clock = fixedClock(seedDay);
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ clock, seedAt: seedDay });
});
afterAll(async () => shop.close());

describe('GET /api/shopify/products/preorder', () => {
  it('reports the collection seeded on the seed date as ongoing, with a cutoff after it', async () => {
    clock.set(seedDay);
    const { preorder } = PreorderResponseSchema.parse((await shop.call('/api/shopify/products/preorder')).body);
    expect(preorder?.ongoing).toBe(true);
    expect(new Date(preorder?.cutoff ?? 0).getTime()).toBeGreaterThan(seedDay.getTime());
    expect(preorder?.productsOrder.length).toBeGreaterThan(0);
  });

  it('reports it ended once the cutoff has passed', async () => {
    clock.set(seedDay);
    const { preorder } = PreorderResponseSchema.parse((await shop.call('/api/shopify/products/preorder')).body);
    clock.set(new Date(new Date(preorder?.cutoff ?? 0).getTime() + 1000));
    const later = PreorderResponseSchema.parse((await shop.call('/api/shopify/products/preorder')).body);
    expect(later.preorder?.ongoing).toBe(false);
    expect(later.preorder?.title).toBe(preorder?.title);
  });
});
