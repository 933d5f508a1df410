import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { UserSessionProvider } from '../features/account/session/user-session';
import { holdConfigOnCheckout, productsConfigQueryOptions } from '../features/catalogue/api/get-products-config';
import { staticContentQueryOptions } from '../features/content/api/get-static-content';
import { CurrencyProvider, useCurrency } from '../features/currency/currency-provider';
import { preorderQueryOptions } from '../features/preorder/api/get-preorder';
import { storedCurrency } from '../lib/storage';
import { createAppRouter } from './app-router';
import { refreshShopAnswersOnNavigation } from './fresh-on-navigation';
import { reportPageError } from './page-errors';

/** The customer's session, told the display currency and how to move the app. */
function SessionWithCurrency({ children, navigate }: { children: ReactNode; navigate: (to: string) => void }) {
  const { currency } = useCurrency();
  return (
    <UserSessionProvider currency={currency} navigate={navigate}>
      {children}
    </UserSessionProvider>
  );
}

/**
 * SPEC §4 Startup 1: the product configuration is fetched first, while the router loads the
 * screen's code, so a screen built from it (the customiser, sizing) draws at its first render
 * instead of showing a placeholder and waiting one more round. So are the two answers every page's
 * header shows (the announcement and the pre-order), so the page does not draw again for them.
 * index.html names all three, so they download alongside the scripts. A visit that starts on the
 * checkout asks for the configuration once the page has drawn (holdConfigOnCheckout).
 */
function createQueryClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
  if (!holdConfigOnCheckout(window.location.pathname)) void client.prefetchQuery(productsConfigQueryOptions(storedCurrency()));
  void client.prefetchQuery(staticContentQueryOptions('announcement'));
  void client.prefetchQuery(preorderQueryOptions());
  return client;
}

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The router's pages, and the shop's answers refreshed on each move between them. The refresher
 * listens only once RouterProvider does (its layout effect runs before this effect): the router
 * replays a first load that ended before anyone listened only when no one did, so a listener of
 * its own from the start left a page whose loader ended during the first render on its loading
 * state for good (react-router issue 15527).
 */
export function ShopRouter({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  useEffect(() => refreshShopAnswersOnNavigation(router, queryClient), [router, queryClient]);
  return <RouterProvider router={router} onError={reportPageError} />;
}

export function AppProviders() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  const navigate = useCallback((to: string) => void router.navigate(to), [router]);
  return (
    <QueryClientProvider client={queryClient}>
      <CurrencyProvider>
        <SessionWithCurrency navigate={navigate}>
          <ShopRouter router={router} queryClient={queryClient} />
        </SessionWithCurrency>
      </CurrencyProvider>
    </QueryClientProvider>
  );
}
