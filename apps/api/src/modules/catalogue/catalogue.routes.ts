import { z } from 'zod';
import {
  CollectionsResponseSchema,
  CurrencyQuerySchema,
  ProductListQuerySchema,
  ProductPageSchema,
  ProductSchema,
  ProductTypeSchema,
} from '@selvedge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickEncoding } from '../../platform/compressed-json.js';
import type { CatalogueService } from './catalogue.service.js';

const TypeParams = z.object({ type: ProductTypeSchema });
const ListQuery = ProductListQuerySchema.omit({ cc: true }).extend(CurrencyQuerySchema.shape);
/** `?cc=` and, optionally, `v=` the stamp of the configuration versions the page named (PRODUCTS_CONFIG_VERSION_META_NAME). */
const ConfigQuery = CurrencyQuerySchema.extend({
  v: z.string().regex(/^\d{1,9}(?:\.\d{1,9}){0,11}$/, 'v: the configuration versions the page names, like 1.3.1.1.2.1').optional(),
});
const CATALOGUE_CACHE = 'public, max-age=60';
/** The catalogue is the same for everyone: its answers may be compressed inside the envelope. */
const PUBLIC = { auth: 'public', publicAnswer: true } as const;

export function catalogueRoutes(service: CatalogueService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/contentful-plain/products/config',
      { config: { auth: 'public' }, schema: { querystring: ConfigQuery } },
      async (request, reply) => {
        const config = await service.productsConfig(request.query.cc);
        // Asked for by the versions a page named: kept an hour only when it holds those versions. A
        // page made by a process that saw a publish this one has not yet seen gets an answer its
        // browser checks again (by ETag) next time, never the old versions kept under the new address.
        const { v } = request.query;
        const cache = v === undefined || v === config.stamp ? 'public, max-age=3600' : 'no-cache';
        void reply.header('cache-control', cache).header('etag', config.etag).header('vary', 'accept-encoding');
        if (request.headers['if-none-match'] === config.etag) return reply.status(304).send();
        void reply.type('application/json; charset=utf-8');
        // Compressed once when cached; the compression plugin leaves an encoded answer alone.
        const encoding = pickEncoding(request.headers['accept-encoding']);
        if (encoding === 'br') return reply.header('content-encoding', 'br').send(config.brotli);
        if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(config.gzip);
        return reply.send(config.json);
      },
    );

    app.get(
      '/shopify/products/:type',
      { config: PUBLIC, schema: { params: TypeParams, querystring: ListQuery, response: { 200: ProductPageSchema } } },
      async (request, reply) => {
        const { cc, query, cursor, first } = request.query;
        void reply.header('cache-control', CATALOGUE_CACHE);
        return service.listProducts({ type: request.params.type, currency: cc, query, cursor, first });
      },
    );

    app.get(
      '/shopify/products/collections/:type',
      { config: PUBLIC, schema: { params: TypeParams, querystring: CurrencyQuerySchema, response: { 200: CollectionsResponseSchema } } },
      async (request, reply) => {
        void reply.header('cache-control', CATALOGUE_CACHE);
        return { productType: request.params.type, collections: await service.collections(request.params.type) };
      },
    );

    app.get(
      '/shopify/products/:type/handle/:handle',
      {
        config: PUBLIC,
        schema: {
          params: TypeParams.extend({ handle: z.string().max(200, 'handle is too long') }),
          querystring: CurrencyQuerySchema,
          response: { 200: ProductSchema },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', CATALOGUE_CACHE);
        return service.productByHandle(request.params.type, request.params.handle, request.query.cc);
      },
    );

    // One route serves both `{id}` and `{encodedFabricId}` (SPEC §7): the service accepts either.
    app.get(
      '/shopify/products/:type/:id',
      {
        config: PUBLIC,
        schema: {
          params: TypeParams.extend({ id: z.string().max(200, 'id is too long') }),
          querystring: CurrencyQuerySchema,
          response: { 200: ProductSchema },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', CATALOGUE_CACHE);
        return service.productById(request.params.type, request.params.id, request.query.cc);
      },
    );
  };
}
