import {
  FIT_CLAIM_LIMITS,
  FIT_CLAIM_MESSAGES,
  FitClaimFiledSchema,
  FitClaimListSchema,
  FitClaimPhotoParamsSchema,
  isSafeFileName,
  OrderAccessQuerySchema,
  OrderParamsSchema,
} from '@selvedge/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Idempotency } from '../../platform/idempotency.js';
import { acceptForms, formFingerprint, readForm, type FormLimits } from '../../platform/multipart-form.js';
import type { AuthRateLimits } from '../../platform/rate-limit.js';
import { callerId } from '../../platform/route-auth.js';
import { neverCache } from '../../platform/route-setup.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { FitClaimsService } from './fit-claims.service.js';

const CLAIM_FORM: FormLimits = {
  fileField: 'files',
  maxFiles: FIT_CLAIM_LIMITS.photosMax,
  maxFileBytes: FIT_CLAIM_LIMITS.fileBytes,
  fields: ['reference', 'problem', 'details'],
  maxFieldBytes: FIT_CLAIM_LIMITS.detailsMax * 4,
};

/**
 * A customer's fit claims (issue 29), under the order's own rule: its customer's session, or the
 * `?key=` of the guest's link; anyone else gets the same 404 as for an order that does not exist.
 */
export function fitClaimsRoutes(
  orders: Pick<OrdersService, 'access'>,
  claims: FitClaimsService,
  idempotency: Idempotency,
  limits: AuthRateLimits,
): FastifyPluginAsyncZod {
  return async (app) => {
    neverCache(app);
    const access = async (number: string, customerId: string | null, key: string | undefined) => {
      const allowed = await orders.access(number, customerId, key);
      return { order: allowed.order, key: allowed.key };
    };

    app.get(
      '/orders/:number/fit-claims',
      {
        config: { auth: 'optional' },
        schema: { params: OrderParamsSchema, querystring: OrderAccessQuerySchema, response: { 200: FitClaimListSchema } },
      },
      async (request) => claims.list(await access(request.params.number, callerId(request), request.query.key)),
    );

    app.get(
      '/orders/:number/fit-claims/:claimId/photos/:photoId/:size',
      { config: { auth: 'optional' }, schema: { params: FitClaimPhotoParamsSchema, querystring: OrderAccessQuerySchema } },
      async (request, reply) => {
        const allowed = await access(request.params.number, callerId(request), request.query.key);
        const file = await claims.photo(allowed, request.params.claimId, request.params.photoId, request.params.size);
        return reply.header('content-type', file.contentType).header('content-disposition', 'inline').send(file.bytes);
      },
    );

    await app.register(async (scope) => {
      await acceptForms(scope, CLAIM_FORM);
      const forms = scope.withTypeProvider<ZodTypeProvider>();
      forms.post(
        '/orders/:number/fit-claims',
        {
          config: { auth: 'optional' },
          schema: { params: OrderParamsSchema, querystring: OrderAccessQuerySchema, response: { 201: FitClaimFiledSchema } },
        },
        async (request, reply) => {
          // Each photo may carry 10 MB to decode: the fit pictures' hourly limit per address applies.
          await limits.hit(request, 'fitPicturesPerIp');
          const allowed = await access(request.params.number, callerId(request), request.query.key);
          const form = await readForm(request, CLAIM_FORM, FIT_CLAIM_MESSAGES, isSafeFileName);
          void reply.status(201);
          return idempotency.run(
            request,
            reply,
            allowed.order.id,
            () => claims.file(allowed, callerId(request), form),
            formFingerprint(form),
          );
        },
      );
    });
  };
}
