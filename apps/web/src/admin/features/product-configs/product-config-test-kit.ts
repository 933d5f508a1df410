/** Test helpers for the configuration editor: the shop's configurations as the back office reads them. */
import { GarmentPictureSchema, ProductsConfigResponseSchema, type ProductConfig, type ProductType } from '@selvedge/contract';
import type { AdminProductConfig, AdminProductConfigVersion } from '@selvedge/contract/admin';
import { decimalStringToMinor } from '@selvedge/domain';
import served from '../../../../../../packages/domain/src/fixtures/products-config.sgd.json' with { type: 'json' };
import drawings from '../../../../../../packages/domain/src/fixtures/garment-pictures.json' with { type: 'json' };

/** Every type's configuration exactly as the storefront is served it, in SGD. */
export const SERVED = ProductsConfigResponseSchema.parse(served);

/** A served configuration as the editor sends it: the document, and each named add-on's SGD price in cents. */
function adminConfigOf(config: ProductConfig): AdminProductConfig {
  const { version: _version, accessories, picture: _outline, ...document } = config;
  const addOnPrices: Record<string, number> = {};
  const unpriced = Object.fromEntries(
    Object.entries(accessories).map(([list, items]) => [
      list,
      items.map(({ price, options, ...item }) => {
        if (item.variantId && price) addOnPrices[item.variantId] = decimalStringToMinor(price.amount, 'SGD');
        return {
          ...item,
          options: options.map(({ price: optionPrice, ...option }) => {
            if (option.variantId && optionPrice) addOnPrices[option.variantId] = decimalStringToMinor(optionPrice.amount, 'SGD');
            return option;
          }),
        };
      }),
    ]),
  ) as AdminProductConfig['accessories'];
  // The back office edits the whole picture; the storefront's answer holds only its outline.
  return { ...document, picture: GarmentPictureSchema.parse(drawings[config.productType]), accessories: unpriced, addOnPrices };
}

export const configOf = (type: ProductType): AdminProductConfig => adminConfigOf(SERVED.products[type]);

/** The live version of `type` as GET /admin/product-configs/:type answers it. */
export function aVersion(type: ProductType, overrides: Partial<AdminProductConfigVersion> = {}): AdminProductConfigVersion {
  return {
    productType: type,
    version: 3,
    createdAt: '2026-03-02T06:30:00.000Z',
    createdBy: { id: 'stf_mina', name: 'Mina Tan', email: 'mina@selvedge.test' },
    note: 'Spring prices',
    current: true,
    config: configOf(type),
    ...overrides,
  };
}
