import { PreorderResponseSchema } from '@selvedge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PreorderService } from './preorder.service.js';

export function preorderRoutes(service: PreorderService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/shopify/products/preorder',
      // The same for everyone: it may be compressed inside the envelope.
      // The back office changes it (a fabric withdrawn, a price): a browser asks again before each use, by ETag.
      { config: { auth: 'public', publicAnswer: true, revalidate: true }, schema: { response: { 200: PreorderResponseSchema } } },
      async () => {
        return service.current();
      },
    );
  };
}
