import { MAILING_LIST_MESSAGES, MailingListSignupResponseSchema } from '@selvedge/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailingListSubscribers, outboxMessages, rateLimits } from '../../db/schema.js';
import { fixedClock } from '../../platform/clock.js';
import { AUTH_RATE_RULES } from '../../platform/rate-limit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { invalidInputAnswer } from '../../test/error-answers.js';

const clock = fixedClock(new Date('2026-03-02T09:00:00Z'));
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ clock });
});
afterAll(async () => shop.close());
beforeEach(async () => {
  const { db } = shop.database.handle;
  await db.delete(mailingListSubscribers);
  await db.delete(rateLimits);
});

const signUp = (payload: unknown) =>
  shop.call<{ error: string; code: string }>({ method: 'POST', url: '/api/email/mailerlite', payload: payload as object });

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
    expect(MailingListSignupResponseSchema.parse(answer.body)).toEqual({
      confirmationSent: true,
      message: MAILING_LIST_MESSAGES.confirmationSent,
    });
    const rows = await subscribers();
    expect(rows).toEqual([
      {
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        source: 'storefront',
        createdAt: clock.now(),
        updatedAt: clock.now(),
        confirmedAt: null,
        confirmTokenHash: expect.stringMatching(/^[0-9a-f]{64}$/),
        confirmExpiresAt: new Date(clock.now().getTime() + 7 * 86_400_000),
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
      expect(again.body).toEqual({ confirmationSent: true, message: MAILING_LIST_MESSAGES.confirmationSent });
    } finally {
      clock.set(first);
    }
    const rows = await subscribers();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Augusta Ada',
      lastName: 'King',
      createdAt: first,
      updatedAt: later,
    });
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
    {
      what: 'an e-mail without an @',
      body: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.example.com' },
      message: 'Email is invalid',
    },
    { what: 'an e-mail without a domain', body: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@' }, message: 'Email is invalid' },
    {
      what: 'an e-mail with a space inside',
      body: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada love@example.com' },
      message: 'Email is invalid',
    },
    { what: 'an e-mail that is a number', body: { firstName: 'Ada', lastName: 'Lovelace', email: 42 }, message: 'Email is invalid' },
    {
      what: 'a first name that is a number',
      body: { firstName: 7, lastName: 'Lovelace', email: 'ada@example.com' },
      message: 'First name must be text',
    },
    {
      what: 'a first name over 80 characters',
      body: { firstName: 'A'.repeat(81), lastName: 'L', email: 'ada@example.com' },
      message: 'First name can be at most 80 characters',
    },
    {
      what: 'a last name over 80 characters',
      body: { firstName: 'Ada', lastName: 'L'.repeat(81), email: 'ada@example.com' },
      message: 'Last name can be at most 80 characters',
    },
    {
      what: 'an e-mail over 254 characters',
      body: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: `${'a'.repeat(64)}@${'b'.repeat(62)}.${'c'.repeat(61)}.${'d'.repeat(61)}.com`,
      },
      message: 'Email can be at most 254 characters',
    },
  ])('refuses $what with "$message" and stores nothing', async ({ body, message }) => {
    const answer = await signUp(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(invalidInputAnswer(message));
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
    [
      'a form post',
      'firstName=Ada&lastName=Lovelace&email=ada%40example.com',
      'application/x-www-form-urlencoded',
      /must be a JSON object/,
    ],
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
    expect(
      await shop.database.handle.db.select().from(mailingListSubscribers).where(eq(mailingListSubscribers.email, 'Ada@Example.com')),
    ).toEqual([]);
  });
});

