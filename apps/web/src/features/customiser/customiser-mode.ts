import { DISPLAY_TAG, PREORDER_TAG, type Product } from '@selvedge/contract';

/**
 * `standard` is the everyday customiser (/shop/{type}); `preorder` is the same customiser limited to
 * the running pre-order's cloth (/preorder/shop/{type}).
 */
export type CustomiserMode = 'standard' | 'preorder';

/** The tag filter of the fabric listing (SPEC §7) for each mode. */
export const FABRIC_QUERY: Record<CustomiserMode, string> = {
  standard: `tag:${DISPLAY_TAG} -tag:${PREORDER_TAG}`,
  preorder: `tag:${DISPLAY_TAG} tag:${PREORDER_TAG}`,
};

/** Why a fabric named in a link cannot be designed with here, or null when it can. */
export function fabricUnavailableReason(fabric: Product, mode: CustomiserMode): 'sold-out' | 'not-in-preorder' | null {
  if (!fabric.availableForSale) return 'sold-out';
  if (mode === 'preorder' && !fabric.tags.includes(PREORDER_TAG)) return 'not-in-preorder';
  return null;
}
