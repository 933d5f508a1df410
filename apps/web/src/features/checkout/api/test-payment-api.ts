import { TestPaymentSchema, TestPaymentStepSchema, type TestCardRequest } from '@selvedge/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The built-in test provider's hosted page calls (/api/payments/test/{paymentId}). */

const paymentPath = (paymentId: string) => `/payments/test/${encodeURIComponent(paymentId)}`;

export const testPaymentQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: ['test-payment', paymentId],
    queryFn: ({ signal }) => apiRequest(paymentPath(paymentId), TestPaymentSchema, { signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });

export function useConfirmTestPayment(paymentId: string) {
  return useMutation({
    mutationFn: (card: TestCardRequest) =>
      apiRequest(`${paymentPath(paymentId)}/confirm`, TestPaymentStepSchema, { method: 'POST', body: card }),
  });
}

export function useAnswerTestChallenge(paymentId: string) {
  return useMutation({
    mutationFn: (approve: boolean) =>
      apiRequest(`${paymentPath(paymentId)}/challenge`, TestPaymentStepSchema, { method: 'POST', body: { approve } }),
  });
}
