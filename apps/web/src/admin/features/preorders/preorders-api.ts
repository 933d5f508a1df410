import {
  AdminFabricListSchema,
  AdminPreorderListSchema,
  AdminPreorderSchema,
  type AdminPreorder,
  type AdminPreorderCreateRequest,
  type AdminPreorderUpdateRequest,
} from '@selvedge/contract/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRequest, idempotencyKey, queryString, useKeepRecord, useRecordChange, type RecordCache } from '../../lib/admin-api';

const preordersKey = ['admin', 'preorders'] as const;
const preorderKey = (id: string) => [...preordersKey, 'detail', id] as const;
const preorderPath = (id: string) => `/preorders/${encodeURIComponent(id)}`;
const preorderCache: RecordCache<AdminPreorder> = { keyOf: (preorder) => preorderKey(preorder.id), lists: [...preordersKey, 'list'] };

export function usePreorders() {
  return useQuery({
    queryKey: [...preordersKey, 'list'],
    queryFn: ({ signal }) => adminRequest('/preorders', AdminPreorderListSchema, { signal }),
  });
}

export function usePreorder(id: string) {
  return useQuery({ queryKey: preorderKey(id), queryFn: ({ signal }) => adminRequest(preorderPath(id), AdminPreorderSchema, { signal }) });
}

/** Fabrics found by words, for a pre-order's checklist of cloth. */
export function useFabricSearch(q: string) {
  return useQuery({
    queryKey: ['admin', 'fabrics', 'list', { q, pageSize: 25 }],
    queryFn: ({ signal }) => adminRequest(`/fabrics${queryString({ q, pageSize: 25 })}`, AdminFabricListSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCreatePreorder() {
  return useRecordChange(preorderCache, ({ body, key }: { body: AdminPreorderCreateRequest; key: Record<string, string> }) =>
    adminRequest('/preorders', AdminPreorderSchema, { method: 'POST', body, headers: key }),
  );
}

export function useUpdatePreorder() {
  return useRecordChange(preorderCache, ({ id, body }: { id: string; body: AdminPreorderUpdateRequest }) =>
    adminRequest(preorderPath(id), AdminPreorderSchema, { method: 'PATCH', body }),
  );
}

export function useUploadNavbarImage() {
  return useRecordChange(preorderCache, ({ id, file }: { id: string; file: File }) => {
    const form = new FormData();
    form.append('image', file, file.name);
    return adminRequest(`${preorderPath(id)}/navbar-image`, AdminPreorderSchema, { method: 'POST', body: form, headers: idempotencyKey() });
  });
}

/** Puts a pre-order as the server holds it (after a stale edit) in the page's answer. */
export const useKeepPreorder = () => useKeepRecord(preorderCache);
