// Without zod, so that the storefront's first page can ask for the configuration without downloading it.
import type { CurrencyCode } from './currency-codes.js';

/**
 * The storefront page names the live configuration versions (`1.3.1.1.2.1`: each type's version in
 * PRODUCT_TYPES order) in a meta tag of this name. Asking for the configuration with `&v=` and that
 * stamp makes the address change whenever a version is published, so a browser's kept copy (an hour)
 * is never the one before a publish. (Here, apart from the schemas, so the storefront's first
 * page imports none.)
 */
export const PRODUCTS_CONFIG_VERSION_META_NAME = 'selvedge-config-version';

/**
 * The configuration's address (without `/api`): `?cc=` and, when the page named one, `&v=` the
 * stamp. The storefront asks here and the server writes index.html's preload with the same
 * function, so the browser hands the preloaded answer to the page's own request.
 */
export function productsConfigPath(currency: CurrencyCode, stamp: string | null = null): string {
  const search = new URLSearchParams({ cc: currency });
  if (stamp) search.set('v', stamp);
  return `/contentful-plain/products/config?${search.toString()}`;
}
