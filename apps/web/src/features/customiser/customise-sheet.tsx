import type { ReactNode, RefObject } from 'react';
import { Modal, ModalClose, ModalTitle } from '../../lib/ui/modal';
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
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      overlayClassName={styles.overlay}
      className={styles.sheet}
      described={false}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocusTo.current?.focus();
      }}
    >
      <div className={styles.head}>
        <ModalTitle className={styles.title}>{title}</ModalTitle>
        <ModalClose className={styles.close} aria-label="Close">
          ×
        </ModalClose>
      </div>
      <div className={styles.body}>{children}</div>
      <div className={styles.foot}>
        <span className={styles.footPrice}>{priceText}</span>
        <ModalClose className={styles.done}>Done</ModalClose>
      </div>
    </Modal>
  );
}
