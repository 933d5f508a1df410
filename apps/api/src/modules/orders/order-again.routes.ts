import { OrderAgainParamsSchema, OrderAgainQuerySchema, OrderAgainSchema } from '@selvedge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../../platform/route-auth.js';
import { neverCache } from '../../platform/route-setup.js';
import type { OrderAgainService } from './order-again.service.js';

/** "Order again" on a piece of a past order (issue 30): for the order's customer or the holder of its link's key, as the order itself. */
export function orderAgainRoutes(service: OrderAgainService): FastifyPluginAsyncZod {
  return async (app) => {
    neverCache(app);
    app.get(
      '/orders/:number/pieces/:reference/again',
      {
        config: { auth: 'optional' },
        schema: { params: OrderAgainParamsSchema, querystring: OrderAgainQuerySchema, response: { 200: OrderAgainSchema } },
      },
      async (request) =>
        service.again(request.params.number, request.params.reference, callerId(request), request.query.key, request.query.cc),
    );
  };
}
