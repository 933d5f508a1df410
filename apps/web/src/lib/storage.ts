import { DEFAULT_CURRENCY, isCurrencyCode, type CurrencyCode } from '@selvedge/contract';

/** The browser storage keys of SPEC §3. Reads never throw: private modes can refuse storage. */
export const STORAGE_KEYS = {
  token: 'token',
  cart: 'cart',
  cartId: 'cartId',
  checkoutUrl: 'checkoutUrl',
  currency: 'currency',
  /** The measurement screens' unit, `in` or `cm`: a customer who measures in centimetres says so once. */
  measurementUnit: 'measurementUnit',
  /** The fit estimate's height and weight, `metric` (cm, kg) or `imperial` (ft and in, lb). */
  bodyUnits: 'bodyUnits',
  /** Designed and sized pieces waiting for the cart (lib/pending-piece.ts). */
  pendingPieces: 'pendingPieces',
  /** The size a piece of a past order was made to, while it is ordered again (lib/order-again-sizing.ts). */
  orderAgain: 'orderAgain',
  /** The back office's staff session (never the customer's `token`: one browser can hold both). */
  staffToken: 'staffToken',
  /** The revoke keys of the design links this browser made, by token (features/design-share). */
  designShareKeys: 'designShareKeys',
  /** A guest's saved designs, newest first, until they join an account at login (features/saved-designs). */
  savedDesigns: 'savedDesigns.v1',
  /** A guest's favourite fabrics, newest first, until they join an account at login (features/saved-designs). */
  favouriteFabrics: 'favouriteFabrics.v1',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The browser tells other tabs of a change (`storage`), never the tab that made it: this tab hears
 * its own changes the same way, so anything that watches a key (the cart badge) follows both.
 */
function announce(key: StorageKey): void {
  try {
    window.dispatchEvent(new StorageEvent('storage', { key }));
  } catch {
    // A browser without StorageEvent's constructor: other tabs still hear it.
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or refused: the shop still works for this visit.
  }
  announce(key);
}

export function removeStorage(...keys: StorageKey[]): void {
  for (const key of keys) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to remove where storage is refused.
    }
    announce(key);
  }
}

/** Follows one key (this tab's changes and other tabs'), for useSyncExternalStore. */
export function subscribeToStorage(key: StorageKey, onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

export function storedCurrency(): CurrencyCode {
  const stored = readStorage(STORAGE_KEYS.currency);
  return stored !== null && isCurrencyCode(stored) ? stored : DEFAULT_CURRENCY;
}
