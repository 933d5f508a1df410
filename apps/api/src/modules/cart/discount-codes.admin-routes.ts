import {
  AdminDiscountCodeCreateRequestSchema,
  AdminDiscountCodeDeactivateRequestSchema,
  AdminDiscountCodeListQuerySchema,
  AdminDiscountCodeListSchema,
  AdminDiscountCodeParamsSchema,
  AdminDiscountCodeSchema,
  AdminDiscountCodeUpdateRequestSchema,
} from '@selvedge/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Idempotency } from '../../platform/idempotency.js';
import { neverCache } from '../../platform/route-setup.js';
import { staffCaller } from '../../platform/staff-auth.js';
import type { DiscountCodesAdminService } from './discount-codes-admin.service.js';

/** Discount codes in the back office (issue 16): owners and managers (`codes`). */
export function discountCodesAdminRoutes(service: DiscountCodesAdminService, idempotency: Idempotency): FastifyPluginAsyncZod {
  return async (app) => {
    neverCache(app);
    const access = { staff: 'codes' } as const;

    app.get(
      '/discount-codes',
      { config: access, schema: { querystring: AdminDiscountCodeListQuerySchema, response: { 200: AdminDiscountCodeListSchema } } },
      async (request) => service.list(request.query),
    );

    app.get(
      '/discount-codes/:code',
      { config: access, schema: { params: AdminDiscountCodeParamsSchema, response: { 200: AdminDiscountCodeSchema } } },
      async (request) => service.get(request.params.code),
    );

    // A retried press with the same Idempotency-Key makes one code and answers as the first did.
    app.post(
      '/discount-codes',
      { config: access, schema: { body: AdminDiscountCodeCreateRequestSchema, response: { 201: AdminDiscountCodeSchema } } },
      async (request, reply) => {
        const { staff } = staffCaller(request);
        void reply.status(201);
        return idempotency.run(request, reply, staff.id, () => service.create({ staffId: staff.id, email: staff.email }, request.body));
      },
    );

    app.patch(
      '/discount-codes/:code',
      {
        config: access,
        schema: {
          params: AdminDiscountCodeParamsSchema,
          body: AdminDiscountCodeUpdateRequestSchema,
          response: { 200: AdminDiscountCodeSchema },
        },
      },
      async (request) => {
        const { staff } = staffCaller(request);
        return service.update({ staffId: staff.id, email: staff.email }, request.params.code, request.body);
      },
    );

    app.post(
      '/discount-codes/:code/deactivate',
      {
        config: access,
        schema: {
          params: AdminDiscountCodeParamsSchema,
          body: AdminDiscountCodeDeactivateRequestSchema,
          response: { 200: AdminDiscountCodeSchema },
        },
      },
      async (request) => {
        const { staff } = staffCaller(request);
        return service.update(
          { staffId: staff.id, email: staff.email },
          request.params.code,
          { active: false, version: request.body.version },
          'discount_code.deactivate',
        );
      },
    );
  };
}
