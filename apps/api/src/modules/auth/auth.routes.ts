import {
  ErrorCode,
  AUTH_MESSAGES,
  ChangePasswordRequestSchema,
  CurrencyQuerySchema,
  LoginRequestSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  RecoverRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  validateLogin,
  validateRegistration,
} from '@selvedge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, throwIfInvalid } from '../../platform/errors.js';
import { acceptAnyBody, neverCache } from '../../platform/route-setup.js';
import type { Clock } from '../../platform/clock.js';
import type { AuthRateLimits } from '../../platform/rate-limit.js';
import { caller } from '../../platform/route-auth.js';
import type { AuthService } from './auth.service.js';

/** The e-mail of a body, as the schemas normalise it, to count attempts per address. */
function emailKey(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? `email:${email.trim().toLowerCase()}` : undefined;
}

export function authRoutes(service: AuthService, limits: AuthRateLimits, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    acceptAnyBody(app);
    neverCache(app);

    app.post(
      '/shopify/auth/register',
      {
        config: { auth: 'public' },
        schema: { body: RegisterRequestSchema, response: { 201: LoginResponseSchema } },
        // The modal shows the server's text (SPEC §7), so the answer is SPEC §5's sentence as it
        // stands, the first that applies, without the usual "field: " prefix.
        attachValidation: true,
      },
      async (request, reply) => {
        await limits.hit(request, 'registerPerIp');
        if (request.validationError) {
          throw badRequest(validateRegistration(request.body) ?? AUTH_MESSAGES.registerNotAnObject, ErrorCode.invalid_input);
        }
        const answer = await service.register(request.body);
        return reply.status(201).send(answer);
      },
    );

    app.post(
      '/shopify/auth/login',
      {
        config: { auth: 'public' },
        schema: { body: LoginRequestSchema, querystring: CurrencyQuerySchema, response: { 200: LoginResponseSchema } },
        attachValidation: true,
      },
      async (request) => {
        if (request.validationError) {
          await limits.hit(request, 'loginPerIp');
          const bodyProblem = validateLogin(request.body);
          if (bodyProblem) throw badRequest(bodyProblem, ErrorCode.invalid_input);
          throw request.validationError;
        }
        const email = emailKey(request.body) ?? 'email:';
        // Both hard counts are taken (neither waits for the other), then the first refusal is the answer.
        const counted = await Promise.allSettled([
          limits.hit(request, 'loginPerIp'),
          limits.hit(request, 'loginPerEmailAndIp', `${email}|${request.ip}`),
        ]);
        for (const result of counted) if (result.status === 'rejected') throw result.reason;
        // Across addresses the e-mail is slowed, never locked: a stranger cannot shut the owner out.
        const wait = await limits.slowdown(request, 'loginSlowdownPerEmail', email);
        if (wait > 0) await clock.wait(wait);
        return service.login(request.body);
      },
    );

    app.post('/shopify/auth/logout', { config: { auth: 'customer' } }, async (request, reply) => {
      await service.logout(caller(request).token);
      return reply.status(204).send();
    });

    app.post(
      '/shopify/auth/recover',
      {
        config: { auth: 'public' },
        schema: { body: RecoverRequestSchema, response: { 200: MessageResponseSchema } },
        attachValidation: true,
      },
      async (request) => {
        await limits.hit(request, 'recoverPerIp');
        throwIfInvalid(request, RecoverRequestSchema);
        await limits.hit(request, 'recoverPerEmail', emailKey(request.body));
        return service.recover(request.body.email);
      },
    );

    app.post(
      '/account/password-reset',
      {
        config: { auth: 'public' },
        schema: { body: ResetPasswordRequestSchema, response: { 200: MessageResponseSchema } },
        attachValidation: true,
      },
      async (request) => {
        // Guessing tokens is hopeless (256 bits), but each try costs a password hash: it is limited like recover.
        await limits.hit(request, 'recoverPerIp');
        throwIfInvalid(request, ResetPasswordRequestSchema);
        return service.resetPassword(request.body.token, request.body.password);
      },
    );

    app.patch(
      '/shopify/auth/password',
      {
        config: { auth: 'customer' },
        schema: { body: ChangePasswordRequestSchema, response: { 200: MessageResponseSchema } },
        attachValidation: true,
      },
      async (request) => {
        const { customerId, token } = caller(request);
        await limits.hit(request, 'passwordPerCustomer', `customer:${customerId}`);
        throwIfInvalid(request, ChangePasswordRequestSchema);
        return service.changePassword(customerId, token, request.body);
      },
    );
  };
}
