import {
  CheckoutSchema,
  CheckoutChangedAnswerSchema,
  PayCheckoutAnswerSchema,
  type Checkout,
  type Money,
  type UpdateCheckoutRequest,
} from '@selvedge/contract';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';

/** Every checkout call (issue 15), in one place; the page's own chunk carries them. */

const checkoutPath = (token: string) => `/checkout/${encodeURIComponent(token)}`;

export const getCheckout = (token: string, signal?: AbortSignal) =>
  apiRequest(checkoutPath(token), CheckoutSchema, signal ? { signal } : {});

/** Opens the checkout from the cart, or renews it. */
export const openCheckout = (token: string) => apiRequest(checkoutPath(token), CheckoutSchema, { method: 'POST' });

/** Contact and delivery; the answer is re-priced (the charge currency follows the delivery country). */
export const updateCheckout = (token: string, body: UpdateCheckoutRequest) =>
  apiRequest(checkoutPath(token), CheckoutSchema, { method: 'PATCH', body });

export const applyCheckoutCode = (token: string, discountCode: string) =>
  apiRequest(`${checkoutPath(token)}/code`, CheckoutSchema, { method: 'POST', body: { discountCode } });

export const removeCheckoutCode = (token: string) => apiRequest(`${checkoutPath(token)}/code`, CheckoutSchema, { method: 'DELETE' });

/** Pays what the customer saw; one Idempotency-Key per press of Pay. */
export const payCheckout = (token: string, acceptedTotal: Money, idempotencyKey: string) =>
  apiRequest(`${checkoutPath(token)}/pay`, PayCheckoutAnswerSchema, {
    method: 'POST',
    body: { acceptedTotal },
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** The customer is back from the payment page. */
export const completeCheckout = (token: string, paymentId: string) =>
  apiRequest(`${checkoutPath(token)}/complete`, CheckoutSchema, { method: 'POST', body: { paymentId } });

/** A 409 `checkout_changed` carries the checkout as it is now. */
export function changedCheckoutOf(error: unknown): Checkout | null {
  if (!(error instanceof ApiRequestError) || error.code !== 'checkout_changed') return null;
  const parsed = CheckoutChangedAnswerSchema.safeParse(error.body);
  return parsed.success ? parsed.data.checkout : null;
}
