import type { ReactNode } from 'react';
import styles from './money-totals.module.css';

interface MoneyTotalsProps {
  /** The feature's own class, to set --money-total-colour or the space around. */
  className?: string | undefined;
  /** Drawn small, as in a drawer's foot: the total in bold, with no rule above it. */
  compact?: boolean;
  /** `MoneyLine`s, the total among them. */
  children: ReactNode;
}

/**
 * The money total of a cart, a checkout or an order: one list of amounts the same everywhere. The
 * amounts come written out by the feature, from the server's strings, as they are shown elsewhere.
 */
export function MoneyTotals({ className, compact = false, children }: MoneyTotalsProps) {
  const names = [styles.totals, compact ? styles.compact : undefined, className].filter(Boolean).join(' ');
  return <dl className={names}>{children}</dl>;
}

interface MoneyLineProps {
  label: ReactNode;
  /** The amount as a person reads it ("SGD 1,234.50", "Free"). */
  amount: ReactNode;
  /** The line that sums the rest up, drawn under a rule. */
  total?: boolean;
  testId?: string | undefined;
}

/** One line of a `MoneyTotals`: what it is, and the amount. */
export function MoneyLine({ label, amount, total = false, testId }: MoneyLineProps) {
  return (
    <div className={total ? `${styles.line} ${styles.total}` : styles.line}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{amount}</dd>
    </div>
  );
}
