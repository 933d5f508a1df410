import { createHash } from 'node:crypto';
import { z } from 'zod';
import { BlogSchema, MediaQuerySchema, SizeNamesResponseSchema, StaticContentSchema, StaticPageSchema } from '@selvedge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContentService } from './content.service.js';

/**
 * Content is the same for everyone: its answers may be compressed inside the envelope. The back
 * office edits it, so a browser asks again (by ETag) before each use.
 */
const PUBLIC = { auth: 'public', publicAnswer: true, revalidate: true } as const;

export function contentRoutes(service: ContentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/contentful/static-content/:page',
      { config: PUBLIC, schema: { params: z.object({ page: StaticPageSchema }), response: { 200: StaticContentSchema } } },
      async (request) => service.page(request.params.page),
    );

    app.get('/contentful/products/size-names', { config: PUBLIC, schema: { response: { 200: SizeNamesResponseSchema } } }, async () =>
      service.sizeNames(),
    );

    app.get(
      '/shopify/blogs/:handle',
      {
        config: PUBLIC,
        schema: { params: z.object({ handle: z.string().max(200, 'handle is too long') }), response: { 200: BlogSchema } },
      },
      async (request) => service.blog(request.params.handle),
    );

    // Pictures made by the seed, and those uploaded in the back office. SVG can carry script, so each is served with a CSP that runs none.
    // An uploaded picture's id is new for every upload (its bytes never change under it), so it may be kept for a year.
    app.get(
      '/media/:id',
      {
        config: { auth: 'public' },
        schema: { params: z.object({ id: z.string().max(200, 'id is too long') }), querystring: MediaQuerySchema },
      },
      async (request, reply) => {
        const item = await service.media(request.params.id, request.query.size);
        const etag = `"${createHash('sha1').update(item.body).digest('base64url')}"`;
        void reply
          .header('cache-control', item.uploaded ? 'public, max-age=31536000, immutable' : 'public, max-age=86400')
          .header('etag', etag)
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        return reply.type(item.contentType).send(item.body);
      },
    );
  };
}
