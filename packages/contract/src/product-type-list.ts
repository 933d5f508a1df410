// Without zod, so that the storefront's first page can list the product types without downloading it.

/** The six product types, in the order the shop presents them. */
export const PRODUCT_TYPES = ['shirt', 'polo', 'trousers', 'shorts', 'outerwears', 'jackets'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export function isProductType(value: string): value is ProductType {
  return (PRODUCT_TYPES as readonly string[]).includes(value);
}
