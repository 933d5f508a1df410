import { isSafeFileName } from '@selvedge/contract';
import {
  AdminPreorderCreateRequestSchema,
  AdminPreorderListSchema,
  AdminPreorderParamsSchema,
  AdminPreorderSchema,
  AdminPreorderUpdateRequestSchema,
  PREORDER_LIMITS,
  PREORDER_MESSAGES,
} from '@selvedge/contract/admin';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Idempotency } from '../../platform/idempotency.js';
import { acceptForms, formFingerprint, readForm, type FormLimits } from '../../platform/multipart-form.js';
import { neverCache } from '../../platform/route-setup.js';
import { staffCaller } from '../../platform/staff-auth.js';
import type { PreorderAdminService } from './preorder-admin.service.js';

const NAVBAR_IMAGE_FORM: FormLimits = {
  fileField: 'image',
  maxFiles: 1,
  maxFileBytes: PREORDER_LIMITS.imageBytes,
  fields: [],
  maxFieldBytes: 100,
};

/** Pre-orders in the back office (issue 16): owners and managers, like the rest of the catalogue. */
export function preorderAdminRoutes(service: PreorderAdminService, idempotency: Idempotency): FastifyPluginAsyncZod {
  return async (app) => {
    neverCache(app);
    const access = { staff: 'catalogue' } as const;
    const actor = (staff: { id: string; email: string }) => ({ staffId: staff.id, email: staff.email });

    app.get('/preorders', { config: access, schema: { response: { 200: AdminPreorderListSchema } } }, async () => service.list());

    app.get(
      '/preorders/:id',
      { config: access, schema: { params: AdminPreorderParamsSchema, response: { 200: AdminPreorderSchema } } },
      async (request) => service.get(request.params.id),
    );

    // A retried press with the same Idempotency-Key is one pre-order.
    app.post(
      '/preorders',
      { config: access, schema: { body: AdminPreorderCreateRequestSchema, response: { 201: AdminPreorderSchema } } },
      async (request, reply) => {
        const { staff } = staffCaller(request);
        void reply.status(201);
        return idempotency.run(request, reply, staff.id, () => service.create(actor(staff), request.body));
      },
    );

    app.patch(
      '/preorders/:id',
      {
        config: access,
        schema: { params: AdminPreorderParamsSchema, body: AdminPreorderUpdateRequestSchema, response: { 200: AdminPreorderSchema } },
      },
      async (request) => service.update(actor(staffCaller(request).staff), request.params.id, request.body),
    );

    await app.register(async (scope) => {
      await acceptForms(scope, NAVBAR_IMAGE_FORM);
      scope
        .withTypeProvider<ZodTypeProvider>()
        .post(
          '/preorders/:id/navbar-image',
          { config: access, schema: { params: AdminPreorderParamsSchema, response: { 201: AdminPreorderSchema } } },
          async (request, reply) => {
            const { staff } = staffCaller(request);
            const form = await readForm(request, NAVBAR_IMAGE_FORM, PREORDER_MESSAGES, isSafeFileName);
            void reply.status(201);
            return idempotency.run(
              request,
              reply,
              staff.id,
              () => service.setNavbarImage(actor(staff), request.params.id, form.files),
              formFingerprint(form),
            );
          },
        );
    });
  };
}
