import {
  AdminFabricListQuerySchema,
  AdminFabricListSchema,
  AdminFabricParamsSchema,
  AdminFabricSaleRequestSchema,
  AdminFabricSchema,
  AdminRateListSchema,
  AdminRateParamsSchema,
  AdminRateSchema,
  AdminRateUpdateRequestSchema,
} from '@selvedge/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { neverCache } from '../../platform/route-setup.js';
import { staffCaller } from '../../platform/staff-auth.js';
import type { FabricsAdminService } from './fabrics-admin.service.js';
import type { RatesAdminService } from './rates-admin.service.js';

/** The catalogue in the back office (issue 16): owners and managers. */
export function catalogueAdminRoutes(service: FabricsAdminService, rates: RatesAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    neverCache(app);
    const access = { staff: 'catalogue' } as const;

    app.get('/fabrics', { config: access, schema: { querystring: AdminFabricListQuerySchema, response: { 200: AdminFabricListSchema } } }, async (request) => service.list(request.query));

    app.patch(
      '/fabrics/:id/sale-status',
      { config: access, schema: { params: AdminFabricParamsSchema, body: AdminFabricSaleRequestSchema, response: { 200: AdminFabricSchema } } },
      async (request) => {
        const { staff } = staffCaller(request);
        return service.setSale({ staffId: staff.id, email: staff.email }, request.params.id, request.body);
      },
    );

    app.get('/rates', { config: access, schema: { response: { 200: AdminRateListSchema } } }, async () => rates.list());

    app.patch('/rates/:code', { config: access, schema: { params: AdminRateParamsSchema, body: AdminRateUpdateRequestSchema, response: { 200: AdminRateSchema } } }, async (request) => {
      const { staff } = staffCaller(request);
      return rates.update({ staffId: staff.id, email: staff.email }, request.params.code, request.body);
    });
  };
}
