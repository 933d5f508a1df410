import { ANALYTICS_BATCH_MAX, AnalyticsBatchResponseSchema, type AnalyticsEvent } from '@selvedge/contract';
import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema.js';
import { fixedClock } from '../../platform/clock.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const receivedAt = new Date('2026-03-02T09:00:05Z');
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ clock: fixedClock(receivedAt) });
});
afterAll(async () => shop.close());
beforeEach(async () => {
  await shop.database.handle.db.delete(analyticsEvents);
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
      { name: 'shop_link_clicked', path: '/', occurredAt: '2026-03-02T09:00:02.500Z', props: { productType: 'polo', position: 2, fromMenu: true } },
    ];
    const answer = await send({ visitorId, events });
    expect(answer.status).toBe(202);
    expect(answer.encrypted).toBe(true);
    expect(AnalyticsBatchResponseSchema.parse(answer.body)).toEqual({ accepted: 3 });

    const rows = await shop.database.handle.db.select().from(analyticsEvents).orderBy(asc(analyticsEvents.id));
    expect(rows.map(({ id: _id, ...row }) => row)).toEqual([
      { name: 'page_view', path: '/', visitorId, props: {}, occurredAt: new Date('2026-03-02T09:00:00Z'), receivedAt },
      { name: 'currency_changed', path: '/shop/shirt', visitorId, props: { from: 'SGD', to: 'JPY' }, occurredAt: new Date('2026-03-02T09:00:01Z'), receivedAt },
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
    expect(answer.body).toEqual({ error: `events: can hold at most ${ANALYTICS_BATCH_MAX} events`, code: 'invalid_input' });
    expect(await eventCount()).toBe(0);
  });

  it('refuses an unknown event name, naming the field, and stores none of the batch', async () => {
    const answer = await send({ visitorId, events: [pageView('/'), { name: 'credit_card_typed', path: '/', occurredAt: '2026-03-02T09:00:00Z' }] });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_input');
    expect(answer.body.error).toMatch(/^events\.1\.name: must be one of: page_view, /);
    expect(await eventCount()).toBe(0);
  });

  it.each([
    { what: 'an empty batch', body: { visitorId, events: [] }, error: /^events: must hold at least one event/ },
    { what: 'no events', body: { visitorId }, error: /^events: must be a list of events/ },
    { what: 'a short visitor id', body: { visitorId: 'abc', events: [pageView('/')] }, error: /^visitorId: must be 16 to 64/ },
    { what: 'a visitor id that looks like an e-mail', body: { visitorId: 'ada.lovelace@example.com', events: [pageView('/')] }, error: /^visitorId: / },
    { what: 'a visitor id of 65 characters', body: { visitorId: 'a'.repeat(65), events: [pageView('/')] }, error: /^visitorId: / },
    { what: 'a full address as the path', body: { visitorId, events: [pageView('https://example.com/')] }, error: /^events\.0\.path: must start with "\/"/ },
    { what: 'a path over 300 characters', body: { visitorId, events: [pageView(`/${'a'.repeat(300)}`)] }, error: /^events\.0\.path: can be at most 300/ },
    { what: 'a time that is not ISO 8601', body: { visitorId, events: [pageView('/', 'yesterday')] }, error: /^events\.0\.occurredAt: must be an ISO 8601/ },
    {
      what: 'eleven props',
      body: { visitorId, events: [{ ...pageView('/'), props: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`p${i}`, i])) }] },
      error: /^events\.0\.props: can hold at most 10 props/,
    },
    { what: 'a nested prop', body: { visitorId, events: [{ ...pageView('/'), props: { cart: { id: 'x' } } }] }, error: /^events\.0\.props\.cart: each prop must be/ },
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
      const answer = await shop.call<{ error: string }>({ method: 'POST', url: '/api/analytics/events', payload, headers: { 'content-type': type } });
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
