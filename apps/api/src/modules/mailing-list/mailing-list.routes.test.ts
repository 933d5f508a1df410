import { MailingListSignupResponseSchema } from '@selvedge/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailingListSubscribers } from '../../db/schema.js';
import { fixedClock } from '../../platform/clock.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const clock = fixedClock(new Date('2026-03-02T09:00:00Z'));
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ clock });
});
afterAll(async () => shop.close());
beforeEach(async () => {
  await shop.database.handle.db.delete(mailingListSubscribers);
});

const signUp = (payload: unknown) => shop.call<{ error: string; code: string }>({ method: 'POST', url: '/api/email/mailerlite', payload: payload as object });

async function subscriberCount(): Promise<number> {
  const [row] = await shop.database.handle.db.select({ n: count() }).from(mailingListSubscribers);
  return row?.n ?? 0;
}

const subscribers = () => shop.database.handle.db.select().from(mailingListSubscribers);

describe('POST /api/email/mailerlite', () => {
  it('puts a new subscriber on the list, with the names trimmed, and answers encrypted', async () => {
    const answer = await signUp({ firstName: '  Ada ', lastName: ' Lovelace  ', email: 'ada@example.com' });
    expect(answer.status).toBe(200);
    expect(answer.encrypted).toBe(true);
    expect(MailingListSignupResponseSchema.parse(answer.body)).toEqual({ subscribed: true });
    const rows = await subscribers();
    expect(rows).toEqual([
      {
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        source: 'storefront',
        createdAt: clock.now(),
        updatedAt: clock.now(),
      },
    ]);
  });

  it('stores a mixed-case e-mail trimmed and lower-cased', async () => {
    const answer = await signUp({ firstName: 'Grace', lastName: 'Hopper', email: '  Grace.Hopper@Navy.MIL ' });
    expect(answer.status).toBe(200);
    const rows = await subscribers();
    expect(rows.map((row) => row.email)).toEqual(['grace.hopper@navy.mil']);
  });

  it('signing up twice is no error: one row, the newer names, the first signup date', async () => {
    const first = clock.now();
    expect((await signUp({ firstName: 'Ada', lastName: 'Byron', email: 'ada@example.com' })).status).toBe(200);
    const later = new Date(first.getTime() + 86_400_000);
    clock.set(later);
    try {
      const again = await signUp({ firstName: 'Augusta Ada', lastName: 'King', email: 'ADA@Example.com' });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ subscribed: true });
    } finally {
      clock.set(first);
    }
    const rows = await subscribers();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'ada@example.com', firstName: 'Augusta Ada', lastName: 'King', createdAt: first, updatedAt: later });
  });

  // SPEC §5: the messages come in this order, the first that applies is the answer.
  it.each([
    { what: 'nothing at all', body: {}, message: 'First name cannot be empty' },
    { what: 'blank names and e-mail', body: { firstName: '   ', lastName: '', email: '' }, message: 'First name cannot be empty' },
    { what: 'no first name, with a bad e-mail', body: { lastName: 'Lovelace', email: 'nope' }, message: 'First name cannot be empty' },
    { what: 'a first name only', body: { firstName: 'Ada' }, message: 'Last name cannot be empty' },
    { what: 'a blank last name', body: { firstName: 'Ada', lastName: '  ', email: 'nope' }, message: 'Last name cannot be empty' },
    { what: 'names but no e-mail', body: { firstName: 'Ada', lastName: 'Lovelace' }, message: 'Email cannot be empty' },
    { what: 'names and a blank e-mail', body: { firstName: 'Ada', lastName: 'Lovelace', email: '   ' }, message: 'Email cannot be empty' },
    { what: 'an e-mail without an @', body: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.example.com' }, message: 'Email is invalid' },
    { what: 'an e-mail without a domain', body: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@' }, message: 'Email is invalid' },
    { what: 'an e-mail with a space inside', body: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada love@example.com' }, message: 'Email is invalid' },
    { what: 'an e-mail that is a number', body: { firstName: 'Ada', lastName: 'Lovelace', email: 42 }, message: 'Email is invalid' },
    { what: 'a first name that is a number', body: { firstName: 7, lastName: 'Lovelace', email: 'ada@example.com' }, message: 'First name must be text' },
    { what: 'a first name over 80 characters', body: { firstName: 'A'.repeat(81), lastName: 'L', email: 'ada@example.com' }, message: 'First name can be at most 80 characters' },
    { what: 'a last name over 80 characters', body: { firstName: 'Ada', lastName: 'L'.repeat(81), email: 'ada@example.com' }, message: 'Last name can be at most 80 characters' },
    {
      what: 'an e-mail over 254 characters',
      body: { firstName: 'Ada', lastName: 'Lovelace', email: `${'a'.repeat(64)}@${'b'.repeat(62)}.${'c'.repeat(61)}.${'d'.repeat(61)}.com` },
      message: 'Email can be at most 254 characters',
    },
  ])('refuses $what with "$message" and stores nothing', async ({ body, message }) => {
    const answer = await signUp(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: message, code: 'invalid_input' });
    expect(await subscriberCount()).toBe(0);
  });

  it('takes names of exactly 80 characters and an e-mail of exactly 254', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(61)}.${'c'.repeat(61)}.${'d'.repeat(61)}.com`;
    expect(email).toHaveLength(254);
    const answer = await signUp({ firstName: 'A'.repeat(80), lastName: 'L'.repeat(80), email });
    expect(answer.status).toBe(200);
    expect(await subscriberCount()).toBe(1);
  });

  it.each([
    ['text that is not JSON', 'not json', 'application/json', /not valid JSON/],
    ['an empty JSON body', '', 'application/json', /body is empty/],
    ['a JSON list', '[{"firstName":"Ada"}]', 'application/json', /must be a JSON object/],
    ['JSON null', 'null', 'application/json', /must be a JSON object/],
    ['a JSON string', '"ada@example.com"', 'application/json', /must be a JSON object/],
    ['plain text', 'ada@example.com', 'text/plain', /must be a JSON object/],
    ['a form post', 'firstName=Ada&lastName=Lovelace&email=ada%40example.com', 'application/x-www-form-urlencoded', /must be a JSON object/],
  ])('answers %s with a clear 400 and stores nothing', async (_case, payload, type, message) => {
    const answer = await shop.call<{ error: string }>({
      method: 'POST',
      url: '/api/email/mailerlite',
      payload,
      headers: { 'content-type': type },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(message);
    expect(await subscriberCount()).toBe(0);
  });

  it('answers a request with no body at all with a clear 400', async () => {
    const answer = await shop.call<{ error: string }>({ method: 'POST', url: '/api/email/mailerlite' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/must be a JSON object/);
    expect(await subscriberCount()).toBe(0);
  });

  it('leaves an existing subscriber untouched when a second signup for the address is refused', async () => {
    await signUp({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
    const refused = await signUp({ firstName: 'Ada', lastName: '', email: 'ada@example.com' });
    expect(refused.status).toBe(400);
    const rows = await subscribers();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.lastName).toBe('Lovelace');
  });

  it('never stores an e-mail that is not lower-case, even written around the API', async () => {
    const insert = shop.database.handle.db
      .insert(mailingListSubscribers)
      .values({ email: 'Ada@Example.com', firstName: 'Ada', lastName: 'Lovelace', source: 'import' });
    await expect(insert).rejects.toThrow();
    expect(await shop.database.handle.db.select().from(mailingListSubscribers).where(eq(mailingListSubscribers.email, 'Ada@Example.com'))).toEqual([]);
  });
});
