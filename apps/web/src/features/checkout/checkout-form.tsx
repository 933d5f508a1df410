import { UpdateCheckoutRequestSchema, type AddressFields, type Checkout } from '@selvedge/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { ApiRequestError } from '../../lib/api-client';
import { describeApiFailure, showApiFailure } from '../../lib/api-failure';
import { contractResolver } from '../../lib/forms/contract-resolver';
import { FormField } from '../../lib/ui/form-field';
import { ADDRESS_FIELD_NAMES, addressResolver, addressValues, savedAddressOf, type AddressValues } from './address-fields';
import { changedCheckoutOf } from './api/checkout-api';
import { usePayCheckout, useUpdateCheckout } from './api/checkout-mutations';
import { CheckoutSummary } from './checkout-summary';
import { dayText, missingForPay, moneyText, timeText } from './checkout-text';
import { DeliveryAddress, NEW_ADDRESS } from './delivery-address';
import styles from './checkout.module.css';

const EMAIL_MISSING = 'Enter your e-mail address.';
const EMAIL_INVALID = 'Enter a valid e-mail address, such as name@example.com.';
const ADDRESS_SAVED_NOTICE = 'Your delivery address is saved. Check your total, then press Pay.';
const INVALID_PIECES_TEXT = 'A piece in your order needs attention: edit or remove it in your cart, then come back to pay.';

const EmailSchema = z.object({ email: z.string().trim().toLowerCase().pipe(UpdateCheckoutRequestSchema.shape.email.unwrap()) });
const emailResolver = contractResolver(EmailSchema, { wording: (_path, _message, values) => (values.email.trim() === '' ? EMAIL_MISSING : EMAIL_INVALID) });

/** A form's checked values, or null once its problems are on screen (the first one focused). */
function checked<Values extends FieldValues, Out>(form: UseFormReturn<Values, unknown, Out>): Promise<Out | null> {
  return new Promise((resolve) => void form.handleSubmit((values) => resolve(values), () => resolve(null))());
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
  const update = useUpdateCheckout(token);
  const pay = usePayCheckout(token);
  const contact = useForm({ resolver: emailResolver, defaultValues: { email: checkout.email ?? '' } });
  const address = useForm<AddressValues, unknown, AddressFields>({ resolver: addressResolver, defaultValues: addressValues(checkout.address) });
  const [choice, setChoice] = useState(() => firstChoice(checkout));
  const [editing, setEditing] = useState(() => checkout.address === null && firstChoice(checkout) === NEW_ADDRESS);
  const [addressProblem, setAddressProblem] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [payProblem, setPayProblem] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  // One press of Pay at a time; the key is kept only to retry a press that got no answer.
  const running = useRef(false);
  const payKey = useRef<{ total: string; key: string } | null>(null);

  // A returning customer's default address is used at once, so they reach Pay without typing.
  const autoChosen = useRef(false);
  useEffect(() => {
    if (autoChosen.current || checkout.address !== null || choice === NEW_ADDRESS) return;
    autoChosen.current = true;
    update.mutate({ addressId: choice }, { onError: setAddressProblem });
  }, [checkout.address, choice, update]);

  const chooseAddress = (next: string) => {
    setChoice(next);
    setAddressProblem(null);
    setNotice(null);
    if (next === NEW_ADDRESS) {
      setEditing(true);
      return;
    }
    update.mutate({ addressId: next }, { onError: setAddressProblem });
  };

  /** Saves the typed address; the answer is re-priced (its currency follows the country). */
  const saveAddress = async (): Promise<Checkout | null> => {
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
  };

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

  const onPay = async () => {
    if (running.current) return;
    running.current = true;
    setPaying(true);
    setPayProblem(null);
    setNotice(null);
    let leaving = false;
    try {
      const email = await saveEmail();
      if (email === null) return;
      let latest = email === 'unchanged' ? checkout : email;
      if (choice === NEW_ADDRESS && editing) {
        // A new address may change the currency and the total: the customer sees them before paying.
        await saveAddress();
        return;
      }
      if (!latest.address && choice !== NEW_ADDRESS) latest = await update.mutateAsync({ addressId: choice });
      const missing = missingForPay(latest);
      if (missing === 'pieces') {
        setPayProblem(INVALID_PIECES_TEXT);
        return;
      }
      if (missing) return;
      const total = latest.cost.total;
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
      if (!leaving) setPaying(false);
    }
  };

  const emailField = contact.register('email');
  const { shipping, duties, delivery } = checkout;
  const failedPayment = checkout.payment && ['failed', 'cancelled'].includes(checkout.payment.status) ? checkout.payment : null;
  const saving = update.isPending;

  return (
    <div className={styles.layout}>
      <div className={styles.steps}>
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
                if (event.target.value.trim() !== '' && !paying) void saveEmail();
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
                <span data-testid="shipping-price">{shipping.free || Number(shipping.price.amount) === 0 ? 'Free' : moneyText(shipping.price)}</span>
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
              Estimated delivery: <strong>{delivery.earliest === delivery.latest ? dayText(delivery.earliest) : `${dayText(delivery.earliest)} – ${dayText(delivery.latest)}`}</strong>
              <br />
              <span className={styles.muted}>{delivery.text}</span>
            </p>
          ) : null}
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
          <button type="button" className={styles.pay} onClick={() => void onPay()} disabled={paying} aria-busy={paying}>
            {paying ? 'Taking you to payment…' : `Pay ${moneyText(checkout.cost.total)}`}
          </button>
          {payProblem ? (
            <p role="alert" className={styles.problem}>
              {payProblem}
            </p>
          ) : null}
          <p className={styles.muted}>Your prices are held until {timeText(checkout.expiresAt)}.</p>
        </section>
      </div>
      <CheckoutSummary checkout={checkout} />
    </div>
  );
}
