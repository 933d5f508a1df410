import {
  AdminCustomerListQuerySchema,
  AdminCustomerListSchema,
  AdminCustomerParamsSchema,
  AdminCustomerSchema,
} from '@selvedge/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { neverCache } from '../../platform/route-setup.js';
import type { CustomersAdminService } from './customers-admin.service.js';

/** Customers in the back office (issue 16): owners and managers, read only. */
export function customersAdminRoutes(service: CustomersAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    neverCache(app);
    const access = { staff: 'customers' } as const;

    app.get(
      '/customers',
      { config: access, schema: { querystring: AdminCustomerListQuerySchema, response: { 200: AdminCustomerListSchema } } },
      async (request) => service.list(request.query),
    );

    app.get(
      '/customers/:id',
      { config: access, schema: { params: AdminCustomerParamsSchema, response: { 200: AdminCustomerSchema } } },
      async (request) => service.get(request.params.id),
    );
  };
}
