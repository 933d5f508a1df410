import type { Cart, CurrencyCode, Customer, LoginResponse } from '@selvedge/contract';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';

/** The account calls and their schemas load only for a session: a visitor's first page never needs them. */
const accountApi = () => import('../api/account-api');

export type SessionStatus = 'initialising' | 'ready';

export interface UserSession {
  /** 'initialising' until the stored token (if any) has been turned into a customer (SPEC §4 Startup). */
  status: SessionStatus;
  /** The logged-in customer, or null for a visitor. */
  user: Customer | null;
  /** The customer's active cart once read. */
  cart: Cart | null;
  /** True while the 'Logging Out' overlay shows. */
  loggingOut: boolean;
  /** After login or registration: keeps the token and loads the customer's cart. */
  logIn(answer: LoginResponse): Promise<void>;
  /** SPEC §4: removes token, cart and checkout URL and goes to /. */
  logOut(): Promise<void>;
  /** After a profile change, the server's new customer. */
  setUser(customer: Customer): void;
}

const SessionContext = createContext<UserSession | null>(null);

/** What a logged-out browser keeps: nothing of the customer's (SPEC §4 Logout). */
function forgetCustomer(): void {
  removeStorage(STORAGE_KEYS.token, STORAGE_KEYS.cart, STORAGE_KEYS.cartId, STORAGE_KEYS.checkoutUrl);
}

interface UserSessionProviderProps {
  children: ReactNode;
  /** The display currency, sent as ?cc= so prices come in it. */
  currency: CurrencyCode;
  /** SPEC §4: login sets the display currency from the cart's currency code. */
  onCartCurrency?: (currency: CurrencyCode) => void;
  /** Moves the app to a path without reloading it. */
  navigate: (to: string) => void;
}

export function UserSessionProvider({ children, currency, onCartCurrency, navigate }: UserSessionProviderProps) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SessionStatus>(() => (readStorage(STORAGE_KEYS.token) ? 'initialising' : 'ready'));
  const [user, setUser] = useState<Customer | null>(null);
  const [cart, setCart] = useState<Cart | null>(null);
  const [loggingOut, setLoggingOut] = useState(false);
  // The currency at start-up only: a later change of display currency does not re-run start-up.
  const startCurrency = useRef(currency);

  /** Reads the customer's active cart; a customer without one is cleared out (SPEC §4 Startup). */
  const loadCart = useCallback(
    async (customer: Pick<Customer, 'activeCart'>, cc: CurrencyCode): Promise<Cart | null> => {
      if (!customer.activeCart) {
        forgetCustomer();
        setUser(null);
        navigate('/');
        return null;
      }
      writeStorage(STORAGE_KEYS.cartId, customer.activeCart);
      const { getCart } = await accountApi();
      const loaded = await getCart(customer.activeCart, cc);
      setCart(loaded);
      return loaded;
    },
    [navigate],
  );

  useEffect(() => {
    let cancelled = false;
    const token = readStorage(STORAGE_KEYS.token);
    async function initialise() {
      if (!token) {
        // A visitor: the local cart is the cart (the guest cart engine comes with the cart work).
        return;
      }
      const { getCustomer } = await accountApi();
      const customer = await getCustomer(startCurrency.current);
      if (cancelled) return;
      setUser(customer);
      await loadCart(customer, startCurrency.current);
    }
    initialise()
      .catch((error: unknown) => {
        // 'Token expired.' has already removed the token and gone home (lib/api-client). Any other
        // failure leaves the token for the next visit and shows the shop to a visitor meanwhile.
        if (!(error instanceof ApiRequestError)) console.warn('Could not read the customer', error);
      })
      .finally(() => {
        if (!cancelled) setStatus('ready');
      });
    return () => {
      cancelled = true;
    };
  }, [loadCart]);

  const logIn = useCallback(
    async (answer: LoginResponse) => {
      writeStorage(STORAGE_KEYS.token, answer.token);
      setUser(answer.customer);
      setStatus('ready');
      const loaded = await loadCart(answer.customer, currency).catch(() => null);
      if (loaded) onCartCurrency?.(loaded.cost.totalAmount.currencyCode);
    },
    [currency, loadCart, onCartCurrency],
  );

  const logOut = useCallback(async () => {
    setLoggingOut(true);
    try {
      const { logOut: endSession } = await accountApi();
      await endSession();
    } catch {
      // The session ends in this browser whatever the server says; an unknown token is already over.
    } finally {
      forgetCustomer();
      setUser(null);
      setCart(null);
      queryClient.removeQueries({ queryKey: ['account'] });
      navigate('/');
      setLoggingOut(false);
    }
  }, [navigate, queryClient]);

  const value = useMemo<UserSession>(
    () => ({ status, user, cart, loggingOut, logIn, logOut, setUser }),
    [status, user, cart, loggingOut, logIn, logOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useUserSession(): UserSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useUserSession needs a UserSessionProvider above it');
  return session;
}
