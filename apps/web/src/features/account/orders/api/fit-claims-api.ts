import { FitClaimFiledSchema, FitClaimListSchema } from '@selvedge/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { retryUnreachable, withAccessKey } from './orders-api';

/** An order's fit claims (issue 29): each delivered piece's window, the claims filed and their decisions; filing one (multipart). */

const fitClaimsQueryKey = (number: string, key: string | null) => ['order', number, key, 'fit-claims'] as const;

export function useFitClaims(number: string, key: string | null) {
  return useQuery({
    queryKey: fitClaimsQueryKey(number, key),
    queryFn: ({ signal }) =>
      apiRequest(withAccessKey(`/orders/${encodeURIComponent(number)}/fit-claims`, key), FitClaimListSchema, { signal }),
    retry: retryUnreachable,
  });
}

export interface FitClaimSubmission {
  /** reference, problem, details and the `files`. */
  form: FormData;
  /** One per submission: a retry of the same one files one claim. */
  idempotencyKey: string;
}

export function useFileFitClaim(number: string, key: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, idempotencyKey }: FitClaimSubmission) =>
      apiRequest(withAccessKey(`/orders/${encodeURIComponent(number)}/fit-claims`, key), FitClaimFiledSchema, {
        method: 'POST',
        body: form,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: fitClaimsQueryKey(number, key) });
    },
  });
}
