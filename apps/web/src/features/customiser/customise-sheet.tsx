import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import styles from './customise-drawer.module.css';

export interface CustomiseSheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** "Customise your shirt". */
  title: string;
  /** The price so far, or what is missing for one. */
  priceText: string;
  /** The bar that opened the sheet: focus goes back to it when the sheet closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

/** The bottom sheet that holds the customiser's steps on a phone (a modal dialog). */
export function CustomiseSheet({ open, onOpenChange, title, priceText, returnFocusTo, children }: CustomiseSheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.sheet}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
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
