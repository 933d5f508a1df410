import {
  CartCurrencyAnswerSchema,
  CartSchema,
  encodeCartId,
  ProductSchema,
  type CartLineInput,
  type CartQuantityChange,
  type CurrencyCode,
  type ProductType,
} from '@selvedge/contract';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/**
 * Every cart call of SPEC §7, in one place. This module (and the contract's cart schemas) loads
 * only when a cart is in play: a visitor's first page never needs it.
 */

const cartPath = (cartId: string) => `/shopify/cart/${encodeCartId(cartId)}`;

export const getCart = (cartId: string, currency: CurrencyCode, signal?: AbortSignal) =>
  apiRequest(`${cartPath(cartId)}?cc=${currency}`, CartSchema, signal ? { signal } : {});

export interface NewCartOwner {
  email: string;
  customerAccessToken: string;
}

/** POST /shopify/cart: a new cart with its first pieces; one Idempotency-Key per logical add. */
export const createCart = (lineItems: CartLineInput[], currency: CurrencyCode, idempotencyKey: string, owner: NewCartOwner | null) =>
  apiRequest(`/shopify/cart?cc=${currency}`, CartSchema, {
    method: 'POST',
    body: owner ? { lineItems, ...owner } : { lineItems },
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** PATCH: new pieces, a piece under a reference already in the cart (replaced whole), or quantities. */
export const updateCart = (cartId: string, changes: (CartLineInput | CartQuantityChange)[], currency: CurrencyCode) =>
  apiRequest(`${cartPath(cartId)}?cc=${currency}`, CartSchema, { method: 'PATCH', body: changes });

/** Removes line ids or whole pieces by reference. */
export const removeFromCart = (cartId: string, idsOrReferences: string[], currency: CurrencyCode) =>
  apiRequest(`/shopify/cart/remove/${encodeCartId(cartId)}?cc=${currency}`, CartSchema, { method: 'PATCH', body: idsOrReferences });

export const changeCartCurrency = async (cartId: string, currency: CurrencyCode) =>
  (await apiRequest(`/shopify/cart/currency/${encodeCartId(cartId)}`, CartCurrencyAnswerSchema, { method: 'PATCH', body: { currency } }))
    .data;

export const applyDiscountCode = (cartId: string, discountCode: string, currency: CurrencyCode) =>
  apiRequest(`${cartPath(cartId)}/code?cc=${currency}`, CartSchema, { method: 'POST', body: { discountCode } });

export const removeDiscountCode = (cartId: string, currency: CurrencyCode) =>
  apiRequest(`${cartPath(cartId)}/code?cc=${currency}`, CartSchema, { method: 'DELETE' });

/**
 * After login: a guest cart's pieces join the customer's active cart (keyed by reference, so a
 * retry never doubles them), or the customer's own cart becomes the active one. Answers the active cart.
 */
export const linkCartToCustomer = (customerId: string, cartId: string) =>
  apiRequest(`/firebase/customers/${encodeURIComponent(customerId)}/cart/${encodeCartId(cartId)}`, CartSchema, { method: 'PATCH' });

/** The fabric a waiting piece names (its variant is what the cart takes). */
export const getFabricByHandle = (type: ProductType, handle: string, currency: CurrencyCode) =>
  apiRequest(`/shopify/products/${type}/handle/${encodeURIComponent(handle)}?cc=${currency}`, ProductSchema);

/**
 * Opens the cart's hosted checkout, or renews one that expired, as the customer leaves the cart
 * for it (its page then finds it open). Only its token is read here: the page reads the rest.
 */
export const openCheckout = (cartId: string) =>
  apiRequest(`/checkout/${encodeCartId(cartId)}`, z.object({ token: z.string() }), { method: 'POST' });
