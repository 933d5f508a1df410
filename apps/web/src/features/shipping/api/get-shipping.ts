import { useQuery } from '@tanstack/react-query';
import { shippingQueryOptions } from '../../../lib/shipping-query';

/** Loads only once `enabled` (the dialogs open), so pages that never show rates never fetch them. */
export function useShipping({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...shippingQueryOptions(), enabled });
}
