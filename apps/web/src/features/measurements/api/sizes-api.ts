import {
  SizesResponseSchema,
  type Customer,
  type ProductType,
  type SaveSizeRequest,
  type SizesResponse,
  type UpdateSizeRequest,
} from '@selvedge/contract';
import { apiRequest } from '../../../lib/api-client';

/** The size-profile calls of SPEC §7. Every answer is the product type's sizes after the change. */

const sizesPath = (customerId: string, type: ProductType) => `/firebase/customers/${encodeURIComponent(customerId)}/measurements/${type}`;

export const saveSize = (customerId: string, type: ProductType, body: SaveSizeRequest) =>
  apiRequest(sizesPath(customerId, type), SizesResponseSchema, { method: 'POST', body });

export const updateSize = (customerId: string, type: ProductType, name: string, body: UpdateSizeRequest) =>
  apiRequest(`${sizesPath(customerId, type)}/${encodeURIComponent(name)}`, SizesResponseSchema, { method: 'PATCH', body });

export const deleteSize = (customerId: string, type: ProductType, name: string) => updateSize(customerId, type, name, { deleted: true });

/** The customer after a size change: the type's sizes and meta replaced by the server's answer. */
export function withSizes(user: Customer, answer: SizesResponse): Customer {
  return {
    ...user,
    measurements: { ...user.measurements, [answer.type]: answer.sizes },
    sizeMeta: { ...user.sizeMeta, [answer.type]: answer.sizeMeta },
  };
}
