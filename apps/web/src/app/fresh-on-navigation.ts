import type { QueryClient } from '@tanstack/react-query';

/**
 * The storefront's answers the back office changes: the fabrics and their prices, the product
 * configuration (its add-ons' prices follow the exchange rates), the pre-order, delivery and the
 * shop's content. The first part of each query's key.
 */
const SHOP_ANSWERS: ReadonlySet<unknown> = new Set([
  'products',
  'fabrics',
  'fabric-by-handle',
  'fabric-collections',
  'products-config',
  'preorder',
  'shipping',
  'static-content',
]);

/** What the storefront's router tells its subscribers: where it is, and where it is going. */
interface RouterLike {
  readonly state: { location: { pathname: string } };
  subscribe(
    listener: (state: {
      location: { pathname: string };
      navigation: { state: string; location?: { pathname: string } | undefined };
    }) => void,
  ): () => void;
}

const isShopAnswer = (query: { queryKey: readonly unknown[] }) => SHOP_ANSWERS.has(query.queryKey[0]);

/**
 * An edit in the back office shows at the customer's next page: each move to another page marks
 * the shop's answers stale, so the page's loader and the screens it mounts ask again (by ETag: a
 * 304 while nothing changed) instead of drawing what the visit kept for up to an hour; once the
 * page has landed, what is still shown from before (the header, a screen kept across the move) is
 * asked for too. Within a page nothing is asked again: the customiser changes only its query
 * string as options are chosen. The answers stay in the cache, so the new page draws at once from
 * them and a fresh answer replaces them. A reload starts with an empty cache anyway. Returns the
 * unsubscribe.
 */
export function refreshShopAnswersOnNavigation(router: RouterLike, client: QueryClient): () => void {
  let heading = router.state.location.pathname;
  let landed = heading;
  let pending: ReturnType<typeof setTimeout> | null = null;
  const unsubscribe = router.subscribe((state) => {
    // At the start of a navigation (its loaders fetch what is stale), or when it lands without one.
    const next = (state.navigation.location ?? state.location).pathname;
    if (next !== heading) {
      heading = next;
      void client.invalidateQueries({ predicate: isShopAnswer, refetchType: 'none' });
    }
    if (state.navigation.state !== 'idle' || state.location.pathname === landed) return;
    landed = state.location.pathname;
    // After the new page has drawn: the screens it mounted asked already (and are not asked twice).
    if (pending) clearTimeout(pending);
    pending = setTimeout(() => {
      pending = null;
      void client.refetchQueries({ predicate: isShopAnswer, type: 'active', stale: true }, { cancelRefetch: false });
    }, 0);
  });
  return () => {
    if (pending) clearTimeout(pending);
    unsubscribe();
  };
}
