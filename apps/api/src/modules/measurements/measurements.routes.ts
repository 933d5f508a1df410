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
import { throwIfInvalid } from '../../platform/errors.js';
import { caller } from '../../platform/route-auth.js';
import { acceptAnyBody, neverCache } from '../../platform/route-setup.js';
import type { MeasurementsService } from './measurements.service.js';

/** The session's own customer only: the path's id is checked by the route's declaration. */
const own = { auth: 'customer', ownCustomerParam: 'id' } as const;

/**
 * The customer's saved sizes (SPEC §7 measurement calls). Like the other account routes, the path's
 * customer id is checked against the session's before anything is read, written or even validated.
 */
export function measurementsRoutes(service: MeasurementsService): FastifyPluginAsyncZod {
  return async (app) => {
    acceptAnyBody(app);
    neverCache(app);

    app.get(
      '/firebase/customers/:id/measurements/names',
      { config: own, schema: { params: CustomerIdParamsSchema, response: { 200: SavedSizeNamesResponseSchema } } },
      async (request) => {
        return service.names(caller(request).customerId);
      },
    );

    app.post(
      '/firebase/customers/:id/measurements/:type',
      {
        config: own,
        schema: { params: SizeParamsSchema, body: SaveSizeRequestSchema, response: { 201: SizesResponseSchema } },
        attachValidation: true,
      },
      async (request, reply) => {
        throwIfInvalid(request, SaveSizeRequestSchema);
        return reply.status(201).send(await service.save(request.params.id, request.params.type, request.body));
      },
    );

    app.patch(
      '/firebase/customers/:id/measurements/:type/:name',
      {
        config: own,
        schema: { params: NamedSizeParamsSchema, body: UpdateSizeRequestSchema, response: { 200: SizesResponseSchema } },
        attachValidation: true,
      },
      async (request) => {
        throwIfInvalid(request, UpdateSizeRequestSchema);
        const { id, type, name } = request.params;
        return service.update(id, type, name, request.body);
      },
    );
  };
}
