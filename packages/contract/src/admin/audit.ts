import { z } from 'zod';

/** The audit log (issue 16): every change made in the back office, who made it, when, and what it was before and after. */
export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Null for the shop itself (the first owner made from ADMIN_EMAIL). */
  staffId: z.string().nullable(),
  staffEmail: z.string().nullable(),
  /** The staff member's name now (or null for the shop itself, or a member since removed). */
  staffName: z.string().nullable(),
  /** `staff.invite`, `staff.update`, `fabric.update`…: what was done. */
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  /** What the subject is called, resolved by the server ("Giza Poplin White", "Mina Tan", "Japan"); null when it is gone or has no name. */
  subjectName: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** The kinds of thing the log can be filtered by, as people name them. */
export const AUDIT_SUBJECT_KINDS: Readonly<Record<string, string>> = {
  order: 'Orders',
  payment: 'Payments',
  fit_claim: 'Fit claims',
  fabric: 'Fabrics',
  preorder: 'Pre-orders',
  product_config: 'Product setup',
  currency: 'Exchange rates',
  discount_code: 'Discount codes',
  shipping_rate: 'Shipping rates',
  shipping_country: 'Shipping countries',
  shipping_settings: 'Shipping settings',
  content_page: 'Content',
  staff: 'Staff',
  invitation: 'Invitations',
  job: 'Background jobs',
  shop_settings: 'Shop settings',
};

export const AuditQuerySchema = z.strictObject({
  staffId: z.string().max(60).optional(),
  action: z
    .string()
    .max(60)
    .regex(/^[a-z_.]+$/, 'action: letters, dots and underscores')
    .optional(),
  subjectType: z
    .string()
    .max(40)
    .regex(/^[a-z_]+$/, 'subjectType: letters and underscores')
    .optional(),
  subjectId: z.string().max(80).optional(),
  from: z.iso.datetime({ error: 'from: an ISO date and time, like 2026-03-01T00:00:00Z' }).optional(),
  to: z.iso.datetime({ error: 'to: an ISO date and time, like 2026-03-31T23:59:59Z' }).optional(),
  /** The `next` of the page before. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditPageSchema = z.object({ entries: z.array(AuditEntrySchema), next: z.string().nullable() });
export type AuditPage = z.infer<typeof AuditPageSchema>;
