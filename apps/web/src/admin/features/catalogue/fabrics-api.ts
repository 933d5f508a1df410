import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminFabricListSchema, AdminFabricSchema, type AdminFabric, type AdminFabricSaleRequest } from '@selvedge/contract/admin';
import { adminRequest, queryString } from '../../lib/admin-api';
import { fabricListQuery, type FabricFilters } from './fabric-filters';

/** Every fabric answer of the back office sits under this key, so one change refreshes them all (the list and each fabric's page). */
export const fabricsKey = ['admin', 'fabrics'] as const;

export function useFabricList(filters: FabricFilters) {
  const query = fabricListQuery(filters);
  return useQuery({
    queryKey: [...fabricsKey, 'list', query],
    queryFn: ({ signal }) => adminRequest(`/fabrics${queryString({ ...query })}`, AdminFabricListSchema, { signal }),
    // The rows of the last page stay (dimmed) while the next page or filter is read.
    placeholderData: keepPreviousData,
  });
}

/** A fabric as the server holds it now (after someone else changed it first), found by its handle. */
export async function currentFabric(fabric: Pick<AdminFabric, 'id' | 'handle'>): Promise<AdminFabric | null> {
  const found = await adminRequest(`/fabrics${queryString({ q: fabric.handle, pageSize: 100 })}`, AdminFabricListSchema);
  return found.fabrics.find((entry) => entry.id === fabric.id) ?? null;
}

export function useSetFabricSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AdminFabricSaleRequest & { id: string }) =>
      adminRequest(`/fabrics/${encodeURIComponent(id)}/sale-status`, AdminFabricSchema, { method: 'PATCH', body }),
    // Saved or refused as stale, the fabrics are read again, so what is shown is what the server holds.
    onSettled: () => queryClient.invalidateQueries({ queryKey: fabricsKey }),
  });
}
