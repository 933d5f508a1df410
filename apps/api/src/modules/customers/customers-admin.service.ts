import { type CurrencyCode, type OrderStatus, type ProductType, type SizeTrack } from '@selvedge/contract';
import {
  ADMIN_CUSTOMER_ORDERS_SHOWN,
  type AdminCustomer,
  type AdminCustomerList,
  type AdminCustomerListQuery,
} from '@selvedge/contract/admin';
import { toMoney } from '@selvedge/domain';
import { notFound } from '../../platform/errors.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { measurementLabelsOf, measurementsOf } from '../orders/orders.service.js';
import type { CustomersAdminRepository } from './customers-admin.repository.js';
import { toAddress } from './customers.service.js';

/**
 * Customers in the back office (issue 16), for owners and managers: a list found by name or
 * e-mail with each customer's orders counted, and one customer's addresses, size profiles (in
 * both units, with the configuration's labels) and orders. Read only; the views are built field
 * by field, so a password hash, a session or a token can never reach an answer.
 */
export function createCustomersAdminService({
  repository,
  catalogue,
  deliveryCountries,
}: {
  repository: CustomersAdminRepository;
  catalogue: Pick<CatalogueService, 'productConfigs'>;
  deliveryCountries: () => Promise<ReadonlyMap<string, string>>;
}) {
  return {
    async list(query: AdminCustomerListQuery): Promise<AdminCustomerList> {
      const { rows, total } = await repository.page(query);
      return {
        customers: rows.map((row) => ({
          id: row.id,
          email: row.email,
          firstName: row.firstName,
          lastName: row.lastName,
          createdAt: row.createdAt.toISOString(),
          orderCount: row.orderCount,
          lastOrderAt: row.lastOrderAt ? row.lastOrderAt.toISOString() : null,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async get(id: string): Promise<AdminCustomer> {
      const row = await repository.find(id);
      if (!row) throw notFound('We could not find that customer.');
      const [addresses, sizes, orders, countries, configs] = await Promise.all([
        repository.addresses(id),
        repository.sizes(id),
        repository.orders(id, ADMIN_CUSTOMER_ORDERS_SHOWN),
        deliveryCountries(),
        catalogue.productConfigs('SGD'),
      ]);
      const labels = measurementLabelsOf(configs);
      return {
        id: row.id,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        phone: row.phone,
        acceptsMarketing: row.acceptsMarketing,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        addresses: addresses.map((address) => toAddress(address, countries)),
        defaultAddressId: row.defaultAddressId,
        sizes: sizes.map((size) => ({
          productType: size.productType,
          name: size.name,
          track: size.track as SizeTrack,
          basedOn: { size: size.basedOnSize, fit: size.fit },
          measurements: measurementsOf(size.measurements, labels[size.productType as ProductType] ?? {}),
          createdAt: size.createdAt.toISOString(),
          updatedAt: size.updatedAt.toISOString(),
        })),
        orderCount: orders.total,
        orders: orders.rows.map((order) => ({
          number: order.number,
          createdAt: order.createdAt.toISOString(),
          status: order.status as OrderStatus,
          total: toMoney(order.totalMinor, order.currencyCode as CurrencyCode),
          totalSgd: toMoney(order.totalSgdMinor, 'SGD'),
          pieceCount: order.pieceCount,
        })),
      };
    },
  };
}

export type CustomersAdminService = ReturnType<typeof createCustomersAdminService>;
