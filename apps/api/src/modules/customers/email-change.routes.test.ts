import { CUSTOMER_MESSAGES, type LoginResponse } from '@selvedge/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers, outboxMessages, rateLimits } from '../../db/schema.js';
import { AUTH_RATE_RULES } from '../../platform/rate-limit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let shop: TestApp;
let ada: LoginResponse;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());
beforeEach(async () => {
  const { db } = shop.database.handle;
  await db.delete(customers);
  await db.delete(rateLimits);
  const answer = await shop.call<LoginResponse>({
    method: 'POST',
    url: '/api/shopify/auth/register',
    payload: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'analytical', confirmPassword: 'analytical' },
  });
  ada = answer.body;
  await shop.app.jobs.drain();
  await db.delete(outboxMessages);
});

type Answer = { error: string; code: string; email: string };
const change = (payload: object, token = ada.token) =>
  shop.call<Answer>({ method: 'PATCH', url: `/api/shopify/customer/${ada.id}`, payload, headers: { authorization: `Bearer ${token}` } });
const storedEmail = async () =>
  (await shop.database.handle.db.select({ email: customers.email }).from(customers).where(eq(customers.id, ada.id)))[0]?.email;
async function mailTo(address: string) {
  await shop.app.jobs.drain();
  return shop.database.handle.db.select().from(outboxMessages).where(eq(outboxMessages.to, address));
}

describe('changing the login e-mail', () => {
  it('needs the current password: a stolen token alone cannot move the account to another address', async () => {
    const answer = await change({ email: 'mallory@example.com' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: CUSTOMER_MESSAGES.currentPasswordRequired,
      code: 'current_password_required',
      problems: [{ path: 'currentPassword', message: CUSTOMER_MESSAGES.currentPasswordRequired }],
    });
    expect(await storedEmail()).toBe('ada@example.com');
    expect(await mailTo('ada@example.com')).toEqual([]);
  });

  it('refuses a wrong current password, changing nothing', async () => {
    const answer = await change({ email: 'mallory@example.com', currentPassword: 'guess' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: CUSTOMER_MESSAGES.currentPasswordWrong,
      code: 'current_password_wrong',
      problems: [{ path: 'currentPassword', message: CUSTOMER_MESSAGES.currentPasswordWrong }],
    });
    expect(await storedEmail()).toBe('ada@example.com');
  });

  it('with the right password changes it and tells the old address, naming the new one', async () => {
    const answer = await change({ email: 'Augusta@Example.com', currentPassword: 'analytical' });
    expect(answer.status).toBe(200);
    expect(answer.body.email).toBe('augusta@example.com');
    const [notice] = await mailTo('ada@example.com');
    expect(notice?.subject).toBe('Your Selvedge login e-mail has changed');
    expect(notice?.text).toContain('augusta@example.com');
    // No link in it acts on the account.
    expect(notice?.text).not.toMatch(/token=/);
  });

  it('needs no password for the same e-mail or for other details, and sends no notice', async () => {
    expect((await change({ email: 'ADA@example.com', firstName: 'Augusta' })).status).toBe(200);
    expect((await change({ phone: '+65 9123 4567' })).status).toBe(200);
    expect(await mailTo('ada@example.com')).toEqual([]);
  });

  it('limits password guesses through the e-mail change', async () => {
    const { max } = AUTH_RATE_RULES.passwordPerCustomer;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await change({ email: 'mallory@example.com', currentPassword: `guess-${attempt}` })).status).toBe(400);
    }
    const refused = await change({ email: 'mallory@example.com', currentPassword: 'analytical' });
    expect(refused.status).toBe(429);
    expect(await storedEmail()).toBe('ada@example.com');
  });
});
