import { attributeLabel } from '@selvedge/domain';
import { type Checkout, CheckoutCodeRequestSchema, type GroupedCartItem } from '@selvedge/contract';
import { useForm } from 'react-hook-form';
import { failureText, showApiFailure } from '../../lib/api-failure';
import { contractResolver } from '../../lib/forms/contract-resolver';
import { FormField } from '../../lib/ui/form-field';
import { MoneyLine, MoneyTotals } from '../../lib/ui/money-totals';
import { PiecePicture } from '../../lib/ui/piece-picture';
import { useApplyCheckoutCode, useRemoveCheckoutCode } from './api/checkout-mutations';
import { amountText, moneyText, pieceCharges, piecePriceText } from './checkout-text';
import styles from './checkout.module.css';

const CATEGORY_LABELS = { trial: 'Trial piece', preorder: 'Pre-order', piece: null } as const;

/** How a piece is sized, when the attributes do not say it already (body measurements, a saved size). */
function sizingText(item: GroupedCartItem): string | null {
  if (item.attributes.some((attribute) => attribute.key === 'Size')) return null;
  const { sizing } = item;
  if (sizing.sizeName) return `Saved size “${sizing.sizeName}”, ${sizing.fit} fit`;
  if (sizing.method === 'body') return `Your body measurements, ${sizing.fit} fit`;
  return sizing.size ? `Size ${sizing.size}, ${sizing.fit} fit` : null;
}

function SummaryPiece({ item, checkout }: { item: GroupedCartItem; checkout: Checkout }) {
  const category = CATEGORY_LABELS[item.category];
  const sizing = sizingText(item);
  const charges = pieceCharges(item, checkout.chargeCurrency);
  return (
    <li className={styles.piece} data-reference={item.reference} data-invalid={item.invalid ? 'true' : undefined}>
      <PiecePicture piece={item} className={styles.pieceImage} size={72} />
      <div className={styles.pieceBody}>
        <p className={styles.pieceTitle}>
          <span data-testid="piece-fabric">{item.fabric.title}</span> <span className={styles.pieceType}>{item.productType}</span>
          {item.quantity > 1 ? <span className={styles.pieceType}> × {item.quantity}</span> : null}
          {category ? <span className={styles.flag}>{category}</span> : null}
        </p>
        <dl className={styles.attributes}>
          {item.attributes.map((attribute) => (
            <div key={attribute.key} className={styles.attribute}>
              <dt>{attributeLabel(attribute.key)}</dt>
              <dd>{attribute.value}</dd>
            </div>
          ))}
          {sizing ? (
            <div className={styles.attribute}>
              <dt>Size</dt>
              <dd>{sizing}</dd>
            </div>
          ) : null}
        </dl>
        {charges.length > 1 ? (
          <ul className={styles.charges} aria-label={`What the ${item.fabric.title} ${item.productType} is made of`}>
            {charges.map((charge) => (
              <li key={charge.key}>
                <span>{charge.label}</span> <span>{charge.text}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {item.invalid ? (
          <p className={styles.problem} role="note">
            {item.invalid.message}. Edit or remove this piece in your cart before paying.
          </p>
        ) : null}
      </div>
      <span className={styles.piecePrice} data-testid="piece-price">
        {piecePriceText(item, checkout.chargeCurrency)}
      </span>
    </li>
  );
}

const codeResolver = contractResolver(CheckoutCodeRequestSchema);

function DiscountCode({ checkout }: { checkout: Checkout }) {
  const apply = useApplyCheckoutCode(checkout.token);
  const remove = useRemoveCheckoutCode(checkout.token);
  const { register, handleSubmit, setError, reset, formState } = useForm({ resolver: codeResolver, defaultValues: { discountCode: '' } });
  const submit = handleSubmit(async ({ discountCode }) => {
    try {
      await apply.mutateAsync(discountCode);
      reset({ discountCode: '' });
    } catch (error) {
      showApiFailure(error, setError, ['discountCode']);
    }
  });
  const { discount } = checkout;
  if (discount) {
    return (
      <div className={styles.discount}>
        <p>
          <span className={discount.applicable ? styles.codeOk : styles.codeNotApplicable} data-testid="discount-code">
            {discount.code}
          </span>{' '}
          {discount.applicable ? `applied: −${amountText(discount.amount, checkout.chargeCurrency)}` : 'does not apply'}
        </p>
        {discount.message ? <p className={discount.applicable ? styles.muted : styles.problem}>{discount.message}</p> : null}
        <button
          type="button"
          className={styles.linkButton}
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
          aria-label={`Remove discount code ${discount.code}`}
        >
          {remove.isPending ? 'Removing…' : 'Remove'}
        </button>
        {remove.isError ? (
          <p role="alert" className={styles.problem}>
            {failureText(remove.error)}
          </p>
        ) : null}
      </div>
    );
  }
  const fieldError = formState.errors.discountCode?.message ?? formState.errors.root?.server?.message;
  return (
    <form className={styles.discountForm} onSubmit={(event) => void submit(event)} noValidate aria-label="Apply a discount code">
      <FormField
        label="Discount code"
        autoComplete="off"
        spellCheck={false}
        error={fieldError}
        className={styles.discountField}
        {...register('discountCode')}
      />
      <button type="submit" className={styles.secondary} disabled={apply.isPending} aria-busy={apply.isPending}>
        {apply.isPending ? 'Applying…' : 'Apply'}
      </button>
    </form>
  );
}

/** The order as it will be paid: every piece, the code, and the totals in the charge currency. */
export function CheckoutSummary({ checkout }: { checkout: Checkout }) {
  return (
    <section className={styles.summary} aria-labelledby="checkout-summary-heading">
      <h2 id="checkout-summary-heading" className={styles.sectionTitle}>
        Your order
      </h2>
      {checkout.items.length === 0 ? (
        // Nothing left to pay for (its fabric left sale): no code, no totals of nothing (SPEC §8's words).
        <p className={styles.muted}>No items in cart.</p>
      ) : (
        <>
          <ul className={styles.pieces} aria-label="Pieces in your order">
            {checkout.items.map((item) => (
              <SummaryPiece key={item.reference} item={item} checkout={checkout} />
            ))}
          </ul>
          <DiscountCode checkout={checkout} />
          <SummaryTotals checkout={checkout} />
        </>
      )}
    </section>
  );
}

function SummaryTotals({ checkout }: { checkout: Checkout }) {
  const { cost, shipping } = checkout;
  const hasDiscount = Number(cost.discount.amount) !== 0;
  return (
    <MoneyTotals className={styles.totals}>
      <MoneyLine label="Subtotal" amount={moneyText(cost.subtotal)} testId="checkout-subtotal" />
      {hasDiscount ? <MoneyLine label="Discount" amount={`−${moneyText(cost.discount)}`} testId="checkout-discount" /> : null}
      <MoneyLine
        label="Shipping"
        amount={
          shipping ? (shipping.free || Number(shipping.price.amount) === 0 ? 'Free' : moneyText(shipping.price)) : 'Enter your address'
        }
        testId="checkout-shipping"
      />
      <MoneyLine label="Total" amount={moneyText(cost.total)} total testId="checkout-total" />
    </MoneyTotals>
  );
}
