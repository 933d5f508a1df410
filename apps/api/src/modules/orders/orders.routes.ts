import { createHash } from 'node:crypto';
import {
  FIT_PICTURE_LIMITS,
  FIT_PICTURE_MESSAGES,
  FitPictureFileParamsSchema,
  FitPictureUploadAnswerSchema,
  isSafeFileName,
  OrderAccessQuerySchema,
  OrderListSchema,
  OrderParamsSchema,
  OrderSchema,
  OrderUploadParamsSchema,
} from '@selvedge/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Idempotency } from '../../platform/idempotency.js';
import { acceptForms, readForm, type FormLimits } from '../../platform/multipart-form.js';
import type { AuthRateLimits } from '../../platform/rate-limit.js';
import { caller, callerId } from '../../platform/route-auth.js';
import { neverCache } from '../../platform/route-setup.js';
import type { FitPicturesService } from './fit-pictures.service.js';
import type { OrdersService } from './orders.service.js';

const FIT_PICTURE_FORM: FormLimits = {
  fileField: 'files',
  maxFiles: FIT_PICTURE_LIMITS.filesPerUpload,
  maxFileBytes: FIT_PICTURE_LIMITS.fileBytes,
  fields: ['firstName', 'lastName', 'orderNumber', 'comments'],
  // Comments of 2,000 characters, each up to 4 bytes in UTF-8.
  maxFieldBytes: FIT_PICTURE_LIMITS.commentsMax * 4,
};

/**
 * A customer's orders, and one order for its customer or the holder of its e-mail's link; the fit
 * pictures sent for it (SPEC §7 upload) and their files, under the same rule.
 */
export function ordersRoutes(
  service: OrdersService,
  fitPictures: FitPicturesService,
  idempotency: Idempotency,
  limits: AuthRateLimits,
): FastifyPluginAsyncZod {
  return async (app) => {
    neverCache(app);

    app.get('/orders', { config: { auth: 'customer' }, schema: { response: { 200: OrderListSchema } } }, async (request) =>
      service.list(caller(request).customerId),
    );

    app.get(
      '/orders/:number',
      {
        config: { auth: 'optional' },
        schema: { params: OrderParamsSchema, querystring: OrderAccessQuerySchema, response: { 200: OrderSchema } },
      },
      async (request) => service.get(request.params.number, callerId(request), request.query.key),
    );

    // Pictures are read by the storefront with fetch (a session's token or the link's key); pictures of a person are cached nowhere.
    app.get(
      '/orders/:number/fit-pictures/:pictureId/:size',
      { config: { auth: 'optional' }, schema: { params: FitPictureFileParamsSchema, querystring: OrderAccessQuerySchema } },
      async (request, reply) => {
        const access = await service.access(request.params.number, callerId(request), request.query.key);
        const file = await fitPictures.file(access, request.params.pictureId, request.params.size);
        return reply.header('content-type', file.contentType).header('content-disposition', 'inline').send(file.bytes);
      },
    );

    await app.register(async (scope) => {
      await acceptForms(scope, FIT_PICTURE_FORM);
      const forms = scope.withTypeProvider<ZodTypeProvider>();
      forms.post(
        '/shopify/orders/:id/upload',
        {
          config: { auth: 'optional' },
          schema: { params: OrderUploadParamsSchema, querystring: OrderAccessQuerySchema, response: { 201: FitPictureUploadAnswerSchema } },
        },
        async (request, reply) => {
          await limits.hit(request, 'fitPicturesPerIp');
          const access = await service.access(request.params.id, callerId(request), request.query.key);
          const form = await readForm(request, FIT_PICTURE_FORM, FIT_PICTURE_MESSAGES, isSafeFileName);
          const fingerprint = {
            fields: form.fields,
            files: form.files.map((file) => [file.name, createHash('sha256').update(file.bytes).digest('hex')]),
          };
          void reply.status(201);
          return idempotency.run(request, reply, access.order.id, () => fitPictures.upload(access, form), fingerprint);
        },
      );
    });
  };
}
