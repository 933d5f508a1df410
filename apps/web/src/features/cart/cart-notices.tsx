import { FABRIC_UNAVAILABLE } from '@selvedge/contract';
import { AlertDialog } from 'radix-ui';
import dialog from '../../lib/ui/confirm-dialog.module.css';
import fields from '../../lib/ui/form-fields.module.css';
import { updateCartUi, useCartUi } from './cart-ui';

/**
 * The Fabric Unavailable dialog (SPEC §2, §8) for fabrics an answer removed from the cart, with the
 * body for why (out of stock, or withdrawn from sale), and the cart-deleted notification.
 */
export function CartNotices() {
  const { deletedFabrics, deletedDuring, cartGone } = useCartUi();
  const outOfStock = deletedFabrics.filter((fabric) => fabric.reason === 'out_of_stock');
  const withdrawn = deletedFabrics.filter((fabric) => fabric.reason === 'withdrawn');
  const open = deletedFabrics.length > 0 || cartGone;
  const close = () => updateCartUi({ deletedFabrics: [], deletedDuring: null, cartGone: false });

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialog.overlay} />
        <AlertDialog.Content className={dialog.dialog} data-testid="cart-notice">
          <AlertDialog.Title className={dialog.dialogTitle}>
            {deletedFabrics.length > 0 ? FABRIC_UNAVAILABLE.title : 'Your cart is no longer available'}
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className={dialog.dialogText}>
              {cartGone && deletedFabrics.length === 0 ? (
                <p>The cart kept in this browser has been checked out or removed. You can start a new one at any time.</p>
              ) : null}
              {outOfStock.length > 0 ? (
                <>
                  <p>{FABRIC_UNAVAILABLE.out_of_stock}</p>
                  <ul>
                    {outOfStock.map((fabric) => (
                      <li key={fabric.id}>
                        {fabric.title}
                        {fabric.note ? `: ${fabric.note}` : ''}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              {withdrawn.length > 0 ? (
                <>
                  <p>{FABRIC_UNAVAILABLE.withdrawn}</p>
                  <ul>
                    {withdrawn.map((fabric) => (
                      <li key={fabric.id}>
                        {fabric.title}
                        {fabric.note ? `: ${fabric.note}` : ''}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              {deletedDuring === 'checkout' ? <p>Your cart has changed: please look it over before you check out.</p> : null}
              {deletedDuring === 'edit' ? <p>A piece made in it cannot be edited any more: design it again in another fabric.</p> : null}
            </div>
          </AlertDialog.Description>
          <div className={dialog.dialogActions}>
            <AlertDialog.Action className={fields.submit}>{deletedDuring ? 'Review my cart' : 'OK'}</AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
