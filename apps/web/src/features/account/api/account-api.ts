import {
  AddressBookSchema,
  CustomerSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  type AddressInput,
  type ChangePasswordRequest,
  type CurrencyCode,
  type RegisterRequestInput,
  type ResetPasswordRequest,
  type UpdateCustomerRequest,
} from '@selvedge/contract';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** Every account call of SPEC §7 and the reset-link call, in one place. */

const NoContent = z.null();

export const register = (body: RegisterRequestInput) => apiRequest('/shopify/auth/register', LoginResponseSchema, { method: 'POST', body });

export const logIn = (body: { email: string; password: string }, currency: CurrencyCode) =>
  apiRequest(`/shopify/auth/login?cc=${currency}`, LoginResponseSchema, { method: 'POST', body });

export const logOut = () => apiRequest('/shopify/auth/logout', NoContent, { method: 'POST' });

export const requestPasswordReset = (email: string) =>
  apiRequest('/shopify/auth/recover', MessageResponseSchema, { method: 'POST', body: { email } });

export const resetPassword = (body: ResetPasswordRequest) =>
  apiRequest('/account/password-reset', MessageResponseSchema, { method: 'POST', body });

export const changePassword = (body: ChangePasswordRequest) =>
  apiRequest('/shopify/auth/password', MessageResponseSchema, { method: 'PATCH', body });

export const getCustomer = (currency: CurrencyCode) => apiRequest(`/firebase/customers/customer?cc=${currency}`, CustomerSchema);

const customerPath = (customerId: string) => `/shopify/customer/${encodeURIComponent(customerId)}`;

export const updateCustomer = (customerId: string, body: UpdateCustomerRequest) =>
  apiRequest(customerPath(customerId), CustomerSchema, { method: 'PATCH', body });

export const updateMarketing = (customerId: string, acceptsMarketing: boolean) =>
  apiRequest(`${customerPath(customerId)}/marketing`, CustomerSchema, { method: 'PATCH', body: { acceptsMarketing } });

export const listAddresses = (customerId: string) => apiRequest(`${customerPath(customerId)}/addresses`, AddressBookSchema);

export const addAddress = (customerId: string, body: AddressInput) =>
  apiRequest(`${customerPath(customerId)}/addresses`, AddressBookSchema, { method: 'POST', body });

export const editAddress = (customerId: string, addressId: string, body: AddressInput) =>
  apiRequest(`${customerPath(customerId)}/addresses/${encodeURIComponent(addressId)}`, AddressBookSchema, { method: 'PATCH', body });

export const deleteAddress = (customerId: string, addressId: string) =>
  apiRequest(`${customerPath(customerId)}/addresses/${encodeURIComponent(addressId)}`, AddressBookSchema, { method: 'DELETE' });

export const setDefaultAddress = (customerId: string, addressId: string) =>
  apiRequest(`${customerPath(customerId)}/address/default`, AddressBookSchema, { method: 'PATCH', body: { addressId } });
