import { z } from 'zod';
import { MoneySchema } from '../money.js';
import { ProductTypeSchema } from '../product-types.js';

/** Fabrics in the back office (issue 16): found, and taken off sale or put back with the words customers see. */
export const FABRIC_SALE_STATUSES = ['on_sale', 'out_of_stock', 'withdrawn'] as const;
export const FabricSaleStatusSchema = z.enum(FABRIC_SALE_STATUSES, { error: 'status must be on_sale, out_of_stock or withdrawn' });

export const AdminFabricSchema = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  productType: ProductTypeSchema,
  tags: z.array(z.string()),
  saleStatus: FabricSaleStatusSchema,
  saleStatusNote: z.string().nullable(),
  price: MoneySchema,
  imageUrl: z.string().nullable(),
  version: z.number().int(),
});
export type AdminFabric = z.infer<typeof AdminFabricSchema>;

export const AdminFabricListQuerySchema = z.strictObject({
  type: ProductTypeSchema.optional(),
  status: FabricSaleStatusSchema.optional(),
  q: z.string().trim().max(100, 'q: at most 100 characters').optional(),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number({ error: 'pageSize must be a number' }).int().min(5).max(100).default(25),
});
export type AdminFabricListQuery = z.infer<typeof AdminFabricListQuerySchema>;

export const AdminFabricListSchema = z.object({ fabrics: z.array(AdminFabricSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type AdminFabricList = z.infer<typeof AdminFabricListSchema>;

/** Taking a fabric off sale needs the reason customers will read in their cart. */
export const AdminFabricSaleRequestSchema = z
  .strictObject({
    status: FabricSaleStatusSchema,
    note: z.string().trim().max(300, 'note: at most 300 characters').optional(),
    version: z.number({ error: 'version: send the version you saw' }).int().min(0),
  })
  .refine((body) => body.status === 'on_sale' || (body.note !== undefined && body.note.length > 0), { message: 'note: say why, in the words customers will read', path: ['note'] });
export type AdminFabricSaleRequest = z.infer<typeof AdminFabricSaleRequestSchema>;

export const AdminFabricParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,80}$/, 'is not a fabric id') });
