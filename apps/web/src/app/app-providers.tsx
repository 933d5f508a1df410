import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { UserSessionProvider } from '../features/account/session/user-session';
import { holdConfigOnCheckout, productsConfigQueryOptions } from '../features/catalogue/api/get-products-config';
import { staticContentQueryOptions } from '../features/content/api/get-static-content';
import { CurrencyProvider, useCurrency } from '../features/currency/currency-provider';
import { preorderQueryOptions } from '../features/preorder/api/get-preorder';
import { AddressRouter } from '../lib/address-router';
import { storedCurrency } from '../lib/storage';
import { AppRoutes } from './app-router';

/** The customer's session, told the display currency and how to move the app (one function for the app's life). */
function SessionWithCurrency({ children }: { children: ReactNode }) {
  const { currency } = useCurrency();
  const move = useNavigate();
  const latest = useRef(move);
  useLayoutEffect(() => {
    latest.current = move;
  });
  const navigate = useCallback((to: string) => void latest.current(to), []);
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

export function AppProviders() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <CurrencyProvider>
        <AddressRouter>
          <SessionWithCurrency>
            <AppRoutes />
          </SessionWithCurrency>
        </AddressRouter>
      </CurrencyProvider>
    </QueryClientProvider>
  );
}
