import { AnalyticsBatchSchema, type AnalyticsBatch } from '@selvedge/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_ENDPOINT,
  createAnalytics,
  doNotTrackRequested,
  FLUSH_AT,
  FLUSH_INTERVAL_MS,
  sendToServer,
  VISITOR_ID_KEY,
  type AnalyticsDependencies,
  type SendOptions,
} from './analytics-client';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: vi.fn((key: string) => values.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void values.set(key, value)),
  };
}

/** A page's window and document, as far as the client listens to them. */
function fakePage() {
  const window = new EventTarget();
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  return { window, document };
}

const start = new Date('2026-03-02T09:00:00.000Z');

function setUp(overrides: Partial<AnalyticsDependencies> = {}) {
  const sent: { batch: AnalyticsBatch; options: SendOptions }[] = [];
  const send = vi.fn((batch: AnalyticsBatch, options: SendOptions) => {
    sent.push({ batch, options });
  });
  const storage = memoryStorage();
  const page = fakePage();
  const client = createAnalytics({
    send,
    now: () => new Date(),
    doNotTrack: false,
    storage,
    currentPath: () => '/why-us',
    lifecycle: page,
    ...overrides,
  });
  return { client, send, sent, storage, page };
}

beforeEach(() => {
  vi.useFakeTimers({ now: start });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the analytics client', () => {
  it(`queues events and sends them together ${FLUSH_INTERVAL_MS / 1000} s after the first`, () => {
    const { client, send, sent } = setUp();
    client.track('page_view');
    vi.advanceTimersByTime(1_000);
    client.track('shop_link_clicked', { productType: 'shirt', position: 1 });
    client.track('currency_changed', { to: 'JPY' }, { path: '/shop/shirt' });
    // An event recorded before the client loaded brings its own moment.
    client.track('newsletter_popper_closed', undefined, { path: '/faq', occurredAt: new Date('2026-03-02T08:59:58.000Z') });
    expect(send).not.toHaveBeenCalled();

    vi.advanceTimersByTime(FLUSH_INTERVAL_MS - 1_001);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledOnce();

    const [{ batch, options }] = sent as [(typeof sent)[number]];
    expect(options).toEqual({ unloading: false });
    expect(AnalyticsBatchSchema.parse(batch)).toEqual(batch);
    expect(batch.events).toEqual([
      { name: 'page_view', path: '/why-us', occurredAt: '2026-03-02T09:00:00.000Z' },
      { name: 'shop_link_clicked', path: '/why-us', occurredAt: '2026-03-02T09:00:01.000Z', props: { productType: 'shirt', position: 1 } },
      { name: 'currency_changed', path: '/shop/shirt', occurredAt: '2026-03-02T09:00:01.000Z', props: { to: 'JPY' } },
      { name: 'newsletter_popper_closed', path: '/faq', occurredAt: '2026-03-02T08:59:58.000Z' },
    ]);

    vi.advanceTimersByTime(FLUSH_INTERVAL_MS * 3);
    expect(send).toHaveBeenCalledOnce();
  });

  it(`sends at once when ${FLUSH_AT} events are waiting`, () => {
    const { client, send, sent } = setUp();
    for (let index = 0; index < FLUSH_AT - 1; index += 1) client.track('page_view', undefined, { path: `/faq/${index}` });
    expect(send).not.toHaveBeenCalled();
    client.track('page_view');
    expect(send).toHaveBeenCalledOnce();
    expect(sent[0]?.batch.events).toHaveLength(FLUSH_AT);

    // The timer went with the flush: nothing is left to send.
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(send).toHaveBeenCalledOnce();
  });

  it('sends what is queued, marked as unloading, when the page is hidden or left', () => {
    const { client, send, sent, page } = setUp();
    client.track('page_view');
    page.document.visibilityState = 'visible';
    page.document.dispatchEvent(new Event('visibilitychange'));
    expect(send).not.toHaveBeenCalled();

    page.document.visibilityState = 'hidden';
    page.document.dispatchEvent(new Event('visibilitychange'));
    expect(send).toHaveBeenCalledOnce();
    expect(sent[0]?.options).toEqual({ unloading: true });

    page.document.visibilityState = 'visible';
    client.track('preorder_link_clicked');
    page.window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(2);
    expect(sent[1]?.options).toEqual({ unloading: true });
    expect(sent[1]?.batch.events.map((event) => event.name)).toEqual(['preorder_link_clicked']);

    // Nothing queued: leaving sends nothing.
    page.window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('does nothing at all under Do Not Track: no request, no timer, no visitor id', () => {
    const { client, send, storage, page } = setUp({ doNotTrack: true });
    expect(client.enabled).toBe(false);
    for (let index = 0; index < FLUSH_AT * 2; index += 1) client.track('page_view');
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS * 2);
    page.document.visibilityState = 'hidden';
    page.document.dispatchEvent(new Event('visibilitychange'));
    page.window.dispatchEvent(new Event('pagehide'));
    client.flush({ unloading: true });
    expect(send).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    expect(storage.getItem).not.toHaveBeenCalled();
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it('makes a random url-safe visitor id once and keeps it in localStorage', () => {
    const storage = memoryStorage();
    const first = setUp({ storage });
    first.client.track('page_view');
    first.client.flush();
    const id = first.sent[0]?.batch.visitorId ?? '';
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(storage.values.get(VISITOR_ID_KEY)).toBe(id);

    const again = setUp({ storage });
    again.client.track('page_view');
    again.client.flush();
    expect(again.sent[0]?.batch.visitorId).toBe(id);

    const other = setUp();
    other.client.track('page_view');
    other.client.flush();
    expect(other.sent[0]?.batch.visitorId).not.toBe(id);
  });

  it('replaces a stored visitor id that is not one of ours, and copes with storage that refuses', () => {
    const tampered = memoryStorage({ [VISITOR_ID_KEY]: 'ada@example.com' });
    const first = setUp({ storage: tampered });
    first.client.track('page_view');
    first.client.flush();
    expect(first.sent[0]?.batch.visitorId).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const second = setUp({ storage: refusing });
    second.client.track('page_view');
    expect(() => second.client.flush()).not.toThrow();
    expect(second.sent[0]?.batch.visitorId).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('swallows failures: a sender that throws or rejects costs only its batch', async () => {
    // Unhandled rejections are reported between real turns of the event loop.
    vi.useRealTimers();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      // A plain function: a vi.fn would watch the promise it returns and so handle the rejection itself.
      let calls = 0;
      const send = () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return Promise.reject(new Error('500'));
      };
      const { client } = setUp({ send });
      client.track('page_view');
      expect(() => client.flush()).not.toThrow();
      client.track('page_view');
      expect(() => client.flush()).not.toThrow();
      // Node reports a rejection nobody handled once the turn of the event loop it happened in is over.
      await new Promise((resolve) => setImmediate(resolve));
      expect(calls).toBe(2);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('keeps props and paths within what the API accepts', () => {
    const { client, sent } = setUp();
    const props: Record<string, unknown> = { nested: { a: 1 }, list: [1], missing: undefined, infinite: Infinity, long: 'x'.repeat(500) };
    for (let index = 0; index < 12; index += 1) props[`p${index}`] = index;
    client.track('page_view', props, { path: `shop/${'a'.repeat(400)}` });
    client.flush();
    const event = sent[0]?.batch.events[0];
    expect(AnalyticsBatchSchema.safeParse(sent[0]?.batch).success).toBe(true);
    expect(Object.keys(event?.props ?? {})).toHaveLength(10);
    expect(event?.props?.long).toHaveLength(200);
    expect(event?.props).not.toHaveProperty('nested');
    expect(event?.path.startsWith('/shop/')).toBe(true);
    expect(event?.path).toHaveLength(300);
  });
});

describe('Do Not Track detection', () => {
  const nav = (values: Record<string, unknown>) => values as unknown as Navigator;
  it.each([
    ['navigator.doNotTrack = "1"', nav({ doNotTrack: '1' }), {}, true],
    ['window.doNotTrack = "1"', nav({ doNotTrack: null }), { doNotTrack: '1' }, true],
    ['Global Privacy Control', nav({ doNotTrack: null, globalPrivacyControl: true }), {}, true],
    ['navigator.doNotTrack = "0"', nav({ doNotTrack: '0', globalPrivacyControl: false }), {}, false],
    ['no signal at all', nav({}), {}, false],
  ])('%s', (_case, navigator, window, expected) => {
    expect(doNotTrackRequested(navigator, window)).toBe(expected);
  });
});

/** jsdom's Blob has no text(); FileReader reads it. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
    reader.readAsText(blob);
  });
}

describe('the browser sender', () => {
  // FileReader reports through the event loop, which fake timers would hold.
  beforeEach(() => {
    vi.useRealTimers();
  });
  const batch: AnalyticsBatch = {
    visitorId: 'Zk3r9_Qx-2LmPa7TbC0vWg',
    events: [{ name: 'page_view', path: '/', occurredAt: start.toISOString() }],
  };

  it('uses sendBeacon with a JSON Blob when the page is going away', async () => {
    const beacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    await sendToServer(batch, { unloading: true });
    expect(beacon).toHaveBeenCalledOnce();
    const [url, data] = beacon.mock.calls[0] ?? [];
    expect(url).toBe(ANALYTICS_ENDPOINT);
    expect(data).toBeInstanceOf(Blob);
    expect((data as Blob).type).toBe('application/json');
    expect(JSON.parse(await readBlob(data as Blob))).toEqual(batch);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch of plain JSON when the beacon is refused, and swallows its failure', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: vi.fn(() => false) });
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(sendToServer(batch, { unloading: true })).resolves.toBeUndefined();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/analytics/events');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(String(init?.body))).toEqual(batch);
  });
});
