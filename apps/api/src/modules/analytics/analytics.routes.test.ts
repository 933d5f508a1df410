import { ANALYTICS_BATCH_MAX, ANALYTICS_VISITOR_DAILY_BYTES, AnalyticsBatchResponseSchema, type AnalyticsEvent } from '@selvedge/contract';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyticsEvents, rateLimits, writeQuotas } from '../../db/schema.js';
import { fixedClock } from '../../platform/clock.js';
import { AUTH_RATE_RULES } from '../../platform/rate-limit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { invalidInputAnswer } from '../../test/error-answers.js';

const receivedAt = new Date('2026-03-02T09:00:05Z');
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ clock: fixedClock(receivedAt) });
});
afterAll(async () => shop.close());
beforeEach(async () => {
  const { db } = shop.database.handle;
  await db.delete(analyticsEvents);
  await db.delete(rateLimits);
  await db.delete(writeQuotas);
});

const visitorId = 'Zk3r9_Qx-2LmPa7TbC0vWg';

const send = (payload: unknown, headers: Record<string, string> = {}) =>
  shop.call<{ error: string; code: string }>({ method: 'POST', url: '/api/analytics/events', payload: payload as object, headers });

function pageView(path: string, at = '2026-03-02T09:00:00.000Z'): AnalyticsEvent {
  return { name: 'page_view', path, occurredAt: at };
}

async function eventCount(): Promise<number> {
  const [row] = await shop.database.handle.db.select({ n: count() }).from(analyticsEvents);
  return row?.n ?? 0;
}

describe('POST /api/analytics/events', () => {
  it('stores every event of a batch and answers 202 with the count', async () => {
    const events: AnalyticsEvent[] = [
      pageView('/'),
      { name: 'currency_changed', path: '/shop/shirt', occurredAt: '2026-03-02T17:00:01+08:00', props: { from: 'SGD', to: 'JPY' } },
      {
        name: 'shop_link_clicked',
        path: '/',
        occurredAt: '2026-03-02T09:00:02.500Z',
        props: { productType: 'polo', position: 2, fromMenu: true },
      },
    ];
    const answer = await send({ visitorId, events });
    expect(answer.status).toBe(202);
    expect(answer.encrypted).toBe(true);
    expect(AnalyticsBatchResponseSchema.parse(answer.body)).toEqual({ accepted: 3 });

    const rows = await shop.database.handle.db.select().from(analyticsEvents).orderBy(asc(analyticsEvents.id));
    expect(rows.map(({ id: _id, ...row }) => row)).toEqual([
      { name: 'page_view', path: '/', visitorId, props: {}, occurredAt: new Date('2026-03-02T09:00:00Z'), receivedAt },
      {
        name: 'currency_changed',
        path: '/shop/shirt',
        visitorId,
        props: { from: 'SGD', to: 'JPY' },
        occurredAt: new Date('2026-03-02T09:00:01Z'),
        receivedAt,
      },
      {
        name: 'shop_link_clicked',
        path: '/',
        visitorId,
        props: { productType: 'polo', position: 2, fromMenu: true },
        occurredAt: new Date('2026-03-02T09:00:02.500Z'),
        receivedAt,
      },
    ]);
  });

  it(`takes a full batch of ${ANALYTICS_BATCH_MAX}`, async () => {
    const events = Array.from({ length: ANALYTICS_BATCH_MAX }, (_, index) => pageView(`/faq?tab=${index}`));
    const answer = await send({ visitorId, events });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ accepted: ANALYTICS_BATCH_MAX });
    expect(await eventCount()).toBe(ANALYTICS_BATCH_MAX);
  });

  it(`refuses a batch of ${ANALYTICS_BATCH_MAX + 1} and stores none of it`, async () => {
    const events = Array.from({ length: ANALYTICS_BATCH_MAX + 1 }, () => pageView('/'));
    const answer = await send({ visitorId, events });
    expect(answer.status).toBe(400);
    const message = `can hold at most ${ANALYTICS_BATCH_MAX} events`;
    expect(answer.body).toEqual(invalidInputAnswer(`events: ${message}`, [{ path: 'events', message }]));
    expect(await eventCount()).toBe(0);
  });

  it('refuses an unknown event name, naming the field, and stores none of the batch', async () => {
    const answer = await send({
      visitorId,
      events: [pageView('/'), { name: 'credit_card_typed', path: '/', occurredAt: '2026-03-02T09:00:00Z' }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_input');
    expect(answer.body.error).toMatch(/^events\.1\.name: must be one of: page_view, /);
    expect(await eventCount()).toBe(0);
  });

  it.each([
    { what: 'an empty batch', body: { visitorId, events: [] }, error: /^events: must hold at least one event/ },
    { what: 'no events', body: { visitorId }, error: /^events: must be a list of events/ },
    { what: 'a short visitor id', body: { visitorId: 'abc', events: [pageView('/')] }, error: /^visitorId: must be 16 to 64/ },
    {
      what: 'a visitor id that looks like an e-mail',
      body: { visitorId: 'ada.lovelace@example.com', events: [pageView('/')] },
      error: /^visitorId: /,
    },
    { what: 'a visitor id of 65 characters', body: { visitorId: 'a'.repeat(65), events: [pageView('/')] }, error: /^visitorId: / },
    {
      what: 'a full address as the path',
      body: { visitorId, events: [pageView('https://example.com/')] },
      error: /^events\.0\.path: must start with "\/"/,
    },
    {
      what: 'a path over 300 characters',
      body: { visitorId, events: [pageView(`/${'a'.repeat(300)}`)] },
      error: /^events\.0\.path: can be at most 300/,
    },
    {
      what: 'a time that is not ISO 8601',
      body: { visitorId, events: [pageView('/', 'yesterday')] },
      error: /^events\.0\.occurredAt: must be an ISO 8601/,
    },
    {
      what: 'eleven props',
      body: { visitorId, events: [{ ...pageView('/'), props: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`p${i}`, i])) }] },
      error: /^events\.0\.props: can hold at most 10 props/,
    },
    {
      what: 'a nested prop',
      body: { visitorId, events: [{ ...pageView('/'), props: { cart: { id: 'x' } } }] },
      error: /^events\.0\.props\.cart: each prop must be/,
    },
    { what: 'a list as props', body: { visitorId, events: [{ ...pageView('/'), props: ['a'] }] }, error: /^events\.0\.props: / },
    { what: 'a list instead of a batch', body: [pageView('/')], error: /must be a JSON object with visitorId and events/ },
  ])('refuses $what, naming the field, and stores nothing', async ({ body, error }) => {
    const answer = await send(body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_input');
    expect(answer.body.error).toMatch(error);
    expect(await eventCount()).toBe(0);
  });

  it('answers a body that is not JSON with a clear 400', async () => {
    for (const [payload, type] of [
      ['{"visitorId":', 'application/json'],
      ['page_view /', 'text/plain'],
    ] as const) {
      const answer = await shop.call<{ error: string }>({
        method: 'POST',
        url: '/api/analytics/events',
        payload,
        headers: { 'content-type': type },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/JSON/);
    }
    expect(await eventCount()).toBe(0);
  });

  it('keeps neither the IP address nor the user agent of the browser that reported', async () => {
    const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) SelvedgeProbe/1.0';
    const answer = await send(
      { visitorId, events: [pageView('/')] },
      { 'user-agent': userAgent, 'x-forwarded-for': '203.0.113.77', 'x-real-ip': '203.0.113.77' },
    );
    expect(answer.status).toBe(202);
    const rows = await shop.database.handle.db.select().from(analyticsEvents);
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('SelvedgeProbe');
    expect(stored).not.toContain('203.0.113.77');
    expect(stored).not.toContain('127.0.0.1');
  });
});

