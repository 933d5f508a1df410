import { z } from 'zod';

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
