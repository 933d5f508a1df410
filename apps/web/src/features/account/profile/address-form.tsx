import { AddressInputSchema, type Address, type AddressBook, type Customer } from '@selvedge/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAddressBookChange } from './api/address-book';
import { useDeliveryCountries, type DeliveryCountry } from './api/delivery-countries';
import { failureText } from '../../../lib/api-failure';
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

const FIELD_NAMES = new Set<string>([...TEXT_FIELDS.map((field) => field.name), 'countryCode', 'phone']);
const isAddressField = (key: unknown): key is AddressField => typeof key === 'string' && FIELD_NAMES.has(key);

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
function countryOptions(countries: DeliveryCountry[], address: Address | undefined): DeliveryCountry[] {
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
  const [values, setValues] = useState<AddressValues>(() => startingValues(address, user));
  const [problem, setProblem] = useState<{ field: AddressField | null; message: string } | null>(null);
  const save = useAddressBookChange(user.id);
  const countries = useDeliveryCountries();
  const inputs = useRef<Partial<Record<AddressField, HTMLInputElement | HTMLSelectElement | null>>>({});

  // The form opens where the customer asked for it; take them into it.
  useEffect(() => {
    inputs.current.firstName?.focus();
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    save.reset();
    const checked = AddressInputSchema.safeParse(values);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const field = isAddressField(issue?.path[0]) ? issue.path[0] : null;
      const message = field === 'countryCode' && values.countryCode === '' ? COUNTRY_NOT_CHOSEN : (issue?.message ?? 'Please check the address.');
      setProblem({ field, message });
      if (field) inputs.current[field]?.focus();
      return;
    }
    setProblem(null);
    const change = address
      ? ({ kind: 'edit', addressId: address.id, address: checked.data } as const)
      : ({ kind: 'add', address: checked.data } as const);
    save.mutate(change, { onSuccess: onSaved });
  };

  const set = (field: AddressField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const errorId = `${id}-error`;
  const message = problem?.message ?? (save.isError ? failureText(save.error) : null);
  const invalid = (field: AddressField) => (problem?.field === field ? true : undefined);
  const describedBy = (field: AddressField, hint?: string) =>
    [hint, problem?.field === field ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const options = countryOptions(countries.data ?? [], address);
  const heading = address ? 'Edit address' : 'New address';

  return (
    <form className={form.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={form.heading}>
        {heading}
      </h3>
      <div className={form.grid}>
        {TEXT_FIELDS.map((field) => (
          <div key={field.name} className={field.wide ? `${form.field} ${form.wide}` : form.field}>
            <label htmlFor={`${id}-${field.name}`} className={form.label}>
              {field.label}
              {field.optional ? <span className={form.optional}> (optional)</span> : null}
            </label>
            <input
              ref={(element) => {
                inputs.current[field.name] = element;
              }}
              id={`${id}-${field.name}`}
              name={field.name}
              className={form.input}
              autoComplete={`section-address shipping ${field.autoComplete}`}
              maxLength={field.maxLength}
              value={values[field.name]}
              onChange={set(field.name)}
              aria-invalid={invalid(field.name)}
              aria-describedby={describedBy(field.name)}
            />
          </div>
        ))}
        <div className={form.field}>
          <label htmlFor={`${id}-countryCode`} className={form.label}>
            Country
          </label>
          <select
            ref={(element) => {
              inputs.current.countryCode = element;
            }}
            id={`${id}-countryCode`}
            name="countryCode"
            className={form.input}
            autoComplete="section-address shipping country"
            value={values.countryCode}
            onChange={set('countryCode')}
            disabled={countries.isPending && options.length === 0}
            aria-invalid={invalid('countryCode')}
            aria-describedby={describedBy('countryCode', countries.isError ? `${id}-countries-error` : undefined)}
          >
            <option value="">{countries.isPending ? 'Loading countries…' : 'Choose a country'}</option>
            {options.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
          {countries.isError ? (
            <p id={`${id}-countries-error`} className={form.hint}>
              We could not load the countries we deliver to.{' '}
              <button type="button" className={form.linkButton} onClick={() => void countries.refetch()}>
                Try again
              </button>
            </p>
          ) : null}
        </div>
        <div className={`${form.field} ${form.wide}`}>
          <label htmlFor={`${id}-phone`} className={form.label}>
            Phone <span className={form.optional}>(optional, for the courier)</span>
          </label>
          <input
            ref={(element) => {
              inputs.current.phone = element;
            }}
            id={`${id}-phone`}
            name="phone"
            type="tel"
            inputMode="tel"
            className={form.input}
            autoComplete="section-address shipping tel"
            placeholder="+65 9123 4567"
            maxLength={32}
            value={values.phone}
            onChange={set('phone')}
            aria-invalid={invalid('phone')}
            aria-describedby={describedBy('phone')}
          />
        </div>
      </div>
      {message ? (
        <p id={errorId} role="alert" className={form.error}>
          {message}
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
