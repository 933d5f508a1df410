import { FABRIC_UNAVAILABLE } from '@selvedge/contract';
import { AdminFabricSaleRequestSchema, type AdminFabric, type AdminFabricSaleRequest } from '@selvedge/contract/admin';
import { useForm, useWatch } from 'react-hook-form';
import { showApiFailure } from '../../../lib/api-failure';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { FormField } from '../../../lib/ui/form-field';
import fields from '../../../lib/ui/form-fields.module.css';
import { useStaleReread } from '../../lib/stale-edit';
import ui from '../../lib/ui/admin-ui.module.css';
import { EditDialog, EditDialogAction } from '../../lib/ui/edit-dialog';
import { fieldWords, saleStatusLine } from '../../lib/catalogue-words';
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
  const onSale = fabric.saleStatus === 'on_sale';
  const words = onSale ? 'Take off sale' : 'Put back on sale';
  return (
    <EditDialogAction
      trigger={{
        text: words,
        label: `${words}: ${fabric.title}`,
        className: `${onSale ? ui.secondaryButton : ui.button} ${styles.rowAction}`,
      }}
      onSaved={onSaved}
    >
      {(done) => <SaleDialog seen={fabric} onDone={done} />}
    </EditDialogAction>
  );
}

function SaleDialog({ seen, onDone }: { seen: AdminFabric; onDone(saved: AdminFabric): void }) {
  const setSale = useSetFabricSale();
  const takingOff = seen.saleStatus === 'on_sale';
  const form = useForm<SaleForm, unknown, SaleForm>({
    resolver: contractResolver(AdminFabricSaleRequestSchema, { wording: (_path, message) => fieldWords(message) ?? message }),
    defaultValues: takingOff ? { status: 'out_of_stock', note: '', version: seen.version } : { status: 'on_sale', version: seen.version },
  });
  /** The fabric as the server holds it, once a stale edit told us someone else changed it. */
  const { stale, caught } = useStaleReread(
    () => currentFabric(seen),
    saleStatusLine,
    (version) => form.setValue('version', version),
  );
  const { errors } = form.formState;
  const note = useWatch({ control: form.control, name: 'note' }) ?? '';

  const submit = form.handleSubmit((values) =>
    setSale.mutate(
      { id: seen.id, ...values },
      {
        onSuccess: onDone,
        onError: async (error) => {
          if (await caught(error)) return;
          showApiFailure(error, form.setError, ['status', 'note']);
        },
      },
    ),
  );

  return (
    <EditDialog
      title={takingOff ? `Take ${seen.title} off sale` : `Put ${seen.title} back on sale`}
      description={
        takingOff
          ? `Customers who have it in their cart will see it as ‘${FABRIC_UNAVAILABLE.title}’ with the reason you give here, and it leaves their cart.`
          : `It is ${saleStatusLine(seen)
              .replace(/^./, (first) => first.toLowerCase())
              .replace(/[.!]$/, '')}. Back on sale, customers can choose it again and nothing is said in their carts.`
      }
      pending={setSale.isPending}
      stale={stale}
      problem={fieldWords(errors.status?.message) ?? errors.root?.server?.message}
      submit={takingOff ? { text: 'Take off sale', className: ui.dangerButton } : { text: 'Put back on sale' }}
      onSubmit={submit}
    >
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
            control={(control) => (
              <textarea className={ui.textarea} rows={3} maxLength={NOTE_MAX} {...control} {...form.register('note')} />
            )}
          />
        </>
      ) : null}
    </EditDialog>
  );
}
