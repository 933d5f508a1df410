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
import type { Cart } from '@selvedge/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { throwIfInvalid } from '../../platform/errors.js';
import type { Idempotency } from '../../platform/idempotency.js';
import { caller, callerId } from '../../platform/route-auth.js';
import { acceptAnyBody, neverCache, serializeUnchecked } from '../../platform/route-setup.js';
import type { CartService } from './cart.service.js';

/**
 * Who may use a cart is decided by the service: a customer's cart answers only to them, a guest
 * cart to whoever holds its id. A cart holds nothing secret from whoever may read it, so its large
 * answer is compressed inside the envelope.
 */
const anyone = { auth: 'optional', secretFree: true } as const;

/**
 * The cart calls of SPEC §7. Every body is checked by the contract first (a 400 naming the field);
 * prices, totals and currencies are the server's, never the client's.
 */
export function cartRoutes(service: CartService, idempotency: Idempotency): FastifyPluginAsyncZod {
  return async (app) => {
    acceptAnyBody(app);
    neverCache(app);
    // A 20-piece cart is tens of kilobytes: checking it against CartSchema took most of a read.
    serializeUnchecked(app);
    /** A cart kept in memory is the same object for every reader: it is written out once. */
    const written = new WeakMap<Cart, string>();
    const json = (reply: FastifyReply, cart: Cart, wrap?: 'data'): FastifyReply => {
      let text = written.get(cart);
      if (text === undefined) {
        text = JSON.stringify(cart);
        written.set(cart, text);
      }
      return reply.type('application/json; charset=utf-8').send(wrap ? `{"${wrap}":${text}}` : text);
    };

    app.post(
      '/shopify/cart',
      {
        config: anyone,
        schema: { querystring: CurrencyQuerySchema, body: CreateCartRequestSchema, response: { 200: CartSchema } },
        attachValidation: true,
      },
      async (request, reply) => {
        throwIfInvalid(request, CreateCartRequestSchema);
        const cart = await idempotency.run(request, reply, request.caller?.customerId ?? 'guest', () =>
          service.create(request.body, request.query.cc, request.caller),
        );
        return json(reply, cart);
      },
    );

    app.get(
      '/shopify/cart/:encodedCartId',
      { config: anyone, schema: { params: CartParamsSchema, querystring: CurrencyQuerySchema, response: { 200: CartSchema } } },
      async (request, reply) => {
        return json(reply, await service.read(request.params.encodedCartId, callerId(request)));
      },
    );

    app.patch(
      '/shopify/cart/:encodedCartId',
      {
        config: anyone,
        schema: {
          params: CartParamsSchema,
          querystring: CurrencyQuerySchema,
          body: UpdateCartRequestSchema,
          response: { 200: CartSchema },
        },
        attachValidation: true,
      },
      async (request, reply) => {
        throwIfInvalid(request, UpdateCartRequestSchema);
        return json(reply, await service.update(request.params.encodedCartId, request.body, callerId(request)));
      },
    );

    app.patch(
      '/shopify/cart/remove/:encodedCartId',
      {
        config: anyone,
        schema: {
          params: CartParamsSchema,
          querystring: CurrencyQuerySchema,
          body: RemoveCartLinesRequestSchema,
          response: { 200: CartSchema },
        },
        attachValidation: true,
      },
      async (request, reply) => {
        throwIfInvalid(request, RemoveCartLinesRequestSchema);
        return json(reply, await service.remove(request.params.encodedCartId, request.body, callerId(request)));
      },
    );

    app.patch(
      '/shopify/cart/currency/:encodedCartId',
      {
        config: anyone,
        schema: { params: CartParamsSchema, body: ChangeCartCurrencyRequestSchema, response: { 200: CartCurrencyAnswerSchema } },
        attachValidation: true,
      },
      async (request, reply) => {
        throwIfInvalid(request, ChangeCartCurrencyRequestSchema);
        return json(reply, await service.changeCurrency(request.params.encodedCartId, request.body.currency, callerId(request)), 'data');
      },
    );

    app.post(
      '/shopify/cart/:encodedCartId/code',
      {
        config: anyone,
        schema: {
          params: CartParamsSchema,
          querystring: CurrencyQuerySchema,
          body: ApplyDiscountCodeRequestSchema,
          response: { 200: CartSchema },
        },
        attachValidation: true,
      },
      async (request, reply) => {
        throwIfInvalid(request, ApplyDiscountCodeRequestSchema);
        return json(reply, await service.applyCode(request.params.encodedCartId, request.body.discountCode, callerId(request)));
      },
    );

    app.delete(
      '/shopify/cart/:encodedCartId/code',
      { config: anyone, schema: { params: CartParamsSchema, querystring: CurrencyQuerySchema, response: { 200: CartSchema } } },
      async (request, reply) => {
        return json(reply, await service.removeCode(request.params.encodedCartId, callerId(request)));
      },
    );

    app.patch(
      '/firebase/customers/:id/cart/:cartId',
      {
        config: { auth: 'customer', ownCustomerParam: 'id', secretFree: true },
        schema: { params: LinkCartParamsSchema, response: { 200: CartSchema } },
      },
      async (request, reply) => {
        return json(reply, await service.link(caller(request).customerId, request.params.cartId));
      },
    );
  };
}
