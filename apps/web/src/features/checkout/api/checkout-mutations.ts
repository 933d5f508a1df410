import type { Money, UpdateCheckoutRequest } from '@selvedge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyCheckoutCode, changedCheckoutOf, completeCheckout, payCheckout, removeCheckoutCode, updateCheckout } from './checkout-api';
import { ApiRequestError } from '../../../lib/api-client';
import { checkoutQueryOptions, noteExpiry, takeCheckout } from './checkout-queries';

/** Where Pay sends the customer (the provider's hosted page); tests replace it. */
export const checkoutNavigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};

/** E-mail, a typed address or a saved one: the answer is the checkout re-priced. */
export function useUpdateCheckout(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateCheckoutRequest) => updateCheckout(token, change),
    onSuccess: (checkout) => takeCheckout(queryClient, checkout),
    onError: (error) => noteExpiry(queryClient, token, error),
  });
}

export function useApplyCheckoutCode(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => applyCheckoutCode(token, code),
    onSuccess: (checkout) => takeCheckout(queryClient, checkout),
    onError: (error) => noteExpiry(queryClient, token, error),
  });
}

export function useRemoveCheckoutCode(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeCheckoutCode(token),
    onSuccess: (checkout) => takeCheckout(queryClient, checkout),
    onError: (error) => noteExpiry(queryClient, token, error),
  });
}

/**
 * Pay: the total the customer saw, under one Idempotency-Key per press. A 409 checkout_changed
 * puts the changed checkout on screen (its changes and new total) for the customer to accept; a 409
 * fabric_unavailable (nothing left to pay for) reads it again.
 */
export function usePayCheckout(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pay: { acceptedTotal: Money; idempotencyKey: string }) => payCheckout(token, pay.acceptedTotal, pay.idempotencyKey),
    onSuccess: (answer) => checkoutNavigation.go(answer.redirectUrl),
    onError: (error) => {
      const changed = changedCheckoutOf(error);
      if (changed) takeCheckout(queryClient, changed);
      // The order lost its last pieces (their fabric left sale): the checkout read again says which.
      else if (error instanceof ApiRequestError && error.code === 'fabric_unavailable')
        void queryClient.invalidateQueries({ queryKey: checkoutQueryOptions(token).queryKey });
      noteExpiry(queryClient, token, error);
    },
  });
}

/** Back from the payment page: the shop settles the payment and answers the checkout. */
export function useCompleteCheckout(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) => completeCheckout(token, paymentId),
    onSuccess: (checkout) => takeCheckout(queryClient, checkout),
    onError: (error) => noteExpiry(queryClient, token, error),
  });
}
