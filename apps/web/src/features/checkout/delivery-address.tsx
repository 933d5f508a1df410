import type { AddressFields, Checkout } from '@selvedge/contract';
import type { UseFormReturn } from 'react-hook-form';
import { failureText } from '../../lib/api-failure';
import { FormField, OptionalMark } from '../../lib/ui/form-field';
import type { AddressValues } from './address-fields';
import { addressLines, TEXT_FIELDS } from './address-fields';
import { useDeliveryCountries } from '../../lib/shipping-query';
import styles from './checkout.module.css';

/** The radio value of "another address". */
export const NEW_ADDRESS = 'new';

interface DeliveryAddressProps {
  checkout: Checkout;
  /** The saved address chosen, or NEW_ADDRESS. */
  choice: string;
  onChoose(choice: string): void;
  /** The form is open (a guest's, or another address being typed). */
  editing: boolean;
  onEdit(): void;
  form: UseFormReturn<AddressValues, unknown, AddressFields>;
  onSubmit(): void;
  saving: boolean;
  /** Why the last change of address was refused, when it was about no one field. */
  problem: unknown;
}

function AddressText({ address }: { address: NonNullable<Checkout['address']> }) {
  return (
    <address className={styles.address}>
      {addressLines(address).map((line, index) => (
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}

/** Where the pieces go: a customer's saved addresses (the default chosen), or a typed address. */
export function DeliveryAddress({ checkout, choice, onChoose, editing, onEdit, form, onSubmit, saving, problem }: DeliveryAddressProps) {
  const saved = checkout.savedAddresses;
  const showForm = choice === NEW_ADDRESS && editing;
  return (
    <section className={styles.section} aria-labelledby="checkout-delivery-heading">
      <h2 id="checkout-delivery-heading" className={styles.sectionTitle}>
        Delivery address
      </h2>
      {saved.length > 0 ? (
        <fieldset className={styles.choices} disabled={saving}>
          <legend className={styles.visuallyHidden}>Choose a delivery address</legend>
          {saved.map((address) => (
            <label key={address.id} className={styles.choice} data-chosen={choice === address.id ? 'true' : undefined}>
              <input
                type="radio"
                name="delivery-address"
                value={address.id}
                checked={choice === address.id}
                onChange={() => onChoose(address.id)}
              />
              <span>
                <span className={styles.choiceTitle}>
                  {address.address1}, {address.city}
                  {address.id === checkout.defaultAddressId ? <span className={styles.flag}>Default</span> : null}
                </span>
                <span className={styles.muted}>
                  {address.firstName} {address.lastName} · {address.country}
                </span>
              </span>
            </label>
          ))}
          <label className={styles.choice} data-chosen={choice === NEW_ADDRESS ? 'true' : undefined}>
            <input
              type="radio"
              name="delivery-address"
              value={NEW_ADDRESS}
              checked={choice === NEW_ADDRESS}
              onChange={() => onChoose(NEW_ADDRESS)}
            />
            <span className={styles.choiceTitle}>Deliver to another address</span>
          </label>
        </fieldset>
      ) : null}
      {showForm ? <AddressForm form={form} onSubmit={onSubmit} saving={saving} currencyNote={checkout.chargeCurrencyNote} /> : null}
      {choice === NEW_ADDRESS && !editing && checkout.address ? (
        <div className={styles.chosenAddress}>
          <AddressText address={checkout.address} />
          <button type="button" className={styles.linkButton} onClick={onEdit}>
            Change address
          </button>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className={styles.problem}>
          {failureText(problem)}
        </p>
      ) : null}
    </section>
  );
}

function AddressForm({
  form,
  onSubmit,
  saving,
  currencyNote,
}: Pick<DeliveryAddressProps, 'form' | 'onSubmit' | 'saving'> & { currencyNote: string }) {
  const countries = useDeliveryCountries();
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <form
      className={styles.addressForm}
      aria-label="Delivery address"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className={styles.grid}>
        {TEXT_FIELDS.map((field) => (
          <FormField
            key={field.name}
            label={
              <>
                {field.label}
                {field.optional ? <OptionalMark /> : null}
              </>
            }
            className={field.wide ? styles.wide : undefined}
            autoComplete={`shipping ${field.autoComplete}`}
            maxLength={field.maxLength}
            error={errors[field.name]?.message}
            {...register(field.name)}
          />
        ))}
        <FormField
          label="Country"
          error={errors.countryCode?.message}
          hint={currencyNote}
          control={(control) => (
            <select className={styles.select} autoComplete="shipping country" {...register('countryCode')} {...control}>
              <option value="">{countries.isPending ? 'Loading countries…' : 'Choose a country'}</option>
              {(countries.data ?? []).map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name} ({country.currencyCode})
                </option>
              ))}
            </select>
          )}
          note={
            countries.isError ? (
              <>
                We could not load the countries we deliver to.{' '}
                <button type="button" className={styles.linkButton} onClick={() => void countries.refetch()}>
                  Try again
                </button>
              </>
            ) : null
          }
        />
        <FormField
          label={
            <>
              Phone
              <OptionalMark text="optional, for the courier" />
            </>
          }
          type="tel"
          inputMode="tel"
          autoComplete="shipping tel"
          placeholder="+65 9123 4567"
          maxLength={32}
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      {errors.root?.server ? (
        <p role="alert" className={styles.problem}>
          {errors.root.server.message}
        </p>
      ) : null}
      <button type="submit" className={styles.secondary} disabled={saving} aria-busy={saving}>
        {saving ? 'Saving…' : 'Use this address'}
      </button>
    </form>
  );
}
