import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PreviewsService } from './previews.service.js';

/**
 * GET /api/previews/{type}.webp?{the design's query}[&view=]: public. The same address can show a
 * new picture once the configuration is published again or the cloth's picture changes, so it is kept
 * five minutes and then asked again with its ETag (the hash of all it depends on), answered 304 while
 * nothing changed.
 */
export function previewsRoutes(service: PreviewsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/previews/:file',
      { config: { auth: 'public' }, schema: { params: z.object({ file: z.string().max(200, 'file is too long') }) } },
      async (request, reply) => {
        const query = new URLSearchParams(request.raw.url?.split('?')[1] ?? '');
        const preview = await service.preview(request.params.file, query);
        const etag = `"${preview.hash}"`;
        void reply
          .header('cache-control', 'public, max-age=300, stale-while-revalidate=86400')
          .header('etag', etag)
          .header('content-security-policy', "default-src 'none'");
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        return reply.type('image/webp').send(preview.body);
      },
    );
  };
}
