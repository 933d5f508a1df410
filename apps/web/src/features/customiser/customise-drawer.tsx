import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import styles from './customise-drawer.module.css';

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
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <div className={styles.bar}>
        <Dialog.Trigger className={styles.barButton} data-testid="customise-bar">
          <span className={styles.barText}>
            <span className={styles.barTitle}>Customise</span>
            <span className={styles.barStep}>{stepLabel}</span>
          </span>
          <span className={styles.barPrice}>{priceText}</span>
        </Dialog.Trigger>
      </div>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.sheet} aria-describedby={undefined}>
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close">
              ×
            </Dialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
          <div className={styles.foot}>
            <span className={styles.footPrice}>{priceText}</span>
            <Dialog.Close className={styles.done}>Done</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
