import { PRODUCT_TYPES, type ProductsConfigResponse, type ProductType } from '@selvedge/contract';

/** SPEC §2: the tab segment of /our-products/{tab} is the tab name with spaces replaced by dashes. */
export function ourProductsTab(title: string): string {
  return title.trim().replace(/\s+/g, '-');
}

/** The product type whose tab segment this is, if any. */
export function productTypeForTab(config: ProductsConfigResponse, tab: string): ProductType | undefined {
  return PRODUCT_TYPES.find((type) => ourProductsTab(config.products[type].title).toLowerCase() === tab.toLowerCase());
}
