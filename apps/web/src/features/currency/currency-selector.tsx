import { CURRENCY_CODES, type CurrencyCode } from '@selvedge/contract';
import { CURRENCY_COUNTRY_NAME } from '@selvedge/domain';
import { useEffect, useRef, useState } from 'react';
import { useCurrency } from './currency-provider';
import styles from './currency-selector.module.css';

/** SPEC §8: shown after the display currency changes, for SPEC §9's 3 seconds. */
export const PAYMENT_CURRENCY_HINT = 'Your country of delivery determines your payment currency';
export const PAYMENT_CURRENCY_HINT_MS = 3000;

/** The country a currency is shown with in the picker ("Singapore", "Euro area"). */
export function currencyCountryName(code: CurrencyCode): string {
  return CURRENCY_COUNTRY_NAME[code];
}

interface CurrencySelectorProps {
  /** 'dark' sits on the ink navbar, 'light' on pale backgrounds. */
  tone?: 'dark' | 'light';
  className?: string;
}

/**
 * The display currency picker: every price on the site follows it. After a change it reminds the
 * customer that the delivery country, not this choice, sets the currency they pay in.
 */
export function CurrencySelector({ tone = 'dark', className }: CurrencySelectorProps) {
  const { currency, setCurrency } = useCurrency();
  const [hintShown, setHintShown] = useState(false);
  const hintTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(hintTimer.current), []);

  const choose = (next: string) => {
    // setCurrency ignores an empty or unknown value (SPEC §5: clearing is ignored); so does the hint.
    if (next === currency || !(CURRENCY_CODES as readonly string[]).includes(next)) return;
    setCurrency(next);
    setHintShown(true);
    window.clearTimeout(hintTimer.current);
    hintTimer.current = window.setTimeout(() => setHintShown(false), PAYMENT_CURRENCY_HINT_MS);
  };

  // The browser's own <select> does the picking (keyboard, screen readers and the phone's native
  // picker for free, and no script to download); it lies invisibly over a compact "USD ▾" label.
  return (
    <div className={[styles.selector, tone === 'dark' ? styles.dark : styles.light, className ?? ''].join(' ')}>
      <span className={styles.trigger} aria-hidden="true">
        {currency}
        <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" focusable="false">
          <path d="M2.5 4.5L6 8l3.5-3.5" stroke="currentColor" strokeWidth="1.5" fill="none" strokeLinecap="round" />
        </svg>
      </span>
      <select
        className={styles.native}
        aria-label="Display currency"
        data-testid="currency-selector"
        value={currency}
        onChange={(event) => choose(event.target.value)}
      >
        {CURRENCY_CODES.map((code) => (
          <option key={code} value={code}>
            {code} · {currencyCountryName(code)}
          </option>
        ))}
      </select>
      {/* Always in the page, so screen readers announce the hint when its text appears. */}
      <p role="status" className={hintShown ? styles.hint : styles.hintIdle}>
        {hintShown ? PAYMENT_CURRENCY_HINT : null}
      </p>
    </div>
  );
}
