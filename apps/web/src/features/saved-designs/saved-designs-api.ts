import {
  JoinDesignsResultSchema,
  SavedDesignListSchema,
  SavedDesignSchema,
  type ProductType,
  type SavedDesignList,
} from '@selvedge/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import type { BrowserDesign, BrowserFavourite } from './browser-designs';

/** The customer's saved designs and favourite fabrics; under `account`, so a logout forgets them. */
export const savedDesignsQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'saved-designs'],
    queryFn: ({ signal }) => apiRequest('/account/designs', SavedDesignListSchema, { signal }),
  });

export function useSavedDesigns(enabled = true) {
  return useQuery({ ...savedDesignsQueryOptions(), enabled });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: savedDesignsQueryOptions().queryKey });
}

export function useSaveDesign() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { name: string; productType: ProductType; query: string }) =>
      apiRequest('/account/designs', SavedDesignSchema, { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

export function useRenameDesign() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      apiRequest(`/account/designs/${encodeURIComponent(id)}`, SavedDesignSchema, { method: 'PATCH', body: { name } }),
    onSuccess: refresh,
  });
}

export function useDeleteDesign() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/account/designs/${encodeURIComponent(id)}`, z.null(), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** Adds a cloth to the favourites, or takes it away; the list shows the change at once. */
export function useFavouriteFabric() {
  const client = useQueryClient();
  const key = savedDesignsQueryOptions().queryKey;
  return useMutation({
    mutationFn: ({ handle, favourite }: { handle: string; favourite: boolean }) =>
      apiRequest(`/account/favourite-fabrics/${encodeURIComponent(handle)}`, z.null(), { method: favourite ? 'PUT' : 'DELETE' }),
    onMutate: ({ handle, favourite }) => {
      if (!favourite) {
        client.setQueryData<SavedDesignList>(
          key,
          (list) => list && { ...list, favouriteFabrics: list.favouriteFabrics.filter((one) => one.handle !== handle) },
        );
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** A guest's designs and favourites joining the account: the designs in one call, each favourite in its own. */
export async function joinAccount(designs: readonly BrowserDesign[], favourites: readonly BrowserFavourite[]) {
  const result =
    designs.length > 0
      ? await apiRequest('/account/designs/join', JoinDesignsResultSchema, {
          method: 'POST',
          body: { designs: designs.map(({ name, productType, query }) => ({ name, productType, query })) },
        })
      : null;
  for (const favourite of favourites) {
    try {
      await apiRequest(`/account/favourite-fabrics/${encodeURIComponent(favourite.handle)}`, z.null(), { method: 'PUT' });
    } catch (error) {
      // A cloth since removed, or the 200 reached: the others still join.
      console.warn('A favourite fabric could not join the account', error);
    }
  }
  return result;
}
