import { isCurrencyCode, type CurrencyCode } from '@selvedge/contract';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { STORAGE_KEYS, storedCurrency, writeStorage } from '../../lib/storage';

interface CurrencyState {
  /** The display currency: every price on the site is shown in it. */
  currency: CurrencyCode;
  /** Sets and remembers the display currency; clearing (null, unknown codes) is ignored (SPEC §5). */
  setCurrency(next: string | null | undefined): void;
}

const CurrencyContext = createContext<CurrencyState | null>(null);

export function CurrencyProvider({ children }: { children: ReactNode }) {
  const [currency, setState] = useState<CurrencyCode>(storedCurrency);
  const setCurrency = useCallback((next: string | null | undefined) => {
    if (typeof next !== 'string' || !isCurrencyCode(next)) return;
    writeStorage(STORAGE_KEYS.currency, next);
    setState(next);
  }, []);
  const value = useMemo(() => ({ currency, setCurrency }), [currency, setCurrency]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyState {
  const state = useContext(CurrencyContext);
  if (!state) throw new Error('useCurrency needs a CurrencyProvider above it');
  return state;
}
