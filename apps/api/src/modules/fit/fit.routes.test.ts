import { FitEstimateSchema, PRODUCT_TYPES, type FitEstimate } from '@selvedge/contract';
import { AdminProductConfigVersionSchema, type StaffSession } from '@selvedge/contract/admin';
import { estimateFit } from '@selvedge/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProductConfigs } from '../../db/seed/product-configs/index.js';
import { staffSession, TEST_OWNER } from '../../test/staff-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let shop: TestApp;
let manager: StaffSession;

beforeAll(async () => {
  shop = await createTestApp({ config: { admin: TEST_OWNER, authRateLimitScale: 100 } });
  manager = await staffSession(shop, 'manager');
});
afterAll(async () => shop.close());

type Refusal = { code: string; error: string; problems?: { path: string; message: string }[] };
const ask = (payload: unknown) =>
  shop.call<FitEstimate & Refusal>({
    method: 'POST',
    url: '/api/fit-estimate',
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const answers = { heightCm: 178, weightKg: 78, age: 35, build: 'average', belly: 'some', fitPreference: 'regular' } as const;

describe('POST /api/fit-estimate', () => {
  it.each(PRODUCT_TYPES)('answers a size and fit of the %s table, as the configuration’s model gives it, to anyone', async (type) => {
    const answer = await ask({ productType: type, ...answers });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.encrypted).toBe(true);
    const estimate = FitEstimateSchema.parse(answer.body);
    const seed = seedProductConfigs.find((document) => document.productType === type)!;
    expect(seed.measurements.sizes).toContain(estimate.size);
    expect(seed.measurements.fits).toContain(estimate.fit);
    expect(estimate).toEqual(estimateFit(seed, answers));
    expect(estimate.keyMeasurements.length).toBeGreaterThan(0);
    expect(estimate.basis).toMatch(/^Estimated from your height \(178 cm\) and weight \(78 kg\)/);
  });

  it('takes the usual size whatever its case, and answers without the optional answers', async () => {
    const shirt = seedProductConfigs[0]!;
    const usual = shirt.fitModel.usualSizes[1]!.label;
    const answer = await ask({ productType: 'shirt', heightCm: 180, weightKg: 80, usualSize: usual.toLowerCase() });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.basis).toContain(`usual size ${usual}`);
    const bare = await ask({ productType: 'trousers', heightCm: 165.5, weightKg: 70.2 });
    expect(bare.status, bare.raw).toBe(200);
    expect(bare.body).toEqual(estimateFit(seedProductConfigs[2]!, { heightCm: 165.5, weightKg: 70.2 }));
  });

  it.each([
    ['an unknown type', { productType: 'kilt', heightCm: 178, weightKg: 78 }, 'productType'],
    ['a height in metres', { productType: 'shirt', heightCm: 17.8, weightKg: 78 }, 'heightCm'],
    ['no weight', { productType: 'shirt', heightCm: 178 }, 'weightKg'],
    ['a weight as text', { productType: 'shirt', heightCm: 178, weightKg: '78' }, 'weightKg'],
    ['an age in fractions', { productType: 'shirt', heightCm: 178, weightKg: 78, age: 30.5 }, 'age'],
    ['an unknown usual size', { productType: 'shirt', heightCm: 178, weightKg: 78, usualSize: 'XXXXXL' }, 'usualSize'],
    ['an unknown build', { productType: 'shirt', heightCm: 178, weightKg: 78, build: 'huge' }, 'build'],
    ['a key it does not take', { productType: 'shirt', heightCm: 178, weightKg: 78, chest: 40 }, 'chest'],
  ])('refuses %s with a 400 naming the field', async (_what, body, field) => {
    const answer = await ask(body);
    expect(answer.status, answer.raw).toBe(400);
    expect(answer.body.code).toBe('invalid_input');
    expect(answer.body.error).toContain(field);
    expect(answer.body.problems?.map((problem) => problem.path)).toContain(field);
  });

  it('refuses a body that is not JSON, or not an object, with a 400', async () => {
    const notJson = await ask('{"productType": "shirt", heightCm');
    expect(notJson.status).toBe(400);
    expect(notJson.body.code).toBe('invalid_json');
    const list = await ask([1, 2]);
    expect(list.status).toBe(400);
    expect(list.body.error).toMatch(/^The request body must be a JSON object/);
  });

  it('follows a published configuration: more ease, a larger size', async () => {
    const before = FitEstimateSchema.parse((await ask({ productType: 'shirt', ...answers })).body);
    const live = AdminProductConfigVersionSchema.parse(
      (await shop.call({ url: '/api/admin/product-configs/shirt', headers: { authorization: `Bearer ${manager.token}` } })).body,
    );
    const proposal = structuredClone(live.config);
    for (const fit of Object.keys(proposal.fitModel.ease)) {
      for (const field of Object.keys(proposal.fitModel.ease[fit]!)) proposal.fitModel.ease[fit]![field]! += 6;
    }
    const published = await shop.call({
      method: 'PUT',
      url: '/api/admin/product-configs/shirt',
      headers: { authorization: `Bearer ${manager.token}` },
      payload: { version: live.version, config: proposal, note: 'More room everywhere.' },
    });
    expect(published.status, published.raw).toBe(200);
    const after = FitEstimateSchema.parse((await ask({ productType: 'shirt', ...answers })).body);
    const sizes = live.config.measurements.sizes;
    expect(sizes.indexOf(after.size)).toBeGreaterThan(sizes.indexOf(before.size));
    expect(after).toEqual(estimateFit(proposal, answers));
  });
});
