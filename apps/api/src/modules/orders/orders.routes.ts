import { OrderAccessQuerySchema, OrderListSchema, OrderParamsSchema, OrderSchema } from '@selvedge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller, callerId } from '../../platform/route-auth.js';
import { neverCache } from '../../platform/route-setup.js';
import type { OrdersService } from './orders.service.js';

/** A customer's orders, and one order for its customer or the holder of its e-mail's link. */
export function ordersRoutes(service: OrdersService): FastifyPluginAsyncZod {
  return async (app) => {
    neverCache(app);

    app.get('/orders', { config: { auth: 'customer' }, schema: { response: { 200: OrderListSchema } } }, async (request) => service.list(caller(request).customerId));

    app.get(
      '/orders/:number',
      { config: { auth: 'optional' }, schema: { params: OrderParamsSchema, querystring: OrderAccessQuerySchema, response: { 200: OrderSchema } } },
      async (request) => service.get(request.params.number, callerId(request), request.query.key),
    );
  };
}
