/**
 * The analytics events' names and limits, without their schemas (analytics.ts): the storefront
 * keeps its events within them in every page's first download, where building the schemas would
 * cost start-up time for nothing (the server checks every batch with them).
 */

/** The first-party analytics events the storefront records. A fixed list, so nothing free-form is stored. */
export const ANALYTICS_EVENT_NAMES = [
  'page_view',
  'shop_link_clicked',
  'currency_changed',
  'mailing_list_signup',
  'preorder_link_clicked',
  'newsletter_popper_closed',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

export const ANALYTICS_BATCH_MAX = 50;
export const ANALYTICS_PATH_MAX = 300;
export const ANALYTICS_PROPS_MAX = 10;
export const ANALYTICS_PROP_KEY_MAX = 40;
export const ANALYTICS_PROP_TEXT_MAX = 200;

/** A random id the browser makes and keeps; it carries no personal data. */
export const ANALYTICS_VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** What one visitor id may store in a UTC day (a busy day of browsing is a few kilobytes). */
export const ANALYTICS_VISITOR_DAILY_BYTES = 256 * 1024;
/** What one client address may store in a UTC day, however many visitor ids it makes up. */
export const ANALYTICS_ADDRESS_DAILY_BYTES = 4 * 1024 * 1024;