describe('double opt-in', () => {
  const confirm = (token: unknown, remoteAddress = '127.0.0.1') =>
    shop.call<{ error: string; code: string; message: string }>({
      method: 'POST',
      url: '/api/email/mailerlite/confirm',
      payload: { token } as object,
      remoteAddress,
    });

  /** The confirmation links sent to an address, newest last. */
  async function confirmationLinks(email: string): Promise<string[]> {
    await shop.app.jobs.drain();
    const mails = await shop.database.handle.db.select().from(outboxMessages).where(eq(outboxMessages.to, email));
    return mails
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
      .flatMap((mail) => mail.text.match(/http\S+\/mailing-list\/confirm\?token=[A-Za-z0-9_-]{43}/g) ?? []);
  }
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
  const confirmedCount = async () => (await subscribers()).filter((row) => row.confirmedAt !== null).length;
  const confirmedAtOf = async (email: string) => (await subscribers()).find((row) => row.email === email)?.confirmedAt ?? null;

  beforeEach(async () => {
    // Mail still queued by earlier tests is delivered first, so only this test's mail is read.
    await shop.app.jobs.drain();
    await shop.database.handle.db.delete(outboxMessages);
  });

  it('counts an address as a subscriber only once its owner opens the e-mailed link', async () => {
    await signUp({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
    expect(await confirmedCount()).toBe(0);
    const [link] = await confirmationLinks('ada@example.com');
    expect(link).toMatch(/^http:\/\/localhost:3000\/mailing-list\/confirm\?token=/);

    const answer = await confirm(tokenOf(link ?? ''));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ confirmed: true, message: MAILING_LIST_MESSAGES.confirmed });
    expect(await confirmedCount()).toBe(1);
    // Opened again (a reload, a second click) within its days, the link still says so and changes nothing.
    const confirmedAt = await confirmedAtOf('ada@example.com');
    const confirmedMoment = clock.now();
    clock.set(new Date(confirmedMoment.getTime() + 60_000));
    const again = await confirm(tokenOf(link ?? '')).finally(() => clock.set(confirmedMoment));
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ confirmed: true, message: MAILING_LIST_MESSAGES.confirmed });
    expect(await confirmedCount()).toBe(1);
    expect(await confirmedAtOf('ada@example.com')).toEqual(confirmedAt);
  });

  it('refuses a link past its seven days, and an unknown or malformed token, changing nothing', async () => {
    await signUp({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
    const [link] = await confirmationLinks('ada@example.com');
    const start = clock.now();
    clock.set(new Date(start.getTime() + 7 * 86_400_000 + 1));
    try {
      expect((await confirm(tokenOf(link ?? ''))).body.code).toBe('confirmation_token_invalid');
    } finally {
      clock.set(start);
    }
    expect((await confirm('A'.repeat(43))).status).toBe(400);
    const malformed = await confirm('not-a-token');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe(MAILING_LIST_MESSAGES.confirmTokenInvalid);
    expect(await confirmedCount()).toBe(0);
  });

  it('gives a confirmed subscriber the same answer as a new one, and neither renames them nor mails them again', async () => {
    await signUp({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
    const [link] = await confirmationLinks('ada@example.com');
    await confirm(tokenOf(link ?? ''));

    const stranger = await signUp({ firstName: 'Not', lastName: 'Ada', email: 'ada@example.com' });
    expect(stranger.status).toBe(200);
    expect(stranger.body).toEqual({ confirmationSent: true, message: MAILING_LIST_MESSAGES.confirmationSent });
    expect(await confirmationLinks('ada@example.com')).toHaveLength(1);
    expect((await subscribers())[0]).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('a second signup before confirming sends a new link, and only the newest works', async () => {
    await signUp({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
    const [first] = await confirmationLinks('ada@example.com');
    await signUp({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
    const links = await confirmationLinks('ada@example.com');
    expect(links).toHaveLength(2);
    const newest = links.find((link) => link !== first);
    expect((await confirm(tokenOf(first ?? ''))).status).toBe(400);
    expect((await confirm(tokenOf(newest ?? ''))).status).toBe(200);
  });

  it('limits signups per address and per e-mail, so the list cannot be used to flood inboxes', async () => {
    const { max: perEmail } = AUTH_RATE_RULES.mailingListPerEmail;
    for (let sent = 0; sent < perEmail; sent += 1) {
      expect((await signUpFrom({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }, `198.51.100.${sent}`)).status).toBe(
        200,
      );
    }
    const refused = await signUpFrom({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }, '198.51.100.99');
    expect(refused.status).toBe(429);
    expect(await confirmationLinks('ada@example.com')).toHaveLength(perEmail);

    const { max: perAddress } = AUTH_RATE_RULES.mailingListPerIp;
    for (let sent = 0; sent < perAddress; sent += 1) {
      expect((await signUpFrom({ firstName: 'P', lastName: 'Q', email: `person${sent}@example.com` }, '203.0.113.5')).status).toBe(200);
    }
    expect((await signUpFrom({ firstName: 'P', lastName: 'Q', email: 'one-more@example.com' }, '203.0.113.5')).status).toBe(429);
    expect(await subscriberCount()).toBe(1 + perAddress);
  });
});

const signUpFrom = (payload: unknown, remoteAddress: string) =>
  shop.call<{ error: string; code: string }>({ method: 'POST', url: '/api/email/mailerlite', payload: payload as object, remoteAddress });
