import {
  AdminProductConfigListSchema,
  AdminProductConfigParamsSchema,
  AdminProductConfigPreviewQuerySchema,
  AdminProductConfigPreviewRequestSchema,
  AdminProductConfigPreviewSchema,
  AdminProductConfigPublishedSchema,
  AdminProductConfigPublishRequestSchema,
  AdminProductConfigRollbackRequestSchema,
  AdminProductConfigVersionListSchema,
  AdminProductConfigVersionParamsSchema,
  AdminProductConfigVersionSchema,
  AdminProductConfigVersionsQuerySchema,
} from '@selvedge/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { neverCache } from '../../platform/route-setup.js';
import { staffCaller } from '../../platform/staff-auth.js';
import type { ProductConfigAdminService } from './product-config-admin.service.js';

/** Product configurations in the back office (issue 16): owners and managers read, preview, publish and roll back. */
export function productConfigAdminRoutes(service: ProductConfigAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    neverCache(app);
    const access = { staff: 'catalogue' } as const;
    const actor = (request: Parameters<typeof staffCaller>[0]) => {
      const { staff } = staffCaller(request);
      return { staffId: staff.id, email: staff.email };
    };

    app.get('/product-configs', { config: access, schema: { response: { 200: AdminProductConfigListSchema } } }, async () =>
      service.list(),
    );

    app.get(
      '/product-configs/:type',
      { config: access, schema: { params: AdminProductConfigParamsSchema, response: { 200: AdminProductConfigVersionSchema } } },
      async (request) => service.current(request.params.type),
    );

    app.get(
      '/product-configs/:type/versions',
      {
        config: access,
        schema: {
          params: AdminProductConfigParamsSchema,
          querystring: AdminProductConfigVersionsQuerySchema,
          response: { 200: AdminProductConfigVersionListSchema },
        },
      },
      async (request) => service.versions(request.params.type, request.query),
    );

    app.get(
      '/product-configs/:type/versions/:number',
      { config: access, schema: { params: AdminProductConfigVersionParamsSchema, response: { 200: AdminProductConfigVersionSchema } } },
      async (request) => service.version(request.params.type, request.params.number),
    );

    app.post(
      '/product-configs/:type/preview',
      {
        config: access,
        schema: {
          params: AdminProductConfigParamsSchema,
          querystring: AdminProductConfigPreviewQuerySchema,
          body: AdminProductConfigPreviewRequestSchema,
          response: { 200: AdminProductConfigPreviewSchema },
        },
      },
      async (request) => service.preview(request.params.type, request.body.config, request.query.cc),
    );

    app.put(
      '/product-configs/:type',
      {
        config: access,
        schema: {
          params: AdminProductConfigParamsSchema,
          body: AdminProductConfigPublishRequestSchema,
          response: { 200: AdminProductConfigPublishedSchema },
        },
      },
      async (request) => service.publish(actor(request), request.params.type, request.body),
    );

    app.post(
      '/product-configs/:type/rollback',
      {
        config: access,
        schema: {
          params: AdminProductConfigParamsSchema,
          body: AdminProductConfigRollbackRequestSchema,
          response: { 200: AdminProductConfigPublishedSchema },
        },
      },
      async (request) => service.rollback(actor(request), request.params.type, request.body),
    );
  };
}
