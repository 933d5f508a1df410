import {
  AdminFitClaimListSchema,
  AdminFitClaimSchema,
  type AdminFitClaim,
  type AdminFitClaimDecisionRequest,
} from '@selvedge/contract/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, ApiRequestError } from '../../../lib/api-client';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage';
import { adminRequest, idempotencyKey, queryString } from '../../lib/admin-api';

/** The workroom's fit claims (issue 29): the queue, one claim, its receipt and its decision. */

const claimsKey = ['admin', 'fit-claims'] as const;
const claimKey = (id: string) => [...claimsKey, 'one', id] as const;

export function useFitClaimQueue(status: 'open' | 'decided', order: string | null, page: number) {
  const search = queryString({ status, order, page: page > 1 ? page : null });
  return useQuery({
    queryKey: [...claimsKey, 'list', search],
    queryFn: ({ signal }) => adminRequest(`/fit-claims${search}`, AdminFitClaimListSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFitClaim(id: string) {
  return useQuery({
    queryKey: claimKey(id),
    queryFn: ({ signal }) => adminRequest(`/fit-claims/${encodeURIComponent(id)}`, AdminFitClaimSchema, { signal }),
    retry: (failures, error) => !(error instanceof ApiRequestError) && failures < 1,
  });
}

/** The tailor's receipt (one photo), then the decision: one press, its own Idempotency-Key, so a retried request is one decision. */
export function useDecideFitClaim(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ decision, receipt }: { decision: AdminFitClaimDecisionRequest; receipt: File | null }) => {
      if (receipt) {
        const form = new FormData();
        form.append('files', receipt, receipt.name);
        await adminRequest(`/fit-claims/${encodeURIComponent(id)}/receipt`, AdminFitClaimSchema, { method: 'POST', body: form });
      }
      return adminRequest(`/fit-claims/${encodeURIComponent(id)}/decision`, AdminFitClaimSchema, {
        method: 'POST',
        body: decision,
        headers: idempotencyKey(),
      });
    },
    onSuccess: (claim: AdminFitClaim) => queryClient.setQueryData(claimKey(id), claim),
    onSettled: () => queryClient.invalidateQueries({ queryKey: claimsKey }),
  });
}

/** A claim photo's bytes, read with the staff token; only the back office's own claim addresses are fetched. */
async function staffFile(address: string, signal: AbortSignal): Promise<Blob> {
  if (!address.startsWith(`${API_BASE}/admin/fit-claims/`)) throw new ApiRequestError(0, 'bad_address', 'This file is not the shop’s.');
  const token = readStorage(STORAGE_KEYS.staffToken);
  const response = await fetch(address, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal });
  if (!response.ok) throw new ApiRequestError(response.status, 'http_error', `The shop answered ${response.status}.`);
  return response.blob();
}

export function useClaimPhoto(address: string) {
  return useQuery({
    queryKey: ['admin', 'fit-claim-photo', address],
    queryFn: ({ signal }) => staffFile(address, signal),
    staleTime: Infinity,
    retry: false,
  });
}
