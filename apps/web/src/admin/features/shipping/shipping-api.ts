import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminShippingCountrySchema,
  AdminShippingRateSchema,
  AdminShippingSchema,
  AdminShippingSettingsSchema,
  type AdminShippingCountryCreateRequest,
  type AdminShippingCountryUpdateRequest,
  type AdminShippingRateUpdateRequest,
  type AdminShippingSettingsUpdateRequest,
} from '@selvedge/contract/admin';
import { z } from 'zod';
import { adminRequest, idempotencyKey } from '../../lib/admin-api';

const shippingKey = ['admin', 'shipping'] as const;

export function useShipping() {
  return useQuery({ queryKey: shippingKey, queryFn: ({ signal }) => adminRequest('/shipping', AdminShippingSchema, { signal }) });
}

/** After a change the page reads the whole of shipping again (a rate's count of countries follows a country's change). */
function useShippingMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: shippingKey }) });
}

export const useUpdateRate = () =>
  useShippingMutation(({ id, ...body }: AdminShippingRateUpdateRequest & { id: string }) =>
    adminRequest(`/shipping/rates/${encodeURIComponent(id)}`, AdminShippingRateSchema, { method: 'PATCH', body }),
  );

export const useUpdateSettings = () =>
  useShippingMutation((body: AdminShippingSettingsUpdateRequest) =>
    adminRequest('/shipping/settings', AdminShippingSettingsSchema, { method: 'PATCH', body }),
  );

export const useAddCountry = () =>
  useShippingMutation((body: AdminShippingCountryCreateRequest) =>
    adminRequest('/shipping/countries', AdminShippingCountrySchema, { method: 'POST', body, headers: idempotencyKey() }),
  );

export const useUpdateCountry = () =>
  useShippingMutation(({ code, ...body }: AdminShippingCountryUpdateRequest & { code: string }) =>
    adminRequest(`/shipping/countries/${encodeURIComponent(code)}`, AdminShippingCountrySchema, { method: 'PATCH', body }),
  );

export const useRemoveCountry = () =>
  useShippingMutation(({ code, version }: { code: string; version: number }) =>
    adminRequest(`/shipping/countries/${encodeURIComponent(code)}?version=${version}`, z.null(), { method: 'DELETE' }),
  );
