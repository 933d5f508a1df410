/**
 * Test helpers for the measurement screens: the configuration the shop serves, a customer with
 * saved sizes, and a fake shop API that answers the size calls the way the server does.
 */
import {
  emptyPerType,
  ProductsConfigResponseSchema,
  type Customer,
  type ProductType,
  type SavedSize,
  type SizeMeta,
  type SizesResponse,
} from '@selvedge/contract';
import { fakeShopApi, type ShopAnswer, type ShopCall } from '../../test/fake-shop';
import served from '../../../../../packages/domain/src/fixtures/products-config.sgd.json' with { type: 'json' };

/** The configuration exactly as the API serves it, in SGD. */
export const configs = ProductsConfigResponseSchema.parse(served).products;

function aSavedSize(overrides: Partial<SavedSize> = {}): SavedSize {
  return {
    name: 'Work shirts',
    createdAt: '2026-01-10T09:00:00.000Z',
    updatedAt: '2026-01-10T09:00:00.000Z',
    deleted: false,
    track: 'standard',
    basedOn: { size: 'L', fit: 'Tailored' },
    measurements: [],
    ...overrides,
  };
}

/** A size built from the size table, the way the screen builds one. */
export function tableSize(type: ProductType, size: string, fit: string, overrides: Partial<SavedSize> = {}): SavedSize {
  const config = configs[type].measurements;
  const row = config.sizeAndFitMeasurements[size]?.[fit] ?? {};
  const measurements = config.fields
    .filter((field) => field.visibility.standard)
    .map((field) => ({
      id: field.key,
      fitting_size:
        field.type === 'dropdown'
          ? typeof field.default === 'string'
            ? field.default
            : (field.options[0] ?? '')
          : (row[field.key] ?? field.value ?? 0),
    }));
  return aSavedSize({ track: 'standard', basedOn: { size, fit }, measurements, ...overrides });
}

function metaOf(sizes: SavedSize[]): SizeMeta {
  return {
    sizeAndFitMeasurements: Object.fromEntries(
      sizes.map((size) => [
        size.name,
        { [size.basedOn.fit]: Object.fromEntries(size.measurements.map((entry) => [entry.id, entry.fitting_size])) },
      ]),
    ),
    mostRecentSize: sizes[0]?.name ?? null,
  };
}

export function aCustomer(
  sizes: Partial<Record<ProductType, SavedSize[]>> = {},
  mostRecent: Partial<Record<ProductType, string>> = {},
): Customer {
  const measurements = { ...emptyPerType<SavedSize[]>(() => []), ...sizes };
  const sizeMeta = emptyPerType<SizeMeta>(() => ({ sizeAndFitMeasurements: {}, mostRecentSize: null }));
  for (const [type, list] of Object.entries(sizes) as [ProductType, SavedSize[]][]) {
    sizeMeta[type] = { ...metaOf(list), mostRecentSize: mostRecent[type] ?? list[0]?.name ?? null };
  }
  return {
    id: 'cus_ada',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: null,
    acceptsMarketing: false,
    activeCart: 'cart_ada',
    measurements,
    sizeMeta,
    defaultAddress: null,
    addresses: [],
    createdAt: '2025-01-01T00:00:00.000Z',
  };
}

export type { ShopCall as Call } from '../../test/fake-shop';

/** The server's answer to a size change: the type's sizes after it. */
export function sizesAnswer(type: ProductType, sizes: SavedSize[]): SizesResponse {
  return { type, sizes, sizeMeta: metaOf(sizes) };
}

/** The shop's API for the size screens: `answer` is asked first, anything else is a 404. Calls are recorded without /api. */
export function fakeShop(answer: (call: ShopCall) => ShopAnswer | undefined | Promise<ShopAnswer | undefined> = () => undefined) {
  return fakeShopApi(answer);
}

export const json = (body: unknown, status = 200): ShopAnswer => ({ status, body });
