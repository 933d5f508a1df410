import { sql } from 'drizzle-orm';
import { ErrorCode, ApiErrorSchema, HealthResponseSchema } from '@selvedge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/connection.js';

/** Longer than a healthy database ever takes to say 1, shorter than a balancer's check waits. */
const DATABASE_ANSWER_MS = 2_000;

/**
 * 200 only when the database answers within two seconds and the process is not shutting down, so
 * a load balancer stops sending to a process that cannot serve, or that is about to stop.
 */
export function healthRoutes(database: DatabaseHandle, draining: () => boolean): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      { config: { auth: 'public' }, schema: { response: { 200: HealthResponseSchema, 503: ApiErrorSchema } } },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        if (draining())
          return reply
            .status(503)
            .send({ error: 'This process is shutting down; another one takes its requests.', code: ErrorCode.shutting_down });
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error(`the database did not answer within ${DATABASE_ANSWER_MS} ms`)), DATABASE_ANSWER_MS);
        });
        try {
          await Promise.race([database.db.execute(sql`select 1`), late]);
        } catch (error) {
          request.log.error({ err: error }, 'health check: database did not answer');
          return reply.status(503).send({ error: 'The database is not answering.', code: ErrorCode.database_unavailable });
        } finally {
          clearTimeout(timer);
        }
        return { status: 'ok' as const, database: database.kind };
      },
    );
  };
}
