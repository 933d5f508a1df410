import {
  AUTH_MESSAGES,
  CurrencyQuerySchema,
  CustomerSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  RegisterRequestSchema,
  validateLogin,
  validateRegistration,
} from '@selvedge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer, type SessionStore } from '../../platform/authentication.js';
import { badRequest } from '../../platform/errors.js';
import type { AuthService } from './auth.service.js';

export function authRoutes(service: AuthService, sessions: SessionStore): FastifyPluginAsyncZod {
  return async (app) => {
    // A body that is not JSON gets the same clear 400 as any other wrong body, not a bare 415
    // (scoped to this plugin).
    app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    // Answers that carry a token or a customer are never kept by a cache.
    app.addHook('onSend', async (_request, reply, payload) => {
      void reply.header('cache-control', 'no-store');
      return payload;
    });

    app.post(
      '/shopify/auth/register',
      {
        schema: { body: RegisterRequestSchema, response: { 201: LoginResponseSchema } },
        // The modal shows the server's text (SPEC §7), so the answer is SPEC §5's sentence as it
        // stands, the first that applies, without the usual "field: " prefix.
        attachValidation: true,
      },
      async (request, reply) => {
        if (request.validationError) {
          throw badRequest(validateRegistration(request.body) ?? AUTH_MESSAGES.registerNotAnObject, 'invalid_input');
        }
        const answer = await service.register(request.body);
        return reply.status(201).send(answer);
      },
    );

    app.post(
      '/shopify/auth/login',
      {
        schema: { body: LoginRequestSchema, querystring: CurrencyQuerySchema, response: { 200: LoginResponseSchema } },
        attachValidation: true,
      },
      async (request) => {
        if (request.validationError) {
          const bodyProblem = validateLogin(request.body);
          if (bodyProblem) throw badRequest(bodyProblem, 'invalid_input');
          throw request.validationError;
        }
        return service.login(request.body);
      },
    );

    app.post('/shopify/auth/logout', async (request, reply) => {
      const { token } = await requireCustomer(request, sessions);
      await service.logout(token);
      return reply.status(204).send();
    });

    app.get(
      '/firebase/customers/customer',
      { schema: { querystring: CurrencyQuerySchema, response: { 200: CustomerSchema } } },
      async (request) => {
        const { customerId } = await requireCustomer(request, sessions);
        return service.customer(customerId);
      },
    );
  };
}
