import { FABRIC_UNAVAILABLE } from '@selvedge/contract';
import { AdminFabricSaleRequestSchema, type AdminFabric, type AdminFabricSaleRequest } from '@selvedge/contract/admin';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api-client';
import { failureText, showApiFailure } from '../../../lib/api-failure';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { FormField } from '../../../lib/ui/form-field';
import fields from '../../../lib/ui/form-fields.module.css';
import ui from '../../lib/ui/admin-ui.module.css';
import { fieldWords, saleStatusLine } from './catalogue-words';
import { currentFabric, useSetFabricSale } from './fabrics-api';
import styles from './catalogue.module.css';

/** The longest reason the server keeps (the contract's limit). */
const NOTE_MAX = 300;

type SaleForm = AdminFabricSaleRequest;

interface FabricSaleActionProps {
  fabric: AdminFabric;
  /** Told once the server has saved the change. */
  onSaved(fabric: AdminFabric): void;
}

/**
 * A row's action: take the fabric off sale (out of stock, or withdrawn) with the reason customers
 * will read, or put it back on sale. The dialog opens on the row as it was seen; a change someone
 * else saved first is refused by the server (409) and the dialog shows the fabric as it is now.
 */
export function FabricSaleAction({ fabric, onSaved }: FabricSaleActionProps) {
  const [open, setOpen] = useState(false);
  const onSale = fabric.saleStatus === 'on_sale';
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={`${onSale ? ui.secondaryButton : ui.button} ${styles.rowAction}`} aria-label={`${onSale ? 'Take off sale' : 'Put back on sale'}: ${fabric.title}`}>
        {onSale ? 'Take off sale' : 'Put back on sale'}
      </Dialog.Trigger>
      {open ? (
        <SaleDialog
          seen={fabric}
          onDone={(saved) => {
            setOpen(false);
            onSaved(saved);
          }}
        />
      ) : null}
    </Dialog.Root>
  );
}

function SaleDialog({ seen, onDone }: { seen: AdminFabric; onDone(saved: AdminFabric): void }) {
  const setSale = useSetFabricSale();
  const takingOff = seen.saleStatus === 'on_sale';
  /** The fabric as the server holds it, once a stale edit told us someone else changed it. */
  const [now, setNow] = useState<{ message: string; fabric: AdminFabric | null } | null>(null);
  const form = useForm<SaleForm, unknown, SaleForm>({
    resolver: contractResolver(AdminFabricSaleRequestSchema, { wording: (_path, message) => fieldWords(message) ?? message }),
    defaultValues: takingOff ? { status: 'out_of_stock', note: '', version: seen.version } : { status: 'on_sale', version: seen.version },
  });
  const { errors } = form.formState;
  const note = useWatch({ control: form.control, name: 'note' }) ?? '';

  const submit = form.handleSubmit((values) =>
    setSale.mutate(
      { id: seen.id, ...values },
      {
        onSuccess: onDone,
        onError: async (error) => {
          if (error instanceof ApiRequestError && error.code === 'stale_edit') {
            const fabric = await currentFabric(seen).catch(() => null);
            setNow({ message: failureText(error), fabric });
            // A second press is made from what is now shown, not from what was first seen.
            if (fabric) form.setValue('version', fabric.version);
            return;
          }
          showApiFailure(error, form.setError, ['status', 'note']);
        },
      },
    ),
  );

  return (
    <Dialog.Portal>
      <Dialog.Overlay className={styles.overlay} />
      <Dialog.Content
        className={styles.dialog}
        onInteractOutside={(event) => {
          if (setSale.isPending) event.preventDefault();
        }}
        onEscapeKeyDown={(event) => {
          if (setSale.isPending) event.preventDefault();
        }}
      >
        <Dialog.Title className={styles.dialogTitle}>{takingOff ? `Take ${seen.title} off sale` : `Put ${seen.title} back on sale`}</Dialog.Title>
        <Dialog.Description className={styles.dialogText}>
          {takingOff
            ? `Customers who have it in their cart will see it as ‘${FABRIC_UNAVAILABLE.title}’ with the reason you give here, and it leaves their cart.`
            : `It is ${saleStatusLine(seen).replace(/^./, (first) => first.toLowerCase()).replace(/[.!]$/, '')}. Back on sale, customers can choose it again and nothing is said in their carts.`}
        </Dialog.Description>

        {now ? (
          <div className={ui.problem} role="alert">
            <p className={styles.tight}>{now.message}</p>
            {now.fabric ? (
              <p className={styles.tight}>
                It is now: <strong>{saleStatusLine(now.fabric)}</strong>. Save again to make your change from this, or cancel.
              </p>
            ) : null}
          </div>
        ) : null}

        <form className={styles.dialogForm} noValidate onSubmit={(event) => void submit(event)}>
          {takingOff ? (
            <>
              <fieldset className={styles.choices}>
                <legend className={fields.label}>Take it off sale as</legend>
                <label className={styles.choice}>
                  <input type="radio" value="out_of_stock" {...form.register('status')} />
                  <span>
                    <strong>Out of stock</strong>
                    <span className={ui.muted}> — it stays in the shop, marked Out of stock, and cannot be chosen.</span>
                  </span>
                </label>
                <label className={styles.choice}>
                  <input type="radio" value="withdrawn" {...form.register('status')} />
                  <span>
                    <strong>Withdrawn from sale</strong>
                    <span className={ui.muted}> — it is no longer shown in the shop.</span>
                  </span>
                </label>
              </fieldset>
              <FormField
                label="Reason customers will read"
                hint={`Shown in their cart beside the fabric. ${note.length}/${NOTE_MAX} characters.`}
                error={fieldWords(errors.note?.message)}
                control={(control) => <textarea className={styles.textarea} rows={3} maxLength={NOTE_MAX} {...control} {...form.register('note')} />}
              />
            </>
          ) : null}
          {errors.status?.message || errors.root?.server ? (
            <p className={ui.problem} role="alert">
              {fieldWords(errors.status?.message) ?? errors.root?.server?.message}
            </p>
          ) : null}
          <div className={styles.dialogActions}>
            <Dialog.Close className={ui.secondaryButton} disabled={setSale.isPending}>
              Cancel
            </Dialog.Close>
            <button type="submit" className={takingOff ? ui.dangerButton : ui.button} disabled={setSale.isPending}>
              {setSale.isPending ? 'Saving…' : takingOff ? 'Take off sale' : 'Put back on sale'}
            </button>
          </div>
        </form>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
