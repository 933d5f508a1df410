import { ShopSettingsSchema, type ShopSettings, type ShopSettingsUpdate } from '@selvedge/contract/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../lib/admin-api';
import { setShopTimeZone } from '../../lib/admin-format';

const shopSettingsKey = ['admin', 'shop-settings'] as const;

/** The shop's settings (its time zone), read once a staff member is signed in. */
export function useShopSettings(enabled: boolean) {
  // Not asked twice: the back office waits for it before drawing a page, and writes Singapore's times without it.
  return useQuery({
    queryKey: shopSettingsKey,
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: ({ signal }) => adminRequest('/shop-settings', ShopSettingsSchema, { signal }),
  });
}

/** Saves the settings (the owner's): every page then writes its times in the new zone. */
export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopSettingsUpdate) => adminRequest('/shop-settings', ShopSettingsSchema, { method: 'PUT', body }),
    onSuccess: async (saved: ShopSettings) => {
      setShopTimeZone(saved.timeZone);
      queryClient.setQueryData(shopSettingsKey, saved);
      // Each page's data drawn again, its times now in the new zone.
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'admin' && query.queryKey[1] !== 'shop-settings' });
    },
  });
}
