import { z } from 'zod';
import { LenientApiErrorSchema } from './errors.js';
import { GroupedCartItemSchema, DeletedFabricSchema, DiscountApplicationSchema, DiscountCodeSchema } from './cart.js';
import { CurrencyCodeSchema } from './currencies.js';
import { AddressInputSchema, AddressSchema } from './customer.js';
import { MoneySchema } from './money.js';
import { requestBody } from './request-body.js';

/**
 * The hosted checkout (issue 15). Its page is `cart.checkoutUrl` (`/checkout/{token}`, the token
 * being the cart's encoded id); its calls live under `/api/checkout/{token}`. Every amount is the
 * server's: a client sends what it saw (`acceptedTotal`) only so the server can tell it what changed.
 */

/** How long a checkout stays open after it was opened or renewed from the cart. */
export const CHECKOUT_MINUTES = 60;

export const CHECKOUT_STATUSES = ['open', 'paying', 'completed', 'expired'] as const;
export const CheckoutStatusSchema = z.enum(CHECKOUT_STATUSES);
export type CheckoutStatus = z.infer<typeof CheckoutStatusSchema>;

export const PAYMENT_STATUSES = ['pending', 'requires_action', 'processing', 'succeeded', 'failed', 'cancelled'] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export const PaymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderName = z.infer<typeof PaymentProviderSchema>;

export const CheckoutParamsSchema = z.object({ token: z.string().min(1).max(128) });

/** The delivery address as the checkout holds it: the customer's address fields, no id. */
export const CheckoutAddressSchema = AddressSchema.omit({ id: true });
export type CheckoutAddress = z.infer<typeof CheckoutAddressSchema>;

/** What the checkout's totals are made of, in the charge currency. */
export const CheckoutCostSchema = z.object({
  subtotal: MoneySchema,
  discount: MoneySchema,
  shipping: MoneySchema,
  total: MoneySchema,
  /** The same total in SGD, the shop's base currency, as the order keeps it. */
  totalSgd: MoneySchema,
});
export type CheckoutCost = z.infer<typeof CheckoutCostSchema>;

export const CheckoutShippingSchema = z.object({
  /** The rate's name ("Standard international"). */
  name: z.string(),
  /** In the charge currency; "0.00" is shown as free (SPEC §9: whole SGD converted). */
  price: MoneySchema,
  free: z.boolean(),
  deliveryDays: z.object({ min: z.number().int(), max: z.number().int() }),
  /** SPEC §8's note when free shipping does not apply to the country, else null. */
  note: z.string().nullable(),
});

/** What the customer may owe on delivery (taxes and duties) for the country, and notices such as the US tariff. */
export const CheckoutDutiesSchema = z.object({ text: z.string(), notices: z.array(z.string()) });

/** An estimated delivery window for the cart's pieces: lead time (or the pre-order's estimate) plus shipping. */
export const DeliveryEstimateSchema = z.object({
  /** ISO dates (yyyy-mm-dd), in Singapore. */
  earliest: z.string(),
  latest: z.string(),
  /** How it was worked out, for a person ("Made in 3–4 weeks, then 5–9 days' delivery"). */
  text: z.string(),
});
export type DeliveryEstimate = z.infer<typeof DeliveryEstimateSchema>;

/** Something that changed since the customer last saw the checkout; it must be accepted before paying. */
export const CheckoutChangeSchema = z.object({
  kind: z.enum(['price', 'removed', 'invalid', 'currency', 'discount']),
  message: z.string(),
});
export type CheckoutChange = z.infer<typeof CheckoutChangeSchema>;

export const CheckoutPaymentSchema = z.object({
  id: z.string(),
  provider: PaymentProviderSchema,
  status: PaymentStatusSchema,
  /** Why the last attempt failed, for a person ("Your card was declined."), else null. */
  message: z.string().nullable(),
});

export const CheckoutOrderRefSchema = z.object({
  number: z.string(),
  /** The order's page: `/account/orders/{number}` for a customer, a signed link for a guest. */
  url: z.string(),
});

export const CheckoutSchema = z.object({
  token: z.string(),
  status: CheckoutStatusSchema,
  expiresAt: z.string(),
  /** Prefilled with a customer's e-mail; a guest types theirs. */
  email: z.string().nullable(),
  address: CheckoutAddressSchema.nullable(),
  /** A customer's address book (empty for a guest): the default is chosen when no address is set yet. */
  savedAddresses: z.array(AddressSchema),
  defaultAddressId: z.string().nullable(),
  /** The currency the customer pays in: the delivery country's (SPEC §9), the cart's until one is chosen. */
  chargeCurrency: CurrencyCodeSchema,
  /** 'Your country of delivery determines your payment currency' (SPEC §8). */
  chargeCurrencyNote: z.string(),
  items: z.array(GroupedCartItemSchema),
  hasInvalidItems: z.boolean(),
  /**
   * Fabrics whose pieces left this order because they left sale (SPEC §8's Fabric Unavailable: the
   * fabric, why, and the shop's note), since the customer last started a payment.
   */
  unavailable: z.array(DeletedFabricSchema),
  discount: DiscountApplicationSchema.nullable(),
  shipping: CheckoutShippingSchema.nullable(),
  duties: CheckoutDutiesSchema.nullable(),
  delivery: DeliveryEstimateSchema.nullable(),
  cost: CheckoutCostSchema,
  /** What changed since the last answer the customer acted on; Pay with the new total accepts them. */
  changes: z.array(CheckoutChangeSchema),
  payment: CheckoutPaymentSchema.nullable(),
  /** Set once the checkout is completed: where the order can be seen. */
  order: CheckoutOrderRefSchema.nullable(),
  /** The customer's "I need it by" date (yyyy-mm-dd), if given (decision 048). */
  needBy: z.string().nullable().optional(),
  /** Set when the pieces, with the fit guarantee's buffer, are not expected by that date: it warns, it does not stop Pay. */
  needByWarning: z.string().nullable().optional(),
});
export type Checkout = z.infer<typeof CheckoutSchema>;

