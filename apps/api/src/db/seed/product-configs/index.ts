import type { ProductConfigDocument } from '@selvedge/contract';
import type { SeedAddOn, SeedMedia } from '../seed-types.js';
import { jackets, jacketsAddOns, jacketsMedia } from './jackets.js';
import { outerwears, outerwearsAddOns, outerwearsMedia } from './outerwears.js';
import { polo, poloAddOns, poloMedia } from './polo.js';
import { shirt, shirtAddOns, shirtMedia } from './shirt.js';
import { shorts, shortsAddOns, shortsMedia } from './shorts.js';
import { trousers, trousersAddOns, trousersMedia } from './trousers.js';
import { seedPictures } from './pictures/index.js';

/** The configuration document of each product type, in the shop's order. */
export const seedProductConfigs: ProductConfigDocument[] = [shirt, polo, trousers, shorts, outerwears, jackets].map((document) => ({
  ...document,
  picture: seedPictures[document.productType],
}));

/** Every priced accessory the configurations name by variant (variantIdFor(handle)). */
export const seedAddOns: SeedAddOn[] = [
  ...shirtAddOns,
  ...poloAddOns,
  ...trousersAddOns,
  ...shortsAddOns,
  ...outerwearsAddOns,
  ...jacketsAddOns,
];

/** The style pictures (one per option and one per group) the configurations point to. */
export const seedStyleMedia: SeedMedia[] = [
  ...shirtMedia,
  ...poloMedia,
  ...trousersMedia,
  ...shortsMedia,
  ...outerwearsMedia,
  ...jacketsMedia,
];
