import { z } from 'zod';
import {
  CollectionsResponseSchema,
  CurrencyQuerySchema,
  ProductListQuerySchema,
  ProductPageSchema,
  ProductSchema,
  ProductTypeSchema,
  type Product,
  type ProductPage,
} from '@selvedge/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickEncoding } from '../../platform/compressed-json.js';
import { notFound } from '../../platform/errors.js';
import { matchesEtag, preparedAnswers, REVALIDATE_EVERY_USE, type PreparedAnswer } from '../../platform/revalidated-answers.js';
import type { CatalogueService } from './catalogue.service.js';

const TypeParams = z.object({ type: ProductTypeSchema });
const ListQuery = ProductListQuerySchema.omit({ cc: true }).extend(CurrencyQuerySchema.shape);
/**
 * `?cc=` and, optionally, `v=` the stamp of the configuration versions the page named
 * (PRODUCTS_CONFIG_VERSION_META_NAME): a publish is a new address, so no browser holds on to an
 * answer from before it under the page's.
 */
const ConfigQuery = CurrencyQuerySchema.extend({
  v: z
    .string()
    .regex(/^\d{1,9}(?:\.\d{1,9}){0,11}$/, 'v: the configuration versions the page names, like 1.3.1.1.2.1')
    .optional(),
});
/** `?v=` the configuration version the drawings are asked for at. */
const PictureQuery = z.object({
  v: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'v: the configuration version, a whole number like 3')
    .transform(Number)
    .optional(),
});
/**
 * The catalogue is the same for everyone: its answers may be compressed inside the envelope. The
 * back office changes its prices and sales, so a browser asks again (by ETag) before each use.
 */
const PUBLIC = { auth: 'public', publicAnswer: true, revalidate: true } as const;

/** Sends an answer serialised once (its ETag with it); the schema in the route's options documents it. */
function sendPrepared(reply: FastifyReply, answer: PreparedAnswer): FastifyReply {
  return reply.header('etag', answer.etag).type('application/json; charset=utf-8').send(answer.json);
}

export function catalogueRoutes(service: CatalogueService): FastifyPluginAsyncZod {
  // The service keeps each product and page a minute: each is checked and serialised once while kept.
  const pageAnswer = preparedAnswers<ProductPage>(ProductPageSchema);
  const productAnswer = preparedAnswers<Product>(ProductSchema);
  return async (app) => {
    app.get(
      '/contentful-plain/products/config',
      { config: { auth: 'public' }, schema: { querystring: ConfigQuery } },
      async (request, reply) => {
        const config = await service.productsConfig(request.query.cc);
        // Its prices follow the exchange rates and the add-ons' prices, which change without a new
        // version: a browser keeps the answer but asks again (by ETag) before each use, and is
        // answered 304 without a body while nothing changed.
        void reply.header('cache-control', REVALIDATE_EVERY_USE).header('etag', config.etag).header('vary', 'accept-encoding');
        if (matchesEtag(request.headers['if-none-match'], config.etag)) return reply.status(304).send();
        void reply.type('application/json; charset=utf-8');
        // Compressed once when cached; the compression plugin leaves an encoded answer alone.
        const encoding = pickEncoding(request.headers['accept-encoding']);
        if (encoding === 'br') return reply.header('content-encoding', 'br').send(config.brotli);
        if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(config.gzip);
        return reply.send(config.json);
      },
    );

    app.get(
      '/garment-pictures/:type',
      {
        config: { auth: 'public' },
        schema: { params: TypeParams, querystring: PictureQuery },
      },
      async (request, reply) => {
        const drawings = await service.garmentPicture(request.params.type);
        if (!drawings) throw notFound(`type: no configuration of ${request.params.type} is published`);
        // Drawings change only with a new version (no prices in them): kept an hour at the address of
        // the version they hold, checked again (by ETag) at any other.
        const cache = request.query.v === drawings.version ? 'public, max-age=3600' : 'no-cache';
        void reply.header('cache-control', cache).header('etag', drawings.etag).header('vary', 'accept-encoding');
        if (matchesEtag(request.headers['if-none-match'], drawings.etag)) return reply.status(304).send();
        void reply.type('application/json; charset=utf-8');
        const encoding = pickEncoding(request.headers['accept-encoding']);
        if (encoding === 'br') return reply.header('content-encoding', 'br').send(drawings.brotli);
        if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(drawings.gzip);
        return reply.send(drawings.json);
      },
    );

    app.get(
      '/shopify/products/:type',
      { config: PUBLIC, schema: { params: TypeParams, querystring: ListQuery, response: { 200: ProductPageSchema } } },
      async (request, reply) => {
        const { cc, query, cursor, first } = request.query;
        return sendPrepared(
          reply,
          pageAnswer(await service.listProducts({ type: request.params.type, currency: cc, query, cursor, first })),
        );
      },
    );

    app.get(
      '/shopify/products/collections/:type',
      { config: PUBLIC, schema: { params: TypeParams, querystring: CurrencyQuerySchema, response: { 200: CollectionsResponseSchema } } },
      async (request) => ({ productType: request.params.type, collections: await service.collections(request.params.type) }),
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
      async (request, reply) =>
        sendPrepared(reply, productAnswer(await service.productByHandle(request.params.type, request.params.handle, request.query.cc))),
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
      async (request, reply) =>
        sendPrepared(reply, productAnswer(await service.productById(request.params.type, request.params.id, request.query.cc))),
    );
  };
}
