import {
  AdminShippingCountryCreateRequestSchema,
  AdminShippingCountryParamsSchema,
  AdminShippingCountrySchema,
  AdminShippingCountryUpdateRequestSchema,
  AdminShippingRateParamsSchema,
  AdminShippingRateSchema,
  AdminShippingRateUpdateRequestSchema,
  AdminShippingSchema,
  AdminShippingSettingsSchema,
  AdminShippingSettingsUpdateRequestSchema,
  AdminVersionQuerySchema,
} from '@selvedge/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Idempotency } from '../../platform/idempotency.js';
import { neverCache } from '../../platform/route-setup.js';
import { staffCaller } from '../../platform/staff-auth.js';
import type { ShippingAdminService } from './shipping-admin.service.js';

/** Shipping rates, the free-shipping threshold and the countries delivered to (issue 16): owners and managers (`catalogue`). */
export function shippingAdminRoutes(service: ShippingAdminService, idempotency: Idempotency): FastifyPluginAsyncZod {
  return async (app) => {
    neverCache(app);
    const access = { staff: 'catalogue' } as const;
    const actorOf = (request: Parameters<typeof staffCaller>[0]) => {
      const { staff } = staffCaller(request);
      return { staffId: staff.id, email: staff.email };
    };

    app.get('/shipping', { config: access, schema: { response: { 200: AdminShippingSchema } } }, async () => service.all());

    app.patch(
      '/shipping/rates/:id',
      {
        config: access,
        schema: {
          params: AdminShippingRateParamsSchema,
          body: AdminShippingRateUpdateRequestSchema,
          response: { 200: AdminShippingRateSchema },
        },
      },
      async (request) => service.updateRate(actorOf(request), request.params.id, request.body),
    );

    app.patch(
      '/shipping/settings',
      { config: access, schema: { body: AdminShippingSettingsUpdateRequestSchema, response: { 200: AdminShippingSettingsSchema } } },
      async (request) => service.updateSettings(actorOf(request), request.body),
    );

    app.post(
      '/shipping/countries',
      { config: access, schema: { body: AdminShippingCountryCreateRequestSchema, response: { 201: AdminShippingCountrySchema } } },
      async (request, reply) => {
        const actor = actorOf(request);
        void reply.status(201);
        return idempotency.run(request, reply, actor.staffId, () => service.createCountry(actor, request.body));
      },
    );

    app.patch(
      '/shipping/countries/:code',
      {
        config: access,
        schema: {
          params: AdminShippingCountryParamsSchema,
          body: AdminShippingCountryUpdateRequestSchema,
          response: { 200: AdminShippingCountrySchema },
        },
      },
      async (request) => service.updateCountry(actorOf(request), request.params.code, request.body),
    );

    app.delete(
      '/shipping/countries/:code',
      { config: access, schema: { params: AdminShippingCountryParamsSchema, querystring: AdminVersionQuerySchema } },
      async (request, reply) => {
        await service.removeCountry(actorOf(request), request.params.code, request.query.version);
        return reply.status(204).send();
      },
    );
  };
}
