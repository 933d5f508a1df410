import { AddressInputSchema, type Address, type AddressBook, type Customer } from '@selvedge/contract';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { showApiFailure } from '../../../lib/api-failure';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { FormField, OptionalMark } from '../../../lib/ui/form-field';
import { useAddressBookChange } from './api/address-book';
import { useDeliveryCountries, type DeliveryCountry } from '../../../lib/shipping-query';
import form from './profile-form.module.css';

type AddressField = 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'zip' | 'countryCode' | 'phone';
type AddressValues = Record<AddressField, string>;

export const COUNTRY_NOT_CHOSEN = 'Choose the country to deliver to.';

interface FieldSpec {
  name: Exclude<AddressField, 'countryCode'>;
  label: string;
  autoComplete: string;
  maxLength: number;
  optional?: boolean;
  wide?: boolean;
}

const TEXT_FIELDS: FieldSpec[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', maxLength: 80 },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', maxLength: 80 },
  { name: 'company', label: 'Company', autoComplete: 'organization', maxLength: 60, optional: true, wide: true },
  { name: 'address1', label: 'Address', autoComplete: 'address-line1', maxLength: 120, wide: true },
  { name: 'address2', label: 'Apartment, suite, unit', autoComplete: 'address-line2', maxLength: 120, optional: true, wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2', maxLength: 60 },
  { name: 'province', label: 'State or province', autoComplete: 'address-level1', maxLength: 60, optional: true },
  { name: 'zip', label: 'Postal code', autoComplete: 'postal-code', maxLength: 20, optional: true },
];

const FIELD_NAMES: readonly AddressField[] = [...TEXT_FIELDS.map((field) => field.name), 'countryCode', 'phone'];

/** The contract's rule; an empty country is asked for in words for a person rather than "a two-letter code". */
const resolver = contractResolver<typeof AddressInputSchema, AddressValues>(AddressInputSchema, {
  wording: (path, message, values) => (path === 'countryCode' && values.countryCode === '' ? COUNTRY_NOT_CHOSEN : message),
});

function startingValues(address: Address | undefined, customer: Customer): AddressValues {
  if (address) {
    return {
      firstName: address.firstName,
      lastName: address.lastName,
      company: address.company ?? '',
      address1: address.address1,
      address2: address.address2 ?? '',
      city: address.city,
      province: address.province ?? '',
      zip: address.zip ?? '',
      countryCode: address.countryCode,
      phone: address.phone ?? '',
    };
  }
  // A new address is most often the customer's own.
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    company: '',
    address1: '',
    address2: '',
    city: '',
    province: '',
    zip: '',
    countryCode: '',
    phone: customer.phone ?? '',
  };
}

/** The delivery countries, plus an edited address's own country if we no longer deliver there. */
function countryOptions(countries: DeliveryCountry[], address: Address | undefined): Pick<DeliveryCountry, 'code' | 'name'>[] {
  if (!address || countries.some((country) => country.code === address.countryCode)) return countries;
  return [...countries, { code: address.countryCode, name: address.country }];
}

interface AddressFormProps {
  user: Customer;
  /** The address being edited; none to add one. */
  address?: Address;
  onSaved(book: AddressBook): void;
  onCancel(): void;
}

/** Adds or edits one address, checked by the rule the server applies before it is sent. */
export function AddressForm({ user, address, onSaved, onCancel }: AddressFormProps) {
  const id = useId();
  const save = useAddressBookChange(user.id);
  const countries = useDeliveryCountries();
  const { register, handleSubmit, setError, setFocus, formState } = useForm({ resolver, defaultValues: startingValues(address, user) });

  // The form opens where the customer asked for it; take them into it.
  useEffect(() => {
    setFocus('firstName');
  }, [setFocus]);

  const onSubmit = handleSubmit((checked) => {
    if (save.isPending) return;
    const change = address
      ? ({ kind: 'edit', addressId: address.id, address: checked } as const)
      : ({ kind: 'add', address: checked } as const);
    save.mutate(change, { onSuccess: onSaved, onError: (error) => showApiFailure(error, setError, FIELD_NAMES) });
  });

  const { errors } = formState;
  const options = countryOptions(countries.data ?? [], address);
  const heading = address ? 'Edit address' : 'New address';

  return (
    <form className={form.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={form.heading}>
        {heading}
      </h3>
      <div className={form.grid}>
        {TEXT_FIELDS.map((field) => (
          <FormField
            key={field.name}
            label={
              <>
                {field.label}
                {field.optional ? <OptionalMark /> : null}
              </>
            }
            className={field.wide ? form.wide : undefined}
            autoComplete={`section-address shipping ${field.autoComplete}`}
            maxLength={field.maxLength}
            error={errors[field.name]?.message}
            {...register(field.name)}
          />
        ))}
        <FormField
          label="Country"
          error={errors.countryCode?.message}
          control={(control) => (
            <select
              className={form.input}
              autoComplete="section-address shipping country"
              disabled={countries.isPending && options.length === 0}
              {...register('countryCode')}
              {...control}
            >
              <option value="">{countries.isPending ? 'Loading countries…' : 'Choose a country'}</option>
              {options.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
          note={
            countries.isError ? (
              <>
                We could not load the countries we deliver to.{' '}
                <button type="button" className={form.linkButton} onClick={() => void countries.refetch()}>
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
          className={form.wide}
          type="tel"
          inputMode="tel"
          autoComplete="section-address shipping tel"
          placeholder="+65 9123 4567"
          maxLength={32}
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      {errors.root?.server ? (
        <p role="alert" className={form.error}>
          {errors.root.server.message}
        </p>
      ) : null}
      <div className={form.actions}>
        <button type="submit" className={form.primary} disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save address'}
        </button>
        <button type="button" className={form.secondary} onClick={onCancel} disabled={save.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
