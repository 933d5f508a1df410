import type { DeletedFabric } from '@selvedge/contract';

/** What the checkout tells the customer, in one place. */
export const CHECKOUT_MESSAGES = {
  notFound: 'This checkout has not been opened yet.',
  expired: 'Your checkout has expired. Your cart is as you left it: open it and check out again.',
  completed: 'This checkout is complete: the order has been placed.',
  paying: 'A payment for this checkout is under way.',
  changed: 'Something in your order changed since you last saw it. Please check the new total and pay again to accept it.',
  codeNotHeld: (why: string) => `${why} Your order is priced without it: please check the new total and pay again to accept it.`,
  emailMissing: 'Email: is needed for your order confirmation',
  addressMissing: 'Address: is needed to deliver your order',
  empty: 'Your cart is empty.',
  invalid: 'Some pieces in your cart need your attention: edit or remove them in your cart before paying.',
  notDelivered: (country: string) => `Country: we do not deliver to ${country}`,
  addressNotYours: 'addressId: is not one of your saved addresses',
  addressBookGuest: 'addressId: only a signed-in customer has saved addresses',
  paymentNotFound: 'We could not find that payment.',
  paymentNotOpen: 'This payment is no longer waiting for a card.',
  chargeCurrencyNote: 'Your country of delivery determines your payment currency',
  pieceRemoved: 'A piece is no longer in your order: it was removed from your cart.',
} as const;

/** SPEC §8's Fabric Unavailable, for one fabric: what left the order and why, with the shop's note. */
export function unavailableText(fabric: DeletedFabric): string {
  const why = fabric.reason === 'withdrawn' ? 'is no longer available for sale' : 'is out of stock';
  return `${fabric.title} ${why} and has been removed from your order.${fabric.note ? ` ${fabric.note}` : ''}`;
}

/** The fabrics known to have left the order, each once: those remembered, then those just removed. */
export function unavailableSince(remembered: readonly DeletedFabric[], removedNow: readonly DeletedFabric[]): DeletedFabric[] {
  const byId = new Map(remembered.map((fabric) => [fabric.id, fabric]));
  for (const fabric of removedNow) byId.set(fabric.id, fabric);
  return [...byId.values()];
}
