import {
  AppointmentBookedSchema,
  AppointmentTokenParamsSchema,
  BookAppointmentRequestSchema,
  ManagedAppointmentSchema,
  PublicStudiosSchema,
  RescheduleAppointmentRequestSchema,
  StudioParamsSchema,
  StudioSlotsSchema,
} from '@selvedge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { throwIfInvalid } from '../../platform/errors.js';
import type { AuthRateLimits } from '../../platform/rate-limit.js';
import { callerId } from '../../platform/route-auth.js';
import { neverCache } from '../../platform/route-setup.js';
import type { AppointmentsService } from './appointments.service.js';

/**
 * Studio appointments on the storefront (issue 31): the studios and their free slots, a booking by a
 * signed-in customer or a guest, and the customer's link to see, move or cancel it.
 */
export function appointmentsRoutes(service: AppointmentsService, limits: AuthRateLimits): FastifyPluginAsyncZod {
  return async (app) => {
    // Slots change with every booking: no browser or proxy keeps them.
    neverCache(app);

    app.get('/appointments/studios', { config: { auth: 'public' }, schema: { response: { 200: PublicStudiosSchema } } }, async () =>
      service.studios(),
    );

    app.get(
      '/appointments/studios/:studioId/slots',
      { config: { auth: 'public' }, schema: { params: StudioParamsSchema, response: { 200: StudioSlotsSchema } } },
      async (request) => service.slots(request.params.studioId),
    );

    app.post(
      '/appointments',
      {
        config: { auth: 'optional' },
        schema: { body: BookAppointmentRequestSchema, response: { 201: AppointmentBookedSchema } },
        attachValidation: true,
      },
      async (request, reply) => {
        // Each booking sends e-mails and holds a fitter: a few dozen an hour from one address, bad bodies counted too.
        await limits.hit(request, 'appointmentsPerIp');
        throwIfInvalid(request, BookAppointmentRequestSchema);
        return reply.status(201).send(await service.book(request.body, callerId(request)));
      },
    );

    app.get(
      '/appointments/manage/:token',
      { config: { auth: 'public' }, schema: { params: AppointmentTokenParamsSchema, response: { 200: ManagedAppointmentSchema } } },
      async (request) => service.manage(request.params.token),
    );

    app.post(
      '/appointments/manage/:token/reschedule',
      {
        config: { auth: 'public' },
        schema: {
          params: AppointmentTokenParamsSchema,
          body: RescheduleAppointmentRequestSchema,
          response: { 200: ManagedAppointmentSchema },
        },
      },
      async (request) => service.reschedule(request.params.token, request.body),
    );

    app.post(
      '/appointments/manage/:token/cancel',
      { config: { auth: 'public' }, schema: { params: AppointmentTokenParamsSchema, response: { 200: ManagedAppointmentSchema } } },
      async (request) => service.cancel(request.params.token),
    );
  };
}
