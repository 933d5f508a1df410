import { z } from 'zod';
import { CurrencyCodeSchema } from './currencies.js';

/** A key/value pair on a cart line (SPEC §3: Size, Fit, Initials, Others, Add ons, the reference...). */
export const CartAttributeSchema = z.object({ key: z.string(), value: z.string() });

const AmountSchema = z.object({ amount: z.string(), currencyCode: CurrencyCodeSchema });

/** One cart line (SPEC §3 "Cart line"). */
export const CartLineSchema = z.object({
  id: z.string(),
  quantity: z.number().int(),
  attributes: z.array(CartAttributeSchema),
  discountAllocations: z.array(z.object({ discountedAmount: z.object({ amount: z.string() }) })),
  merchandise: z.object({
    id: z.string(),
    price: AmountSchema,
    image: z.object({ url: z.string(), altText: z.string().nullable() }).nullable(),
    product: z.object({ title: z.string(), handle: z.string(), productType: z.string() }),
  }),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/**
 * The cart as SPEC §3 shapes it: lineItems.edges[].node, cost.subtotalAmount.amount,
 * cost.totalAmount.currencyCode, discountApplications.
 */
export const CartSchema = z.object({
  id: z.string(),
  /** The cart id as the cart paths take it (base64url). */
  encodedId: z.string(),
  webUrl: z.string().nullable(),
  checkoutUrl: z.string().nullable(),
  /** Set once the cart has been checked out: such a cart is cleared from the browser (SPEC §4). */
  completed: z.boolean(),
  lineItems: z.object({ edges: z.array(z.object({ node: CartLineSchema })) }),
  cost: z.object({ subtotalAmount: AmountSchema, totalAmount: AmountSchema }),
  discountApplications: z.array(z.object({ code: z.string(), applicable: z.boolean() })),
});
export type Cart = z.infer<typeof CartSchema>;

export const CartParamsSchema = z.object({ encodedCartId: z.string().min(1).max(128) });

/** The cart id as it travels in a path: base64url of the id (SPEC §7 "id base64url"). */
export function encodeCartId(id: string): string {
  const bytes = new TextEncoder().encode(id);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The id inside an encoded cart id, or null when it is not base64url of printable text. */
export function decodeCartId(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return null;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    const id = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    return /^[\x21-\x7e]{1,100}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

export const CART_MESSAGES = {
  notFound: 'There is no such cart.',
  forbidden: 'This cart belongs to another account.',
  idInvalid: 'The cart id in the address is not a valid cart id.',
} as const;

