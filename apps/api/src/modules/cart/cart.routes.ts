import { CartParamsSchema, CartSchema, CurrencyQuerySchema } from '@selvedge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalCustomer, type SessionStore } from '../../platform/authentication.js';
import type { CartService } from './cart.service.js';

export function cartRoutes(service: CartService, sessions: SessionStore): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/shopify/cart/:encodedCartId',
      { schema: { params: CartParamsSchema, querystring: CurrencyQuerySchema, response: { 200: CartSchema } } },
      async (request, reply) => {
        const customerId = await optionalCustomer(request, sessions);
        void reply.header('cache-control', 'no-store');
        return service.read(request.params.encodedCartId, request.query.cc, customerId);
      },
    );
  };
}
