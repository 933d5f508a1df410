import { AuditPageSchema, AuditQuerySchema } from '@selvedge/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { neverCache } from '../../platform/route-setup.js';
import type { AuditService } from './audit.service.js';

/** The owner reads the audit log: newest first, filtered by who, what and when. */
export function auditRoutes(service: AuditService): FastifyPluginAsyncZod {
  return async (app) => {
    neverCache(app);
    app.get(
      '/audit',
      { config: { staff: 'audit' }, schema: { querystring: AuditQuerySchema, response: { 200: AuditPageSchema } } },
      async (request) => service.list(request.query),
    );
  };
}
