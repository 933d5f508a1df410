import { ShippingResponseSchema } from '@selvedge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ShippingService } from './shipping.service.js';

export function shippingRoutes(service: ShippingService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/shopify/shipping', { config: { auth: 'public' }, schema: { response: { 200: ShippingResponseSchema } } }, async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return service.ratesAndCountries();
    });
  };
}
