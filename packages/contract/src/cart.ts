import { z } from 'zod';
import { CurrencyCodeSchema } from './currencies.js';
import { FitAnswersSchema } from './fit.js';
import { MeasurementMethodSchema, SizeMeasurementSchema, SizeTrackSchema } from './measurements.js';
import { ProductTypeSchema } from './product-types.js';
import { requestBody, requestPart } from './request-body.js';

/** A key/value pair on a cart line (SPEC §3: Size, Fit, Initials, Others, Add ons, the reference...). */
export const CartAttributeSchema = z.object({ key: z.string(), value: z.string() });
export type CartAttribute = z.infer<typeof CartAttributeSchema>;

const AmountSchema = z.object({ amount: z.string(), currencyCode: CurrencyCodeSchema });

/**
 * The attributes a line carries for the engine (SPEC §3's internal reference, product and category
 * attributes, and what the piece is made of). Keys starting with `_` are the engine's; the others
 * (Size, Fit, Initials, Add ons, Others and each style group's name) are written by the server
 * from the checked design, for people to read. A client sends only the `_` keys.
 */
export const CART_ATTRIBUTE = {
  /** Groups the lines of one piece; a piece is identified by it, never by its fabric alone. */
  reference: '_reference',
  /** The product type. */
  product: '_product',
  /** The category: `piece`, `trial` or `preorder`. */
  category: '_category',
  /** The design as the customiser writes it in its address (`fabric=...&collar=...`). */
  design: '_design',
  /** The size as JSON (`PieceSizing`). */
  sizing: '_sizing',
} as const;

/** A piece's category (SPEC §3 category attribute): a trial piece is made to refine the fit. */
export const PIECE_CATEGORIES = ['piece', 'trial', 'preorder'] as const;
export const PieceCategorySchema = z.enum(PIECE_CATEGORIES);
export type PieceCategory = z.infer<typeof PieceCategorySchema>;

/** A reference: 8 to 40 letters, digits, `_` or `-`. The storefront makes one per piece. */
export const PieceReferenceSchema = z.string().regex(/^[A-Za-z0-9_-]{8,40}$/, 'is not a piece reference (8 to 40 letters, digits, _ or -)');

/** How a piece is sized (the measurement step's answer, SPEC §4-§5). */
export const PieceSizingSchema = requestPart({
  /** How the size was given on the measurement screen. */
  method: MeasurementMethodSchema,
  /** From the size table or from body measurements (a saved size keeps its own). */
  track: SizeTrackSchema,
  /** The standard size (standard method) or the saved size's name (saved method); null for body measurements. */
  size: z.string().max(60).nullable(),
  fit: z.string().min(1).max(20),
  /** The name the size is saved under, when it is one of the customer's saved sizes. */
  sizeName: z.string().max(60).nullable(),
  /** Lengths in inches; the chosen option for a dropdown field. */
  measurements: z.array(SizeMeasurementSchema).max(60),
  /** What the customer told the fit estimate, when they answered it (issue 29): the far-from-estimate check reads it. */
  fitAnswers: FitAnswersSchema.optional(),
  /** The size and fit are the fit estimate's, from `fitAnswers`: the piece's size source says so. */
  estimated: z.boolean().optional(),
  /** The measurement warnings (`measurementWarnings`, by id) the customer looked at and confirmed. */
  confirmedWarnings: z.array(z.string().max(60)).max(20).optional(),
});
export type PieceSizing = z.infer<typeof PieceSizingSchema>;

/** The most of one piece a cart takes (made to measure: more is a wholesale order, by e-mail). */
export const MAX_PIECE_QUANTITY = 20;
/** The most pieces one cart holds. */
export const MAX_CART_PIECES = 50;

const QuantitySchema = z
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(MAX_PIECE_QUANTITY, `must be at most ${MAX_PIECE_QUANTITY}`);

