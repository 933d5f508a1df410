import {
  ErrorCode,
  MAILING_LIST_MESSAGES,
  MailingListConfirmRequestSchema,
  MailingListConfirmResponseSchema,
  MailingListSignupResponseSchema,
  MailingListSignupSchema,
  validateMailingListSignup,
} from '@selvedge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, throwIfInvalid } from '../../platform/errors.js';
import type { AuthRateLimits } from '../../platform/rate-limit.js';
import { acceptAnyBody, neverCache } from '../../platform/route-setup.js';
import type { MailingListService } from './mailing-list.service.js';

export function mailingListRoutes(service: MailingListService, limits: AuthRateLimits): FastifyPluginAsyncZod {
  return async (app) => {
    acceptAnyBody(app);
    neverCache(app);

    app.post(
      '/email/mailerlite',
      {
        config: { auth: 'public' },
        schema: { body: MailingListSignupSchema, response: { 200: MailingListSignupResponseSchema } },
        // SPEC §5 gives the sentences the form shows, so the answer is the first of them as it stands,
        // from the same ordered check the storefront runs, without the usual "field: " prefix.
        attachValidation: true,
      },
      async (request) => {
        // Every signup sends an e-mail: a few per address, bad bodies counted too.
        await limits.hit(request, 'mailingListPerIp');
        if (request.validationError) {
          throw badRequest(validateMailingListSignup(request.body) ?? MAILING_LIST_MESSAGES.notAnObject, ErrorCode.invalid_input);
        }
        await limits.hit(request, 'mailingListPerEmail', `email:${request.body.email}`);
        return service.subscribe(request.body);
      },
    );

    app.post(
      '/email/mailerlite/confirm',
      {
        config: { auth: 'public' },
        schema: { body: MailingListConfirmRequestSchema, response: { 200: MailingListConfirmResponseSchema } },
        attachValidation: true,
      },
      async (request) => {
        // A made-up token is hopeless (256 bits), but each try is a query: limited like a signup.
        await limits.hit(request, 'mailingListPerIp');
        throwIfInvalid(request, MailingListConfirmRequestSchema);
        return service.confirm(request.body.token);
      },
    );
  };
}
