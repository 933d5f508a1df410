import {
  CustomerIdParamsSchema,
  NamedSizeParamsSchema,
  SavedSizeNamesResponseSchema,
  SaveSizeRequestSchema,
  SizeParamsSchema,
  SizesResponseSchema,
  UpdateSizeRequestSchema,
} from '@selvedge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer, type SessionStore } from '../../platform/authentication.js';
import { throwIfInvalid } from '../../platform/errors.js';
import { acceptAnyBody, neverCache } from '../../platform/route-setup.js';
import type { MeasurementsService } from './measurements.service.js';

/**
 * The customer's saved sizes (SPEC §7 measurement calls). Like the other account routes, the path's
 * customer id is checked against the session's before anything is read, written or even validated.
 */
export function measurementsRoutes(service: MeasurementsService, sessions: SessionStore): FastifyPluginAsyncZod {
  return async (app) => {
    acceptAnyBody(app);
    neverCache(app);

    app.get(
      '/firebase/customers/:id/measurements/names',
      { schema: { params: CustomerIdParamsSchema, response: { 200: SavedSizeNamesResponseSchema } } },
      async (request) => {
        const { customerId } = await requireCustomer(request, sessions);
        return service.names(customerId, request.params.id);
      },
    );

    app.post(
      '/firebase/customers/:id/measurements/:type',
      { schema: { params: SizeParamsSchema, body: SaveSizeRequestSchema, response: { 201: SizesResponseSchema } }, attachValidation: true },
      async (request, reply) => {
        const { customerId } = await requireCustomer(request, sessions);
        service.assertOwn(customerId, request.params.id);
        throwIfInvalid(request, SaveSizeRequestSchema);
        return reply.status(201).send(await service.save(customerId, request.params.id, request.params.type, request.body));
      },
    );

    app.patch(
      '/firebase/customers/:id/measurements/:type/:name',
      { schema: { params: NamedSizeParamsSchema, body: UpdateSizeRequestSchema, response: { 200: SizesResponseSchema } }, attachValidation: true },
      async (request) => {
        const { customerId } = await requireCustomer(request, sessions);
        service.assertOwn(customerId, request.params.id);
        throwIfInvalid(request, UpdateSizeRequestSchema);
        const { id, type, name } = request.params;
        return service.update(customerId, id, type, name, request.body);
      },
    );
  };
}
