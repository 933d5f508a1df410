import {
  CreateDesignShareRequestSchema,
  DESIGN_SHARE_REVOKE_HEADER,
  DesignShareCreatedSchema,
  DesignShareIdParamsSchema,
  DesignShareListSchema,
  DesignShareParamsSchema,
  RevokeDesignShareRequestSchema,
  SharedDesignSchema,
} from '@selvedge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { throwIfInvalid } from '../../platform/errors.js';
import type { AuthRateLimits } from '../../platform/rate-limit.js';
import { caller, callerId } from '../../platform/route-auth.js';
import { neverCache } from '../../platform/route-setup.js';
import type { DesignSharesService } from './design-shares.service.js';

/**
 * Designs shared by link (issue 30): anyone makes one (a customer's is also listed in their
 * account); anyone holding the link reads it; its revoke key or its customer stops it.
 */
export function designSharesRoutes(service: DesignSharesService, limits: AuthRateLimits): FastifyPluginAsyncZod {
  return async (app) => {
    // A revoked link must stop answering at once, so nothing is kept by a browser or a proxy.
    neverCache(app);

    app.post(
      '/design-shares',
      {
        config: { auth: 'optional' },
        schema: { body: CreateDesignShareRequestSchema, response: { 201: DesignShareCreatedSchema } },
        attachValidation: true,
      },
      async (request, reply) => {
        // Each link is a row kept for good: a few dozen an hour from one address, bad bodies counted too.
        await limits.hit(request, 'designSharesPerIp');
        throwIfInvalid(request, CreateDesignShareRequestSchema);
        const created = await service.create(request.body.productType, request.body.query, callerId(request));
        return reply.status(201).send(created);
      },
    );

    app.get(
      '/design-shares/:token',
      { config: { auth: 'public' }, schema: { params: DesignShareParamsSchema, response: { 200: SharedDesignSchema } } },
      async (request) => service.read(request.params.token),
    );

    app.delete(
      '/design-shares/:token',
      { config: { auth: 'optional' }, schema: { params: DesignShareParamsSchema, body: RevokeDesignShareRequestSchema } },
      async (request, reply) => {
        const header = request.headers[DESIGN_SHARE_REVOKE_HEADER];
        const key = (typeof header === 'string' ? header : null) ?? request.body?.revokeKey ?? null;
        await service.revoke(request.params.token, key, callerId(request));
        return reply.status(204).send();
      },
    );

    app.get(
      '/account/design-shares',
      { config: { auth: 'customer' }, schema: { response: { 200: DesignShareListSchema } } },
      async (request) => service.listOwn(caller(request).customerId),
    );

    app.delete(
      '/account/design-shares/:id',
      { config: { auth: 'customer' }, schema: { params: DesignShareIdParamsSchema } },
      async (request, reply) => {
        await service.revokeOwn(request.params.id, caller(request).customerId);
        return reply.status(204).send();
      },
    );
  };
}
