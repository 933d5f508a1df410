import {
  AddressBookSchema,
  AddressInputSchema,
  AddressParamsSchema,
  CurrencyQuerySchema,
  CustomerIdParamsSchema,
  CustomerSchema,
  DefaultAddressRequestSchema,
  MarketingRequestSchema,
  UpdateCustomerRequestSchema,
} from '@selvedge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer, type SessionStore } from '../../platform/authentication.js';
import { throwIfInvalid } from '../../platform/errors.js';
import type { AuthRateLimits } from '../../platform/rate-limit.js';
import { acceptAnyBody, neverCache } from '../../platform/route-setup.js';
import type { CustomersService } from './customers.service.js';

/**
 * The customer's own account (SPEC §7). Every path that names a customer id is checked against the
 * session's customer before anything is read or written.
 */
export function customersRoutes(service: CustomersService, sessions: SessionStore, limits: AuthRateLimits): FastifyPluginAsyncZod {
  return async (app) => {
    acceptAnyBody(app);
    neverCache(app);

    app.get(
      '/firebase/customers/customer',
      { schema: { querystring: CurrencyQuerySchema, response: { 200: CustomerSchema } } },
      async (request) => {
        const { customerId } = await requireCustomer(request, sessions);
        return service.customer(customerId);
      },
    );

    app.patch(
      '/shopify/customer/:id',
      { schema: { params: CustomerIdParamsSchema, body: UpdateCustomerRequestSchema, response: { 200: CustomerSchema } }, attachValidation: true },
      async (request) => {
        const { customerId } = await requireCustomer(request, sessions);
        service.assertOwn(customerId, request.params.id);
        throwIfInvalid(request, UpdateCustomerRequestSchema);
        // A current password given is a guess to limit, like the password change's.
        if (request.body.currentPassword !== undefined) await limits.hit(request, 'passwordPerCustomer', `customer:${customerId}`);
        return service.updateDetails(customerId, request.params.id, request.body);
      },
    );

    app.patch(
      '/shopify/customer/:id/marketing',
      { schema: { params: CustomerIdParamsSchema, body: MarketingRequestSchema, response: { 200: CustomerSchema } }, attachValidation: true },
      async (request) => {
        const { customerId } = await requireCustomer(request, sessions);
        service.assertOwn(customerId, request.params.id);
        throwIfInvalid(request, MarketingRequestSchema);
        return service.updateDetails(customerId, request.params.id, { acceptsMarketing: request.body.acceptsMarketing });
      },
    );

    app.get(
      '/shopify/customer/:id/addresses',
      { schema: { params: CustomerIdParamsSchema, response: { 200: AddressBookSchema } } },
      async (request) => {
        const { customerId } = await requireCustomer(request, sessions);
        return service.addresses(customerId, request.params.id);
      },
    );

    app.post(
      '/shopify/customer/:id/addresses',
      { schema: { params: CustomerIdParamsSchema, body: AddressInputSchema, response: { 201: AddressBookSchema } }, attachValidation: true },
      async (request, reply) => {
        const { customerId } = await requireCustomer(request, sessions);
        service.assertOwn(customerId, request.params.id);
        throwIfInvalid(request, AddressInputSchema);
        return reply.status(201).send(await service.addAddress(customerId, request.params.id, request.body));
      },
    );

    app.patch(
      '/shopify/customer/:id/addresses/:addressId',
      { schema: { params: AddressParamsSchema, body: AddressInputSchema, response: { 200: AddressBookSchema } }, attachValidation: true },
      async (request) => {
        const { customerId } = await requireCustomer(request, sessions);
        service.assertOwn(customerId, request.params.id);
        throwIfInvalid(request, AddressInputSchema);
        return service.editAddress(customerId, request.params.id, request.params.addressId, request.body);
      },
    );

    app.delete(
      '/shopify/customer/:id/addresses/:addressId',
      { schema: { params: AddressParamsSchema, response: { 200: AddressBookSchema } } },
      async (request) => {
        const { customerId } = await requireCustomer(request, sessions);
        return service.deleteAddress(customerId, request.params.id, request.params.addressId);
      },
    );

    app.patch(
      '/shopify/customer/:id/address/default',
      { schema: { params: CustomerIdParamsSchema, body: DefaultAddressRequestSchema, response: { 200: AddressBookSchema } }, attachValidation: true },
      async (request) => {
        const { customerId } = await requireCustomer(request, sessions);
        service.assertOwn(customerId, request.params.id);
        throwIfInvalid(request, DefaultAddressRequestSchema);
        return service.setDefaultAddress(customerId, request.params.id, request.body.addressId);
      },
    );
  };
}
