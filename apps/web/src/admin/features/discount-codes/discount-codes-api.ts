import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminDiscountCodeListSchema,
  AdminDiscountCodeSchema,
  type AdminDiscountCodeCreateRequest,
  type AdminDiscountCodeListQuery,
  type AdminDiscountCodeUpdateRequest,
} from '@selvedge/contract/admin';
import { adminRequest, idempotencyKey, queryString } from '../../lib/admin-api';

type ListQuery = Partial<Pick<AdminDiscountCodeListQuery, 'q' | 'sort' | 'page' | 'pageSize'>> & { active?: 'true' | 'false' | undefined };

const codesKey = ['admin', 'discount-codes'] as const;
const pathOf = (code: string) => `/discount-codes/${encodeURIComponent(code)}`;

export function useDiscountCodeList(query: ListQuery) {
  const search = queryString(query);
  return useQuery({
    queryKey: [...codesKey, 'list', search],
    queryFn: ({ signal }) => adminRequest(`/discount-codes${search}`, AdminDiscountCodeListSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDiscountCode(code: string) {
  return useQuery({
    queryKey: [...codesKey, 'one', code.toUpperCase()],
    queryFn: ({ signal }) => adminRequest(pathOf(code), AdminDiscountCodeSchema, { signal }),
  });
}

/** One press of Create: a fresh Idempotency-Key each time, so a retried request makes one code. */
export function useCreateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminDiscountCodeCreateRequest) => adminRequest('/discount-codes', AdminDiscountCodeSchema, { method: 'POST', body, headers: idempotencyKey() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codesKey }),
  });
}

export function useUpdateDiscountCode(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminDiscountCodeUpdateRequest) => adminRequest(pathOf(code), AdminDiscountCodeSchema, { method: 'PATCH', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData([...codesKey, 'one', saved.code], saved);
      void queryClient.invalidateQueries({ queryKey: [...codesKey, 'list'] });
    },
  });
}

export function useDeactivateDiscountCode(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => adminRequest(`${pathOf(code)}/deactivate`, AdminDiscountCodeSchema, { method: 'POST', body: { version } }),
    onSuccess: (saved) => {
      queryClient.setQueryData([...codesKey, 'one', saved.code], saved);
      void queryClient.invalidateQueries({ queryKey: [...codesKey, 'list'] });
    },
  });
}
