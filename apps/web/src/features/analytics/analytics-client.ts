import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_PATH_MAX,
  ANALYTICS_PROP_KEY_MAX,
  ANALYTICS_PROP_TEXT_MAX,
  ANALYTICS_PROPS_MAX,
  ANALYTICS_VISITOR_ID_PATTERN,
  type AnalyticsBatch,
  type AnalyticsEvent,
  type AnalyticsEventName,
  type AnalyticsProps,
} from '@selvedge/contract';
import { API_BASE } from '../../lib/api-client';

/**
 * First-party analytics: a few named events, sent in small batches to our own API. No cookies, no
 * third party, no personal data (the visitor id is random), and nothing at all under Do Not Track
 * or Global Privacy Control.
 */

export const ANALYTICS_ENDPOINT = `${API_BASE}/analytics/events`;
export const VISITOR_ID_KEY = 'analyticsVisitorId';
/** Queued events go out at least this often... */
export const FLUSH_INTERVAL_MS = 5_000;
/** ...or as soon as this many are waiting. */
export const FLUSH_AT = 20;

export interface SendOptions {
  /** The page is going away: the request must outlive it (sendBeacon or a keepalive fetch). */
  unloading: boolean;
}

type AnalyticsSend = (batch: AnalyticsBatch, options: SendOptions) => void | Promise<unknown>;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface AnalyticsDependencies {
  send: AnalyticsSend;
  now?: () => Date;
  /** True when the visitor asked not to be tracked: the client then does nothing at all. */
  doNotTrack: boolean;
  /** Keeps the visitor id between visits; null keeps it for this page only. */
  storage: KeyValueStorage | null;
  randomBytes?: (length: number) => Uint8Array;
  /** The path an event happened on when the caller does not say. */
  currentPath?: () => string;
  /** Where to hear that the page is being hidden or left; null hears nothing (tests flush by hand). */
  lifecycle?: { window: EventTarget; document: EventTarget & { visibilityState: DocumentVisibilityState } } | null;
}

export interface Analytics {
  /** False under Do Not Track: every call is then a no-op. */
  readonly enabled: boolean;
  /** Queues an event; never blocks, never throws. */
  /** `path` and `occurredAt` default to the page's and now: an event recorded earlier brings its own. */
  track(name: AnalyticsEventName, props?: Record<string, unknown>, options?: { path?: string; occurredAt?: Date }): void;
  /** Sends whatever is queued now. */
  flush(options?: Partial<SendOptions>): void;
  /** Stops listening and drops the queue (tests, hot reload). */
  dispose(): void;
}

const randomValues = (length: number) => crypto.getRandomValues(new Uint8Array(length));

/** base64url without padding: 16 random bytes become 22 URL-safe characters. */
function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function loadVisitorId(storage: KeyValueStorage | null, randomBytes: (length: number) => Uint8Array): string {
  try {
    const stored = storage?.getItem(VISITOR_ID_KEY);
    if (stored && ANALYTICS_VISITOR_ID_PATTERN.test(stored)) return stored;
  } catch {
    // Storage refused: a new id for this page.
  }
  const id = base64Url(randomBytes(16));
  try {
    storage?.setItem(VISITOR_ID_KEY, id);
  } catch {
    // Full or refused: the id lives as long as the page.
  }
  return id;
}

/** Keeps props within what the API takes, so one odd value never costs the whole batch. */
function cleanProps(props: Record<string, unknown> | undefined): AnalyticsProps | undefined {
  if (!props) return undefined;
  const cleaned: AnalyticsProps = {};
  let kept = 0;
  for (const [key, value] of Object.entries(props)) {
    if (kept === ANALYTICS_PROPS_MAX) break;
    if (!key || key.length > ANALYTICS_PROP_KEY_MAX) continue;
    if (typeof value === 'string') cleaned[key] = value.slice(0, ANALYTICS_PROP_TEXT_MAX);
    else if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) cleaned[key] = value;
    else continue;
    kept += 1;
  }
  return kept ? cleaned : undefined;
}

