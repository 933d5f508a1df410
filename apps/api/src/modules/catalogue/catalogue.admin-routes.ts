import { isSafeFileName } from '@selvedge/contract';
import {
  AdminFabricCreateRequestSchema,
  AdminFabricDetailSchema,
  AdminFabricImageParamsSchema,
  AdminFabricListQuerySchema,
  AdminFabricListSchema,
  AdminFabricParamsSchema,
  AdminFabricSaleRequestSchema,
  AdminFabricSchema,
  AdminFabricUpdateRequestSchema,
  AdminRateListSchema,
  AdminRateParamsSchema,
  AdminRateSchema,
  AdminRateUpdateRequestSchema,
  FABRIC_LIMITS,
  FABRIC_MESSAGES,
} from '@selvedge/contract/admin';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Idempotency } from '../../platform/idempotency.js';
import { acceptForms, formFingerprint, readForm, type FormLimits } from '../../platform/multipart-form.js';
import { neverCache } from '../../platform/route-setup.js';
import { staffCaller } from '../../platform/staff-auth.js';
import type { FabricsAdminService } from './fabrics-admin.service.js';
import type { RatesAdminService } from './rates-admin.service.js';

const FABRIC_IMAGE_FORM: FormLimits = {
  fileField: 'images',
  maxFiles: FABRIC_LIMITS.imagesPerUpload,
  maxFileBytes: FABRIC_LIMITS.imageBytes,
  fields: [],
  maxFieldBytes: 100,
};

/** The catalogue in the back office (issue 16): owners and managers. */
export function catalogueAdminRoutes(
  service: FabricsAdminService,
  rates: RatesAdminService,
  idempotency: Idempotency,
): FastifyPluginAsyncZod {
  return async (app) => {
    neverCache(app);
    const access = { staff: 'catalogue' } as const;

    app.get(
      '/fabrics',
      { config: access, schema: { querystring: AdminFabricListQuerySchema, response: { 200: AdminFabricListSchema } } },
      async (request) => service.list(request.query),
    );

    app.get(
      '/fabrics/:id',
      { config: access, schema: { params: AdminFabricParamsSchema, response: { 200: AdminFabricDetailSchema } } },
      async (request) => service.get(request.params.id),
    );

    // A retried press with the same Idempotency-Key is one fabric.
    app.post(
      '/fabrics',
      { config: access, schema: { body: AdminFabricCreateRequestSchema, response: { 201: AdminFabricDetailSchema } } },
      async (request, reply) => {
        const { staff } = staffCaller(request);
        void reply.status(201);
        return idempotency.run(request, reply, staff.id, () => service.create({ staffId: staff.id, email: staff.email }, request.body));
      },
    );

    app.patch(
      '/fabrics/:id',
      {
        config: access,
        schema: { params: AdminFabricParamsSchema, body: AdminFabricUpdateRequestSchema, response: { 200: AdminFabricDetailSchema } },
      },
      async (request) => {
        const { staff } = staffCaller(request);
        return service.update({ staffId: staff.id, email: staff.email }, request.params.id, request.body);
      },
    );

    app.patch(
      '/fabrics/:id/sale-status',
      {
        config: access,
        schema: { params: AdminFabricParamsSchema, body: AdminFabricSaleRequestSchema, response: { 200: AdminFabricSchema } },
      },
      async (request) => {
        const { staff } = staffCaller(request);
        return service.setSale({ staffId: staff.id, email: staff.email }, request.params.id, request.body);
      },
    );

    app.delete(
      '/fabrics/:id/images/:imageId',
      { config: access, schema: { params: AdminFabricImageParamsSchema, response: { 200: AdminFabricDetailSchema } } },
      async (request) => {
        const { staff } = staffCaller(request);
        return service.removeImage({ staffId: staff.id, email: staff.email }, request.params.id, request.params.imageId);
      },
    );

    await app.register(async (scope) => {
      await acceptForms(scope, FABRIC_IMAGE_FORM);
      const forms = scope.withTypeProvider<ZodTypeProvider>();
      forms.post(
        '/fabrics/:id/images',
        { config: access, schema: { params: AdminFabricParamsSchema, response: { 201: AdminFabricDetailSchema } } },
        async (request, reply) => {
          const { staff } = staffCaller(request);
          const form = await readForm(request, FABRIC_IMAGE_FORM, FABRIC_MESSAGES, isSafeFileName);
          void reply.status(201);
          return idempotency.run(
            request,
            reply,
            staff.id,
            () => service.addImages({ staffId: staff.id, email: staff.email }, request.params.id, form.files),
            formFingerprint(form),
          );
        },
      );
    });

    app.get('/rates', { config: access, schema: { response: { 200: AdminRateListSchema } } }, async () => rates.list());

    app.patch(
      '/rates/:code',
      { config: access, schema: { params: AdminRateParamsSchema, body: AdminRateUpdateRequestSchema, response: { 200: AdminRateSchema } } },
      async (request) => {
        const { staff } = staffCaller(request);
        return rates.update({ staffId: staff.id, email: staff.email }, request.params.code, request.body);
      },
    );
  };
}
