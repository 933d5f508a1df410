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
import { throwIfInvalid } from '../../platform/errors.js';
import type { AuthRateLimits } from '../../platform/rate-limit.js';
import { caller } from '../../platform/route-auth.js';
import { acceptAnyBody, neverCache } from '../../platform/route-setup.js';
import type { CustomersService } from './customers.service.js';

/** Every route with a customer id in its path: the session's own customer only (403 otherwise). */
const own = { auth: 'customer', ownCustomerParam: 'id' } as const;

/**
 * The customer's own account (SPEC §7). Every path that names a customer id is checked against the
 * session's customer, by the route's declaration, before anything is read, written or validated.
 */
export function customersRoutes(service: CustomersService, limits: AuthRateLimits): FastifyPluginAsyncZod {
  return async (app) => {
    acceptAnyBody(app);
    neverCache(app);

    app.get(
      '/firebase/customers/customer',
      { config: { auth: 'customer' }, schema: { querystring: CurrencyQuerySchema, response: { 200: CustomerSchema } } },
      async (request) => {
        return service.customer(caller(request).customerId);
      },
    );

    app.patch(
      '/shopify/customer/:id',
      {
        config: own,
        schema: { params: CustomerIdParamsSchema, body: UpdateCustomerRequestSchema, response: { 200: CustomerSchema } },
        attachValidation: true,
      },
      async (request) => {
        throwIfInvalid(request, UpdateCustomerRequestSchema);
        // A current password given is a guess to limit, like the password change's.
        if (request.body.currentPassword !== undefined) await limits.hit(request, 'passwordPerCustomer', `customer:${request.params.id}`);
        return service.updateDetails(request.params.id, request.body);
      },
    );

    app.patch(
      '/shopify/customer/:id/marketing',
      {
        config: own,
        schema: { params: CustomerIdParamsSchema, body: MarketingRequestSchema, response: { 200: CustomerSchema } },
        attachValidation: true,
      },
      async (request) => {
        throwIfInvalid(request, MarketingRequestSchema);
        return service.updateDetails(request.params.id, { acceptsMarketing: request.body.acceptsMarketing });
      },
    );

    app.get(
      '/shopify/customer/:id/addresses',
      { config: own, schema: { params: CustomerIdParamsSchema, response: { 200: AddressBookSchema } } },
      async (request) => {
        return service.addresses(request.params.id);
      },
    );

    app.post(
      '/shopify/customer/:id/addresses',
      {
        config: own,
        schema: { params: CustomerIdParamsSchema, body: AddressInputSchema, response: { 201: AddressBookSchema } },
        attachValidation: true,
      },
      async (request, reply) => {
        throwIfInvalid(request, AddressInputSchema);
        return reply.status(201).send(await service.addAddress(request.params.id, request.body));
      },
    );

    app.patch(
      '/shopify/customer/:id/addresses/:addressId',
      {
        config: own,
        schema: { params: AddressParamsSchema, body: AddressInputSchema, response: { 200: AddressBookSchema } },
        attachValidation: true,
      },
      async (request) => {
        throwIfInvalid(request, AddressInputSchema);
        return service.editAddress(request.params.id, request.params.addressId, request.body);
      },
    );

    app.delete(
      '/shopify/customer/:id/addresses/:addressId',
      { config: own, schema: { params: AddressParamsSchema, response: { 200: AddressBookSchema } } },
      async (request) => {
        return service.deleteAddress(request.params.id, request.params.addressId);
      },
    );

    app.patch(
      '/shopify/customer/:id/address/default',
      {
        config: own,
        schema: { params: CustomerIdParamsSchema, body: DefaultAddressRequestSchema, response: { 200: AddressBookSchema } },
        attachValidation: true,
      },
      async (request) => {
        throwIfInvalid(request, DefaultAddressRequestSchema);
        return service.setDefaultAddress(request.params.id, request.body.addressId);
      },
    );
  };
}
