import { UpdateCheckoutRequestSchema, type AddressFields, type Checkout, type Money } from '@selvedge/contract';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { ApiRequestError } from '../../lib/api-client';
import { describeApiFailure, showApiFailure } from '../../lib/api-failure';
import { contractResolver } from '../../lib/forms/contract-resolver';
import { FormField } from '../../lib/ui/form-field';
import { ADDRESS_FIELD_NAMES, addressResolver, addressValues, savedAddressOf, type AddressValues } from './address-fields';
import { changedCheckoutOf } from './api/checkout-api';
import { usePayCheckout, useUpdateCheckout } from './api/checkout-mutations';
import { latestCheckout } from './api/checkout-queries';
import { CheckoutSummary } from './checkout-summary';
import { dayText, missingForPay, moneyText, timeText } from './checkout-text';
import { DeliveryAddress, NEW_ADDRESS } from './delivery-address';
import { NeedBy } from './need-by';
import { UnavailableFabrics } from './unavailable-fabrics';
import styles from './checkout.module.css';

const EMAIL_MISSING = 'Enter your e-mail address.';
const EMAIL_INVALID = 'Enter a valid e-mail address, such as name@example.com.';
const ADDRESS_SAVED_NOTICE = 'Your delivery address is saved. Check your total, then press Pay.';
const INVALID_PIECES_TEXT = 'A piece in your order needs attention: edit or remove it in your cart, then come back to pay.';
export const NOTHING_TO_PAY_TEXT = 'There is nothing left in your order to pay for. Choose another fabric, then check out again.';
const MISSING_TEXT = {
  email: 'Enter your e-mail address, then press Pay.',
  address: 'Choose or enter your delivery address, then press Pay.',
} as const;
/** Pay was pressed for one total and the checkout now has another (a new address's shipping or currency). */
const totalChangedNotice = (total: Money, addressSaved: boolean) =>
  `${addressSaved ? 'Your delivery address is saved, and your' : 'Your'} total is now ${moneyText(total)}. Check it, then press Pay.`;
const PAY_LABEL = {
  idle: (total: Money) => `Pay ${moneyText(total)}`,
  address: () => 'Saving your address…',
  payment: () => 'Taking you to payment…',
} as const;
const sameMoney = (a: Money, b: Money) => a.amount === b.amount && a.currencyCode === b.currencyCode;

const EmailSchema = z.object({ email: z.string().trim().toLowerCase().pipe(UpdateCheckoutRequestSchema.shape.email.unwrap()) });
const emailResolver = contractResolver(EmailSchema, {
  wording: (_path, _message, values) => (values.email.trim() === '' ? EMAIL_MISSING : EMAIL_INVALID),
});

/** A form's checked values, or null once its problems are on screen (the first one focused). */
function checked<Values extends FieldValues, Out>(form: UseFormReturn<Values, unknown, Out>): Promise<Out | null> {
  return new Promise(
    (resolve) =>
      void form.handleSubmit(
        (values) => resolve(values),
        () => resolve(null),
      )(),
  );
}

/** The saved address chosen at first: the one in the checkout, else the default (or the first). */
function firstChoice(checkout: Checkout): string {
  const inUse = savedAddressOf(checkout.address, checkout.savedAddresses);
  if (inUse) return inUse.id;
  if (checkout.address) return NEW_ADDRESS;
  return checkout.defaultAddressId ?? checkout.savedAddresses[0]?.id ?? NEW_ADDRESS;
}

const newKey = () => crypto.randomUUID();

