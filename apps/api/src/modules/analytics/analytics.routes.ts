import { AnalyticsBatchResponseSchema, AnalyticsBatchSchema } from '@selvedge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnalyticsService } from './analytics.service.js';

export function analyticsRoutes(service: AnalyticsService): FastifyPluginAsyncZod {
  return async (app) => {
    // A body that is not JSON is read as text, so it gets a clear 400 rather than a bare 415 (scoped to this plugin).
    app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    app.post(
      '/analytics/events',
      { schema: { body: AnalyticsBatchSchema, response: { 202: AnalyticsBatchResponseSchema } } },
      async (request, reply) => {
        const answer = await service.record(request.body);
        return reply.status(202).send(answer);
      },
    );
  };
}
