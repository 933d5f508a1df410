import { MEASUREMENT_METHODS, type MeasurementMethod, type ProductType } from '@selvedge/contract';
import { Link } from 'react-router';
import styles from './method-tabs.module.css';
import { measurementsPath } from '../../lib/route-paths';

/** The three ways to give a size (DESIGN §6), as the customer reads them. */
export const METHOD_LABELS: Record<MeasurementMethod, { label: string; short: string; note: string }> = {
  standard: { label: 'Standard size', short: 'Standard', note: 'Pick a size and fit, adjust if you like' },
  body: { label: 'Body measurements', short: 'Body', note: 'Your own numbers, taken with a tape' },
  saved: { label: 'Saved size', short: 'Saved', note: 'One you have saved before' },
};

/** The address of a method's screen, carrying the design (`query`, without its `?`). */
export function methodHref(type: ProductType, method: MeasurementMethod, query: string): string {
  return measurementsPath(type, method, query);
}

interface MethodTabsProps {
  type: ProductType;
  method: MeasurementMethod;
  /** The design's query, kept on every switch. */
  query: string;
}

/** The methods as links (each has its own address, so Back and a shared link work), the current one marked. */
export function MethodTabs({ type, method, query }: MethodTabsProps) {
  return (
    <nav aria-label="How to give your size" className={styles.nav}>
      <ul className={styles.list}>
        {MEASUREMENT_METHODS.map((candidate) => (
          <li key={candidate}>
            <Link
              to={methodHref(type, candidate, query)}
              className={styles.tab}
              aria-current={candidate === method ? 'page' : undefined}
              replace
              preventScrollReset
            >
              {/* A phone shows the short label; only the one on screen is read out. */}
              <span className={styles.label}>{METHOD_LABELS[candidate].label}</span>
              <span className={styles.short}>{METHOD_LABELS[candidate].short}</span>
              <span className={styles.note}>{METHOD_LABELS[candidate].note}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
