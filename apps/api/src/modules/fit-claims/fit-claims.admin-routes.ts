import { FIT_CLAIM_LIMITS, FIT_CLAIM_MESSAGES, isSafeFileName } from '@selvedge/contract';
import {
  AdminFitClaimDecisionRequestSchema,
  AdminFitClaimListQuerySchema,
  AdminFitClaimListSchema,
  AdminFitClaimParamsSchema,
  AdminFitClaimPhotoParamsSchema,
  AdminFitClaimSchema,
} from '@selvedge/contract/admin';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Idempotency } from '../../platform/idempotency.js';
import { acceptForms, readForm, type FormLimits } from '../../platform/multipart-form.js';
import { neverCache } from '../../platform/route-setup.js';
import { staffCaller } from '../../platform/staff-auth.js';
import type { FitClaimsService } from './fit-claims.service.js';

const RECEIPT_FORM: FormLimits = {
  fileField: 'files',
  maxFiles: 1,
  maxFileBytes: FIT_CLAIM_LIMITS.fileBytes,
  fields: [],
  maxFieldBytes: 100,
};
const RECEIPT_MESSAGES = { ...FIT_CLAIM_MESSAGES, tooManyFiles: FIT_CLAIM_MESSAGES.oneReceipt };

/**
 * The workroom's claim queue (issue 29): everyone with `orders` reads and decides a remake or a
 * refusal; a decision that moves money (alteration, store credit) needs `refunds` (the service checks the role).
 */
export function fitClaimsAdminRoutes(claims: FitClaimsService, idempotency: Idempotency): FastifyPluginAsyncZod {
  return async (app) => {
    neverCache(app);
    const access = { staff: 'orders' } as const;
    const picture = (reply: { header: (name: string, value: string) => unknown }, file: { contentType: string }) => {
      reply.header('content-type', file.contentType);
      reply.header('content-disposition', 'inline');
    };

    app.get(
      '/fit-claims',
      { config: access, schema: { querystring: AdminFitClaimListQuerySchema, response: { 200: AdminFitClaimListSchema } } },
      async (request) => claims.queue(request.query),
    );

    app.get(
      '/fit-claims/:id',
      { config: access, schema: { params: AdminFitClaimParamsSchema, response: { 200: AdminFitClaimSchema } } },
      async (request) => claims.get(request.params.id),
    );

    app.get(
      '/fit-claims/:id/photos/:photoId/:size',
      { config: access, schema: { params: AdminFitClaimPhotoParamsSchema } },
      async (request, reply) => {
        const file = await claims.photoForStaff(request.params.id, request.params.photoId, request.params.size);
        picture(reply, file);
        return reply.send(file.bytes);
      },
    );

    app.get(
      '/fit-claims/:id/receipt/:size',
      { config: access, schema: { params: AdminFitClaimParamsSchema.extend({ size: z.enum(['full', 'thumbnail']) }) } },
      async (request, reply) => {
        const file = await claims.receiptForStaff(request.params.id, request.params.size);
        picture(reply, file);
        return reply.send(file.bytes);
      },
    );

    // A retried press with the same Idempotency-Key is one decision (and one refund).
    app.post(
      '/fit-claims/:id/decision',
      {
        config: access,
        schema: { params: AdminFitClaimParamsSchema, body: AdminFitClaimDecisionRequestSchema, response: { 200: AdminFitClaimSchema } },
      },
      async (request, reply) => {
        const { staff } = staffCaller(request);
        return idempotency.run(request, reply, staff.id, () =>
          claims.decide({ staffId: staff.id, email: staff.email }, staff, request.params.id, request.body),
        );
      },
    );

    await app.register(async (scope) => {
      await acceptForms(scope, RECEIPT_FORM);
      scope
        .withTypeProvider<ZodTypeProvider>()
        .post(
          '/fit-claims/:id/receipt',
          { config: { staff: 'refunds' }, schema: { params: AdminFitClaimParamsSchema, response: { 200: AdminFitClaimSchema } } },
          async (request) => {
            const { staff } = staffCaller(request);
            const form = await readForm(request, RECEIPT_FORM, RECEIPT_MESSAGES, isSafeFileName);
            return claims.addReceipt({ staffId: staff.id, email: staff.email }, request.params.id, form.files);
          },
        );
    });
  };
}
