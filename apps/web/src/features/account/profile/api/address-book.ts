import type { AddressBook, AddressInput, Customer } from '@selvedge/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addAddress, deleteAddress, editAddress, listAddresses, setDefaultAddress } from '../../api/account-api';
import { useUserSession } from '../../session/user-session';

const addressBookQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: ['account', 'addresses', customerId],
    queryFn: () => listAddresses(customerId),
  });

/** The customer's addresses, read only while it is their session (never again once they log out). */
export function useAddressBook(customerId: string) {
  const { user } = useUserSession();
  return useQuery({ ...addressBookQueryOptions(customerId), enabled: user?.id === customerId });
}

/** One change to the address book; every one is answered with the whole book. */
export type AddressBookChange =
  | { kind: 'add'; address: AddressInput }
  | { kind: 'edit'; addressId: string; address: AddressInput }
  | { kind: 'delete'; addressId: string }
  | { kind: 'makeDefault'; addressId: string };

function send(customerId: string, change: AddressBookChange): Promise<AddressBook> {
  switch (change.kind) {
    case 'add':
      return addAddress(customerId, change.address);
    case 'edit':
      return editAddress(customerId, change.addressId, change.address);
    case 'delete':
      return deleteAddress(customerId, change.addressId);
    case 'makeDefault':
      return setDefaultAddress(customerId, change.addressId);
  }
}

/** The customer as the new book leaves them, so the dashboard's default address stays true. */
function withBook(customer: Customer, book: AddressBook): Customer {
  return {
    ...customer,
    addresses: book.addresses,
    defaultAddress: book.addresses.find((address) => address.id === book.defaultAddressId) ?? null,
  };
}

/**
 * Adds, edits, deletes or picks the default address. The server's book replaces the cached one, so
 * the list shows exactly what was stored without a second request.
 */
export function useAddressBookChange(customerId: string) {
  const queryClient = useQueryClient();
  const { user, setUser } = useUserSession();
  return useMutation({
    mutationFn: (change: AddressBookChange) => send(customerId, change),
    onSuccess: (book) => {
      queryClient.setQueryData(addressBookQueryOptions(customerId).queryKey, book);
      if (user?.id === customerId) setUser(withBook(user, book));
    },
  });
}
