import { z } from 'zod';
import { PRODUCT_TYPES } from './product-type-list.js';

export { isProductType, PRODUCT_TYPES, type ProductType } from './product-type-list.js';

export const ProductTypeSchema = z.enum(PRODUCT_TYPES, {
  error: () => `productType must be one of: ${PRODUCT_TYPES.join(', ')}`,
});
