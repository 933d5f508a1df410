import {
  MAILING_LIST_MESSAGES,
  MailingListSignupResponseSchema,
  MailingListSignupSchema,
  validateMailingListSignup,
} from '@selvedge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../platform/errors.js';
import { acceptAnyBody } from '../../platform/route-setup.js';
import type { MailingListService } from './mailing-list.service.js';

export function mailingListRoutes(service: MailingListService): FastifyPluginAsyncZod {
  return async (app) => {
    acceptAnyBody(app);

    app.post(
      '/email/mailerlite',
      {
        schema: { body: MailingListSignupSchema, response: { 200: MailingListSignupResponseSchema } },
        // SPEC §5 gives the sentences the form shows, so the answer is the first of them as it stands,
        // from the same ordered check the storefront runs, without the usual "field: " prefix.
        attachValidation: true,
      },
      async (request) => {
        if (request.validationError) {
          throw badRequest(validateMailingListSignup(request.body) ?? MAILING_LIST_MESSAGES.notAnObject, 'invalid_input');
        }
        return service.subscribe(request.body);
      },
    );
  };
}
