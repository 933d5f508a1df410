import { PREORDER_TAG, type FabricListing, type Product } from '@selvedge/contract';

/**
 * `standard` is the everyday customiser (/shop/{type}); `preorder` is the same customiser limited to
 * the running pre-order's cloth (/preorder/shop/{type}). Each lists its own fabrics (SPEC §7).
 */
export type CustomiserMode = FabricListing;

/** Why a fabric named in a link cannot be designed with here, or null when it can. */
export function fabricUnavailableReason(fabric: Product, mode: CustomiserMode): 'sold-out' | 'not-in-preorder' | null {
  if (!fabric.availableForSale) return 'sold-out';
  if (mode === 'preorder' && !fabric.tags.includes(PREORDER_TAG)) return 'not-in-preorder';
  return null;
}
