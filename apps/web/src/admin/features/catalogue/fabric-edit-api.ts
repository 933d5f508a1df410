import { CollectionsResponseSchema, type ProductType } from '@selvedge/contract';
import { AdminFabricDetailSchema, type AdminFabricDetail } from '@selvedge/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminRequest, idempotencyKey, useKeepRecord, useRecordChange, type RecordCache } from '../../lib/admin-api';
import type { FabricRecordRequest } from './fabric-form-values';
import { fabricsKey } from './fabrics-api';

/** A change of the record: all of it, or only the pictures' order, from the version seen. */
type FabricChange = (FabricRecordRequest | { imageIds: string[] }) & { version: number };

const fabricKey = (id: string) => [...fabricsKey, 'detail', id] as const;
const fabricPath = (id: string) => `/fabrics/${encodeURIComponent(id)}`;
/** Every change answers the whole record: it becomes the page's, and the lists are read again. */
const fabricCache: RecordCache<AdminFabricDetail> = { keyOf: (fabric) => fabricKey(fabric.id), lists: [...fabricsKey, 'list'] };

export function useFabric(id: string) {
  return useQuery({ queryKey: fabricKey(id), queryFn: ({ signal }) => adminRequest(fabricPath(id), AdminFabricDetailSchema, { signal }) });
}

/** The storefront's collections of one type (a fabric may join only its own type's). */
export function useTypeCollections(type: ProductType) {
  return useQuery({
    queryKey: ['admin', 'collections', type],
    queryFn: ({ signal }) => apiRequest(`/shopify/products/collections/${type}`, CollectionsResponseSchema, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** One press of 'Create fabric' is one fabric, however often the request is retried. */
export function useCreateFabric() {
  return useRecordChange(fabricCache, ({ body, key }: { body: FabricRecordRequest; key: Record<string, string> }) =>
    adminRequest('/fabrics', AdminFabricDetailSchema, { method: 'POST', body, headers: key }),
  );
}

export function useUpdateFabric() {
  return useRecordChange(fabricCache, ({ id, body }: { id: string; body: FabricChange }) =>
    adminRequest(fabricPath(id), AdminFabricDetailSchema, { method: 'PATCH', body }),
  );
}

export function useUploadPictures() {
  return useRecordChange(fabricCache, ({ id, files }: { id: string; files: readonly File[] }) => {
    const form = new FormData();
    for (const file of files) form.append('images', file, file.name);
    return adminRequest(`${fabricPath(id)}/images`, AdminFabricDetailSchema, { method: 'POST', body: form, headers: idempotencyKey() });
  });
}

export function useRemovePicture() {
  return useRecordChange(fabricCache, ({ id, imageId }: { id: string; imageId: string }) =>
    adminRequest(`${fabricPath(id)}/images/${encodeURIComponent(imageId)}`, AdminFabricDetailSchema, { method: 'DELETE' }),
  );
}

/** Puts a fabric as the server holds it (after a stale edit) in the page's answer. */
export const useKeepFabric = () => useKeepRecord(fabricCache);
