import { randomBytes } from 'node:crypto';
import {
  CART_ATTRIBUTE,
  type Cart,
  type CartLineInput,
  type PieceCategory,
  type PieceSizing,
  type Product,
  type ProductConfig,
  type ProductPage,
  type ProductType,
  type ProductsConfigResponse,
} from '@selvedge/contract';
import { defaultBasis, defaultDesign, designToSearchParams, startingValues, type Design } from '@selvedge/domain';
import type { TestAnswer, TestApp } from './test-app.js';

/** What the cart tests build pieces from: the shop's own configuration and fabrics, read through its API. */
export interface CartCatalogue {
  configs: Record<ProductType, ProductConfig>;
  fabrics: Record<ProductType, Product[]>;
}

export async function readCatalogue(shop: TestApp, types: ProductType[] = ['shirt', 'trousers']): Promise<CartCatalogue> {
  const config = await shop.call<ProductsConfigResponse>('/api/contentful-plain/products/config?cc=SGD');
  if (config.status !== 200) throw new Error(`config answered ${config.status}`);
  const fabrics = {} as Record<ProductType, Product[]>;
  for (const type of types) {
    const page = await shop.call<ProductPage>(`/api/shopify/products/${type}?cc=SGD&query=tag:Display`);
    if (page.status !== 200) throw new Error(`${type} fabrics answered ${page.status}`);
    fabrics[type] = page.body.products;
  }
  return { configs: config.body.products, fabrics };
}

/** A standard size of the middle of the table, in the first fit, as the measurement step starts it. */
export function standardSizing(config: ProductConfig): PieceSizing {
  const basis = defaultBasis(config.measurements);
  const draft = startingValues(config.measurements, 'standard', basis);
  return {
    method: 'standard',
    track: 'standard',
    size: basis.size,
    fit: basis.fit,
    sizeName: null,
    measurements: Object.entries(draft).flatMap(([id, value]) => (value === null ? [] : [{ id, fitting_size: value }])),
  };
}

/**
 * Saves `customer`'s standard shirt size under `name` (the measurement step's middle size) and answers
 * the sizing of a piece made to it, as the cart takes one.
 */
export async function saveShirtSize(
  app: TestApp,
  config: ProductConfig,
  customer: { id: string; token: string },
  name: string,
): Promise<{ saved: TestAnswer<unknown>; sizing: PieceSizing; standard: PieceSizing }> {
  const standard = standardSizing(config);
  const saved = await app.call({
    method: 'POST',
    url: `/api/firebase/customers/${customer.id}/measurements/shirt`,
    headers: { authorization: `Bearer ${customer.token}` },
    payload: {
      track: 'standard',
      sizeName: name,
      basedOn: { size: standard.size, fit: standard.fit },
      measurements: standard.measurements,
      type: 'shirt',
    },
  });
  return { saved, standard, sizing: { ...standard, method: 'saved', size: name, sizeName: name, measurements: [] } };
}

export const newReference = () => randomBytes(12).toString('base64url');

export interface PieceOptions {
  type?: ProductType;
  /** Which of the type's fabrics (by position in the first page). */
  fabricIndex?: number;
  quantity?: number;
  reference?: string;
  category?: PieceCategory;
  /** Changes to the default design. */
  design?: (design: Design, config: ProductConfig) => Design;
  sizing?: PieceSizing;
}

/** A piece as the storefront adds it: the fabric's variant and the engine's attributes. */
export function pieceInput(catalogue: CartCatalogue, options: PieceOptions = {}): CartLineInput {
  const type = options.type ?? 'shirt';
  const config = catalogue.configs[type];
  const fabric = catalogue.fabrics[type]?.[options.fabricIndex ?? 0];
  if (!fabric) throw new Error(`no ${type} fabric at ${options.fabricIndex ?? 0}`);
  const start = defaultDesign(config, fabric.handle);
  const design = options.design ? options.design(start, config) : start;
  return {
    merchandiseId: fabric.variantId,
    quantity: options.quantity ?? 1,
    attributes: [
      { key: CART_ATTRIBUTE.reference, value: options.reference ?? newReference() },
      { key: CART_ATTRIBUTE.product, value: type },
      { key: CART_ATTRIBUTE.category, value: options.category ?? 'piece' },
      { key: CART_ATTRIBUTE.design, value: designToSearchParams(config, design).toString() },
      { key: CART_ATTRIBUTE.sizing, value: JSON.stringify(options.sizing ?? standardSizing(config)) },
    ],
  };
}

/** The value of an engine attribute of a piece input. */
export function attributeOf(input: CartLineInput, key: string): string {
  return input.attributes.find((attribute) => attribute.key === key)?.value ?? '';
}

export type CartAnswer = TestAnswer<Cart & { error: string; code: string; problems?: { path: string; message: string }[] }>;

/** The cart calls as the storefront makes them; `token` signs the call in. */
export function cartCalls(shop: TestApp) {
  const headers = (token?: string, extra: Record<string, string> = {}) => ({
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...extra,
  });
  return {
    create: (body: unknown, options: { token?: string; cc?: string; key?: string } = {}): Promise<CartAnswer> =>
      shop.call({
        method: 'POST',
        url: `/api/shopify/cart?cc=${options.cc ?? 'SGD'}`,
        payload: body as object,
        headers: headers(options.token, options.key ? { 'idempotency-key': options.key } : {}),
      }),
    read: (encodedId: string, token?: string): Promise<CartAnswer> =>
      shop.call({ method: 'GET', url: `/api/shopify/cart/${encodedId}?cc=SGD`, headers: headers(token) }),
    update: (encodedId: string, body: unknown, token?: string): Promise<CartAnswer> =>
      shop.call({ method: 'PATCH', url: `/api/shopify/cart/${encodedId}?cc=SGD`, payload: body as object, headers: headers(token) }),
    remove: (encodedId: string, body: unknown, token?: string): Promise<CartAnswer> =>
      shop.call({ method: 'PATCH', url: `/api/shopify/cart/remove/${encodedId}?cc=SGD`, payload: body as object, headers: headers(token) }),
    currency: (encodedId: string, body: unknown, token?: string): Promise<TestAnswer<{ data: Cart } & { error: string; code: string }>> =>
      shop.call({ method: 'PATCH', url: `/api/shopify/cart/currency/${encodedId}`, payload: body as object, headers: headers(token) }),
    applyCode: (encodedId: string, body: unknown, token?: string): Promise<CartAnswer> =>
      shop.call({ method: 'POST', url: `/api/shopify/cart/${encodedId}/code?cc=SGD`, payload: body as object, headers: headers(token) }),
    removeCode: (encodedId: string, token?: string): Promise<CartAnswer> =>
      shop.call({ method: 'DELETE', url: `/api/shopify/cart/${encodedId}/code?cc=SGD`, headers: headers(token) }),
    link: (customerId: string, encodedId: string, token?: string): Promise<CartAnswer> =>
      shop.call({ method: 'PATCH', url: `/api/firebase/customers/${customerId}/cart/${encodedId}`, headers: headers(token) }),
  };
}
