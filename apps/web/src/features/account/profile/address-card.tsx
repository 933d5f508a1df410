import type { Address, Customer } from '@selvedge/contract';
import { useEffect, useRef, useState } from 'react';
import { useAddressBookChange } from './api/address-book';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import styles from './address-book-panel.module.css';
import { addressSummary } from './address-lines';
import { failureText } from '../../../lib/api-failure';
import { PostalAddress } from './postal-address';
import form from './profile-form.module.css';

interface AddressCardProps {
  user: Customer;
  address: Address;
  isDefault: boolean;
  /** True while a form is open elsewhere in the book. */
  disabled: boolean;
  /** Focus the Edit button on arrival: its edit form was just cancelled. */
  focusEdit: boolean;
  onEdit(): void;
  onDeleted(): void;
  onMadeDefault(): void;
}

export function AddressCard({ user, address, isDefault, disabled, focusEdit, onEdit, onDeleted, onMadeDefault }: AddressCardProps) {
  const makeDefault = useAddressBookChange(user.id);
  const remove = useAddressBookChange(user.id);
  const [confirming, setConfirming] = useState(false);
  const deleted = useRef(false);
  const editButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusEdit) editButton.current?.focus();
  }, [focusEdit]);
  const summary = addressSummary(address);
  const working = makeDefault.isPending || remove.isPending;

  const confirmDelete = () => {
    if (remove.isPending) return;
    remove.mutate(
      { kind: 'delete', addressId: address.id },
      {
        onSuccess: () => {
          deleted.current = true;
          setConfirming(false);
          onDeleted();
        },
      },
    );
  };

  return (
    <li className={styles.card} aria-label={isDefault ? `${summary} (default)` : summary}>
      <div className={styles.cardBody}>
        <PostalAddress address={address} className={styles.address} />
        {isDefault ? <span className={styles.badge}>Default</span> : null}
      </div>
      <div className={styles.cardActions}>
        <button
          ref={editButton}
          type="button"
          className={form.secondary}
          onClick={onEdit}
          disabled={disabled || working}
          aria-label={`Edit ${summary}`}
        >
          Edit
        </button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={(open) => {
            if (open) remove.reset();
            setConfirming(open);
          }}
          trigger={{ text: 'Delete', label: `Delete ${summary}`, className: form.secondary, disabled: disabled || working }}
          title="Delete this address?"
          description={`${summary} will be removed from your address book.${isDefault ? ' It is your default address.' : ''}`}
          problem={remove.isError ? failureText(remove.error) : null}
          cancelText="Keep it"
          confirmText="Delete address"
          pendingText="Deleting…"
          pending={remove.isPending}
          onConfirm={confirmDelete}
          // The card is gone once deleted; the panel moves the focus to its confirmation instead.
          keepFocusOnClose={() => deleted.current}
        />
        {isDefault ? null : (
          <button
            type="button"
            className={form.secondary}
            disabled={disabled || working}
            aria-busy={makeDefault.isPending}
            aria-label={`Make default: ${summary}`}
            onClick={() => makeDefault.mutate({ kind: 'makeDefault', addressId: address.id }, { onSuccess: () => onMadeDefault() })}
          >
            {makeDefault.isPending ? 'Saving…' : 'Make default'}
          </button>
        )}
      </div>
      {makeDefault.isError ? (
        <p role="alert" className={form.error}>
          {failureText(makeDefault.error)}
        </p>
      ) : null}
    </li>
  );
}
