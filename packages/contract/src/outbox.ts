import { z } from 'zod';

/** One e-mail the shop wrote while no SMTP server was configured (GET /api/dev/outbox). */
export const OutboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The links in the text, so a developer (or a test) can follow one without parsing. */
  links: z.array(z.string()),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxResponseSchema = z.object({ messages: z.array(OutboxMessageSchema) });
