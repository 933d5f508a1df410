import {
  CUSTOMER_MESSAGES,
  MAX_ADDRESSES,
  type Address,
  type AddressBook,
  type AddressFields,
  type Customer,
} from '@selvedge/contract';
import { tokenExpired } from '../../platform/authentication.js';
import type { Clock } from '../../platform/clock.js';
import { badRequest, forbidden, HttpError, notFound } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mailer.js';
import { verifyPassword } from '../../platform/password-hashing.js';
import type { CartRepository } from '../cart/cart.repository.js';
import type { MeasurementsService } from '../measurements/measurements.service.js';
import { emailChangedNotice } from './customers.emails.js';
import { isUniqueViolation, type AddressRow, type CustomerRow, type CustomersRepository, type DetailsChange } from './customers.repository.js';

/** Countries we deliver to, by ISO code, with their names. */
export type DeliveryCountries = () => Promise<ReadonlyMap<string, string>>;

const addressNotFound = () => notFound(CUSTOMER_MESSAGES.addressNotFound, 'address_not_found');

function toAddress(row: AddressRow, countries: ReadonlyMap<string, string>): Address {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    province: row.province,
    zip: row.zip,
    countryCode: row.countryCode,
    country: countries.get(row.countryCode) ?? row.countryCode,
    phone: row.phone,
  };
}

interface Dependencies {
  repository: CustomersRepository;
  carts: CartRepository;
  /** The saved sizes every customer answer carries. */
  sizes: Pick<MeasurementsService, 'customerSizes'>;
  deliveryCountries: DeliveryCountries;
  mailer: Pick<Mailer, 'send'>;
  clock: Clock;
  /** The shop's origin, for links in e-mails. */
  publicUrl: string;
}

/** Every route with a customer id in its path: the id must be the session's own (403 otherwise). */
export function assertOwnAccount(sessionCustomerId: string, pathCustomerId: string): void {
  if (sessionCustomerId !== pathCustomerId) throw forbidden(CUSTOMER_MESSAGES.forbidden);
}

