import type { ChangePasswordRequest, UpdateCustomerRequest } from '@selvedge/contract';
import { useMutation } from '@tanstack/react-query';
import { changePassword, updateCustomer, updateMarketing } from '../../api/account-api';
import { useUserSession } from '../../session/user-session';

/** PATCH /shopify/customer/{id}: the server's customer becomes the session's. */
export function useUpdateCustomer(customerId: string) {
  const { setUser } = useUserSession();
  return useMutation({
    mutationFn: (changes: UpdateCustomerRequest) => updateCustomer(customerId, changes),
    onSuccess: (customer) => setUser(customer),
  });
}

/** PATCH /shopify/customer/{id}/marketing. */
export function useUpdateMarketing(customerId: string) {
  const { setUser } = useUserSession();
  return useMutation({
    mutationFn: (acceptsMarketing: boolean) => updateMarketing(customerId, acceptsMarketing),
    onSuccess: (customer) => setUser(customer),
  });
}

/** PATCH /shopify/auth/password; the answer is a sentence for the customer. */
export function useChangePassword() {
  return useMutation({ mutationFn: (body: ChangePasswordRequest) => changePassword(body) });
}
