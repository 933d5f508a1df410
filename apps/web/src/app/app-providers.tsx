import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { UserSessionProvider } from '../features/account/session/user-session';
import { CurrencyProvider, useCurrency } from '../features/currency/currency-provider';
import { createAppRouter } from './app-router';

/** The customer's session, told the display currency and how to move the app. */
function SessionWithCurrency({ children, navigate }: { children: ReactNode; navigate: (to: string) => void }) {
  const { currency, setCurrency } = useCurrency();
  return (
    <UserSessionProvider currency={currency} onCartCurrency={setCurrency} navigate={navigate}>
      {children}
    </UserSessionProvider>
  );
}

export function AppProviders() {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  const [router] = useState(createAppRouter);
  const navigate = useCallback((to: string) => void router.navigate(to), [router]);
  return (
    <QueryClientProvider client={queryClient}>
      <CurrencyProvider>
        <SessionWithCurrency navigate={navigate}>
          <RouterProvider router={router} />
        </SessionWithCurrency>
      </CurrencyProvider>
    </QueryClientProvider>
  );
}