/**
 * A piece to add (SPEC §7 lineItems[]): `merchandiseId` is the fabric's variant; the attributes
 * carry the reference, product type, category, design and sizing (CART_ATTRIBUTE). The server
 * checks all of it against the product configuration and prices it; add-ons become lines of
 * their own, made by the server from the design.
 */
export const CartLineInputSchema = requestPart({
  merchandiseId: z.string().min(1).max(100),
  quantity: QuantitySchema,
  attributes: z.array(requestPart({ key: z.string().min(1).max(40), value: z.string().max(8000) })).max(20),
});
export type CartLineInput = z.infer<typeof CartLineInputSchema>;

/** A new quantity for a piece, by the id of any of its lines (or its reference). */
export const CartQuantityChangeSchema = requestPart({ id: z.string().min(1).max(100), quantity: QuantitySchema });
export type CartQuantityChange = z.infer<typeof CartQuantityChangeSchema>;

/** POST /shopify/cart: a new cart, for a customer also their e-mail and access token (their own). */
export const CreateCartRequestSchema = requestBody(
  {
    lineItems: z.array(CartLineInputSchema).max(MAX_CART_PIECES),
    email: z.string().max(254).optional(),
    customerAccessToken: z.string().max(200).optional(),
  },
  'The body must be an object with lineItems.',
);
export type CreateCartRequest = z.infer<typeof CreateCartRequestSchema>;

/**
 * One change of PATCH /shopify/cart/{id}: a piece (merchandiseId, quantity, attributes) or a
 * quantity change (id, quantity). Read as one object so a problem is named on its own field.
 */
const CartChangeSchema = requestPart({
  merchandiseId: z.string().min(1).max(100).optional(),
  id: z.string().min(1).max(100).optional(),
  quantity: QuantitySchema,
  attributes: CartLineInputSchema.shape.attributes.optional(),
}).transform((change, context): CartLineInput | CartQuantityChange => {
  if (change.merchandiseId !== undefined && change.id === undefined) {
    if (change.attributes !== undefined)
      return { merchandiseId: change.merchandiseId, quantity: change.quantity, attributes: change.attributes };
    context.addIssue({ code: 'custom', path: ['attributes'], message: 'is missing: a piece needs its attributes' });
  } else if (change.id !== undefined && change.merchandiseId === undefined && change.attributes === undefined) {
    return { id: change.id, quantity: change.quantity };
  } else {
    context.addIssue({
      code: 'custom',
      path: [],
      message: 'must be a piece (merchandiseId, quantity, attributes) or a quantity change (id, quantity)',
    });
  }
  return z.NEVER;
});

/** PATCH /shopify/cart/{id}: pieces to add (or to replace, by reference) and quantities to change. */
export const UpdateCartRequestSchema = z
  .array(CartChangeSchema, { error: 'The body must be a list of pieces or quantity changes.' })
  .min(1, 'The list is empty: there is nothing to change.')
  .max(MAX_CART_PIECES);
export type UpdateCartRequest = z.output<typeof UpdateCartRequestSchema>;

/** PATCH /shopify/cart/remove/{id}: line ids (or references); a piece goes whole. */
export const RemoveCartLinesRequestSchema = z
  .array(z.string().min(1).max(100), { error: 'The body must be a list of line ids.' })
  .min(1, 'The list is empty: there is nothing to remove.')
  .max(200);

export const ChangeCartCurrencyRequestSchema = requestBody({ currency: CurrencyCodeSchema }, 'The body must be an object with currency.');

export const DiscountCodeSchema = z
  .string()
  .trim()
  .min(1, 'Enter a discount code.')
  .max(40, 'A discount code has at most 40 characters.')
  .regex(/^[A-Za-z0-9_-]+$/, 'A discount code has only letters, digits, - and _.');
export const ApplyDiscountCodeRequestSchema = requestBody(
  { discountCode: DiscountCodeSchema },
  'The body must be an object with discountCode.',
);