/** Contact, delivery, shipping, currency, duties, the summary and Pay: the whole open checkout. */
export function CheckoutForm({ checkout }: { checkout: Checkout }) {
  const token = checkout.token;
  const queryClient = useQueryClient();
  const update = useUpdateCheckout(token);
  const pay = usePayCheckout(token);
  const contact = useForm({ resolver: emailResolver, defaultValues: { email: checkout.email ?? '' } });
  const address = useForm<AddressValues, unknown, AddressFields>({
    resolver: addressResolver,
    defaultValues: addressValues(checkout.address),
  });
  const [choice, setChoice] = useState(() => firstChoice(checkout));
  const [editing, setEditingState] = useState(() => checkout.address === null && firstChoice(checkout) === NEW_ADDRESS);
  // Pay reads whether the form is open as it is now, not as the last drawing had it.
  const editingNow = useRef(editing);
  const setEditing = (open: boolean) => {
    editingNow.current = open;
    setEditingState(open);
  };
  const [addressProblem, setAddressProblem] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [payProblem, setPayProblem] = useState<string | null>(null);
  // Pay pressed: waiting for the delivery address being saved, or on the way to the payment.
  const [paying, setPaying] = useState<'address' | 'payment' | null>(null);
  // One press of Pay at a time; the key is kept only to retry a press that got no answer.
  const running = useRef(false);
  const payKey = useRef<{ total: string; key: string } | null>(null);

  // The change of delivery address on its way (a saved one chosen, or a typed one from its check to
  // the shop's answer): a press of Pay meanwhile waits for it, rather than paying for the address before.
  const addressChange = useRef<Promise<Checkout | null> | null>(null);
  const track = (change: Promise<Checkout | null>): Promise<Checkout | null> => {
    addressChange.current = change;
    void change.then(() => {
      if (addressChange.current === change) addressChange.current = null;
    });
    return change;
  };
  const applySavedAddress = (addressId: string) =>
    track(
      update.mutateAsync({ addressId }).catch((error: unknown) => {
        setAddressProblem(error);
        return null;
      }),
    );

  // A returning customer's default address is used at once, so they reach Pay without typing.
  const autoChosen = useRef(false);
  useEffect(() => {
    if (autoChosen.current || checkout.address !== null || choice === NEW_ADDRESS) return;
    autoChosen.current = true;
    void applySavedAddress(choice);
  });

  const chooseAddress = (next: string) => {
    setChoice(next);
    setAddressProblem(null);
    setNotice(null);
    if (next === NEW_ADDRESS) {
      setEditing(true);
      return;
    }
    void applySavedAddress(next);
  };

  /** Saves the typed address; the answer is re-priced (its currency follows the country). */
  const saveAddress = () =>
    track(
      (async () => {
        const values = await checked(address);
        if (!values) return null;
        setAddressProblem(null);
        try {
          const answer = await update.mutateAsync({ address: values });
          setEditing(false);
          setNotice(ADDRESS_SAVED_NOTICE);
          return answer;
        } catch (error) {
          showApiFailure(error, address.setError, ADDRESS_FIELD_NAMES);
          return null;
        }
      })(),
    );

  // The e-mail being saved: leaving the field and pressing Pay in one click save it once.
  const emailSave = useRef<{ email: string; answer: Promise<Checkout | null> } | null>(null);
  const saveEmail = async (): Promise<Checkout | null | 'unchanged'> => {
    const values = await checked(contact);
    if (!values) return null;
    if (values.email === checkout.email) return 'unchanged';
    if (emailSave.current?.email !== values.email) {
      const answer = update.mutateAsync({ email: values.email }).catch((error: unknown) => {
        emailSave.current = null;
        showApiFailure(error, contact.setError, ['email']);
        return null;
      });
      emailSave.current = { email: values.email, answer };
    }
    return emailSave.current.answer;
  };

  /**
   * Pay: for the total on the button when it was pressed. A delivery address on its way (or typed and
   * not yet saved) is waited for first, the button saying so; when the address changes the total (its
   * shipping, its currency), the customer is shown the new one to pay instead.
   */
  const onPay = async () => {
    if (running.current) return;
    running.current = true;
    const seen = checkout.cost.total;
    setPayProblem(null);
    setNotice(null);
    let leaving = false;
    try {
      const pending = addressChange.current;
      const typed = pending === null && choice === NEW_ADDRESS && editingNow.current;
      setPaying(pending || typed ? 'address' : 'payment');
      const email = await saveEmail();
      // Each refusal is on screen beside its field, the e-mail's first.
      if (email === null) return;
      const addressSaved = pending ?? (typed ? saveAddress() : null);
      if (addressSaved && (await addressSaved) === null) return;
      let latest = latestCheckout(queryClient, token) ?? checkout;
      if (!latest.address && choice !== NEW_ADDRESS) {
        setPaying('address');
        const chosen = await applySavedAddress(choice);
        if (!chosen) return;
        latest = chosen;
      }
      const missing = missingForPay(latest);
      if (missing === 'pieces') {
        setPayProblem(INVALID_PIECES_TEXT);
        return;
      }
      if (missing) {
        setPayProblem(MISSING_TEXT[missing]);
        return;
      }
      const total = latest.cost.total;
      if (!sameMoney(total, seen)) {
        setNotice(totalChangedNotice(total, addressSaved !== null));
        return;
      }
      setNotice(null);
      setPaying('payment');
      const totalKey = `${total.amount} ${total.currencyCode}`;
      if (payKey.current?.total !== totalKey) payKey.current = { total: totalKey, key: newKey() };
      await pay.mutateAsync({ acceptedTotal: total, idempotencyKey: payKey.current.key });
      leaving = true;
    } catch (error) {
      // An answer (a refusal, a change) ends this press; only a press that got none is retried with its key.
      if (error instanceof ApiRequestError) payKey.current = null;
      if (!changedCheckoutOf(error)) setPayProblem(describeApiFailure(error).message);
    } finally {
      running.current = false;
      if (!leaving) setPaying(null);
    }
  };

  // The summary (every piece, the discount code, the totals) draws in a second pass straight after the
  // rest: two shorter tasks for a slow phone's main thread rather than one long one, its box keeping its room.
  const [summaryDrawn, setSummaryDrawn] = useState(false);
  useEffect(() => startTransition(() => setSummaryDrawn(true)), []);

  const emailField = contact.register('email');
  const { shipping, duties, delivery } = checkout;
  const failedPayment = checkout.payment && ['failed', 'cancelled'].includes(checkout.payment.status) ? checkout.payment : null;
  const saving = update.isPending;

  return (
    <div className={styles.layout}>
      <div className={styles.steps}>
        <UnavailableFabrics fabrics={checkout.unavailable} />
        <section className={styles.section} aria-labelledby="checkout-contact-heading">
          <h2 id="checkout-contact-heading" className={styles.sectionTitle}>
            Contact
          </h2>
          <form onSubmit={(event) => event.preventDefault()} noValidate aria-label="Contact">
            <FormField
              label="E-mail"
              type="email"
              autoComplete="email"
              inputMode="email"
              hint="We send your order confirmation and its progress here."
              error={contact.formState.errors.email?.message}
              {...emailField}
              onBlur={(event) => {
                void emailField.onBlur(event);
                if (event.target.value.trim() !== '' && paying === null) void saveEmail();
              }}
            />
          </form>
        </section>

        <DeliveryAddress
          checkout={checkout}
          choice={choice}
          onChoose={chooseAddress}
          editing={editing}
          onEdit={() => {
            address.reset(addressValues(checkout.address));
            setEditing(true);
          }}
          form={address}
          onSubmit={() => void saveAddress()}
          saving={saving}
          problem={addressProblem}
        />

        <section className={styles.section} aria-labelledby="checkout-shipping-heading">
          <h2 id="checkout-shipping-heading" className={styles.sectionTitle}>
            Shipping
          </h2>
          {shipping ? (
            <>
              <p className={styles.rate}>
                <span>{shipping.name}</span>
                <span data-testid="shipping-price">
                  {shipping.free || Number(shipping.price.amount) === 0 ? 'Free' : moneyText(shipping.price)}
                </span>
              </p>
              <p className={styles.muted}>
                {shipping.deliveryDays.min}–{shipping.deliveryDays.max} days’ delivery once your pieces are made.
              </p>
              {shipping.note ? <p className={styles.note}>{shipping.note}</p> : null}
            </>
          ) : (
            <p className={styles.muted}>Shipping is worked out once we know where your pieces go.</p>
          )}
          {delivery ? (
            <p data-testid="delivery-estimate">
              Estimated delivery:{' '}
              <strong>
                {delivery.earliest === delivery.latest
                  ? dayText(delivery.earliest)
                  : `${dayText(delivery.earliest)} – ${dayText(delivery.latest)}`}
              </strong>
              <br />
              <span className={styles.muted}>{delivery.text}</span>
            </p>
          ) : null}
          <NeedBy checkout={checkout} save={(change) => update.mutateAsync(change)} saving={saving} />
        </section>

        <section className={styles.section} aria-labelledby="checkout-payment-heading">
          <h2 id="checkout-payment-heading" className={styles.sectionTitle}>
            Payment
          </h2>
          <p data-testid="charge-currency">
            You pay in <strong>{checkout.chargeCurrency}</strong>. <span className={styles.muted}>{checkout.chargeCurrencyNote}</span>
          </p>
          {duties ? (
            <div className={styles.duties}>
              <p>{duties.text}</p>
              {duties.notices.map((text) => (
                <p key={text} className={styles.note}>
                  {text}
                </p>
              ))}
            </div>
          ) : null}
          <div role="status" aria-live="polite" className={styles.changesRegion}>
            {checkout.changes.length > 0 ? (
              <div className={styles.changes} data-testid="checkout-changes">
                <p className={styles.changesTitle}>Your order changed since you last saw it:</p>
                <ul>
                  {checkout.changes.map((change, index) => (
                    <li key={`${change.kind}-${index}`}>{change.message}</li>
                  ))}
                </ul>
                <p>
                  Your new total is <strong>{moneyText(checkout.cost.total)}</strong>. Press Pay to accept it.
                </p>
              </div>
            ) : null}
            {notice ? <p className={styles.notice}>{notice}</p> : null}
          </div>
          {failedPayment ? (
            <p role="alert" className={styles.problem}>
              {failedPayment.message ?? 'Your payment did not go through.'} You can try again.
            </p>
          ) : null}
          {checkout.items.length > 0 ? (
            <button
              type="button"
              className={styles.pay}
              onClick={() => void onPay()}
              disabled={paying !== null}
              aria-busy={paying !== null}
            >
              {PAY_LABEL[paying ?? 'idle'](checkout.cost.total)}
            </button>
          ) : (
            <p role="alert" className={styles.problem} data-testid="nothing-to-pay">
              {NOTHING_TO_PAY_TEXT} <Link to="/">Back to the shop</Link>
            </p>
          )}
          {payProblem ? (
            <p role="alert" className={styles.problem}>
              {payProblem}
            </p>
          ) : null}
          <p className={styles.muted}>Your prices are held until {timeText(checkout.expiresAt)}.</p>
        </section>
      </div>
      {summaryDrawn ? (
        <CheckoutSummary checkout={checkout} />
      ) : (
        <div className={styles.summaryOutline} aria-hidden="true" data-testid="summary-outline" />
      )}
    </div>
  );
}
