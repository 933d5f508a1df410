import { garmentPicturePath, GarmentPictureResponseSchema, type GarmentPicture, type ProductType } from '@selvedge/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The drawings of a type's live configuration (issue 30): asked for by the customiser only, at an
 * address that carries the configuration's version, so they are kept as long as that version is live.
 * Until they are here (and until the customer first changes the design) the customiser shows the
 * server's picture of the design.
 */
export function useGarmentPicture(type: ProductType, version: number, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['garment-picture', type, version],
    queryFn: async ({ signal }): Promise<GarmentPicture> =>
      (await apiRequest(garmentPicturePath(type, version), GarmentPictureResponseSchema, { signal })).picture,
    staleTime: Infinity,
  });
}
