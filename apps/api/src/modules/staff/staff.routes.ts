import {
  StaffInvitationSchema,
  StaffInviteRequestSchema,
  StaffLinkRequestSchema,
  StaffListSchema,
  StaffLoginRequestSchema,
  StaffMeSchema,
  StaffParamsSchema,
  StaffSchema,
  StaffSessionSchema,
  StaffUpdateRequestSchema,
} from '@selvedge/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthRateLimits } from '../../platform/rate-limit.js';
import { neverCache } from '../../platform/route-setup.js';
import type { Clock } from '../../platform/clock.js';
import { staffCaller } from '../../platform/staff-auth.js';
import type { StaffRow } from './staff.repository.js';
import type { StaffService } from './staff.service.js';

/** The back office's people: set-up, invitations, login and logout, who is signed in, and the owner's staff list. */
export function staffRoutes(service: StaffService, limits: AuthRateLimits, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    neverCache(app);
    const caller = (request: Parameters<typeof staffCaller>[0]) => staffCaller<StaffRow>(request).staff;

    app.post('/setup', { config: { staff: 'public' }, schema: { body: StaffLinkRequestSchema, response: { 201: StaffSessionSchema } } }, async (request, reply) => {
      await limits.hit(request, 'staffLinkPerIp');
      void reply.status(201);
      return service.setup(request.body);
    });

    app.post('/invitations/accept', { config: { staff: 'public' }, schema: { body: StaffLinkRequestSchema, response: { 201: StaffSessionSchema } } }, async (request, reply) => {
      await limits.hit(request, 'staffLinkPerIp');
      void reply.status(201);
      return service.accept(request.body);
    });

    app.post('/auth/login', { config: { staff: 'public' }, schema: { body: StaffLoginRequestSchema, response: { 200: StaffSessionSchema } } }, async (request) => {
      const email = request.body.email.trim().toLowerCase();
      const counted = await Promise.allSettled([limits.hit(request, 'staffLoginPerIp'), limits.hit(request, 'staffLoginPerEmailAndIp', `${email}|${request.ip}`)]);
      for (const result of counted) if (result.status === 'rejected') throw result.reason;
      // Across addresses the e-mail is slowed, never locked: ten wrong passwords from anywhere cannot shut the owner out.
      const wait = await limits.slowdown(request, 'staffLoginSlowdownPerEmail', email);
      if (wait > 0) await clock.wait(wait);
      return service.login(request.body);
    });

    app.post('/auth/logout', { config: { staff: 'signed-in' } }, async (request, reply) => {
      await service.logout(staffCaller(request).token);
      return reply.status(204).send();
    });

    app.get('/me', { config: { staff: 'signed-in' }, schema: { response: { 200: StaffMeSchema } } }, async (request) => service.me(caller(request)));

    app.get('/staff', { config: { staff: 'staff' }, schema: { response: { 200: StaffListSchema } } }, async () => service.list());

    app.post('/staff/invitations', { config: { staff: 'staff' }, schema: { body: StaffInviteRequestSchema, response: { 201: StaffInvitationSchema } } }, async (request, reply) => {
      void reply.status(201);
      return service.invite(caller(request), request.body);
    });

    app.patch('/staff/:id', { config: { staff: 'staff' }, schema: { params: StaffParamsSchema, body: StaffUpdateRequestSchema, response: { 200: StaffSchema } } }, async (request) =>
      service.update(caller(request), request.params.id, request.body),
    );
  };
}
