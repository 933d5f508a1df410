import { ErrorCode, CART_MESSAGES, decodeCartId, encodeCartId, type Cart, type CurrencyCode } from '@selvedge/contract';
import { toMoney } from '@selvedge/domain';
import { forbidden, HttpError, notFound } from '../../platform/errors.js';
import type { Runner } from '../../db/transaction.js';
import type { CartRepository, CartRow } from './cart.repository.js';

/** An empty cart in SPEC §3's shape; lines, prices and discounts come with the cart engine. */
function toCart(row: CartRow, currency: CurrencyCode): Cart {
  const zero = toMoney(0, currency);
  return {
    id: row.id,
    encodedId: encodeCartId(row.id),
    webUrl: null,
    checkoutUrl: null,
    completed: row.completedAt !== null,
    owner: row.customerId === null ? 'guest' : 'customer',
    lineItems: { edges: [] },
    items: [],
    totalQuantity: 0,
    cost: { subtotalAmount: zero, discountAmount: zero, totalAmount: zero },
    discountApplications: [],
    deletedItems: [],
    freeShipping: { threshold: '650.00', remaining: '650.00', percent: 0, entitled: false, text: '', country: null },
    hasInvalidItems: false,
  };
}

export function createCartService({ repository }: { repository: CartRepository }) {
  return {
    /**
     * The customer's active cart id, made (empty) when they have none or have checked it out
     * (SPEC §4 Startup). Takes the caller's transaction, so an account and its cart are made together.
     */
    ensureActiveCart(customerId: string, at: Date, runner?: Runner): Promise<string> {
      return repository.ensureActiveCart(customerId, at, runner);
    },

    /**
     * GET /shopify/cart/{encodedCartId}: a customer's cart is theirs alone (403 for anyone else,
     * logged in or not); a guest cart is reached by its unguessable id.
     */
    async read(encodedCartId: string, currency: CurrencyCode, customerId: string | null): Promise<Cart> {
      const id = decodeCartId(encodedCartId);
      if (!id) throw new HttpError(400, ErrorCode.invalid_cart_id, CART_MESSAGES.idInvalid);
      const row = await repository.findById(id);
      if (!row) throw notFound(CART_MESSAGES.notFound, ErrorCode.cart_not_found);
      if (row.customerId !== null && row.customerId !== customerId) throw forbidden(CART_MESSAGES.forbidden);
      return toCart(row, currency);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
