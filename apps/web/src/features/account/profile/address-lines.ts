import type { Address } from '@selvedge/contract';

/** An address as it is written on a parcel: one line each, empty parts left out. */
export function addressLines(address: Address): string[] {
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

/** A short name for an address in buttons and dialogs: "1 Orchard Road, Singapore". */
export function addressSummary(address: Address): string {
  return `${address.address1}, ${address.city}`;
}
