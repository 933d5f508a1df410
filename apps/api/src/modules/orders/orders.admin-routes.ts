import { FitPictureFileParamsSchema } from '@selvedge/contract';
import {
  AdminOrderBoardSchema,
  AdminOrderListQuerySchema,
  AdminOrderListSchema,
  AdminOrderMoveRequestSchema,
  AdminOrderParamsSchema,
  AdminOrderSchema,
  AdminRefundRequestSchema,
  AdminRefundsSchema,
} from '@selvedge/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Idempotency } from '../../platform/idempotency.js';
import { neverCache } from '../../platform/route-setup.js';
import { staffCaller } from '../../platform/staff-auth.js';
import type { RefundsService } from './refunds.service.js';
import type { WorkroomService } from './workroom.service.js';

/** The back office's orders (issue 16): every role with `orders` (owner, manager, workroom). */
export function ordersAdminRoutes(service: WorkroomService, refunds: RefundsService, idempotency: Idempotency): FastifyPluginAsyncZod {
  return async (app) => {
    neverCache(app);
    const access = { staff: 'orders' } as const;

    app.get(
      '/orders',
      { config: access, schema: { querystring: AdminOrderListQuerySchema, response: { 200: AdminOrderListSchema } } },
      async (request) => service.list(request.query),
    );

    app.get('/orders/board', { config: access, schema: { response: { 200: AdminOrderBoardSchema } } }, async () => service.board());

    app.get(
      '/orders/:number',
      { config: access, schema: { params: AdminOrderParamsSchema, response: { 200: AdminOrderSchema } } },
      async (request) => service.get(request.params.number),
    );

    app.post(
      '/orders/:number/moves',
      {
        config: access,
        schema: { params: AdminOrderParamsSchema, body: AdminOrderMoveRequestSchema, response: { 200: AdminOrderSchema } },
      },
      async (request) => {
        const { staff } = staffCaller(request);
        return service.move({ staffId: staff.id, email: staff.email }, request.params.number, request.body);
      },
    );

    app.get(
      '/orders/:number/refunds',
      { config: access, schema: { params: AdminOrderParamsSchema, response: { 200: AdminRefundsSchema } } },
      async (request) => refunds.list(request.params.number),
    );

    // Money leaves the shop: the owner only. A retried press with the same Idempotency-Key is one refund.
    app.post(
      '/orders/:number/refunds',
      {
        config: { staff: 'refunds' },
        schema: { params: AdminOrderParamsSchema, body: AdminRefundRequestSchema, response: { 201: AdminRefundsSchema } },
      },
      async (request, reply) => {
        const { staff } = staffCaller(request);
        void reply.status(201);
        return idempotency.run(request, reply, staff.id, () =>
          refunds.refund({ staffId: staff.id, email: staff.email }, request.params.number, request.body),
        );
      },
    );

    app.get(
      '/orders/:number/fit-pictures/:pictureId/:size',
      { config: access, schema: { params: FitPictureFileParamsSchema } },
      async (request, reply) => {
        const file = await service.picture(request.params.number, request.params.pictureId, request.params.size);
        return reply.header('content-type', file.contentType).header('content-disposition', 'inline').send(file.bytes);
      },
    );
  };
}
