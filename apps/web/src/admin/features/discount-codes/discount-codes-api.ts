import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminDiscountCodeListSchema,
  AdminDiscountCodeSchema,
  type AdminDiscountCode,
  type AdminDiscountCodeCreateRequest,
  type AdminDiscountCodeListQuery,
  type AdminDiscountCodeUpdateRequest,
} from '@selvedge/contract/admin';
import { adminRequest, idempotencyKey, queryString, useRecordChange, type RecordCache } from '../../lib/admin-api';

type ListQuery = Partial<Pick<AdminDiscountCodeListQuery, 'q' | 'sort' | 'page' | 'pageSize'>> & { active?: 'true' | 'false' | undefined };

const codesKey = ['admin', 'discount-codes'] as const;
const pathOf = (code: string) => `/discount-codes/${encodeURIComponent(code)}`;
/** A saved code becomes its page's answer, and the lists are read again. */
const codeCache: RecordCache<AdminDiscountCode> = { keyOf: (saved) => [...codesKey, 'one', saved.code], lists: [...codesKey, 'list'] };

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
    mutationFn: (body: AdminDiscountCodeCreateRequest) =>
      adminRequest('/discount-codes', AdminDiscountCodeSchema, { method: 'POST', body, headers: idempotencyKey() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codesKey }),
  });
}

export const useUpdateDiscountCode = (code: string) =>
  useRecordChange(codeCache, (body: AdminDiscountCodeUpdateRequest) =>
    adminRequest(pathOf(code), AdminDiscountCodeSchema, { method: 'PATCH', body }),
  );

export const useDeactivateDiscountCode = (code: string) =>
  useRecordChange(codeCache, (version: number) =>
    adminRequest(`${pathOf(code)}/deactivate`, AdminDiscountCodeSchema, { method: 'POST', body: { version } }),
  );
