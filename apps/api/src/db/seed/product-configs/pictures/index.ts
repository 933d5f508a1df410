import type { GarmentPicture, ProductType } from '@selvedge/contract';
import { jacketsPicture } from './jackets.js';
import { outerwearsPicture } from './outerwears.js';
import { poloPicture } from './polo.js';
import { shirtPicture } from './shirt.js';
import { shortsPicture } from './shorts.js';
import { trousersPicture } from './trousers.js';

/**
 * Each type's garment picture (issue 30, decision 049): the drawings of every option in every view,
 * in the configuration so a new option needs a drawing, not code.
 */
export const seedPictures: Record<ProductType, GarmentPicture> = {
  shirt: shirtPicture,
  polo: poloPicture,
  trousers: trousersPicture,
  shorts: shortsPicture,
  outerwears: outerwearsPicture,
  jackets: jacketsPicture,
};
