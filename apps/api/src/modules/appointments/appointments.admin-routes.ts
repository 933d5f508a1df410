import {
  AdminAppointmentParamsSchema,
  AdminAppointmentSchema,
  AdminAppointmentsSchema,
  AdminClosureParamsSchema,
  AdminFitterParamsSchema,
  AdminStudioParamsSchema,
  AdminStudioSchema,
  AdminStudiosSchema,
  AppointmentMeasurementsRequestSchema,
  ClosureRequestSchema,
  FitterRequestSchema,
  StudioHoursRequestSchema,
  StudioMeasurementFormParamsSchema,
  StudioMeasurementFormSchema,
  StudioRequestSchema,
} from '@selvedge/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { neverCache } from '../../platform/route-setup.js';
import { staffCaller } from '../../platform/staff-auth.js';
import type { AppointmentsAdminService } from './appointments-admin.service.js';

/**
 * The studio in the back office (issue 31): its set-up is edited like the catalogue (`catalogue`);
 * the appointments, and the measurements a fitter takes at one, are the workroom's (`orders`).
 */
export function appointmentsAdminRoutes(service: AppointmentsAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    neverCache(app);
    const setup = { staff: 'catalogue' } as const;
    const workroom = { staff: 'orders' } as const;
    const actor = (request: Parameters<typeof staffCaller>[0]) => {
      const { staff } = staffCaller(request);
      return { staffId: staff.id, email: staff.email };
    };

    app.get('/studios', { config: workroom, schema: { response: { 200: AdminStudiosSchema } } }, async () => service.list());

    app.post(
      '/studios',
      { config: setup, schema: { body: StudioRequestSchema, response: { 201: AdminStudioSchema } } },
      async (request, reply) => reply.status(201).send(await service.create(actor(request), request.body)),
    );

    app.put(
      '/studios/:id',
      { config: setup, schema: { params: AdminStudioParamsSchema, body: StudioRequestSchema, response: { 200: AdminStudioSchema } } },
      async (request) => service.update(actor(request), request.params.id, request.body),
    );

    app.post(
      '/studios/:id/fitters',
      { config: setup, schema: { params: AdminStudioParamsSchema, body: FitterRequestSchema, response: { 200: AdminStudioSchema } } },
      async (request) => service.addFitter(actor(request), request.params.id, request.body),
    );

    app.put(
      '/studios/:id/fitters/:fitterId',
      { config: setup, schema: { params: AdminFitterParamsSchema, body: FitterRequestSchema, response: { 200: AdminStudioSchema } } },
      async (request) => service.updateFitter(actor(request), request.params.id, request.params.fitterId, request.body),
    );

    app.put(
      '/studios/:id/hours',
      { config: setup, schema: { params: AdminStudioParamsSchema, body: StudioHoursRequestSchema, response: { 200: AdminStudioSchema } } },
      async (request) => service.replaceHours(actor(request), request.params.id, request.body),
    );

    app.post(
      '/studios/:id/closures',
      { config: setup, schema: { params: AdminStudioParamsSchema, body: ClosureRequestSchema, response: { 200: AdminStudioSchema } } },
      async (request) => service.addClosure(actor(request), request.params.id, request.body),
    );

    app.delete(
      '/studios/:id/closures/:closureId',
      { config: setup, schema: { params: AdminClosureParamsSchema, response: { 200: AdminStudioSchema } } },
      async (request) => service.removeClosure(actor(request), request.params.id, request.params.closureId),
    );

    app.get('/appointments', { config: workroom, schema: { response: { 200: AdminAppointmentsSchema } } }, async () => service.upcoming());

    app.get(
      '/studio-measurements/:productType',
      { config: workroom, schema: { params: StudioMeasurementFormParamsSchema, response: { 200: StudioMeasurementFormSchema } } },
      async (request) => service.measurementForm(request.params.productType),
    );

    app.post(
      '/appointments/:id/measurements',
      {
        config: workroom,
        schema: {
          params: AdminAppointmentParamsSchema,
          body: AppointmentMeasurementsRequestSchema,
          response: { 200: AdminAppointmentSchema },
        },
      },
      async (request) => service.recordMeasurements(actor(request), request.params.id, request.body),
    );
  };
}
