import {
  ApplyDiscountCodeRequestSchema,
  CartCurrencyAnswerSchema,
  CartParamsSchema,
  CartSchema,
  ChangeCartCurrencyRequestSchema,
  CreateCartRequestSchema,
  CurrencyQuerySchema,
  LinkCartParamsSchema,
  RemoveCartLinesRequestSchema,
  UpdateCartRequestSchema,
} from '@selvedge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { throwIfInvalid } from '../../platform/errors.js';
import type { Idempotency } from '../../platform/idempotency.js';
import { caller, callerId } from '../../platform/route-auth.js';
import { acceptAnyBody, neverCache } from '../../platform/route-setup.js';
import type { CartService } from './cart.service.js';

/** Who may use a cart is decided by the service: a customer's cart answers only to them, a guest cart to whoever holds its id. */
const anyone = { auth: 'optional' } as const;

/**
 * The cart calls of SPEC §7. Every body is checked by the contract first (a 400 naming the field);
 * prices, totals and currencies are the server's, never the client's.
 */
export function cartRoutes(service: CartService, idempotency: Idempotency): FastifyPluginAsyncZod {
  return async (app) => {
    acceptAnyBody(app);
    neverCache(app);

    app.post(
      '/shopify/cart',
      { config: anyone, schema: { querystring: CurrencyQuerySchema, body: CreateCartRequestSchema, response: { 200: CartSchema } }, attachValidation: true },
      async (request, reply) => {
        throwIfInvalid(request, CreateCartRequestSchema);
        return idempotency.run(request, reply, request.caller?.customerId ?? 'guest', () =>
          service.create(request.body, request.query.cc, request.caller),
        );
      },
    );

    app.get(
      '/shopify/cart/:encodedCartId',
      { config: anyone, schema: { params: CartParamsSchema, querystring: CurrencyQuerySchema, response: { 200: CartSchema } } },
      async (request) => service.read(request.params.encodedCartId, callerId(request)),
    );

    app.patch(
      '/shopify/cart/:encodedCartId',
      { config: anyone, schema: { params: CartParamsSchema, querystring: CurrencyQuerySchema, body: UpdateCartRequestSchema, response: { 200: CartSchema } }, attachValidation: true },
      async (request) => {
        throwIfInvalid(request, UpdateCartRequestSchema);
        return service.update(request.params.encodedCartId, request.body, callerId(request));
      },
    );

    app.patch(
      '/shopify/cart/remove/:encodedCartId',
      { config: anyone, schema: { params: CartParamsSchema, querystring: CurrencyQuerySchema, body: RemoveCartLinesRequestSchema, response: { 200: CartSchema } }, attachValidation: true },
      async (request) => {
        throwIfInvalid(request, RemoveCartLinesRequestSchema);
        return service.remove(request.params.encodedCartId, request.body, callerId(request));
      },
    );

    app.patch(
      '/shopify/cart/currency/:encodedCartId',
      { config: anyone, schema: { params: CartParamsSchema, body: ChangeCartCurrencyRequestSchema, response: { 200: CartCurrencyAnswerSchema } }, attachValidation: true },
      async (request) => {
        throwIfInvalid(request, ChangeCartCurrencyRequestSchema);
        return { data: await service.changeCurrency(request.params.encodedCartId, request.body.currency, callerId(request)) };
      },
    );

    app.post(
      '/shopify/cart/:encodedCartId/code',
      { config: anyone, schema: { params: CartParamsSchema, querystring: CurrencyQuerySchema, body: ApplyDiscountCodeRequestSchema, response: { 200: CartSchema } }, attachValidation: true },
      async (request) => {
        throwIfInvalid(request, ApplyDiscountCodeRequestSchema);
        return service.applyCode(request.params.encodedCartId, request.body.discountCode, callerId(request));
      },
    );

    app.delete(
      '/shopify/cart/:encodedCartId/code',
      { config: anyone, schema: { params: CartParamsSchema, querystring: CurrencyQuerySchema, response: { 200: CartSchema } } },
      async (request) => service.removeCode(request.params.encodedCartId, callerId(request)),
    );

    app.patch(
      '/firebase/customers/:id/cart/:cartId',
      { config: { auth: 'customer', ownCustomerParam: 'id' }, schema: { params: LinkCartParamsSchema, response: { 200: CartSchema } } },
      async (request) => service.link(caller(request).customerId, request.params.cartId),
    );
  };
}
