import { z } from 'zod';
import { MoneySchema } from '../money.js';

/** Refunds (issue 16, owner only): by lines (the pieces' totals) or by an amount, several per order, never more than was captured. */
export const AdminRefundRequestSchema = z
  .strictObject({
    /** An amount in the order's currency ("25.00"); with `references`, it replaces their total. */
    amount: z
      .string()
      .regex(/^\d{1,12}(\.\d{1,4})?$/, 'amount: a positive decimal amount in the order’s currency, like 25.00')
      .optional(),
    /** The pieces given back, by reference. */
    references: z.array(z.string().min(1).max(60)).min(1, 'references: name at least one piece').max(50).optional(),
    reason: z
      .string({ error: 'reason: say why, for the customer and the audit log' })
      .trim()
      .min(1, 'reason: say why, for the customer and the audit log')
      .max(500, 'reason: at most 500 characters'),
  })
  .refine((body) => body.amount !== undefined || body.references !== undefined, {
    message: 'amount: give an amount, or the references of the pieces to refund',
    path: ['amount'],
  });
export type AdminRefundRequest = z.infer<typeof AdminRefundRequestSchema>;

export const AdminRefundSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  amount: MoneySchema,
  references: z.array(z.string()),
  reason: z.string(),
  /** pending: the provider has it and is finishing it. */
  status: z.enum(['pending', 'succeeded', 'failed']),
  message: z.string().nullable(),
  staffEmail: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof AdminRefundSchema>;

export const AdminRefundsSchema = z.object({
  captured: MoneySchema,
  /** What is still to give back: captured less every refund not failed. */
  refundable: MoneySchema,
  refunds: z.array(AdminRefundSchema),
});
export type AdminRefunds = z.infer<typeof AdminRefundsSchema>;
