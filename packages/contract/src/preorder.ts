import { z } from 'zod';
import { ProductTypeSchema } from './product-types.js';

/** GET /shopify/products/preorder (SPEC §3 Preorder). */
export const PreorderSchema = z.object({
  ongoing: z.boolean(),
  title: z.string(),
  description: z.string(),
  /** ISO 8601 instant when orders close. */
  cutoff: z.string(),
  navbarImage: z.string().nullable(),
  /** The product types in the collection, in the order they are shown. */
  productsOrder: z.array(ProductTypeSchema),
  collectionTitle: z.string(),
  collectionDescription: z.string(),
  /** e.g. "Ships from mid-February". */
  estimatedDelivery: z.string(),
});
export type Preorder = z.infer<typeof PreorderSchema>;

export const PreorderResponseSchema = z.object({
  preorder: PreorderSchema.nullable(),
});
export type PreorderResponse = z.infer<typeof PreorderResponseSchema>;
