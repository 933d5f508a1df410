/**
 * How many items the locally stored cart holds (SPEC §3 key `cart`): the length of its `items`,
 * counting items that share an internal reference once. Anything unreadable counts as an empty cart.
 */
export function cartItemCount(stored: string | null): number {
  if (!stored) return 0;
  let cart: unknown;
  try {
    cart = JSON.parse(stored);
  } catch {
    return 0;
  }
  if (typeof cart !== 'object' || cart === null || !('items' in cart) || !Array.isArray(cart.items)) return 0;
  const references = new Set<string>();
  let unreferenced = 0;
  for (const item of cart.items as unknown[]) {
    const reference = typeof item === 'object' && item !== null && 'reference' in item ? item.reference : undefined;
    if (typeof reference === 'string' && reference !== '') references.add(reference);
    else unreferenced += 1;
  }
  return references.size + unreferenced;
}
