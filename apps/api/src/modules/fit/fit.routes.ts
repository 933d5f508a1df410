import { FitEstimateRequestSchema, FitEstimateSchema } from '@selvedge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { throwIfInvalid } from '../../platform/errors.js';
import { acceptAnyBody, neverCache } from '../../platform/route-setup.js';
import type { FitService } from './fit.service.js';

/** POST /api/fit-estimate: public, no session; the answers are the body and are kept nowhere. */
export function fitRoutes(service: FitService): FastifyPluginAsyncZod {
  return async (app) => {
    acceptAnyBody(app);
    neverCache(app);

    app.post(
      '/fit-estimate',
      {
        config: { auth: 'public' },
        schema: { body: FitEstimateRequestSchema, response: { 200: FitEstimateSchema } },
        attachValidation: true,
      },
      async (request) => {
        throwIfInvalid(request, FitEstimateRequestSchema);
        const { productType, ...answers } = request.body;
        return service.estimate(productType, answers);
      },
    );
  };
}
