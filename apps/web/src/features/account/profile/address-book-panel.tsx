import { CUSTOMER_MESSAGES, MAX_ADDRESSES, type AddressBook, type Customer } from '@selvedge/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useAddressBook } from './api/address-book';
import { AddressCard } from './address-card';
import styles from './address-book-panel.module.css';
import { AddressForm } from './address-form';
import { failureText } from '../../../lib/api-failure';
import form from './profile-form.module.css';

/** What is open in the panel: nothing, the new-address form, or the edit form of one address. */
type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; addressId: string };

export const ADDRESS_ADDED = 'Address added.';
export const ADDRESS_SAVED = 'Address saved.';
export const ADDRESS_DELETED = 'Address deleted.';
export const DEFAULT_CHANGED = 'Default address changed.';

/** The address book: each address with Edit, Delete and Make default, and a form to add one. */
export function AddressBookPanel({ user }: { user: Customer }) {
  const id = useId();
  const book = useAddressBook(user.id);
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  // Each confirmation is new, even with the same words, so it is announced and focused again.
  const [notice, setNotice] = useState<{ message: string; serial: number } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  // After a change the control that was used may be gone (a deleted card, a closed form):
  // the confirmation takes the focus, so a keyboard user is not dropped at the top of the page.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const done = (message: string) => (_book?: AddressBook) => {
    setEditing({ kind: 'none' });
    setNotice((previous) => ({ message, serial: (previous?.serial ?? 0) + 1 }));
  };
  // A cancelled form hands the focus back to the button that opened it.
  const [returnFocusTo, setReturnFocusTo] = useState<string | null>(null);
  const cancel = () => {
    if (editing.kind === 'new') requestAnimationFrame(() => addButton.current?.focus());
    setReturnFocusTo(editing.kind === 'edit' ? editing.addressId : null);
    setEditing({ kind: 'none' });
  };

  const heading = (
    <h2 id={`${id}-heading`} className={form.heading}>
      Addresses
    </h2>
  );

  if (book.isPending) {
    return (
      <section className={styles.panel} aria-labelledby={`${id}-heading`}>
        {heading}
        <p role="status" className={styles.loading}>
          Loading your addresses…
        </p>
      </section>
    );
  }
  if (book.isError) {
    return (
      <section className={styles.panel} aria-labelledby={`${id}-heading`}>
        {heading}
        <div role="alert" className={form.error}>
          <p className={styles.errorText}>We could not load your addresses. {failureText(book.error)}</p>
          <button type="button" className={form.secondary} onClick={() => void book.refetch()}>
            Try again
          </button>
        </div>
      </section>
    );
  }

  const { addresses, defaultAddressId } = book.data;
  const full = addresses.length >= MAX_ADDRESSES;
  const busy = editing.kind !== 'none';

  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <div className={styles.top}>
        <div>
          {heading}
          <p className={styles.count}>
            {addresses.length === 1 ? '1 address' : `${addresses.length} addresses`} of {MAX_ADDRESSES}
          </p>
        </div>
        <button
          ref={addButton}
          type="button"
          className={form.primary}
          disabled={full || busy}
          aria-describedby={full ? `${id}-full` : undefined}
          onClick={() => {
            setNotice(null);
            setEditing({ kind: 'new' });
          }}
        >
          Add address
        </button>
      </div>
      {full ? (
        <p id={`${id}-full`} className={form.hint}>
          {CUSTOMER_MESSAGES.tooManyAddresses}
        </p>
      ) : null}
      {notice ? (
        <p key={notice.serial} ref={noticeRef} tabIndex={-1} role="status" className={form.success}>
          {notice.message}
        </p>
      ) : null}

      {editing.kind === 'new' ? (
        <div className={styles.formCard}>
          <AddressForm user={user} onSaved={done(ADDRESS_ADDED)} onCancel={cancel} />
        </div>
      ) : null}

      {addresses.length === 0 ? (
        editing.kind === 'new' ? null : (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>No saved addresses yet</p>
            <p className={form.hint}>Add the address your pieces should go to, and it will be ready for your orders.</p>
          </div>
        )
      ) : (
        <ul className={styles.list} aria-label="Your addresses">
          {addresses.map((address) =>
            editing.kind === 'edit' && editing.addressId === address.id ? (
              <li key={address.id} className={styles.formCard}>
                <AddressForm user={user} address={address} onSaved={done(ADDRESS_SAVED)} onCancel={cancel} />
              </li>
            ) : (
              <AddressCard
                key={address.id}
                user={user}
                address={address}
                isDefault={address.id === defaultAddressId}
                disabled={busy}
                focusEdit={returnFocusTo === address.id}
                onEdit={() => {
                  setReturnFocusTo(null);
                  setNotice(null);
                  setEditing({ kind: 'edit', addressId: address.id });
                }}
                onDeleted={done(ADDRESS_DELETED)}
                onMadeDefault={done(DEFAULT_CHANGED)}
              />
            ),
          )}
        </ul>
      )}
    </section>
  );
}
