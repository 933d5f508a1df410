import { z } from 'zod';

/** The six product types, in the order the shop presents them. */
export const PRODUCT_TYPES = ['shirt', 'polo', 'trousers', 'shorts', 'outerwears', 'jackets'] as const;

export const ProductTypeSchema = z.enum(PRODUCT_TYPES, {
  error: () => `productType must be one of: ${PRODUCT_TYPES.join(', ')}`,
});
export type ProductType = z.infer<typeof ProductTypeSchema>;

export function isProductType(value: string): value is ProductType {
  return (PRODUCT_TYPES as readonly string[]).includes(value);
}
