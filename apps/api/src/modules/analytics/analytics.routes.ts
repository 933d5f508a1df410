import { AnalyticsBatchResponseSchema, AnalyticsBatchSchema } from '@selvedge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptAnyBody } from '../../platform/route-setup.js';
import type { AnalyticsService } from './analytics.service.js';

export function analyticsRoutes(service: AnalyticsService): FastifyPluginAsyncZod {
  return async (app) => {
    acceptAnyBody(app);

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
