import { ourProductsTabIndex, PRODUCT_TYPES, type ProductsConfigResponse, type ProductType } from '@selvedge/contract';

/** The product type whose tab segment this is, if any (SPEC §2: the tab's name with dashes for spaces). */
export function productTypeForTab(config: ProductsConfigResponse, tab: string): ProductType | undefined {
  return PRODUCT_TYPES[
    ourProductsTabIndex(
      PRODUCT_TYPES.map((type) => config.products[type].title),
      tab,
    )
  ];
}
