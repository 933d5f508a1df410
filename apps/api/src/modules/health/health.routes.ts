import { sql } from 'drizzle-orm';
import { ErrorCode, ApiErrorSchema, HealthResponseSchema } from '@selvedge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/connection.js';

/** 200 only when the database answers, so a load balancer stops sending to a process that cannot serve. */
export function healthRoutes(database: DatabaseHandle): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', { config: { auth: 'public' }, schema: { response: { 200: HealthResponseSchema, 503: ApiErrorSchema } } }, async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      try {
        await database.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        return reply.status(503).send({ error: 'The database is not answering.', code: ErrorCode.database_unavailable });
      }
      return { status: 'ok' as const, database: database.kind };
    });
  };
}