/**
 * The 409 `checkout_changed` answer of Pay: the refusal, and the checkout as it is now (its
 * `changes` say what moved), so the page shows it without asking again.
 */
export const CheckoutChangedAnswerSchema = LenientApiErrorSchema.extend({ checkout: CheckoutSchema });
export type CheckoutChangedAnswer = z.infer<typeof CheckoutChangedAnswerSchema>;

/** PATCH /api/checkout/{token}: contact and delivery, each optional; the answer is re-priced. */
export const UpdateCheckoutRequestSchema = requestBody(
  {
    email: z.email('Email: is not a valid e-mail address').max(254).optional(),
    address: AddressInputSchema.optional(),
    /** A saved address of the customer's, instead of `address`. */
    addressId: z.string().min(1).max(64).optional(),
    /** "I need it by" (yyyy-mm-dd, Singapore), or null to take it away; the server checks it is not past and within a year. */
    needBy: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'needBy: is not a date (yyyy-mm-dd)')
      .refine(
        (date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date),
        'needBy: is not a real date',
      )
      .nullable()
      .optional(),
  },
  'The body must be an object with email, address, addressId or needBy.',
);
export type UpdateCheckoutRequest = z.input<typeof UpdateCheckoutRequestSchema>;

/** POST /api/checkout/{token}/code. */
export const CheckoutCodeRequestSchema = requestBody({ discountCode: DiscountCodeSchema }, 'The body must be an object with discountCode.');

/**
 * POST /api/checkout/{token}/pay (Idempotency-Key): pays what the customer saw. When the server's
 * total differs (a price, a fabric, a code changed), the answer is a 409 `checkout_changed` with the
 * new checkout; paying again with its total accepts the change.
 */
export const PayCheckoutRequestSchema = requestBody({ acceptedTotal: MoneySchema }, 'The body must be an object with acceptedTotal.');

/** Where the customer goes to pay: the provider's hosted page. */
export const PayCheckoutAnswerSchema = z.object({ redirectUrl: z.string(), payment: CheckoutPaymentSchema });
export type PayCheckoutAnswer = z.infer<typeof PayCheckoutAnswerSchema>;

/** POST /api/checkout/{token}/complete: the customer is back from the payment page. */
export const CompleteCheckoutRequestSchema = requestBody(
  { paymentId: z.string().min(1).max(128) },
  'The body must be an object with paymentId.',
);

// --- The built-in test provider's hosted page (/pay/test/{paymentId}) ---------------------------

export const TestPaymentParamsSchema = z.object({ paymentId: z.string().min(1).max(128) });

/** The test cards (Stripe's test-mode numbers), with what each does. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000002760003184',
  /** Accepted, then settled later: succeeds by webhook. */
  asyncSucceeds: '4000000000003055',
  /** Accepted, then settled later: fails by webhook. */
  asyncFails: '4000000000003063',
} as const;

export const TEST_PAYMENT_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  authenticationFailed: 'We could not authenticate your payment. Please try again or use another card.',
  unknownCard: 'This is a test payment: use one of the test cards listed on this page.',
  expired: 'Your card has expired.',
} as const;

/** What the hosted test page shows: what is paid, to whom, and where to go back. */
export const TestPaymentSchema = z.object({
  id: z.string(),
  status: PaymentStatusSchema,
  amount: MoneySchema,
  merchant: z.string(),
  email: z.string().nullable(),
  /** Back to the checkout (the customer gave up, or it is done). */
  returnUrl: z.string(),
  cancelUrl: z.string(),
  message: z.string().nullable(),
});
export type TestPayment = z.infer<typeof TestPaymentSchema>;

/** POST /api/payments/test/{paymentId}/confirm: the card as typed (spaces allowed). */
export const TestCardRequestSchema = requestBody(
  {
    cardNumber: z
      .string()
      .trim()
      .regex(/^[\d ]{12,23}$/, 'Card number: must be 12 to 19 digits'),
    expiry: z
      .string()
      .trim()
      .regex(/^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/, 'Expiry: must be MM / YY'),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, 'CVC: must be 3 or 4 digits'),
    name: z.string().trim().min(1, 'Name on card: must not be empty').max(100),
  },
  'The body must be an object with cardNumber, expiry, cvc and name.',
);
export type TestCardRequest = z.input<typeof TestCardRequestSchema>;

/** The answer to a card or a 3-D Secure decision: where the page goes next. */
export const TestPaymentStepSchema = z.object({
  status: PaymentStatusSchema,
  /** The checkout's return address (succeeded or processing), the challenge page, or null to stay. */
  next: z.string().nullable(),
  message: z.string().nullable(),
});
export type TestPaymentStep = z.infer<typeof TestPaymentStepSchema>;

/** POST /api/payments/test/{paymentId}/challenge: the 3-D Secure page's answer. */
export const TestChallengeRequestSchema = requestBody({ approve: z.boolean() }, 'The body must be an object with approve.');
