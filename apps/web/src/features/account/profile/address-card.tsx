import type { Address, Customer } from '@selvedge/contract';
import { AlertDialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useAddressBookChange } from './api/address-book';
import confirm from '../../../lib/ui/confirm-dialog.module.css';
import styles from './address-book-panel.module.css';
import { addressSummary } from './address-lines';
import { failureText } from './failure-text';
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
        <button ref={editButton} type="button" className={form.secondary} onClick={onEdit} disabled={disabled || working} aria-label={`Edit ${summary}`}>
          Edit
        </button>
        <AlertDialog.Root
          open={confirming}
          onOpenChange={(open) => {
            if (remove.isPending) return;
            if (open) remove.reset();
            setConfirming(open);
          }}
        >
          <AlertDialog.Trigger className={form.secondary} disabled={disabled || working} aria-label={`Delete ${summary}`}>
            Delete
          </AlertDialog.Trigger>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className={confirm.overlay} />
            <AlertDialog.Content
              className={confirm.dialog}
              // The card is gone once deleted; the panel moves the focus to its confirmation instead.
              onCloseAutoFocus={(event) => {
                if (deleted.current) event.preventDefault();
              }}
            >
              <AlertDialog.Title className={confirm.dialogTitle}>Delete this address?</AlertDialog.Title>
              <AlertDialog.Description className={confirm.dialogText}>
                {summary} will be removed from your address book.{isDefault ? ' It is your default address.' : ''}
              </AlertDialog.Description>
              {remove.isError ? (
                <p role="alert" className={form.error}>
                  {failureText(remove.error)}
                </p>
              ) : null}
              <div className={confirm.dialogActions}>
                <AlertDialog.Cancel className={form.secondary} disabled={remove.isPending}>
                  Keep it
                </AlertDialog.Cancel>
                <AlertDialog.Action
                  className={`${form.primary} ${confirm.danger}`}
                  disabled={remove.isPending}
                  aria-busy={remove.isPending}
                  onClick={(event) => {
                    // The dialog stays open until the server has answered, to show a refusal.
                    event.preventDefault();
                    confirmDelete();
                  }}
                >
                  {remove.isPending ? 'Deleting…' : 'Delete address'}
                </AlertDialog.Action>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
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
