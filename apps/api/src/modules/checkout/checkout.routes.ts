import {
  CheckoutCodeRequestSchema,
  CheckoutParamsSchema,
  CheckoutSchema,
  CompleteCheckoutRequestSchema,
  ErrorCode,
  IdempotencyKeySchema,
  PayCheckoutAnswerSchema,
  PayCheckoutRequestSchema,
  TestCardRequestSchema,
  TestChallengeRequestSchema,
  TestPaymentParamsSchema,
  TestPaymentSchema,
  TestPaymentStepSchema,
  UpdateCheckoutRequestSchema,
} from '@selvedge/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badField, HttpError, throwIfInvalid } from '../../platform/errors.js';
import type { Idempotency } from '../../platform/idempotency.js';
import { WebhookSignatureError, type PaymentProvider } from '../../platform/payments/payment-provider.js';
import { callerId } from '../../platform/route-auth.js';
import { acceptAnyBody, neverCache } from '../../platform/route-setup.js';
import type { CheckoutService } from './checkout.service.js';

/** An answer the service wrote out (checked against its schema when it was made): sent as it is, kept ones too. */
const sendWritten = (reply: FastifyReply, json: string): FastifyReply => reply.type('application/json; charset=utf-8').send(json);

/** Who may use a checkout is its cart's rule (the service): a customer's is theirs alone, a guest's whoever holds the token. */
const anyone = { auth: 'optional' } as const;

/**
 * The hosted checkout's calls (issue 15), the built-in test provider's page, and the providers'
 * webhooks. Every body is checked by the contract first; every amount is the server's.
 */
export function checkoutRoutes(service: CheckoutService, idempotency: Idempotency): FastifyPluginAsyncZod {
  return async (app) => {
    acceptAnyBody(app);
    neverCache(app);

    app.get(
      '/checkout/:token',
      { config: anyone, schema: { params: CheckoutParamsSchema, response: { 200: CheckoutSchema } } },
      async (request, reply) => sendWritten(reply, await service.read(request.params.token, callerId(request))),
    );

    app.post(
      '/checkout/:token',
      { config: anyone, schema: { params: CheckoutParamsSchema, response: { 200: CheckoutSchema } } },
      async (request) => service.open(request.params.token, callerId(request)),
    );

    app.patch(
      '/checkout/:token',
      {
        config: anyone,
        schema: { params: CheckoutParamsSchema, body: UpdateCheckoutRequestSchema, response: { 200: CheckoutSchema } },
        attachValidation: true,
      },
      async (request) => {
        throwIfInvalid(request, UpdateCheckoutRequestSchema);
        return service.update(request.params.token, callerId(request), request.body);
      },
    );

    app.post(
      '/checkout/:token/code',
      {
        config: anyone,
        schema: { params: CheckoutParamsSchema, body: CheckoutCodeRequestSchema, response: { 200: CheckoutSchema } },
        attachValidation: true,
      },
      async (request) => {
        throwIfInvalid(request, CheckoutCodeRequestSchema);
        return service.applyCode(request.params.token, callerId(request), request.body.discountCode);
      },
    );

    app.delete(
      '/checkout/:token/code',
      { config: anyone, schema: { params: CheckoutParamsSchema, response: { 200: CheckoutSchema } } },
      async (request) => service.removeCode(request.params.token, callerId(request)),
    );

    app.post(
      '/checkout/:token/pay',
      {
        config: anyone,
        schema: { params: CheckoutParamsSchema, body: PayCheckoutRequestSchema, response: { 200: PayCheckoutAnswerSchema } },
        attachValidation: true,
      },
      async (request, reply) => {
        throwIfInvalid(request, PayCheckoutRequestSchema);
        // Every Pay carries its key: a double click sends the same one and pays once.
        const header = request.headers['idempotency-key'];
        const key = IdempotencyKeySchema.safeParse(Array.isArray(header) ? header.join(',') : (header ?? ''));
        if (!key.success)
          throw badField(
            'Idempotency-Key',
            header === undefined ? 'Idempotency-Key: is needed to pay' : (key.error.issues[0]?.message ?? 'Idempotency-Key: is not valid'),
            ErrorCode.bad_request,
          );
        const customerId = callerId(request);
        return idempotency.run(request, reply, `${request.params.token}|${customerId ?? 'guest'}`, () =>
          service.pay(request.params.token, customerId, request.body.acceptedTotal, key.data),
        );
      },
    );

    app.post(
      '/checkout/:token/complete',
      {
        config: anyone,
        schema: { params: CheckoutParamsSchema, body: CompleteCheckoutRequestSchema, response: { 200: CheckoutSchema } },
        attachValidation: true,
      },
      async (request) => {
        throwIfInvalid(request, CompleteCheckoutRequestSchema);
        return service.complete(request.params.token, callerId(request), request.body.paymentId);
      },
    );

    // --- The built-in test provider's hosted page: reached by the payment's unguessable id. ---------

    app.get(
      '/payments/test/:paymentId',
      { config: anyone, schema: { params: TestPaymentParamsSchema, response: { 200: TestPaymentSchema } } },
      async (request) => service.testPage(request.params.paymentId),
    );

    app.post(
      '/payments/test/:paymentId/confirm',
      {
        config: anyone,
        schema: { params: TestPaymentParamsSchema, body: TestCardRequestSchema, response: { 200: TestPaymentStepSchema } },
        attachValidation: true,
      },
      async (request) => {
        throwIfInvalid(request, TestCardRequestSchema);
        return service.testConfirm(request.params.paymentId, request.body);
      },
    );

    app.post(
      '/payments/test/:paymentId/challenge',
      {
        config: anyone,
        schema: { params: TestPaymentParamsSchema, body: TestChallengeRequestSchema, response: { 200: TestPaymentStepSchema } },
        attachValidation: true,
      },
      async (request) => {
        throwIfInvalid(request, TestChallengeRequestSchema);
        return service.testChallenge(request.params.paymentId, request.body.approve);
      },
    );
  };
}

/**
 * A provider's webhooks at `/payments/{provider}/webhook`: the signature is checked against the
 * raw body before anything is read; a bad one is a 400 and changes nothing.
 */
export function paymentWebhookRoutes(service: CheckoutService, provider: PaymentProvider): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    app.post(`/payments/${provider.name}/webhook`, { config: { auth: 'public' } }, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event;
      try {
        event = provider.readWebhook(raw, request.headers);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new HttpError(400, ErrorCode.webhook_signature_invalid, error.message);
        throw new HttpError(400, ErrorCode.bad_request, 'The webhook could not be read.');
      }
      if (event) await service.onPaymentEvent(event);
      return { received: true };
    });
  };
}