export function createCustomersService({ repository, carts, sizes, deliveryCountries, mailer, clock, publicUrl }: Dependencies) {
  async function addressBook(customerId: string, defaultAddressId?: string | null): Promise<AddressBook> {
    const [rows, countries, row] = await Promise.all([
      repository.listAddresses(customerId),
      deliveryCountries(),
      defaultAddressId === undefined ? repository.findById(customerId) : Promise.resolve(null),
    ]);
    return {
      addresses: rows.map((address) => toAddress(address, countries)),
      defaultAddressId: defaultAddressId === undefined ? (row?.defaultAddressId ?? null) : defaultAddressId,
    };
  }

  async function checkCountry(fields: AddressFields): Promise<void> {
    const countries = await deliveryCountries();
    if (!countries.has(fields.countryCode)) throw badRequest(CUSTOMER_MESSAGES.countryNotShipped, 'country_not_delivered');
  }

  /** The customer as the API shows it, with an active cart made if they had none (SPEC §4). */
  async function view(row: CustomerRow): Promise<Customer> {
    const [activeCart, book, saved] = await Promise.all([
      carts.ensureActiveCart(row.id, clock.now()),
      addressBook(row.id, row.defaultAddressId),
      sizes.customerSizes(row.id),
    ]);
    return {
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      phone: row.phone,
      acceptsMarketing: row.acceptsMarketing,
      activeCart,
      measurements: saved.measurements,
      sizeMeta: saved.sizeMeta,
      defaultAddress: book.addresses.find((address) => address.id === book.defaultAddressId) ?? null,
      addresses: book.addresses,
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    assertOwn: assertOwnAccount,
    view,

    /** The session's customer; one deleted since the session began is an expired session. */
    async customer(customerId: string): Promise<Customer> {
      const row = await repository.findById(customerId);
      if (!row) throw tokenExpired();
      return view(row);
    },

    /**
     * Changes names, phone, marketing or the login e-mail. A new e-mail takes the current password
     * (a token alone must not be enough to take the account over), and the old address is told.
     */
    async updateDetails(sessionCustomerId: string, pathCustomerId: string, request: DetailsChange & { currentPassword?: string | undefined }): Promise<Customer> {
      assertOwnAccount(sessionCustomerId, pathCustomerId);
      const { currentPassword, ...change } = request;
      const before = change.email === undefined ? null : await repository.findById(pathCustomerId);
      const emailChanges = before !== null && before.email !== change.email;
      if (emailChanges) {
        if (currentPassword === undefined || currentPassword === '') throw badRequest(CUSTOMER_MESSAGES.currentPasswordRequired, 'current_password_required');
        if (!(await verifyPassword(before.passwordHash, currentPassword))) throw badRequest(CUSTOMER_MESSAGES.currentPasswordWrong, 'current_password_wrong');
      }
      try {
        const row = await repository.updateDetails(pathCustomerId, change, clock.now());
        if (!row) throw tokenExpired();
        if (emailChanges) await mailer.send(emailChangedNotice({ to: before.email, firstName: row.firstName, newEmail: row.email, publicUrl }));
        return view(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, 'email_taken', CUSTOMER_MESSAGES.emailTaken);
        throw error;
      }
    },

    async addresses(sessionCustomerId: string, pathCustomerId: string): Promise<AddressBook> {
      assertOwnAccount(sessionCustomerId, pathCustomerId);
      return addressBook(pathCustomerId);
    },

    /** Adds an address; the first one becomes the default. At most MAX_ADDRESSES. */
    async addAddress(sessionCustomerId: string, pathCustomerId: string, fields: AddressFields): Promise<AddressBook> {
      assertOwnAccount(sessionCustomerId, pathCustomerId);
      await checkCountry(fields);
      await repository.transaction(async (tx) => {
        const customer = await repository.lockById(pathCustomerId, tx);
        if (!customer) throw tokenExpired();
        if ((await repository.countAddresses(pathCustomerId, tx)) >= MAX_ADDRESSES) {
          throw new HttpError(409, 'too_many_addresses', CUSTOMER_MESSAGES.tooManyAddresses);
        }
        const row = await repository.insertAddress(pathCustomerId, fields, clock.now(), tx);
        if (!customer.defaultAddressId) await repository.setDefaultAddress(pathCustomerId, row.id, tx);
      });
      return addressBook(pathCustomerId);
    },

    async editAddress(sessionCustomerId: string, pathCustomerId: string, addressId: string, fields: AddressFields): Promise<AddressBook> {
      assertOwnAccount(sessionCustomerId, pathCustomerId);
      await checkCountry(fields);
      const row = await repository.updateAddress(pathCustomerId, addressId, fields, clock.now());
      if (!row) throw addressNotFound();
      return addressBook(pathCustomerId);
    },

    /** Deletes an address; when it was the default, the newest remaining one takes its place. */
    async deleteAddress(sessionCustomerId: string, pathCustomerId: string, addressId: string): Promise<AddressBook> {
      assertOwnAccount(sessionCustomerId, pathCustomerId);
      await repository.transaction(async (tx) => {
        const customer = await repository.lockById(pathCustomerId, tx);
        if (!(await repository.deleteAddress(pathCustomerId, addressId, tx))) throw addressNotFound();
        if (customer?.defaultAddressId === addressId) {
          const [next] = await repository.listAddresses(pathCustomerId, tx);
          await repository.setDefaultAddress(pathCustomerId, next?.id ?? null, tx);
        }
      });
      return addressBook(pathCustomerId);
    },

    async setDefaultAddress(sessionCustomerId: string, pathCustomerId: string, addressId: string): Promise<AddressBook> {
      assertOwnAccount(sessionCustomerId, pathCustomerId);
      await repository.transaction(async (tx) => {
        await repository.lockById(pathCustomerId, tx);
        if (!(await repository.addressExists(pathCustomerId, addressId, tx))) throw addressNotFound();
        await repository.setDefaultAddress(pathCustomerId, addressId, tx);
      });
      return addressBook(pathCustomerId);
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
