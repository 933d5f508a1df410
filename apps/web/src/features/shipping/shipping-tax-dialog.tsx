import { Modal, ModalClose, ModalDescription, ModalTitle } from '../../lib/ui/modal';
import { useShipping } from './api/get-shipping';
import { CloseIcon } from './close-icon';
import { formatShippingPrice } from './format-shipping-price';
import styles from './shipping-dialog.module.css';

interface ShippingDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** "Shipping and Tax Information" (SPEC §2): what the cart total does and does not include. */
export function ShippingTaxDialog({ open, onOpenChange }: ShippingDialogProps) {
  const query = useShipping({ enabled: open });
  const threshold = query.data ? formatShippingPrice(query.data.freeShippingThreshold) : null;

  return (
    <Modal open={open} onOpenChange={onOpenChange} described className={styles.content} data-testid="shipping-tax-dialog">
      <header className={styles.header}>
        <ModalTitle className={styles.title}>Shipping and Tax Information</ModalTitle>
        <ModalClose className={styles.close} aria-label="Close">
          <CloseIcon />
        </ModalClose>
      </header>
      <ModalDescription className={styles.lede}>Shipping calculated at checkout.</ModalDescription>
      <div className={styles.body}>
        <h3 className={styles.subheading}>Shipping</h3>
        <p>
          We send every order from our Singapore workroom by express courier once it has been made. The rate depends on your country of
          delivery and is added at checkout
          {threshold ? <>; orders over {threshold} ship free to eligible countries</> : null}.
        </p>
        <h3 className={styles.subheading}>Duties and taxes</h3>
        <p>
          Our prices do not include the import duties, VAT or GST your country may charge on parcels from abroad. Where they apply, the
          courier collects them from you before or on delivery. The amount follows your country’s rules and the value of your order, so we
          cannot tell it in advance, waive it or refund it.
        </p>
        <h3 className={styles.subheading}>Currency</h3>
        <p>
          Your country of delivery determines your payment currency. Prices shown in another currency are a guide; the checkout shows the
          exact amount you pay.
        </p>
      </div>
      <div className={styles.actions}>
        <ModalClose className={styles.button}>Got it</ModalClose>
      </div>
    </Modal>
  );
}
