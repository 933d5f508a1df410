import type { AnalyticsEventName } from '@selvedge/contract';
import type { Analytics } from './analytics-client';

/**
 * What the shop's screens call to record an event. The analytics client itself (analytics-client.ts)
 * is loaded once the page has loaded and the browser is idle, so none of it competes with the first
 * screen; events recorded before then wait here with the moment and page they happened on.
 */

type Context = { path: string; occurredAt: Date };

/** After the page's load event: long enough for the first screen's requests to be over. */
export const ANALYTICS_LOAD_DELAY_MS = 3_000;

const waiting: [AnalyticsEventName, Record<string, unknown> | undefined, Context][] = [];
let client: Analytics | null = null;
let scheduled = false;

function load(): void {
  import('./analytics-client')
    .then((loaded) => {
      client = loaded.analytics;
      for (const [name, props, context] of waiting.splice(0)) client.track(name, props, context);
    })
    // Analytics never breaks the shop: if its code cannot load, the events are dropped.
    .catch(() => waiting.splice(0));
}

function scheduleLoad(): void {
  if (scheduled) return;
  scheduled = true;
  const later = () => setTimeout(load, ANALYTICS_LOAD_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/**
 * Records one event, e.g. `track('shop_link_clicked', { productType: 'shirt' })`; `path` is the
 * page's path unless given (a page view names its own).
 */
export function track(name: AnalyticsEventName, props?: Record<string, unknown>, options: { path?: string } = {}): void {
  const context: Context = { path: options.path ?? window.location.pathname, occurredAt: new Date() };
  if (client) {
    client.track(name, props, context);
    return;
  }
  waiting.push([name, props, context]);
  scheduleLoad();
}