/** One cart line (SPEC §3 "Cart line"). */
export const CartLineSchema = z.object({
  id: z.string(),
  quantity: z.number().int(),
  attributes: z.array(CartAttributeSchema),
  discountAllocations: z.array(z.object({ discountedAmount: AmountSchema })),
  merchandise: z.object({
    id: z.string(),
    /** The price of one, in the cart's currency. */
    price: AmountSchema,
    image: z.object({ url: z.string(), altText: z.string().nullable() }).nullable(),
    product: z.object({ id: z.string(), title: z.string(), handle: z.string(), productType: z.string() }),
  }),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** What one piece is charged: the fabric and each priced add-on. */
export const PieceChargeSchema = z.object({ key: z.string(), label: z.string(), amount: z.string() });

/** SPEC §8's words for a piece that no longer passes the product configuration. */
export const INVALID_PIECE_MESSAGES = {
  nothingToSelect: 'Invalid item (item has styles that have nothing to select) in cart',
  valueMismatch: 'Invalid item in cart due to value mismatch',
} as const;

/**
 * SPEC §3 "Grouped cart item": one piece, made of the lines that share its reference, with its
 * total in the cart's currency and in every currency (so a switch of display currency shows at
 * once), its charges and its share of the discount.
 */
export const GroupedCartItemSchema = z.object({
  reference: z.string(),
  productType: ProductTypeSchema,
  category: PieceCategorySchema,
  /** The fabric's product. */
  fabric: z.object({ id: z.string(), variantId: z.string(), title: z.string(), handle: z.string() }),
  image: z.object({ url: z.string(), altText: z.string().nullable() }).nullable(),
  quantity: z.number().int(),
  /** The ids of the piece's lines (the fabric's first). */
  lineIds: z.array(z.string()),
  /** What the customer chose, for people: styles, Size, Fit, Initials, Add ons, Others. */
  attributes: z.array(CartAttributeSchema),
  design: z.string(),
  sizing: PieceSizingSchema,
  /** The customiser's address that edits this piece (SPEC §2 edit=true&edit-id=&reference=). */
  editPath: z.string(),
  /**
   * The piece drawn in its cloth (issue 30): the address of the server's picture of its design
   * (`/api/previews/{type}.webp?...`, initials included, comments left out). The storefront shows the
   * fabric's swatch when it is absent.
   */
  preview: z.string().optional(),
  groupedItemsTotal: z.string(),
  groupItemsCurrencyCode: CurrencyCodeSchema,
  groupedItemsDiscount: z.string(),
  groupedItemsTotalByCurrency: z.record(z.string(), z.string()),
  /** The charges in the cart's currency and in SGD, the shop's own. */
  groupedItemsChargesByCurrency: z.record(z.string(), z.array(PieceChargeSchema)),
  /** Set when the piece no longer passes the configuration: SPEC §8's message and what is wrong. */
  invalid: z.object({ message: z.string(), problems: z.array(z.string()) }).nullable(),
});
export type GroupedCartItem = z.infer<typeof GroupedCartItemSchema>;

/** Why a fabric left a cart: out of stock for now, or withdrawn from sale. */
export const DELETED_FABRIC_REASONS = ['out_of_stock', 'withdrawn'] as const;
export const DeletedFabricReasonSchema = z.enum(DELETED_FABRIC_REASONS);

/** SPEC §3 "Deleted fabric": reported once, by the read that removed its pieces. */
export const DeletedFabricSchema = z.object({
  id: z.string(),
  title: z.string(),
  reason: DeletedFabricReasonSchema,
  /** The shop's own words on why, when it gave some. */
  note: z.string().nullable(),
});
export type DeletedFabric = z.infer<typeof DeletedFabricSchema>;

/** SPEC §8: the two bodies of the Fabric Unavailable dialog. */
export const FABRIC_UNAVAILABLE = {
  title: 'Fabric Unavailable',
  out_of_stock:
    'The following fabric(s) is either temporarily or permanently out of stock, and has automatically been removed from your cart:',
  withdrawn: 'The following fabric(s) is no longer avalable for sale and has been removed from your cart.',
} as const;

export const DiscountApplicationSchema = z.object({
  code: z.string(),
  applicable: z.boolean(),
  /** Why it does not apply, or what it needs (e.g. delivery to the United States), in words. */
  message: z.string().nullable(),
  /** What it takes off, in the cart's currency. */
  amount: z.string(),
});
export type DiscountApplication = z.infer<typeof DiscountApplicationSchema>;

/** How far the cart is from free shipping, in its currency (SPEC §8, §9). */
export const FreeShippingSchema = z.object({
  threshold: z.string(),
  remaining: z.string(),
  percent: z.number().int().min(0).max(100),
  entitled: z.boolean(),
  /** SPEC §8's words: '{currency} {amount} more to FREE SHIPPING' or 'You are entitled to FREE SHIPPING!'. */
  text: z.string(),
  /** The delivery country when known (a customer's default address), and whether free shipping applies there. */
  country: z.object({ code: z.string(), name: z.string(), freeShipping: z.boolean() }).nullable(),
});

/**
 * The cart as SPEC §3 shapes it (lineItems.edges[].node, cost.subtotalAmount.amount,
 * cost.totalAmount.currencyCode, discountApplications), with the pieces grouped.
 */
export const CartSchema = z.object({
  id: z.string(),
  /** The cart id as the cart paths take it (base64url). */
  encodedId: z.string(),
  webUrl: z.string().nullable(),
  checkoutUrl: z.string().nullable(),
  /** Set once the cart has been checked out: such a cart is cleared from the browser (SPEC §4). */
  completed: z.boolean(),
  /** Whose cart: a guest's is reached by its id alone. */
  owner: z.enum(['guest', 'customer']),
  lineItems: z.object({ edges: z.array(z.object({ node: CartLineSchema })) }),
  items: z.array(GroupedCartItemSchema),
  /** The number of pieces (quantities added up): the navbar's badge. */
  totalQuantity: z.number().int(),
  cost: z.object({ subtotalAmount: AmountSchema, discountAmount: AmountSchema, totalAmount: AmountSchema }),
  discountApplications: z.array(DiscountApplicationSchema),
  /** Fabrics whose pieces this read removed (reported once). */
  deletedItems: z.array(DeletedFabricSchema),
  freeShipping: FreeShippingSchema,
  /** Pieces that no longer pass the configuration: checkout refuses the cart until they are edited or removed. */
  hasInvalidItems: z.boolean(),
});
export type Cart = z.infer<typeof CartSchema>;

/** PATCH /shopify/cart/currency/{id} answers `{ data: cart }` (SPEC §7). */
export const CartCurrencyAnswerSchema = z.object({ data: CartSchema });

/** PATCH /firebase/customers/{id}/cart/{cartId}. */
export const LinkCartParamsSchema = z.object({ id: z.string().min(1).max(100), cartId: z.string().min(1).max(128) });

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
  completed: 'This cart has been checked out; it cannot be changed.',
  tokenNotYours: 'customerAccessToken: is not the token this request is signed in with.',
  emailNotYours: 'email: is not the e-mail of the account this request is signed in with.',
  tooManyPieces: `A cart holds at most ${MAX_CART_PIECES} pieces.`,
  lineNotFound: (id: string) => `There is no line "${id.slice(0, 100)}" in this cart.`,
  codeUnknown: (code: string) => `The code "${code.slice(0, 40)}" is not a discount code of ours.`,
  mergedElsewhere: 'This cart has already been added to another account.',
  inPayment:
    'Your payment for this cart is under way, so it cannot change now. Once the order is placed, add the piece to your new cart; if the payment does not go through, you can change this one again.',
  /** SPEC §8's currency change errors. */
  noCartId: 'No cart ID found',
  encodeFailed: 'Failed to encode cart ID',
  currencyFailed: 'Failed to update currency',
} as const;

/** How many seconds an Idempotency-Key is remembered. */
export const IDEMPOTENCY_KEY_SECONDS = 24 * 60 * 60;
export const IdempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{8,200}$/, 'Idempotency-Key: must be 8 to 200 printable characters');
