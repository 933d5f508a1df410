import { CART_MESSAGES, encodeCartId, type Cart, type CurrencyCode } from '@selvedge/contract';
import { cartApi } from './api/cart-queries';

/**
 * The cart follows the display currency (PATCH /shopify/cart/currency/{id}). Fails with SPEC §8's
 * words: no cart id stored, an id that cannot be encoded, or the call refused or unreachable.
 */
export async function changeCartCurrency(cartId: string | null, currency: CurrencyCode): Promise<Cart> {
  if (!cartId) throw new Error(CART_MESSAGES.noCartId);
  try {
    encodeCartId(cartId);
  } catch {
    throw new Error(CART_MESSAGES.encodeFailed);
  }
  try {
    return await (await cartApi()).changeCartCurrency(cartId, currency);
  } catch (error) {
    console.warn('The cart kept its currency', error);
    throw new Error(CART_MESSAGES.currencyFailed);
  }
}
