import {
  PRODUCTS_CONFIG_VERSION_META_NAME,
  productsConfigPath,
  ProductsConfigOutlineSchema,
  type CurrencyCode,
  type ProductsConfigResponse,
} from '@selvedge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

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
 * The configuration is cached for an hour by the server (SPEC §7); the client keeps it as long.
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
      (await apiRequest(productsConfigPath(currency, stamp), ProductsConfigOutlineSchema, { signal })) as ProductsConfigResponse,
    staleTime: 60 * 60 * 1000,
  });
};

export function useProductsConfig(currency: CurrencyCode) {
  return useQuery(productsConfigQueryOptions(currency));
}
