import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

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

const isShopAnswer = (query: { queryKey: readonly unknown[] }) => SHOP_ANSWERS.has(query.queryKey[0]);

/**
 * An edit in the back office shows at the customer's next page: each move to another page marks
 * the shop's answers stale as the move begins (before the new page's screen prepares, app/screens.tsx),
 * so what it asks for is asked again (by ETag: a 304 while nothing changed) instead of drawn from
 * what the visit kept for up to an hour; once the page has landed, what is still shown from before
 * (the header, a screen kept across the move) is asked for too. Within a page nothing is asked
 * again: the customiser changes only its query string as options are chosen. The answers stay in
 * the cache, so the new page draws at once from them and a fresh answer replaces them. A reload
 * starts with an empty cache anyway. `onMove` hears of each move as it begins.
 *
 * Called by the layout every page shares, as it draws: a move is seen in the render that draws the
 * new page (BrowserRouter's transition), before that page's screen asks for anything.
 */
export function useFreshOnNavigation(pathname: string, client: QueryClient, onMove: (pathname: string) => void): void {
  const [seen, setSeen] = useState(pathname);
  if (seen !== pathname) {
    setSeen(pathname);
    void client.invalidateQueries({ predicate: isShopAnswer, refetchType: 'none' });
    onMove(pathname);
  }
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // After the new page has drawn: the screens it mounted asked already (and are not asked twice).
    const pending = setTimeout(() => {
      void client.refetchQueries({ predicate: isShopAnswer, type: 'active', stale: true }, { cancelRefetch: false });
    }, 0);
    return () => clearTimeout(pending);
  }, [pathname, client]);
}
