import { AdminJobParamsSchema, AdminJobRetrySchema, AdminSystemSchema } from '@selvedge/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { neverCache } from '../../platform/route-setup.js';
import { staffCaller } from '../../platform/staff-auth.js';
import type { SystemService } from './system.service.js';

/** The owner's system page: failed background jobs (each can be tried again) and the last backup. */
export function systemRoutes(service: SystemService): FastifyPluginAsyncZod {
  return async (app) => {
    neverCache(app);
    const access = { staff: 'system' } as const;

    app.get('/system', { config: access, schema: { response: { 200: AdminSystemSchema } } }, async () => service.overview());

    app.post('/jobs/:id/retry', { config: access, schema: { params: AdminJobParamsSchema, response: { 200: AdminJobRetrySchema } } }, async (request) => {
      const { staff } = staffCaller(request);
      return service.retry({ staffId: staff.id, email: staff.email }, request.params.id);
    });
  };
}
