import { ShippingResponseSchema } from '@selvedge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ShippingService } from './shipping.service.js';

export function shippingRoutes(service: ShippingService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/shopify/shipping',
      { config: { auth: 'public', revalidate: true }, schema: { response: { 200: ShippingResponseSchema } } },
      async () => {
        // Changed in the back office: a browser asks again before each use, by ETag.
        return service.ratesAndCountries();
      },
    );
  };
}