describe('anonymous analytics cannot fill the database', () => {
  const batch = (visitor: string, size = 1) => ({
    visitorId: visitor,
    events: Array.from({ length: size }, (_, index) => pageView(`/p${index}`)),
  });
  const fromAddress = (payload: unknown, remoteAddress: string) =>
    shop.call<{ error: string; code: string }>({ method: 'POST', url: '/api/analytics/events', payload: payload as object, remoteAddress });

  it('limits the batches of one visitor per minute, storing nothing past the limit', async () => {
    const { max } = AUTH_RATE_RULES.analyticsPerVisitor;
    for (let sent = 0; sent < max; sent += 1) expect((await send(batch(visitorId))).status).toBe(202);
    const refused = await send(batch(visitorId));
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_attempts');
    expect(await eventCount()).toBe(max);
  });

  it('limits one address however many visitor ids it makes up', async () => {
    const { max } = AUTH_RATE_RULES.analyticsPerIp;
    for (let sent = 0; sent < max; sent += 1) {
      expect((await fromAddress(batch(`made-up-visitor-${String(sent).padStart(4, '0')}`), '203.0.113.9')).status).toBe(202);
    }
    const refused = await fromAddress(batch('made-up-visitor-last1'), '203.0.113.9');
    expect(refused.status).toBe(429);
    // Another address is not held up.
    expect((await fromAddress(batch('someone-else-entirely'), '198.51.100.4')).status).toBe(202);
    expect(await eventCount()).toBe(max + 1);
  });

  it('caps the bytes one visitor stores in a day, and says so with a 429', async () => {
    const full = batch(visitorId, ANALYTICS_BATCH_MAX);
    const bytesPerBatch = Buffer.byteLength(JSON.stringify(full.events));
    const fits = Math.floor(ANALYTICS_VISITOR_DAILY_BYTES / bytesPerBatch);
    // Spread over addresses and minutes-worth of limits: only the daily cap is left to stop it.
    const { db } = shop.database.handle;
    for (let sent = 0; sent < fits; sent += 1) {
      if (sent % 20 === 0) await db.delete(rateLimits);
      expect((await fromAddress(full, `192.0.2.${sent % 200}`)).status).toBe(202);
    }
    await db.delete(rateLimits);
    const refused = await fromAddress(full, '192.0.2.250');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('quota_exceeded');
    expect(await eventCount()).toBe(fits * ANALYTICS_BATCH_MAX);
    const [quota] = await db
      .select()
      .from(writeQuotas)
      .where(eq(writeQuotas.key, `analytics-visitor:${visitorId}`));
    expect(quota?.bytes).toBe(fits * bytesPerBatch);
  });
});
