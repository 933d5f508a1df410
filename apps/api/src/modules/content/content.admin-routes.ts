import {
  AdminAnnouncementSchema,
  AdminAnnouncementUpdateRequestSchema,
  AdminContentPageListSchema,
  AdminContentPageParamsSchema,
  AdminContentPageSchema,
  AdminContentPageUpdateRequestSchema,
  AdminFaqCreateRequestSchema,
  AdminFaqOrderRequestSchema,
  AdminFaqParamsSchema,
  AdminFaqSchema,
  AdminFaqUpdateRequestSchema,
  AdminVersionQuerySchema,
} from '@selvedge/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { neverCache } from '../../platform/route-setup.js';
import { staffCaller } from '../../platform/staff-auth.js';
import type { ContentAdminService } from './content-admin.service.js';

/** Content pages, the FAQ and the announcement in the back office (issue 16): owners and managers (`content`). */
export function contentAdminRoutes(service: ContentAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    neverCache(app);
    const access = { staff: 'content' } as const;
    const actorOf = (request: Parameters<typeof staffCaller>[0]) => {
      const { staff } = staffCaller(request);
      return { staffId: staff.id, email: staff.email };
    };

    app.get('/content/pages', { config: access, schema: { response: { 200: AdminContentPageListSchema } } }, async () =>
      service.listPages(),
    );

    app.get(
      '/content/pages/:page',
      { config: access, schema: { params: AdminContentPageParamsSchema, response: { 200: AdminContentPageSchema } } },
      async (request) => service.page(request.params.page),
    );

    app.patch(
      '/content/pages/:page',
      {
        config: access,
        schema: {
          params: AdminContentPageParamsSchema,
          body: AdminContentPageUpdateRequestSchema,
          response: { 200: AdminContentPageSchema },
        },
      },
      async (request) => service.updatePage(actorOf(request), request.params.page, request.body),
    );

    app.get('/content/faq', { config: access, schema: { response: { 200: AdminFaqSchema } } }, async () => service.faq());

    app.post(
      '/content/faq',
      { config: access, schema: { body: AdminFaqCreateRequestSchema, response: { 201: AdminFaqSchema } } },
      async (request, reply) => {
        const answer = await service.addQuestion(actorOf(request), request.body);
        return reply.status(201).send(answer);
      },
    );

    app.put(
      '/content/faq/order',
      { config: access, schema: { body: AdminFaqOrderRequestSchema, response: { 200: AdminFaqSchema } } },
      async (request) => service.reorderQuestions(actorOf(request), request.body),
    );

    app.patch(
      '/content/faq/:id',
      { config: access, schema: { params: AdminFaqParamsSchema, body: AdminFaqUpdateRequestSchema, response: { 200: AdminFaqSchema } } },
      async (request) => service.updateQuestion(actorOf(request), request.params.id, request.body),
    );

    app.delete(
      '/content/faq/:id',
      { config: access, schema: { params: AdminFaqParamsSchema, querystring: AdminVersionQuerySchema, response: { 200: AdminFaqSchema } } },
      async (request) => service.removeQuestion(actorOf(request), request.params.id, request.query.version),
    );

    app.get('/content/announcement', { config: access, schema: { response: { 200: AdminAnnouncementSchema } } }, async () =>
      service.announcement(),
    );

    app.put(
      '/content/announcement',
      { config: access, schema: { body: AdminAnnouncementUpdateRequestSchema, response: { 200: AdminAnnouncementSchema } } },
      async (request) => service.setAnnouncement(actorOf(request), request.body),
    );
  };
}
