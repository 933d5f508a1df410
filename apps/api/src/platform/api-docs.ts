import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Where the API reference is served (outside production): the page, and its OpenAPI document at `/json`. */
export const API_DOCS_PREFIX = '/api/docs';

/**
 * The API reference, generated from the route schemas (the contract's zod schemas), never kept by
 * hand. It must be registered before the routes: it collects them as they are added.
 */
export async function registerApiDocs(app: FastifyInstance, { serve }: { serve: boolean }): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Selvedge API',
        description:
          "The made-to-measure shop's API. Answers are sealed in the AES-256-GCM response envelope unless the path contains /contentful-plain/ (see docs/api.md); the schemas below are what is inside.",
        version: '1',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    // Only the API: the storefront's pages and files are not part of it.
    hideUntagged: false,
  });
  if (!serve) return;
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PREFIX, staticCSP: false });
}
