import { z } from 'zod';
import { CurrencyCodeSchema, type CurrencyCode } from './currencies.js';

/**
 * What the storefront checks of a configuration answer: its currency, and that every type is there
 * and says which it is. The server builds every answer through ProductsConfigResponseSchema
 * (product-config.ts), so checking all 105 KB again on each visit would only cost a phone time
 * before the first picture; the outline still catches an answer from a server of another version,
 * or something that is not a configuration at all. Unknown keys are kept, so a passing answer is
 * the full configuration, untouched. It lives apart from the full schemas so that a page which
 * imports it does not build those too.
 */
export const ProductsConfigOutlineSchema = z.looseObject({
  currencyCode: CurrencyCodeSchema,
  products: z.looseObject({
    shirt: z.looseObject({ productType: z.literal('shirt'), version: z.number() }),
    polo: z.looseObject({ productType: z.literal('polo'), version: z.number() }),
    trousers: z.looseObject({ productType: z.literal('trousers'), version: z.number() }),
    shorts: z.looseObject({ productType: z.literal('shorts'), version: z.number() }),
    outerwears: z.looseObject({ productType: z.literal('outerwears'), version: z.number() }),
    jackets: z.looseObject({ productType: z.literal('jackets'), version: z.number() }),
  }),
});

/**
 * The storefront page names the live configuration versions (`1.3.1.1.2.1`: each type's version in
 * PRODUCT_TYPES order) in a meta tag of this name. Asking for the configuration with `&v=` and that
 * stamp makes the address change whenever a version is published, so a browser's kept copy (an hour)
 * is never the one before a publish. (Here, beside the outline, so the storefront's one request
 * imports no schema it does not use.)
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
