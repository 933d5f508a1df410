import { CartParamsSchema, CartSchema, CurrencyQuerySchema } from '@selvedge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../../platform/route-auth.js';
import type { CartService } from './cart.service.js';

export function cartRoutes(service: CartService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/shopify/cart/:encodedCartId',
      { config: { auth: 'optional' }, schema: { params: CartParamsSchema, querystring: CurrencyQuerySchema, response: { 200: CartSchema } } },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return service.read(request.params.encodedCartId, request.query.cc, callerId(request));
      },
    );
  };
}
