import { AddressInputSchema, type Address, type CheckoutAddress } from '@selvedge/contract';
import { contractResolver } from '../../lib/forms/contract-resolver';

/** The delivery address form's fields, as the contract's AddressInputSchema names them. */
export type AddressField =
  | 'firstName'
  | 'lastName'
  | 'company'
  | 'address1'
  | 'address2'
  | 'city'
  | 'province'
  | 'zip'
  | 'countryCode'
  | 'phone';
export type AddressValues = Record<AddressField, string>;

const COUNTRY_NOT_CHOSEN = 'Choose the country to deliver to.';

export interface AddressFieldSpec {
  name: Exclude<AddressField, 'countryCode' | 'phone'>;
  label: string;
  autoComplete: string;
  maxLength: number;
  optional?: boolean;
  wide?: boolean;
}

export const TEXT_FIELDS: readonly AddressFieldSpec[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', maxLength: 80 },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', maxLength: 80 },
  { name: 'address1', label: 'Address', autoComplete: 'address-line1', maxLength: 120, wide: true },
  { name: 'address2', label: 'Apartment, suite, unit', autoComplete: 'address-line2', maxLength: 120, optional: true, wide: true },
  { name: 'company', label: 'Company', autoComplete: 'organization', maxLength: 60, optional: true, wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2', maxLength: 60 },
  { name: 'province', label: 'State or province', autoComplete: 'address-level1', maxLength: 60, optional: true },
  { name: 'zip', label: 'Postal code', autoComplete: 'postal-code', maxLength: 20, optional: true },
];

export const ADDRESS_FIELD_NAMES: readonly AddressField[] = [...TEXT_FIELDS.map((field) => field.name), 'countryCode', 'phone'];

/**
 * The contract's rule, every field's problem at once (a delivery address is long; one message per
 * press would be a round trip per field); an empty country is asked for in a person's words.
 */
export const addressResolver = contractResolver<typeof AddressInputSchema, AddressValues>(AddressInputSchema, {
  every: true,
  wording: (path, message, values) => (path === 'countryCode' && values.countryCode === '' ? COUNTRY_NOT_CHOSEN : message),
});

export function addressValues(address: CheckoutAddress | null): AddressValues {
  return {
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    company: address?.company ?? '',
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    city: address?.city ?? '',
    province: address?.province ?? '',
    zip: address?.zip ?? '',
    countryCode: address?.countryCode ?? '',
    phone: address?.phone ?? '',
  };
}

const KEYS = ['firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'province', 'zip', 'countryCode'] as const;

/** The saved address the checkout's delivery address was made from, if any (the checkout keeps no id). */
export function savedAddressOf(address: CheckoutAddress | null, saved: readonly Address[]): Address | null {
  if (!address) return null;
  return saved.find((candidate) => KEYS.every((key) => (candidate[key] ?? '') === (address[key] ?? ''))) ?? null;
}

/** An address as it is written on a parcel: one line each, empty parts left out. */
export function addressLines(address: CheckoutAddress): string[] {
  const place = [address.city, address.province, address.zip].filter(Boolean).join(' ');
  return [
    `${address.firstName} ${address.lastName}`,
    address.company,
    address.address1,
    address.address2,
    place,
    address.country,
    address.phone,
  ].filter((line): line is string => Boolean(line));
}
