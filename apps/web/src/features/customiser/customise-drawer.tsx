import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './customise-drawer.module.css';

const loadSheet = () => import('./customise-sheet');
// The sheet (a Radix dialog with its focus trap and scroll lock) is not needed to draw the page:
// it downloads once the page has settled, or as soon as the customer reaches for the bar.
const CustomiseSheet = lazy(async () => ({ default: (await loadSheet()).CustomiseSheet }));
const SETTLE_MS = 2500;

interface CustomiseDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** "Customise your shirt". */
  title: string;
  /** The step the drawer opens on. */
  stepLabel: string;
  /** The price so far, or what is missing for one. */
  priceText: string;
  children: ReactNode;
}

/**
 * On a phone the steps live in a bottom sheet, opened from a bar that stays at the foot of the
 * screen and shows the current step and price.
 */
export function CustomiseDrawer({ open, onOpenChange, title, stepLabel, priceText, children }: CustomiseDrawerProps) {
  const bar = useRef<HTMLButtonElement>(null);
  // Once opened, the sheet stays mounted (closed), so it does not load or build twice.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const prefetch = () => void loadSheet();
  useEffect(() => {
    const timer = window.setTimeout(prefetch, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <>
      <div className={styles.bar}>
        <button
          ref={bar}
          type="button"
          className={styles.barButton}
          data-testid="customise-bar"
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onClick={() => onOpenChange(true)}
        >
          <span className={styles.barText}>
            <span className={styles.barTitle}>Customise</span>
            <span className={styles.barStep}>{stepLabel}</span>
          </span>
          <span className={styles.barPrice}>{priceText}</span>
        </button>
      </div>
      {opened ? (
        <Suspense fallback={null}>
          <CustomiseSheet open={open} onOpenChange={onOpenChange} title={title} priceText={priceText} returnFocusTo={bar}>
            {children}
          </CustomiseSheet>
        </Suspense>
      ) : null}
    </>
  );
}
