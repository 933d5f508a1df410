/**
 * How many pieces the locally stored cart holds (SPEC §3 key `cart`): the shop's `totalQuantity`
 * (quantities added up); for a cart without it, the length of its `items`, counting items that
 * share an internal reference once. Anything unreadable counts as an empty cart.
 */
export function cartItemCount(stored: string | null): number {
  if (!stored) return 0;
  let cart: unknown;
  try {
    cart = JSON.parse(stored);
  } catch {
    return 0;
  }
  if (typeof cart !== 'object' || cart === null) return 0;
  if ('totalQuantity' in cart && Number.isSafeInteger(cart.totalQuantity) && (cart.totalQuantity as number) >= 0)
    return cart.totalQuantity as number;
  if (!('items' in cart) || !Array.isArray(cart.items)) return 0;
  const references = new Set<string>();
  let unreferenced = 0;
  for (const item of cart.items as unknown[]) {
    const reference = typeof item === 'object' && item !== null && 'reference' in item ? item.reference : undefined;
    if (typeof reference === 'string' && reference !== '') references.add(reference);
    else unreferenced += 1;
  }
  return references.size + unreferenced;
}