function cleanPath(path: string): string {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  return absolute.slice(0, ANALYTICS_PATH_MAX);
}

export function createAnalytics({
  send,
  now = () => new Date(),
  doNotTrack,
  storage,
  randomBytes = randomValues,
  currentPath = () => window.location.pathname,
  lifecycle = null,
}: AnalyticsDependencies): Analytics {
  const enabled = !doNotTrack;
  let queue: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let visitorId: string | null = null;

  function deliver(batch: AnalyticsBatch, options: SendOptions) {
    try {
      // Analytics never breaks the shop: a failed batch is dropped.
      Promise.resolve(send(batch, options)).catch(() => undefined);
    } catch {
      // As above, for a sender that throws.
    }
  }

  function flush({ unloading = false }: Partial<SendOptions> = {}) {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    if (!enabled || queue.length === 0) return;
    const events = queue;
    queue = [];
    visitorId ??= loadVisitorId(storage, randomBytes);
    for (let start = 0; start < events.length; start += ANALYTICS_BATCH_MAX) {
      deliver({ visitorId, events: events.slice(start, start + ANALYTICS_BATCH_MAX) }, { unloading });
    }
  }

  function track(name: AnalyticsEventName, props?: Record<string, unknown>, options?: { path?: string; occurredAt?: Date }) {
    if (!enabled) return;
    try {
      const cleaned = cleanProps(props);
      queue.push({
        name,
        path: cleanPath(options?.path ?? currentPath()),
        occurredAt: (options?.occurredAt ?? now()).toISOString(),
        ...(cleaned ? { props: cleaned } : {}),
      });
    } catch {
      return;
    }
    if (queue.length >= FLUSH_AT) flush();
    else timer ??= setTimeout(() => flush(), FLUSH_INTERVAL_MS);
  }

  const onPageHide = () => flush({ unloading: true });
  const onVisibilityChange = () => {
    if (lifecycle?.document.visibilityState === 'hidden') flush({ unloading: true });
  };
  if (enabled && lifecycle) {
    lifecycle.window.addEventListener('pagehide', onPageHide);
    lifecycle.document.addEventListener('visibilitychange', onVisibilityChange);
  }

  return {
    enabled,
    track,
    flush,
    dispose() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      queue = [];
      lifecycle?.window.removeEventListener('pagehide', onPageHide);
      lifecycle?.document.removeEventListener('visibilitychange', onVisibilityChange);
    },
  };
}

/** Do Not Track in any of its spellings, or Global Privacy Control. */
export function doNotTrackRequested(
  nav: Navigator & { globalPrivacyControl?: boolean } = navigator,
  win: { doNotTrack?: string | null } = window as unknown as { doNotTrack?: string | null },
): boolean {
  return nav.doNotTrack === '1' || win.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/**
 * The browser's sender. A page being left gets sendBeacon with a JSON Blob, which outlives the page;
 * where that is missing or refused, and for ordinary flushes, a keepalive fetch. Requests are plain
 * JSON (only responses are encrypted) and failures are swallowed.
 */
export async function sendToServer(batch: AnalyticsBatch, { unloading }: SendOptions): Promise<void> {
  const body = JSON.stringify(batch);
  if (unloading && typeof navigator.sendBeacon === 'function') {
    try {
      if (navigator.sendBeacon(ANALYTICS_ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
    } catch {
      // Fall through to fetch.
    }
  }
  try {
    await fetch(ANALYTICS_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'same-origin',
    });
  } catch {
    // Offline or blocked: analytics is never worth an error.
  }
}

function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';

/** The storefront's one analytics client. */
export const analytics: Analytics = createAnalytics({
  send: sendToServer,
  doNotTrack: !inBrowser || doNotTrackRequested(),
  storage: inBrowser ? browserStorage() : null,
  lifecycle: inBrowser ? { window, document } : null,
});
