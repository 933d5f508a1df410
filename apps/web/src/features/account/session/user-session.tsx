import type { CurrencyCode, Customer, LoginResponse } from '@selvedge/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import { customerQueryOptions, endSession } from '../api/session-queries';

type SessionStatus = 'initialising' | 'ready';

export interface UserSession {
  /** 'initialising' until the stored token (if any) has been turned into a customer (SPEC §4 Startup). */
  status: SessionStatus;
  /** The logged-in customer, or null for a visitor. */
  user: Customer | null;
  /**
   * True once the customer has logged in (or registered) on this page, false for a session read
   * from a stored token: the cart then takes its currency as the display currency (SPEC §4).
   */
  loggedInHere: boolean;
  /** True while the 'Logging Out' overlay shows. */
  loggingOut: boolean;
  /** After login or registration: keeps the token; the customer's cart is read next. */
  logIn(answer: LoginResponse): void;
  /** SPEC §4: removes token, cart and checkout URL and goes to /. */
  logOut(): Promise<void>;
  /** After a profile change, the server's new customer. */
  setUser(customer: Customer): void;
}

const SessionContext = createContext<UserSession | null>(null);

/** Everything cached for a customer (their customer, cart, addresses) is under this key. */
const ACCOUNT_QUERIES = { queryKey: ['account'] };

/** What a logged-out browser keeps: nothing of the customer's, no piece included (SPEC §4 Logout). */
function forgetCustomer(): void {
  removeStorage(STORAGE_KEYS.token, STORAGE_KEYS.cart, STORAGE_KEYS.cartId, STORAGE_KEYS.checkoutUrl, STORAGE_KEYS.pendingPieces);
}

interface UserSessionProviderProps {
  children: ReactNode;
  /** The display currency, sent as ?cc= so prices come in it. */
  currency: CurrencyCode;
  /** Moves the app to a path without reloading it. */
  navigate: (to: string) => void;
}

/**
 * The customer as server state (TanStack Query): read once when the page starts with a stored
 * token (SPEC §4 Startup), set from the login answer, replaced by the answer of every change, and
 * dropped with everything else of the customer's on logout. The customer's cart is the cart
 * feature's (features/cart/cart-sync.tsx), which the app hands this session.
 */
export function UserSessionProvider({ children, currency, navigate }: UserSessionProviderProps) {
  const queryClient = useQueryClient();
  const [signedIn, setSignedIn] = useState(() => readStorage(STORAGE_KEYS.token) !== null);
  // The session's answers are priced in the display currency of the moment it began; a later
  // change of display currency does not read the customer again.
  const [sessionCurrency, setSessionCurrency] = useState(currency);
  const [loggingOut, setLoggingOut] = useState(false);
  const [loggedInHere, setLoggedInHere] = useState(false);

  const customerQuery = useQuery({ ...customerQueryOptions(sessionCurrency), enabled: signedIn });
  const user = signedIn ? (customerQuery.data ?? null) : null;
  const status: SessionStatus = signedIn && customerQuery.isPending ? 'initialising' : 'ready';

  // 'Token expired.' has already removed the token and gone home (lib/api-client). Any other failure
  // leaves the token for the next visit and shows the shop to a visitor meanwhile.
  const failure = customerQuery.error;
  useEffect(() => {
    if (failure && !(failure instanceof ApiRequestError)) console.warn('Could not read the customer', failure);
  }, [failure]);

  // SPEC §4 Startup: a customer without an active cart (read as null) is cleared out and sent home;
  // one with it keeps its id.
  const clearedOut = signedIn && customerQuery.data === null;
  useEffect(() => {
    if (clearedOut) {
      forgetCustomer();
      navigate('/');
    }
  }, [clearedOut, navigate]);

  const setUser = useCallback(
    (customer: Customer) => queryClient.setQueryData(customerQueryOptions(sessionCurrency).queryKey, customer),
    [queryClient, sessionCurrency],
  );

  const logIn = useCallback(
    (answer: LoginResponse) => {
      writeStorage(STORAGE_KEYS.token, answer.token);
      queryClient.removeQueries(ACCOUNT_QUERIES);
      queryClient.setQueryData(customerQueryOptions(currency).queryKey, answer.customer.activeCart ? answer.customer : null);
      setLoggedInHere(true);
      setSessionCurrency(currency);
      setSignedIn(true);
    },
    [currency, queryClient],
  );

  const logOut = useCallback(async () => {
    setLoggingOut(true);
    try {
      await endSession();
    } catch {
      // The session ends in this browser whatever the server says; an unknown token is already over.
    } finally {
      forgetCustomer();
      setSignedIn(false);
      setLoggedInHere(false);
      navigate('/');
      // After the customer's screens have been left, so none of them asks again without a token.
      queryClient.removeQueries(ACCOUNT_QUERIES);
      setLoggingOut(false);
    }
  }, [navigate, queryClient]);

  const value = useMemo<UserSession>(
    () => ({ status, user, loggedInHere, loggingOut, logIn, logOut, setUser }),
    [status, user, loggedInHere, loggingOut, logIn, logOut, setUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useUserSession(): UserSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useUserSession needs a UserSessionProvider above it');
  return session;
}
