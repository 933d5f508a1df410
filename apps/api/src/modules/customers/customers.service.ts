import {
  ErrorCode,
  CUSTOMER_MESSAGES,
  MAX_ADDRESSES,
  type Address,
  type AddressBook,
  type AddressFields,
  type Customer,
} from '@selvedge/contract';
import type { ChangeAnnouncements } from '../../db/connection.js';
import { createAnnouncedCache } from '../../platform/announced-cache.js';
import { tokenExpired } from '../../platform/authentication.js';
import type { Clock } from '../../platform/clock.js';
import { badField, HttpError, notFound } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mailer.js';
import { verifyPassword } from '../../platform/password-hashing.js';
import type { CartService } from '../cart/cart.service.js';
import type { MeasurementsService } from '../measurements/measurements.service.js';
import { emailChangedNotice } from './customers.emails.js';
import { isUniqueViolation } from '../../db/database-errors.js';
import { type AddressRow, type CustomerRow, type CustomersRepository, type DetailsChange } from './customers.repository.js';

/** Countries we deliver to, by ISO code, with their names. */
type DeliveryCountries = () => Promise<ReadonlyMap<string, string>>;

const addressNotFound = () => notFound(CUSTOMER_MESSAGES.addressNotFound, ErrorCode.address_not_found);

export function toAddress(row: AddressRow, countries: ReadonlyMap<string, string>): Address {
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
  carts: Pick<CartService, 'ensureActiveCart'>;
  /** The saved sizes every customer answer carries, made from the rows its one statement reads. */
  sizes: Pick<MeasurementsService, 'customerSizesOf'>;
  deliveryCountries: DeliveryCountries;
  mailer: Pick<Mailer, 'send'>;
  clock: Clock;
  /** The shop's origin, for links in e-mails. */
  publicUrl: string;
  /** Where the database announces changes to a customer's answer (the embedded database only). */
  announcements?: ChangeAnnouncements | null;
}

/** The channel migration 0006 announces a change to a customer, their addresses, sizes or carts on. */
const CUSTOMER_ANSWER_CHANGES = 'customer_answer_changed';

export function createCustomersService({
  repository,
  carts,
  sizes,
  deliveryCountries,
  mailer,
  clock,
  publicUrl,
  announcements = null,
}: Dependencies) {
  // The answer every page load asks for, kept until the database announces a change to what it is
  // made of; a few KB each, so the 2,000 most recent customers.
  const answers = createAnnouncedCache<Customer>(announcements, CUSTOMER_ANSWER_CHANGES, 2_000);

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
    if (!countries.has(fields.countryCode))
      throw badField('countryCode', CUSTOMER_MESSAGES.countryNotShipped, ErrorCode.country_not_delivered);
  }

  /**
   * The customer as the API shows it, with an active cart made if theirs is missing or checked out
   * (SPEC §4); null when there is no such customer. Read in one statement (findProfile): this is
   * the answer every page load asks for.
   */
  async function answerFor(customerId: string): Promise<Customer | null> {
    const [profile, countries] = await Promise.all([repository.findProfile(customerId), deliveryCountries()]);
    if (!profile) return null;
    const { customer: row } = profile;
    const activeCart = profile.activeCartOpen && row.activeCartId ? row.activeCartId : await carts.ensureActiveCart(row.id, clock.now());
    const saved = sizes.customerSizesOf(profile.sizes);
    const addresses = profile.addresses.map((address) => toAddress(address, countries));
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
      defaultAddress: addresses.find((address) => address.id === row.defaultAddressId) ?? null,
      addresses,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** The answer for the customer of `row`, read afresh (a row from before their cart was made says nothing of it). */
  async function view(row: Pick<CustomerRow, 'id'>): Promise<Customer> {
    answers.forget(row.id);
    const answer = await answers.read(row.id, () => answerFor(row.id));
    if (!answer) throw tokenExpired();
    return answer;
  }

  return {
    view,

    /** The session's customer; one deleted since the session began is an expired session. */
    async customer(customerId: string): Promise<Customer> {
      const answer = await answers.read(customerId, () => answerFor(customerId));
      if (!answer) throw tokenExpired();
      return answer;
    },

    /**
     * Changes names, phone, marketing or the login e-mail. A new e-mail takes the current password
     * (a token alone must not be enough to take the account over), and the old address is told.
     */
    async updateDetails(customerId: string, request: DetailsChange & { currentPassword?: string | undefined }): Promise<Customer> {
      const { currentPassword, ...change } = request;
      const before = change.email === undefined ? null : await repository.findById(customerId);
      const emailChanges = before !== null && before.email !== change.email;
      if (emailChanges) {
        if (currentPassword === undefined || currentPassword === '')
          throw badField('currentPassword', CUSTOMER_MESSAGES.currentPasswordRequired, ErrorCode.current_password_required);
        if (!(await verifyPassword(before.passwordHash, currentPassword)))
          throw badField('currentPassword', CUSTOMER_MESSAGES.currentPasswordWrong, ErrorCode.current_password_wrong);
      }
      try {
        const row = await repository.updateDetails(customerId, change, clock.now());
        if (!row) throw tokenExpired();
        if (emailChanges)
          await mailer.send(emailChangedNotice({ to: before.email, firstName: row.firstName, newEmail: row.email, publicUrl }));
        return view(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, ErrorCode.email_taken, CUSTOMER_MESSAGES.emailTaken);
        throw error;
      }
    },

    async addresses(customerId: string): Promise<AddressBook> {
      return addressBook(customerId);
    },

    /** Adds an address; the first one becomes the default. At most MAX_ADDRESSES. */
    async addAddress(customerId: string, fields: AddressFields): Promise<AddressBook> {
      await checkCountry(fields);
      await repository.transaction(async (tx) => {
        const customer = await repository.lockById(customerId, tx);
        if (!customer) throw tokenExpired();
        if ((await repository.countAddresses(customerId, tx)) >= MAX_ADDRESSES) {
          throw new HttpError(409, ErrorCode.too_many_addresses, CUSTOMER_MESSAGES.tooManyAddresses);
        }
        const row = await repository.insertAddress(customerId, fields, clock.now(), tx);
        if (!customer.defaultAddressId) await repository.setDefaultAddress(customerId, row.id, tx);
      });
      return addressBook(customerId);
    },

    async editAddress(customerId: string, addressId: string, fields: AddressFields): Promise<AddressBook> {
      await checkCountry(fields);
      const row = await repository.updateAddress(customerId, addressId, fields, clock.now());
      if (!row) throw addressNotFound();
      return addressBook(customerId);
    },

    /** Deletes an address; when it was the default, the newest remaining one takes its place. */
    async deleteAddress(customerId: string, addressId: string): Promise<AddressBook> {
      await repository.transaction(async (tx) => {
        const customer = await repository.lockById(customerId, tx);
        if (!(await repository.deleteAddress(customerId, addressId, tx))) throw addressNotFound();
        if (customer?.defaultAddressId === addressId) {
          const [next] = await repository.listAddresses(customerId, tx);
          await repository.setDefaultAddress(customerId, next?.id ?? null, tx);
        }
      });
      return addressBook(customerId);
    },

    async setDefaultAddress(customerId: string, addressId: string): Promise<AddressBook> {
      await repository.transaction(async (tx) => {
        await repository.lockById(customerId, tx);
        if (!(await repository.addressExists(customerId, addressId, tx))) throw addressNotFound();
        await repository.setDefaultAddress(customerId, addressId, tx);
      });
      return addressBook(customerId);
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
