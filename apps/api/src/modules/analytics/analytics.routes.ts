import { AnalyticsBatchResponseSchema, AnalyticsBatchSchema } from '@selvedge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthRateLimits } from '../../platform/rate-limit.js';
import { acceptAnyBody } from '../../platform/route-setup.js';
import type { AnalyticsService } from './analytics.service.js';

export function analyticsRoutes(service: AnalyticsService, limits: AuthRateLimits): FastifyPluginAsyncZod {
  return async (app) => {
    acceptAnyBody(app);

    app.post(
      '/analytics/events',
      {
        config: { auth: 'public' },
        schema: { body: AnalyticsBatchSchema, response: { 202: AnalyticsBatchResponseSchema } },
        attachValidation: true,
      },
      async (request, reply) => {
        // Anonymous writes: counted per address (bad bodies too) and per visitor before anything is stored.
        await limits.hit(request, 'analyticsPerIp');
        if (request.validationError) throw request.validationError;
        await limits.hit(request, 'analyticsPerVisitor', `visitor:${request.body.visitorId}`);
        const answer = await service.record(request.body, request.ip);
        return reply.status(202).send(answer);
      },
    );
  };
}
