import {
  FavouriteFabricParamsSchema,
  JoinDesignsRequestSchema,
  JoinDesignsResultSchema,
  RenameDesignRequestSchema,
  SaveDesignRequestSchema,
  SavedDesignIdParamsSchema,
  SavedDesignListSchema,
  SavedDesignSchema,
} from '@selvedge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller } from '../../platform/route-auth.js';
import { neverCache } from '../../platform/route-setup.js';
import type { DesignsService } from './designs.service.js';

/** A customer's saved designs and favourite fabrics (issue 30): their session only, never anyone else's. */
export function designsRoutes(service: DesignsService): FastifyPluginAsyncZod {
  return async (app) => {
    neverCache(app);
    const customer = { auth: 'customer' } as const;

    app.get('/account/designs', { config: customer, schema: { response: { 200: SavedDesignListSchema } } }, async (request) =>
      service.list(caller(request).customerId),
    );

    app.post(
      '/account/designs',
      { config: customer, schema: { body: SaveDesignRequestSchema, response: { 201: SavedDesignSchema } } },
      async (request, reply) => {
        const { name, productType, query } = request.body;
        return reply.status(201).send(await service.save(caller(request).customerId, name, productType, query));
      },
    );

    app.post(
      '/account/designs/join',
      { config: customer, schema: { body: JoinDesignsRequestSchema, response: { 200: JoinDesignsResultSchema } } },
      async (request) => service.join(caller(request).customerId, request.body.designs),
    );

    app.patch(
      '/account/designs/:id',
      {
        config: customer,
        schema: { params: SavedDesignIdParamsSchema, body: RenameDesignRequestSchema, response: { 200: SavedDesignSchema } },
      },
      async (request) => service.rename(caller(request).customerId, request.params.id, request.body.name),
    );

    app.delete('/account/designs/:id', { config: customer, schema: { params: SavedDesignIdParamsSchema } }, async (request, reply) => {
      await service.remove(caller(request).customerId, request.params.id);
      return reply.status(204).send();
    });

    app.put(
      '/account/favourite-fabrics/:handle',
      { config: customer, schema: { params: FavouriteFabricParamsSchema } },
      async (request, reply) => {
        await service.addFavourite(caller(request).customerId, request.params.handle);
        return reply.status(204).send();
      },
    );

    app.delete(
      '/account/favourite-fabrics/:handle',
      { config: customer, schema: { params: FavouriteFabricParamsSchema } },
      async (request, reply) => {
        await service.removeFavourite(caller(request).customerId, request.params.handle);
        return reply.status(204).send();
      },
    );
  };
}
