import { DesignShareCreatedSchema, SharedDesignSchema, type ProductType } from '@selvedge/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiRequestError, apiRequest } from '../../lib/api-client';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';

/** A shared design, as its page shows it; a 404 (unknown or no longer shared) is not asked again. */
const sharedDesignQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['shared-design', token],
    queryFn: ({ signal }) => apiRequest(`/design-shares/${encodeURIComponent(token)}`, SharedDesignSchema, { signal }),
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status === 404) && failures < 1,
  });

export function useSharedDesign(token: string) {
  return useQuery(sharedDesignQueryOptions(token));
}

/** Makes a link to a design; the answer's revoke key is kept in this browser, so it can stop sharing later. */
export function useCreateDesignShare() {
  return useMutation({
    mutationFn: async (input: { productType: ProductType; query: string }) => {
      const created = await apiRequest('/design-shares', DesignShareCreatedSchema, { method: 'POST', body: input });
      rememberRevokeKey(created.token, created.revokeKey);
      return created;
    },
  });
}

/** Stops sharing a link, with this browser's revoke key (or, for a signed-in customer's own link, their session). */
export function useStopSharing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => {
      const revokeKey = revokeKeyFor(token);
      await apiRequest(`/design-shares/${encodeURIComponent(token)}`, z.null(), {
        method: 'DELETE',
        body: revokeKey ? { revokeKey } : undefined,
      });
    },
    onSuccess: (_nothing, token) => {
      forgetRevokeKey(token);
      // The page that shows the link asks again, and hears that it is no longer shared.
      void client.resetQueries({ queryKey: ['shared-design', token] });
    },
    onError: (error, token) => {
      // Already stopped (here or elsewhere): the key opens nothing any more.
      if (error instanceof ApiRequestError && error.status === 404) forgetRevokeKey(token);
    },
  });
}

// --- The revoke keys this browser holds --------------------------------------------------------------

const KeysSchema = z.record(z.string(), z.string());

function readKeys(): Record<string, string> {
  try {
    const parsed = KeysSchema.safeParse(JSON.parse(readStorage(STORAGE_KEYS.designShareKeys) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

function rememberRevokeKey(token: string, revokeKey: string): void {
  writeStorage(STORAGE_KEYS.designShareKeys, JSON.stringify({ ...readKeys(), [token]: revokeKey }));
}

function forgetRevokeKey(token: string): void {
  const { [token]: _gone, ...rest } = readKeys();
  writeStorage(STORAGE_KEYS.designShareKeys, JSON.stringify(rest));
}

/** The revoke key of a link this browser made, or null. */
export function revokeKeyFor(token: string): string | null {
  return readKeys()[token] ?? null;
}
