import {
  StaffDeviceSessionListSchema,
  StaffInvitationParamsSchema,
  StaffMessageSchema,
  StaffPasswordChangeRequestSchema,
  StaffPendingInvitationListSchema,
  StaffRecoverRequestSchema,
  StaffResetRequestSchema,
  StaffSessionParamsSchema,
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
import { throwIfInvalid } from '../../platform/errors.js';
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

    app.post(
      '/setup',
      { config: { staff: 'public' }, schema: { body: StaffLinkRequestSchema, response: { 201: StaffSessionSchema } } },
      async (request, reply) => {
        await limits.hit(request, 'staffLinkPerIp');
        void reply.status(201);
        return service.setup(request.body, request.headers['user-agent']);
      },
    );

    app.post(
      '/invitations/accept',
      { config: { staff: 'public' }, schema: { body: StaffLinkRequestSchema, response: { 201: StaffSessionSchema } } },
      async (request, reply) => {
        await limits.hit(request, 'staffLinkPerIp');
        void reply.status(201);
        return service.accept(request.body, request.headers['user-agent']);
      },
    );

    app.post(
      '/auth/login',
      { config: { staff: 'public' }, schema: { body: StaffLoginRequestSchema, response: { 200: StaffSessionSchema } } },
      async (request) => {
        const email = request.body.email.trim().toLowerCase();
        const counted = await Promise.allSettled([
          limits.hit(request, 'staffLoginPerIp'),
          limits.hit(request, 'staffLoginPerEmailAndIp', `${email}|${request.ip}`),
        ]);
        for (const result of counted) if (result.status === 'rejected') throw result.reason;
        // Across addresses the e-mail is slowed, never locked: ten wrong passwords from anywhere cannot shut the owner out.
        const wait = await limits.slowdown(request, 'staffLoginSlowdownPerEmail', email);
        if (wait > 0) await clock.wait(wait);
        return service.login(request.body, request.headers['user-agent']);
      },
    );

    app.post('/auth/logout', { config: { staff: 'signed-in' } }, async (request, reply) => {
      await service.logout(staffCaller(request).token);
      return reply.status(204).send();
    });

    app.get('/me', { config: { staff: 'signed-in' }, schema: { response: { 200: StaffMeSchema } } }, async (request) =>
      service.me(caller(request)),
    );

    app.get('/staff', { config: { staff: 'staff' }, schema: { response: { 200: StaffListSchema } } }, async () => service.list());

    app.post(
      '/staff/invitations',
      { config: { staff: 'staff' }, schema: { body: StaffInviteRequestSchema, response: { 201: StaffInvitationSchema } } },
      async (request, reply) => {
        void reply.status(201);
        return service.invite(caller(request), request.body);
      },
    );

    app.get(
      '/staff/invitations',
      { config: { staff: 'staff' }, schema: { response: { 200: StaffPendingInvitationListSchema } } },
      async () => service.pendingInvitations(),
    );

    app.post(
      '/staff/invitations/:invitationId/resend',
      { config: { staff: 'staff' }, schema: { params: StaffInvitationParamsSchema, response: { 201: StaffInvitationSchema } } },
      async (request, reply) => {
        const invitation = await service.resendInvitation(caller(request), request.params.invitationId);
        return reply.status(201).send(invitation);
      },
    );

    app.delete(
      '/staff/invitations/:invitationId',
      { config: { staff: 'staff' }, schema: { params: StaffInvitationParamsSchema } },
      async (request, reply) => {
        await service.revokeInvitation(caller(request), request.params.invitationId);
        return reply.status(204).send();
      },
    );

    app.get(
      '/staff/:id/sessions',
      { config: { staff: 'staff' }, schema: { params: StaffParamsSchema, response: { 200: StaffDeviceSessionListSchema } } },
      async (request) => service.sessionsOf(request.params.id, staffCaller(request).token),
    );

    app.post('/staff/:id/sessions/end', { config: { staff: 'staff' }, schema: { params: StaffParamsSchema } }, async (request) =>
      service.endSessionsOf(caller(request), request.params.id),
    );

    // A staff member's own account: "forgot password" (the customers' flow and limits), a password change, and their sessions.
    app.post(
      '/auth/recover',
      {
        config: { staff: 'public' },
        schema: { body: StaffRecoverRequestSchema, response: { 200: StaffMessageSchema } },
        attachValidation: true,
      },
      async (request) => {
        await limits.hit(request, 'staffRecoverPerIp');
        throwIfInvalid(request, StaffRecoverRequestSchema);
        await limits.hit(request, 'staffRecoverPerEmail', `staff-email:${request.body.email}`);
        return service.recover(request.body.email);
      },
    );

    app.post(
      '/auth/password-reset',
      {
        config: { staff: 'public' },
        schema: { body: StaffResetRequestSchema, response: { 200: StaffMessageSchema } },
        attachValidation: true,
      },
      async (request) => {
        // Each try costs a password hash: limited like the request for a link.
        await limits.hit(request, 'staffRecoverPerIp');
        throwIfInvalid(request, StaffResetRequestSchema);
        return service.resetPassword(request.body.token, request.body.password);
      },
    );

    app.patch(
      '/auth/password',
      {
        config: { staff: 'signed-in' },
        schema: { body: StaffPasswordChangeRequestSchema, response: { 200: StaffMessageSchema } },
        attachValidation: true,
      },
      async (request) => {
        const { staff, token } = staffCaller<StaffRow>(request);
        await limits.hit(request, 'staffPasswordPerStaff', `staff:${staff.id}`);
        throwIfInvalid(request, StaffPasswordChangeRequestSchema);
        return service.changePassword(staff, token, request.body);
      },
    );

    app.get(
      '/auth/sessions',
      { config: { staff: 'signed-in' }, schema: { response: { 200: StaffDeviceSessionListSchema } } },
      async (request) => {
        const { staff, token } = staffCaller<StaffRow>(request);
        return service.sessionsOf(staff.id, token);
      },
    );

    app.post('/auth/sessions/end-others', { config: { staff: 'signed-in' } }, async (request) => {
      const { staff, token } = staffCaller<StaffRow>(request);
      return service.revokeOtherSessions(staff, token);
    });

    app.delete(
      '/auth/sessions/:sessionId',
      { config: { staff: 'signed-in' }, schema: { params: StaffSessionParamsSchema } },
      async (request, reply) => {
        await service.revokeOwnSession(caller(request), request.params.sessionId);
        return reply.status(204).send();
      },
    );

    app.patch(
      '/staff/:id',
      { config: { staff: 'staff' }, schema: { params: StaffParamsSchema, body: StaffUpdateRequestSchema, response: { 200: StaffSchema } } },
      async (request) => service.update(caller(request), request.params.id, request.body),
    );
  };
}
