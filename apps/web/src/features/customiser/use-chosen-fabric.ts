import type { CurrencyCode, Product, ProductType } from '@selvedge/contract';
import { useFabricByHandle } from './api/get-fabric-by-handle';
import { fabricUnavailableReason, type CustomiserMode } from './customiser-mode';

export type ChosenFabric =
  | { status: 'none'; fabric: null }
  | { status: 'loading'; fabric: null }
  | { status: 'ready'; fabric: Product }
  /** The link names a fabric that is unknown, sold out or (in pre-order mode) not in the pre-order. */
  | { status: 'unavailable'; fabric: Product | null; reason: 'not-found' | 'sold-out' | 'not-in-preorder' };

/**
 * The fabric the design names: taken from the pages already listed, else fetched by its handle
 * (a homepage link, a reload after choosing from a later page).
 */
export function useChosenFabric(
  type: ProductType,
  currency: CurrencyCode,
  mode: CustomiserMode,
  handle: string | null,
  listed: Product[],
): ChosenFabric {
  const fromList = handle === null ? undefined : listed.find((fabric) => fabric.handle === handle);
  const byHandle = useFabricByHandle(type, handle, currency, fromList === undefined);
  if (handle === null) return { status: 'none', fabric: null };
  const fabric = fromList ?? byHandle.data;
  if (fabric) {
    const reason = fabricUnavailableReason(fabric, mode);
    return reason ? { status: 'unavailable', fabric, reason } : { status: 'ready', fabric };
  }
  if (byHandle.isError) return { status: 'unavailable', fabric: null, reason: 'not-found' };
  return { status: 'loading', fabric: null };
}
