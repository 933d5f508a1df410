import {
  AdminJobParamsSchema,
  AdminJobRetrySchema,
  AdminSystemSchema,
  ShopSettingsSchema,
  ShopSettingsUpdateSchema,
} from '@selvedge/contract/admin';
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

    app.post(
      '/jobs/:id/retry',
      { config: access, schema: { params: AdminJobParamsSchema, response: { 200: AdminJobRetrySchema } } },
      async (request) => {
        const { staff } = staffCaller(request);
        return service.retry({ staffId: staff.id, email: staff.email }, request.params.id);
      },
    );

    // The shop's time zone: every staff member's pages write times in it; only the owner changes it.
    app.get('/shop-settings', { config: { staff: 'signed-in' }, schema: { response: { 200: ShopSettingsSchema } } }, async () =>
      service.shopSettings(),
    );

    app.put(
      '/shop-settings',
      { config: access, schema: { body: ShopSettingsUpdateSchema, response: { 200: ShopSettingsSchema } } },
      async (request) => {
        const { staff } = staffCaller(request);
        return service.updateShopSettings({ staffId: staff.id, email: staff.email }, request.body);
      },
    );
  };
}
