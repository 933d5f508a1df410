import { PreorderResponseSchema } from '@selvedge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PreorderService } from './preorder.service.js';

export function preorderRoutes(service: PreorderService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/shopify/products/preorder',
      // The same for everyone: it may be compressed inside the envelope.
      { config: { auth: 'public', publicAnswer: true }, schema: { response: { 200: PreorderResponseSchema } } },
      async (_request, reply) => {
        void reply.header('cache-control', 'public, max-age=60');
        return service.current();
      },
    );
  };
}
