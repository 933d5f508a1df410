import { PRODUCT_TYPES } from '@selvedge/contract';
import type { SeedCollection, SeedFabric, SeedMedia } from '../seed-types.js';
import { buildSeedCollections } from './collections.js';
import { generateFabricCatalogue } from './fabric-catalogue.js';

/**
 * The demo fabric catalogue for the six product types: fabrics (with their collections and
 * prices), the collections that act as fabric filters, and two SVG pictures per fabric
 * ("swatch-{handle}" first, then "drape-{handle}"). Generated deterministically.
 */
const catalogue = generateFabricCatalogue();

export const seedFabrics: SeedFabric[] = catalogue.fabrics;
export const seedCollections: SeedCollection[] = buildSeedCollections(PRODUCT_TYPES);
export const seedFabricMedia: SeedMedia[] = catalogue.media;

export { PREORDER_CAPSULE } from './fabric-catalogue.js';
