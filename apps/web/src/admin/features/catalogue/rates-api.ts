import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrencyCode } from '@selvedge/contract';
import { AdminRateListSchema, AdminRateSchema, type AdminRate, type AdminRateUpdateRequest } from '@selvedge/contract/admin';
import { adminRequest } from '../../lib/admin-api';

const ratesKey = ['admin', 'rates'] as const;

const readRates = (signal?: AbortSignal) => adminRequest('/rates', AdminRateListSchema, signal ? { signal } : {});

export function useRates() {
  return useQuery({ queryKey: ratesKey, queryFn: ({ signal }) => readRates(signal) });
}

/** A currency's rate as the server holds it now (after someone else changed it first). */
export async function currentRate(code: CurrencyCode): Promise<AdminRate | null> {
  return (await readRates()).rates.find((rate) => rate.code === code) ?? null;
}

export function useUpdateRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, ...body }: AdminRateUpdateRequest & { code: CurrencyCode }) =>
      adminRequest(`/rates/${code}`, AdminRateSchema, { method: 'PATCH', body }),
    // Saved or refused as stale, the rates are read again, so the table shows what the server holds.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ratesKey }),
  });
}
