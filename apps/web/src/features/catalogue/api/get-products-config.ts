import {
  PRODUCTS_CONFIG_VERSION_META_NAME,
  productsConfigPath,
  productsConfigOutlineCheck,
  type CurrencyCode,
  type ProductsConfigResponse,
} from '@selvedge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { matchPath } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { ROUTES } from '../../../lib/route-paths';

let pageStamp: string | null | undefined;

/**
 * The configuration versions the page was served with (docs/decisions/031), read once: the address
 * carries them, so a version published since a browser last asked is a new address, not an hour-old
 * kept answer. A page without the tag asks at the plain address.
 */
function configStamp(): string | null {
  if (pageStamp === undefined) {
    pageStamp = document.querySelector<HTMLMetaElement>(`meta[name="${PRODUCTS_CONFIG_VERSION_META_NAME}"]`)?.content || null;
  }
  return pageStamp;
}

/** For tests: forget the stamp read, so a new page's tag is read. */
export function resetConfigStamp(): void {
  pageStamp = undefined;
}

/**
 * Kept for an hour within a page; a move to another page asks again (app/fresh-on-navigation.ts),
 * and the browser asks the server by ETag, since its add-ons' prices follow the exchange rates.
 * The server builds every answer through the full schema, so the storefront checks its outline
 * only (docs/decisions/012): every page asks for it as it starts, on phones too. The address is
 * the one index.html preloads (the server writes the same stamp there), and the stamp is part of
 * the query's key: other versions are another query.
 */
export const productsConfigQueryOptions = (currency: CurrencyCode) => {
  const stamp = configStamp();
  return queryOptions({
    queryKey: ['products-config', currency, stamp],
    queryFn: async ({ signal }): Promise<ProductsConfigResponse> =>
      (await apiRequest(productsConfigPath(currency, stamp), productsConfigOutlineCheck, { signal })) as ProductsConfigResponse,
    staleTime: 60 * 60 * 1000,
  });
};

let configHeld = false;
const holdListeners = new Set<() => void>();

function subscribeToHold(listener: () => void): () => void {
  holdListeners.add(listener);
  return () => holdListeners.delete(listener);
}

const isConfigHeld = (): boolean => configHeld;

/**
 * At startup: a visit that starts on the checkout needs the configuration only for the header's
 * menus, so it is asked for once the page has loaded and the main thread is next idle (the
 * checkout has drawn by then): the checkout's own code and answer have a slow connection to
 * themselves, and the server leaves its preload out of that page. Every other visit asks for it as
 * it starts (SPEC §4 Startup 1). True when it is held.
 */
export function holdConfigOnCheckout(pathname: string): boolean {
  if (matchPath(ROUTES.checkout, pathname) === null) return false;
  configHeld = true;
  const release = () => {
    configHeld = false;
    for (const listener of holdListeners) listener();
  };
  const whenIdle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(release, { timeout: 2000 }) : setTimeout(release, 50);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return true;
}

/**
 * The configuration, asked for at once; `forFrame` (the header's menus) waits while a checkout
 * holds it (holdConfigOnCheckout). A screen built from it never waits.
 */
export function useProductsConfig(currency: CurrencyCode, { forFrame = false }: { forFrame?: boolean } = {}) {
  const held = useSyncExternalStore(subscribeToHold, isConfigHeld, () => false);
  return useQuery({ ...productsConfigQueryOptions(currency), enabled: !(forFrame && held) });
}
