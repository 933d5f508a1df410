import type { CurrencyCode, ProductType } from '@selvedge/contract';
import {
  AdminProductConfigListSchema,
  AdminProductConfigPreviewSchema,
  AdminProductConfigPublishedSchema,
  AdminProductConfigVersionListSchema,
  AdminProductConfigVersionSchema,
  type AdminProductConfig,
  type AdminProductConfigPublished,
} from '@selvedge/contract/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest, queryString } from '../../lib/admin-api';

const configsKey = ['admin', 'product-configs'] as const;
const typeKey = (type: ProductType) => [...configsKey, type] as const;
const liveKey = (type: ProductType) => [...typeKey(type), 'live'] as const;
const typePath = (type: ProductType) => `/product-configs/${encodeURIComponent(type)}`;

/** Every type with its live version. */
export function useProductConfigs() {
  return useQuery({
    queryKey: [...configsKey, 'list'],
    queryFn: ({ signal }) => adminRequest('/product-configs', AdminProductConfigListSchema, { signal }),
  });
}

/** A type's live version, whole. */
export function useLiveConfig(type: ProductType) {
  return useQuery({
    queryKey: liveKey(type),
    queryFn: ({ signal }) => adminRequest(typePath(type), AdminProductConfigVersionSchema, { signal }),
  });
}

/** A type's history, newest first, a page at a time. */
export function useConfigVersions(type: ProductType, page: number) {
  return useQuery({
    queryKey: [...typeKey(type), 'versions', page],
    queryFn: ({ signal }) =>
      adminRequest(`${typePath(type)}/versions${queryString({ page, pageSize: 20 })}`, AdminProductConfigVersionListSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useConfigVersion(type: ProductType, number: number) {
  return useQuery({
    queryKey: [...typeKey(type), 'version', number],
    queryFn: ({ signal }) => adminRequest(`${typePath(type)}/versions/${number}`, AdminProductConfigVersionSchema, { signal }),
  });
}

const preview = (type: ProductType, config: AdminProductConfig, currency: CurrencyCode, signal?: AbortSignal) =>
  adminRequest(`${typePath(type)}/preview${queryString({ cc: currency })}`, AdminProductConfigPreviewSchema, {
    method: 'POST',
    body: { config },
    signal,
  });

/** What publishing `config` would give: the storefront's answer and the differences from the live version (nothing is written). */
export function usePreviewConfig(type: ProductType) {
  return useMutation({
    mutationFn: ({ config, currency }: { config: AdminProductConfig; currency: CurrencyCode }) => preview(type, config, currency),
  });
}

/** What going back to an older version would change (its configuration previewed as it stands). */
export function useVersionPreview(type: ProductType, number: number, config: AdminProductConfig | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...typeKey(type), 'version', number, 'preview'],
    queryFn: ({ signal }) => preview(type, config as AdminProductConfig, 'SGD', signal),
    enabled: enabled && config !== undefined,
    retry: false,
  });
}

/** A new live version: the page's, and every list of the type read again. */
function usePublished<Input>(type: ProductType, send: (input: Input) => Promise<AdminProductConfigPublished>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (published) => {
      const { diff: _diff, ...version } = published;
      queryClient.setQueryData(liveKey(type), version);
      void queryClient.invalidateQueries({
        queryKey: configsKey,
        predicate: (query) => query.queryKey[3] !== 'live' || query.queryKey[2] !== type,
      });
    },
  });
}

export function usePublishConfig(type: ProductType) {
  return usePublished(type, (body: { version: number; config: AdminProductConfig; note: string }) =>
    adminRequest(typePath(type), AdminProductConfigPublishedSchema, { method: 'PUT', body }),
  );
}

export function useRollbackConfig(type: ProductType) {
  return usePublished(type, (body: { version: number; to: number; note?: string }) =>
    adminRequest(`${typePath(type)}/rollback`, AdminProductConfigPublishedSchema, { method: 'POST', body }),
  );
}

/** Reads the live version again (after someone else published). */
export function useReloadLive(type: ProductType) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({
      queryKey: liveKey(type),
      queryFn: ({ signal }) => adminRequest(typePath(type), AdminProductConfigVersionSchema, { signal }),
      staleTime: 0,
    });
}
