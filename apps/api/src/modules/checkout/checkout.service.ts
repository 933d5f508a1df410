import {
  CHECKOUT_MINUTES,
  encodeCartId,
  ErrorCode,
  type ApiProblem,
  type Cart,
  type Checkout,
  type CheckoutAddress,
  type CheckoutChange,
  type Customer,
  type CurrencyCode,
  type DeletedFabric,
  type DeliveryEstimate,
  type Money,
  type PayCheckoutAnswer,
  type PaymentStatus,
  type ProductConfig,
  type ProductType,
  type TestCardRequest,
  type TestPayment,
  type TestPaymentStep,
  type UpdateCheckoutRequest,
} from '@selvedge/contract';
import { convertFromSgd, decimalStringToMinor, formatMoney, singaporeDay, toMoney, type CurrencyRate } from '@selvedge/domain';
import { isDeepStrictEqual } from 'node:util';
import { HttpError, notFound } from '../../platform/errors.js';
import type { Clock } from '../../platform/clock.js';
import type { Mailer } from '../../platform/mailer.js';
import type { Runner } from '../../db/transaction.js';
import type { AuditService } from '../audit/audit.service.js';
import { automaticRefundEmail } from './checkout.emails.js';
import type { PaymentEvent, PaymentProvider } from '../../platform/payments/payment-provider.js';
import { testCardOutcome } from '../../platform/payments/test-provider.js';
import type { CartService } from '../cart/cart.service.js';
import { fitNotesOf, measurementLabelsOf, type OrdersService, type PaidSnapshot } from '../orders/orders.service.js';
import { needByProblem, needByWarning, type TimelineService } from '../orders/timeline.service.js';
import type { PreorderDelivery, PreorderService } from '../preorder/preorder.service.js';
import type { Destination, ShippingService } from '../shipping/shipping.service.js';
import { newCheckoutId, newPaymentId, type CheckoutRepository, type CheckoutRow, type PaymentRow } from './checkout.repository.js';

const CHECKOUT_MESSAGES = {
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
function unavailableText(fabric: DeletedFabric): string {
  const why = fabric.reason === 'withdrawn' ? 'is no longer available for sale' : 'is out of stock';
  return `${fabric.title} ${why} and has been removed from your order.${fabric.note ? ` ${fabric.note}` : ''}`;
}

/** The fabrics known to have left the order, each once: those remembered, then those just removed. */
function unavailableSince(remembered: readonly DeletedFabric[], removedNow: readonly DeletedFabric[]): DeletedFabric[] {
  const byId = new Map(remembered.map((fabric) => [fabric.id, fabric]));
  for (const fabric of removedNow) byId.set(fabric.id, fabric);
  return [...byId.values()];
}

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
/** How long an asynchronous test payment takes to settle. */
const TEST_SETTLE_MS = 20_000;
/** An open payment older than this is given up (cancelled) by the sweep. */
const ABANDONED_PAYMENT_MS = 24 * 60 * 60_000;
/** An automatic refund not settled this long after it was asked is asked again by the sweep. */
const AUTO_REFUND_RETRY_MS = 5 * 60_000;
const OPEN_PAYMENT: readonly PaymentStatus[] = ['pending', 'requires_action', 'processing'];

/** A cart as the checkout sees it (through the cart's service). */
type CartRow = Awaited<ReturnType<CartService['cartFor']>>;

interface Dependencies {
  repository: CheckoutRepository;
  carts: Pick<CartService, 'cartFor' | 'quote' | 'completeForOrder' | 'applyCode' | 'removeCode' | 'reserveCode' | 'holdForPayment' | 'releaseFromPayment'>;
  catalogue: { rate(currency: CurrencyCode): Promise<CurrencyRate>; productConfigs(currency: CurrencyCode): Promise<Record<ProductType, ProductConfig>> };
  shipping: Pick<ShippingService, 'destination'>;
  customers: { customer(customerId: string): Promise<Customer> };
  orders: Pick<OrdersService, 'create' | 'refOf' | 'hasOrdered' | 'paymentOf'>;
  timelines: Pick<TimelineService, 'atPayment'>;
  audit: Pick<AuditService, 'record'>;
  mailer: Pick<Mailer, 'send'>;
  preorders: Pick<PreorderService, 'delivery'>;
  provider: PaymentProvider;
  clock: Clock;
  publicUrl: string;
  /** Told when an order is inserted and when a payment moves for good (the metrics count them); nothing of the customer's. */
  events?: CheckoutEvents;
}

interface CheckoutEvents {
  orderCreated(): void;
  paymentMoved(outcome: 'succeeded' | 'failed' | 'cancelled' | 'refunded_automatically'): void;
}

const ignoredEvents: CheckoutEvents = { orderCreated: () => undefined, paymentMoved: () => undefined };

/** The moves of a payment the events tell: where it ended, not the steps on the way. */
const finalStatus = (status: PaymentStatus): status is 'succeeded' | 'failed' | 'cancelled' => status === 'succeeded' || status === 'failed' || status === 'cancelled';

/** A checkout priced now: the cart in the charge currency, shipping, and everything the answer shows. */
interface Quote {
  cart: Cart;
  currency: CurrencyCode;
  rate: CurrencyRate;
  destination: Destination | null;
  shippingMinor: number;
  shippingFree: boolean;
  subtotalMinor: number;
  discountMinor: number;
  /** Each piece's price before the code, by reference: a code the customer applies is not a change in the piece's price. */
  pieceMinor: Record<string, number>;
  totalMinor: number;
  totalSgdMinor: number;
  delivery: { overall: DeliveryEstimate | null; byReference: Record<string, DeliveryEstimate> };
  labels: PaidSnapshot['measurementLabels'];
  /** Each piece's expected delivery if paid now, and its type's need-by buffer (decision 048). */
  timeline: { expected: Record<string, string>; buffers: Record<string, number>; preorderStartsOn: string | null };
  fit: NonNullable<PaidSnapshot['fitByReference']>;
}

/** The total the customer accepted, in minor units; more decimals than its currency has is a 400. */
function acceptedMinor(total: Money): number {
  try {
    return decimalStringToMinor(total.amount, total.currencyCode);
  } catch {
    const message = `acceptedTotal.amount: has more decimals than ${total.currencyCode} has`;
    throw new HttpError(400, ErrorCode.bad_request, message, {}, { problems: [{ path: 'acceptedTotal.amount', message }] });
  }
}

const isoDay = (at: number): string => new Date(at).toISOString().slice(0, 10);

/** What the customer may owe on delivery, and the notices for the country (SPEC §9's US tariff). */
function dutiesFor(destination: Destination): { text: string; notices: string[] } {
  const text =
    destination.code === 'SG'
      ? 'Singapore GST is included; nothing more is due on delivery.'
      : `Prices do not include ${destination.name}'s import duties and taxes. If its customs charge any, the courier collects them on delivery.`;
  const notices = destination.code === 'US' ? ['US deliveries from 29 August carry a 10% tariff, collected by the courier on delivery.'] : [];
  return { text, notices };
}

export function createCheckoutService({ repository, carts, catalogue, shipping, customers, orders, timelines, audit, mailer, preorders, provider, clock, publicUrl, events = ignoredEvents }: Dependencies) {
  const now = () => clock.now();

  // --- Pricing ------------------------------------------------------------------------------------

  /**
   * When the pieces can be at the door. Made-to-order pieces: the slowest piece's lead time from
   * today plus the delivery days. Pre-order pieces: the collection's window counted from its cutoff
   * (or, without one, their lead time from the cutoff). The order's estimate covers every piece;
   * each piece keeps its own (`byReference`), so the order page can say when each one comes.
   */
  function estimate(
    cart: Cart,
    configs: Record<ProductType, ProductConfig>,
    destination: Destination | null,
    preorder: PreorderDelivery | null,
  ): { overall: DeliveryEstimate | null; byReference: Record<string, DeliveryEstimate> } {
    const days = destination?.rate.deliveryDays ?? { min: 3, max: 10 };
    /** The slowest piece's lead time, in weeks. */
    const leadWeeks = (items: Cart['items']): { minWeeks: number; maxWeeks: number } => {
      let minWeeks = 0;
      let maxWeeks = 0;
      for (const item of items) {
        const config = configs[item.productType];
        const lead = item.category === 'trial' ? (config.trialLeadTime ?? config.leadTime) : config.leadTime;
        minWeeks = Math.max(minWeeks, lead.minWeeks);
        maxWeeks = Math.max(maxWeeks, lead.maxWeeks);
      }
      return { minWeeks, maxWeeks };
    };
    const today = now().getTime();
    const madeToOrder = cart.items.filter((item) => item.category !== 'preorder');
    const preordered = cart.items.filter((item) => item.category === 'preorder');
    const parts: DeliveryEstimate[] = [];
    const byReference: Record<string, DeliveryEstimate> = {};
    if (madeToOrder.length > 0) {
      const { minWeeks, maxWeeks } = leadWeeks(madeToOrder);
      const weeks = minWeeks === maxWeeks ? `${minWeeks}` : `${minWeeks}–${maxWeeks}`;
      const part = {
        earliest: isoDay(today + (Math.round(minWeeks * 7) + days.min) * MS_PER_DAY),
        latest: isoDay(today + (Math.round(maxWeeks * 7) + days.max) * MS_PER_DAY),
        text: `Made in ${weeks} weeks, then ${days.min}–${days.max} days' delivery`,
      };
      parts.push(part);
      for (const item of madeToOrder) byReference[item.reference] = part;
    }
    if (preordered.length > 0) {
      // Made after the pre-order closes: counted from the cutoff (from today once it has passed).
      const from = Math.max(today, preorder?.cutoff.getTime() ?? today);
      const lead = leadWeeks(preordered);
      const part = preorder?.weeks
        ? { earliest: isoDay(from + preorder.weeks.min * 7 * MS_PER_DAY), latest: isoDay(from + preorder.weeks.max * 7 * MS_PER_DAY), text: `Pre-order: ${preorder.text}` }
        : {
            earliest: isoDay(from + (Math.round(lead.minWeeks * 7) + days.min) * MS_PER_DAY),
            latest: isoDay(from + (Math.round(lead.maxWeeks * 7) + days.max) * MS_PER_DAY),
            text: `Pre-order: made after it closes, in ${lead.minWeeks}–${lead.maxWeeks} weeks, then ${days.min}–${days.max} days' delivery`,
          };
      parts.push(part);
      for (const item of preordered) byReference[item.reference] = part;
    }
    if (parts.length === 0) return { overall: null, byReference };
    const overall =
      parts.length === 1
        ? parts[0]!
        : {
            earliest: parts.map((part) => part.earliest).sort().at(-1)!,
            latest: parts.map((part) => part.latest).sort().at(-1)!,
            text: parts.map((part) => part.text).join('; '),
          };
    return { overall, byReference };
  }

  async function quote(row: CheckoutRow): Promise<Quote> {
    const address = row.address as CheckoutAddress | null;
    const destination = address ? await shipping.destination(address.countryCode) : null;
    const currency = row.chargeCurrency;
    const country = destination?.code ?? null;
    // A code counts this customer by account or by the checkout's e-mail, and a first order by it too.
    const buyer = row.email ? { email: row.email, hasOrdered: await orders.hasOrdered(row.email) } : null;
    const [quoted, rate, configs] = await Promise.all([carts.quote(row.cartId, currency, country, buyer), catalogue.rate(currency), catalogue.productConfigs('SGD')]);
    if (!quoted) throw notFound(CHECKOUT_MESSAGES.notFound, ErrorCode.checkout_not_found);
    // The cart is priced once: its goods in SGD (for free shipping and the order's SGD total) come with it.
    const { cart, money } = quoted;
    const { goodsSgdMinor, subtotalMinor, discountMinor } = money;
    if (money.currency !== currency) throw new Error(`the cart was priced in ${money.currency}, not ${currency}`);
    const preorder = cart.items.some((item) => item.category === 'preorder') ? await preorders.delivery() : null;
    const shippingFree = destination !== null && destination.freeShipping && goodsSgdMinor >= destination.freeShippingThresholdMinorSgd;
    const shippingSgdMinor = destination && !shippingFree ? destination.rate.priceMinorSgd : 0;
    const shippingMinor = convertFromSgd(shippingSgdMinor, rate);
    const totalMinor = subtotalMinor - discountMinor + shippingMinor;
    const preorderStartsOn = preorder ? singaporeDay(new Date(Math.max(now().getTime(), preorder.cutoff.getTime()))) : null;
    const expected = await timelines.atPayment(cart.items, { shippingDays: destination?.rate.deliveryDays.max ?? 10, startsOn: preorderStartsOn });
    return {
      cart,
      currency,
      rate,
      destination,
      shippingMinor,
      shippingFree,
      subtotalMinor,
      discountMinor,
      pieceMinor: Object.fromEntries(Object.entries(money.pieces).map(([reference, piece]) => [reference, piece.priceMinor])),
      totalMinor,
      totalSgdMinor: goodsSgdMinor + shippingSgdMinor,
      delivery: estimate(cart, configs, destination, preorder),
      labels: measurementLabelsOf(configs),
      timeline: { ...expected, preorderStartsOn },
      fit: fitNotesOf(configs, cart.items),
    };
  }

  /**
   * What changed since the customer was last shown the checkout (each piece's price, the total).
   * After a change the customer asked for (a code, an address) the discount and the total they see
   * are the answer to it, not news: only what moved on its own is told.
   */
  function changesSince(row: CheckoutRow, priced: Quote, unavailable: readonly DeletedFabric[], asked: boolean): CheckoutChange[] {
    const last = row.lastQuote;
    if (!last || last.currency !== priced.currency) return [];
    const changes: CheckoutChange[] = [];
    const money = (minor: number) => formatMoney(minor, priced.currency);
    const pieces = new Map(priced.cart.items.map((item) => [item.reference, { item, minor: priced.pieceMinor[item.reference] ?? 0 }]));
    const missing = Object.keys(last.pieces).filter((reference) => !pieces.has(reference));
    if (missing.length > 0 && unavailable.length > 0) for (const fabric of unavailable) changes.push({ kind: 'removed', message: unavailableText(fabric) });
    else for (const _reference of missing) changes.push({ kind: 'removed', message: CHECKOUT_MESSAGES.pieceRemoved });
    for (const [reference, before] of Object.entries(last.pieces)) {
      const after = pieces.get(reference);
      if (after && after.minor !== before) changes.push({ kind: 'price', message: `${after.item.fabric.title}: now ${money(after.minor)} (was ${money(before)}).` });
    }
    if (asked) return changes;
    if (last.discountMinor !== priced.discountMinor) {
      // A code that stopped applying (its last use went to another order, say) says why.
      const code = priced.cart.discountApplications[0];
      const why = code && !code.applicable && code.message ? `${code.message} ` : '';
      changes.push({ kind: 'discount', message: `${why}Your discount is now ${money(priced.discountMinor)}.` });
    }
    if (changes.length === 0 && last.totalMinor !== priced.totalMinor) changes.push({ kind: 'price', message: `Your total is now ${money(priced.totalMinor)}.` });
    return changes;
  }

  function lastQuoteOf(priced: Quote): NonNullable<CheckoutRow['lastQuote']> {
    return {
      currency: priced.currency,
      totalMinor: priced.totalMinor,
      discountMinor: priced.discountMinor,
      shippingMinor: priced.shippingMinor,
      pieces: { ...priced.pieceMinor },
    };
  }

  /** Keeps the fabrics a pricing just took out of the order on the checkout, for every answer after. */
  async function rememberUnavailable(row: CheckoutRow, priced: Quote): Promise<void> {
    const unavailable = unavailableSince(row.lastQuote?.unavailable ?? [], priced.cart.deletedItems);
    await repository.update(row.id, { lastQuote: { ...(row.lastQuote ?? lastQuoteOf(priced)), unavailable }, updatedAt: now() });
  }

  async function paymentOf(row: CheckoutRow): Promise<Checkout['payment']> {
    const payment = await repository.latestPayment(row.id);
    return payment ? { id: payment.id, provider: payment.provider, status: payment.status, message: payment.message } : null;
  }

  /**
   * The answer: the checkout priced now, with what changed since the customer last saw it (then
   * remembered). `asked`: the customer has just changed the code or the address themselves.
   */
  async function answer(row: CheckoutRow, cartRow: CartRow, asked = false): Promise<Checkout> {
    const base = {
      token: encodeCartId(cartRow.id),
      status: row.status,
      expiresAt: row.expiresAt.toISOString(),
      email: row.email,
      address: row.address as CheckoutAddress | null,
      chargeCurrency: row.chargeCurrency,
      chargeCurrencyNote: CHECKOUT_MESSAGES.chargeCurrencyNote,
    };
    const book = cartRow.customerId ? await customers.customer(cartRow.customerId) : null;
    const savedAddresses = book?.addresses ?? [];
    const defaultAddressId = book?.defaultAddress?.id ?? null;
    if (row.orderId) {
      const order = await orders.refOf(row.orderId);
      const zero = toMoney(0, row.chargeCurrency);
      return {
        ...base,
        savedAddresses,
        defaultAddressId,
        items: [],
        hasInvalidItems: false,
        unavailable: [],
        discount: null,
        shipping: null,
        duties: null,
        delivery: null,
        cost: { subtotal: zero, discount: zero, shipping: zero, total: zero, totalSgd: toMoney(0, 'SGD') },
        changes: [],
        payment: await paymentOf(row),
        order,
      };
    }
    const priced = await quote(row);
    const unavailable = unavailableSince(row.lastQuote?.unavailable ?? [], priced.cart.deletedItems);
    const changes = changesSince(row, priced, unavailable, asked);
    const remembered = { ...lastQuoteOf(priced), ...(unavailable.length > 0 ? { unavailable } : {}) };
    // Compared as values: the database gives the JSON back with its keys in its own order.
    if (!isDeepStrictEqual(remembered, row.lastQuote)) await repository.update(row.id, { lastQuote: remembered, updatedAt: now() });
    const { cart, currency, destination } = priced;
    return {
      ...base,
      savedAddresses,
      defaultAddressId,
      items: cart.items,
      hasInvalidItems: cart.hasInvalidItems,
      unavailable,
      discount: cart.discountApplications[0] ?? null,
      shipping: destination
        ? {
            name: destination.rate.name,
            price: toMoney(priced.shippingMinor, currency),
            free: priced.shippingMinor === 0,
            deliveryDays: destination.rate.deliveryDays,
            note: destination.freeShipping
              ? null
              : `Please note that free shipping is not applicable to ${destination.name}. Shipping rates will automatically be calculated at checkout page.`,
          }
        : null,
      duties: destination ? dutiesFor(destination) : null,
      delivery: priced.delivery.overall,
      cost: {
        subtotal: toMoney(priced.subtotalMinor, currency),
        discount: toMoney(priced.discountMinor, currency),
        shipping: toMoney(priced.shippingMinor, currency),
        total: toMoney(priced.totalMinor, currency),
        totalSgd: toMoney(priced.totalSgdMinor, 'SGD'),
      },
      changes,
      payment: await paymentOf(row),
      order: null,
      needBy: row.needBy,
      needByWarning: row.needBy ? needByWarning(row.needBy, priced.timeline) : null,
    };
  }

  // --- Reading and opening --------------------------------------------------------------------------

  /** Only a checkout still waiting for Pay expires: one with a payment under way, or done, does not. */
  const isExpired = (row: CheckoutRow): boolean => (row.status === 'open' || row.status === 'expired') && row.expiresAt.getTime() <= now().getTime();

  /** The cart's checkout as it stands: 404 never opened, 410 expired. */
  async function current(token: string, customerId: string | null): Promise<{ row: CheckoutRow; cartRow: CartRow }> {
    const cartRow = await carts.cartFor(token, customerId);
    const row = await repository.byCart(cartRow.id);
    if (!row) throw notFound(CHECKOUT_MESSAGES.notFound, ErrorCode.checkout_not_found);
    if (isExpired(row)) {
      if (row.status !== 'expired') await repository.update(row.id, { status: 'expired', updatedAt: now() });
      throw new HttpError(410, ErrorCode.checkout_expired, CHECKOUT_MESSAGES.expired);
    }
    return { row, cartRow };
  }

  /** An open checkout, for a change: a completed one is a 409. */
  async function open(token: string, customerId: string | null): Promise<{ row: CheckoutRow; cartRow: CartRow }> {
    const found = await current(token, customerId);
    if (found.row.status === 'completed') throw new HttpError(409, ErrorCode.checkout_completed, CHECKOUT_MESSAGES.completed);
    return found;
  }

  // --- Completing: exactly one order ----------------------------------------------------------------

  /**
   * Makes the order of a succeeded payment, once. The return from the payment page, the webhook and
   * the sweep all come here: under the checkout's row lock, a checkout that has its order answers
   * it, and the orders table's unique keys (checkout, cart, payment) stand behind the lock.
   */
  async function completeWith(paymentId: string): Promise<void> {
    // Told once the transaction has committed: a rolled-back order is no order.
    let created = false;
    const refund = await repository.transaction(async (tx): Promise<PaymentRow | null> => {
      created = false;
      const payment = await repository.payment(paymentId, tx);
      if (!payment || payment.status !== 'succeeded') return null;
      const row = await repository.lock(payment.checkoutId, tx);
      if (!row) return null;
      // Money taken for a payment that cannot be the order (replaced by a Pay for another total, or
      // the order paid by another payment) is given back, once: never a second capture, never an
      // order from a snapshot the customer no longer sees.
      const notTheOrder = payment.replacedAt !== null || (row.orderId !== null && (await orders.paymentOf(row.orderId, tx)) !== payment.id);
      if (notTheOrder) return (await startAutomaticRefund(payment, row, tx)) ? payment : null;
      if (row.orderId) return null;
      const snapshot = payment.snapshot as PaidSnapshot & { cartId: string; customerId: string | null };
      // What was captured must be what the snapshot sold: a tampered amount makes no order.
      if (payment.amountMinor !== snapshot.cost.totalMinor || payment.currency !== snapshot.currency) {
        throw new HttpError(409, ErrorCode.payment_failed, 'The amount paid does not match the order.');
      }
      const at = now();
      const order = await orders.create({ checkoutId: row.id, cartId: snapshot.cartId, paymentId: payment.id, customerId: snapshot.customerId, snapshot, at }, tx);
      await repository.update(row.id, { status: 'completed', orderId: order.id, updatedAt: at }, tx);
      await carts.completeForOrder({ cartId: snapshot.cartId, paymentId: payment.id, customerId: snapshot.customerId, email: snapshot.email, discountCode: snapshot.discountCode, at }, tx);
      created = true;
      return null;
    });
    if (created) events.orderCreated();
    if (refund) {
      events.paymentMoved('refunded_automatically');
      await askForAutomaticRefund(refund);
    }
  }

  /**
   * Marks a succeeded payment for its automatic refund (once: a payment already marked is not), in
   * the transaction that found it cannot be the order: the back office's audit log records it and
   * the customer's e-mail is queued with it. Answers whether this call marked it.
   */
  async function startAutomaticRefund(payment: PaymentRow, row: CheckoutRow, tx: Runner): Promise<boolean> {
    const at = now();
    if (!(await repository.markAutoRefund(payment.id, at, tx))) return false;
    const snapshot = payment.snapshot as PaidSnapshot & { cartId: string };
    const reason = payment.replacedAt !== null ? 'replaced by a payment for another total' : 'the order was paid by another payment';
    await audit.record(null, { action: 'payment.refunded_automatically', subjectType: 'payment', subjectId: payment.id, before: null, after: { checkout: row.id, amount: toMoney(payment.amountMinor, payment.currency), reason } }, tx);
    const link = `${publicUrl}/checkout/${encodeCartId(snapshot.cartId)}`;
    await mailer.send(automaticRefundEmail({ to: snapshot.email, amountMinor: payment.amountMinor, currency: payment.currency, link }), { within: tx, dedupeKey: `automatic-refund:${payment.id}` });
    return true;
  }

  /** Asks the provider for a marked payment's refund (its key is the payment's, so asking twice is one refund), and records the answer. */
  async function askForAutomaticRefund(payment: PaymentRow): Promise<void> {
    if (!payment.providerRef) return;
    const start = { providerRef: payment.providerRef, amountMinor: payment.amountMinor, currency: payment.currency, idempotencyKey: `auto_${payment.id}` };
    let outcome;
    try {
      outcome = (await provider.findRefund(start)) ?? (await provider.refund(start));
    } catch {
      // Not reached: the sweep asks again under the same key.
      return;
    }
    if (outcome.status === 'pending') return;
    await repository.settleAutoRefund(payment.id, { status: outcome.status, ref: outcome.refundRef || null, message: outcome.message, at: now() });
  }

  /** A payment's new state, from the provider (return, sweep) or its webhook; never back from succeeded. */
  async function settle(payment: PaymentRow, state: { status: PaymentStatus; amountMinor: number | null; currency: CurrencyCode | null; message: string | null }): Promise<void> {
    if (payment.status === 'succeeded' || payment.status === state.status) {
      if (payment.status === 'succeeded') await completeWith(payment.id);
      return;
    }
    // Moved on only from the status this copy saw; when another report moved it first, settle from where it is now.
    const moveTo = async (fields: Parameters<CheckoutRepository['movePayment']>[2]): Promise<boolean> => {
      if (await repository.movePayment(payment.id, payment.status, fields)) {
        if (fields.status && finalStatus(fields.status)) events.paymentMoved(fields.status);
        return true;
      }
      const current = await repository.payment(payment.id);
      if (current && current.status !== payment.status) await settle(current, state);
      return false;
    };
    if (state.status === 'succeeded' && state.amountMinor !== null && (state.amountMinor !== payment.amountMinor || state.currency !== payment.currency)) {
      if (await moveTo({ status: 'failed', message: 'The amount paid does not match the order.', updatedAt: now() })) await carts.releaseFromPayment({ paymentId: payment.id, cartId: (payment.snapshot as { cartId: string }).cartId });
      return;
    }
    if (!(await moveTo({ status: state.status, message: state.message, updatedAt: now() }))) return;
    if (state.status === 'succeeded') await completeWith(payment.id);
    else if (state.status === 'failed' || state.status === 'cancelled') {
      await carts.releaseFromPayment({ paymentId: payment.id, cartId: (payment.snapshot as { cartId: string }).cartId });
      await repository.update(payment.checkoutId, { status: 'open', updatedAt: now() });
    }
  }

  /** The test provider's payment, with its checkout, for its hosted page. */
  async function testPayment(paymentId: string): Promise<PaymentRow> {
    const payment = await repository.payment(paymentId);
    if (!payment || payment.provider !== 'test') throw notFound(CHECKOUT_MESSAGES.paymentNotFound, ErrorCode.payment_not_found);
    return payment;
  }

  const returnUrlOf = (token: string, paymentId: string) => `${publicUrl}/checkout/${token}?payment=${paymentId}`;
  const cancelUrlOf = (token: string) => `${publicUrl}/checkout/${token}`;

  return {
    /** GET /api/checkout/{token}. */
    async read(token: string, customerId: string | null): Promise<Checkout> {
      const { row, cartRow } = await current(token, customerId);
      return answer(row, cartRow);
    },

    /** POST /api/checkout/{token}: opens the cart's checkout, or renews it (from the cart). */
    async open(token: string, customerId: string | null): Promise<Checkout> {
      const cartRow = await carts.cartFor(token, customerId);
      const existing = await repository.byCart(cartRow.id);
      if (existing?.status === 'completed') return answer(existing, cartRow);
      if (cartRow.completedAt !== null || cartRow.mergedIntoCartId !== null) throw new HttpError(409, ErrorCode.cart_completed, CHECKOUT_MESSAGES.completed);
      const at = now();
      const expiresAt = new Date(at.getTime() + CHECKOUT_MINUTES * MS_PER_MINUTE);
      let email: string | null = null;
      let address: CheckoutAddress | null = null;
      let chargeCurrency = cartRow.currencyCode as CurrencyCode;
      if (cartRow.customerId) {
        const customer = await customers.customer(cartRow.customerId);
        email = customer.email;
        // A returning customer's default address is chosen, so they reach Pay without typing.
        const chosen = customer.defaultAddress;
        const destination = chosen ? await shipping.destination(chosen.countryCode) : null;
        if (chosen && destination) {
          const { id: _id, ...fields } = chosen;
          address = fields;
          chargeCurrency = destination.currencyCode;
        }
      }
      const row = await repository.insertOrGet({ id: newCheckoutId(), cartId: cartRow.id, email, address, chargeCurrency, status: 'open', expiresAt, createdAt: at, updatedAt: at });
      // Opened again from the cart: open for another CHECKOUT_MINUTES (a payment under way stays so).
      const renewed = { status: row.status === 'paying' ? ('paying' as const) : ('open' as const), expiresAt, updatedAt: at };
      if (row.status !== renewed.status || row.expiresAt.getTime() !== expiresAt.getTime()) await repository.update(row.id, renewed);
      return answer({ ...row, ...renewed }, cartRow);
    },

    /** PATCH /api/checkout/{token}: contact and delivery; the charge currency follows the country. */
    async update(token: string, customerId: string | null, change: UpdateCheckoutRequest): Promise<Checkout> {
      const { row, cartRow } = await open(token, customerId);
      const fields: Partial<CheckoutRow> = { updatedAt: now() };
      if (change.email !== undefined) fields.email = change.email.trim().toLowerCase();
      if (change.needBy !== undefined) {
        const problem = change.needBy === null ? null : needByProblem(change.needBy, now());
        if (problem) throw new HttpError(400, ErrorCode.bad_request, problem, {}, { problems: [{ path: 'needBy', message: problem }] });
        fields.needBy = change.needBy;
      }
      let address: CheckoutAddress | null = null;
      if (change.addressId !== undefined) {
        if (!cartRow.customerId) throw new HttpError(400, ErrorCode.bad_request, CHECKOUT_MESSAGES.addressBookGuest, {}, { problems: [{ path: 'addressId', message: CHECKOUT_MESSAGES.addressBookGuest }] });
        const book = await customers.customer(cartRow.customerId);
        const saved = book.addresses.find((entry) => entry.id === change.addressId);
        if (!saved) throw new HttpError(400, ErrorCode.bad_request, CHECKOUT_MESSAGES.addressNotYours, {}, { problems: [{ path: 'addressId', message: CHECKOUT_MESSAGES.addressNotYours }] });
        const { id: _id, ...rest } = saved;
        address = rest;
      } else if (change.address !== undefined) {
        const input = change.address;
        address = {
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          company: input.company ?? null,
          address1: input.address1.trim(),
          address2: input.address2 ?? null,
          city: input.city.trim(),
          province: input.province ?? null,
          zip: input.zip ?? null,
          countryCode: input.countryCode,
          country: input.countryCode,
          phone: input.phone ?? null,
        };
      }
      if (address) {
        const destination = await shipping.destination(address.countryCode);
        if (!destination) {
          const message = CHECKOUT_MESSAGES.notDelivered(address.countryCode);
          const problems: ApiProblem[] = [{ path: change.addressId !== undefined ? 'addressId' : 'address.countryCode', message }];
          throw new HttpError(400, ErrorCode.bad_request, message, {}, { problems });
        }
        fields.address = { ...address, country: destination.name };
        fields.chargeCurrency = destination.currencyCode;
      }
      await repository.update(row.id, fields);
      return answer({ ...row, ...fields } as CheckoutRow, cartRow, true);
    },

    /** POST /api/checkout/{token}/code: the cart's code call, answered as the checkout. */
    async applyCode(token: string, customerId: string | null, code: string): Promise<Checkout> {
      const { row, cartRow } = await open(token, customerId);
      await carts.applyCode(token, code, customerId);
      return answer(row, cartRow, true);
    },

    async removeCode(token: string, customerId: string | null): Promise<Checkout> {
      const { row, cartRow } = await open(token, customerId);
      await carts.removeCode(token, customerId);
      return answer(row, cartRow, true);
    },

    /**
     * POST /api/checkout/{token}/pay: checks everything again and starts one payment. A repeated
     * Pay (same key, or while a payment is under way) answers that payment; a total other than the
     * one the customer accepted is a 409 with the new checkout.
     */
    async pay(token: string, customerId: string | null, acceptedTotal: Money, idempotencyKey: string): Promise<PayCheckoutAnswer> {
      const { row, cartRow } = await open(token, customerId);
      const priced = await quote(row);
      // Pieces whose fabric left sale were just taken out: the checkout keeps saying which, and why.
      if (priced.cart.deletedItems.length > 0) await rememberUnavailable(row, priced);
      let replaced: PaymentRow | null = null;
      const started = await repository.transaction(async (tx): Promise<{ payment: PaymentRow; fresh: boolean } | { changed: true; why?: string }> => {
        const locked = await repository.lock(row.id, tx);
        if (!locked || locked.orderId) throw new HttpError(409, ErrorCode.checkout_completed, CHECKOUT_MESSAGES.completed);
        const again = await repository.paymentByKey(row.id, idempotencyKey, tx);
        if (again) return { payment: again, fresh: false };
        const latest = await repository.latestPayment(row.id, tx);
        // One payment at a time: while one is open, Pay answers it (its page is asked for again
        // below if it is not known yet; the provider's idempotency key makes that one page).
        if (latest && OPEN_PAYMENT.includes(latest.status)) {
          const same = latest.amountMinor === priced.totalMinor && latest.currency === priced.currency;
          // A page not yet paid for another total (the address or the cart changed since) is let go.
          if (same || latest.status !== 'pending') return { payment: latest, fresh: false };
          // Only while still pending: a card that got there first wins, and Pay answers its payment.
          if (!(await repository.movePayment(latest.id, 'pending', { status: 'cancelled', message: null, replacedAt: now(), updatedAt: now() }, tx))) {
            return { payment: (await repository.payment(latest.id, tx)) ?? latest, fresh: false };
          }
          await carts.releaseFromPayment({ paymentId: latest.id, cartId: cartRow.id }, tx);
          replaced = latest;
        }
        const problems: ApiProblem[] = [];
        if (!locked.email) problems.push({ path: 'email', message: CHECKOUT_MESSAGES.emailMissing });
        if (!locked.address) problems.push({ path: 'address', message: CHECKOUT_MESSAGES.addressMissing });
        if (problems.length > 0) throw new HttpError(400, ErrorCode.checkout_incomplete, problems[0]?.message ?? CHECKOUT_MESSAGES.addressMissing, {}, { problems });
        if (priced.cart.items.length === 0) {
          const gone = unavailableSince(locked.lastQuote?.unavailable ?? [], priced.cart.deletedItems);
          if (gone.length > 0) throw new HttpError(409, ErrorCode.fabric_unavailable, `Fabric Unavailable: ${gone.map(unavailableText).join(' ')}`);
          throw new HttpError(400, ErrorCode.checkout_incomplete, CHECKOUT_MESSAGES.empty);
        }
        if (priced.cart.hasInvalidItems) throw new HttpError(400, ErrorCode.invalid_piece, CHECKOUT_MESSAGES.invalid);
        const accepted = acceptedTotal.currencyCode === priced.currency ? acceptedMinor(acceptedTotal) : null;
        // The delivery changed while the cart was being priced (another tab): price it again first.
        const deliveryMoved = locked.chargeCurrency !== priced.currency || JSON.stringify(locked.address) !== JSON.stringify(row.address);
        if (deliveryMoved || accepted !== priced.totalMinor || priced.cart.deletedItems.length > 0) {
          // A code that applied when the customer last saw the total and no longer does: say why.
          const code = priced.cart.discountApplications[0];
          const codeLost = code && !code.applicable && code.message && (locked.lastQuote?.discountMinor ?? 0) > 0;
          return codeLost ? { changed: true, why: code.message ?? undefined } : { changed: true };
        }
        const at = now();
        const discount = priced.cart.discountApplications[0];
        const snapshot: PaidSnapshot & { cartId: string; customerId: string | null } = {
          cartId: cartRow.id,
          customerId: cartRow.customerId,
          email: locked.email ?? '',
          address: locked.address as CheckoutAddress,
          currency: priced.currency,
          ratePerSgd: priced.rate.ratePerSgd,
          cost: { subtotalMinor: priced.subtotalMinor, discountMinor: priced.discountMinor, shippingMinor: priced.shippingMinor, totalMinor: priced.totalMinor, totalSgdMinor: priced.totalSgdMinor },
          discountCode: discount?.applicable && priced.discountMinor > 0 ? discount.code : null,
          shipping: { name: priced.destination?.rate.name ?? '', free: priced.shippingMinor === 0, deliveryDays: priced.destination?.rate.deliveryDays ?? { min: 0, max: 0 } },
          delivery: priced.delivery.overall,
          deliveryByReference: priced.delivery.byReference,
          items: priced.cart.items,
          measurementLabels: priced.labels,
          needBy: locked.needBy,
          expectedByReference: priced.timeline.expected,
          preorderStartsOn: priced.timeline.preorderStartsOn,
          fitByReference: priced.fit,
        };
        const paymentId = newPaymentId();
        if (snapshot.discountCode) {
          // The code's use is held for this payment, under the code's lock: no limit is passed however many pay at once.
          const buyer = { email: snapshot.email, hasOrdered: await orders.hasOrdered(snapshot.email, tx) };
          const why = await carts.reserveCode({ code: snapshot.discountCode, paymentId, cartId: cartRow.id, customerId: cartRow.customerId, buyer, at }, tx);
          if (why !== null) return { changed: true, why };
        }
        // The cart is held as priced: a piece added in another tab meanwhile makes Pay price it again (letting the code's use go), never a payment without it.
        if (!(await carts.holdForPayment({ paymentId, cartId: cartRow.id, pieces: priced.cart.items }, tx))) {
          await carts.releaseFromPayment({ paymentId, cartId: cartRow.id }, tx);
          return { changed: true };
        }
        const payment: PaymentRow = {
          id: paymentId,
          checkoutId: row.id,
          provider: provider.name,
          providerRef: null,
          redirectUrl: null,
          status: 'pending',
          amountMinor: priced.totalMinor,
          currency: priced.currency,
          message: null,
          idempotencyKey,
          snapshot,
          settleAt: null,
          settleAs: null,
          replacedAt: null,
          autoRefundStatus: null,
          autoRefundRef: null,
          autoRefundMessage: null,
          autoRefundedAt: null,
          createdAt: at,
          updatedAt: at,
        };
        await repository.insertPayment(payment, tx);
        await repository.update(row.id, { status: 'paying', lastQuote: lastQuoteOf(priced), updatedAt: at }, tx);
        return { payment, fresh: true };
      });
      // The replaced payment's page is closed at the provider, so it cannot be paid as well (a success
      // that got there first is refunded when it is reported).
      const closing = replaced as PaymentRow | null;
      if (closing) events.paymentMoved('cancelled');
      if (closing?.providerRef) await provider.expire(closing.providerRef).catch(() => undefined);
      if ('changed' in started) {
        const checkout = await answer((await repository.byCart(cartRow.id)) ?? row, cartRow);
        const message = started.why ? CHECKOUT_MESSAGES.codeNotHeld(started.why) : CHECKOUT_MESSAGES.changed;
        throw new HttpError(409, ErrorCode.checkout_changed, message, {}, { checkout });
      }
      let { payment } = started;
      if (!payment.redirectUrl) {
        const pieces = priced.cart.items.reduce((sum, item) => sum + item.quantity, 0);
        const at = provider.start({
          paymentId: payment.id,
          checkoutToken: token,
          amountMinor: payment.amountMinor,
          currency: payment.currency,
          email: row.email,
          description: `Selvedge order: ${pieces} ${pieces === 1 ? 'piece' : 'pieces'}`,
          returnUrl: returnUrlOf(token, payment.id),
          cancelUrl: cancelUrlOf(token),
          idempotencyKey: `pay:${payment.id}`,
          expiresAt: new Date(now().getTime() + CHECKOUT_MINUTES * MS_PER_MINUTE),
        });
        let begun;
        try {
          begun = await at;
        } catch {
          // The payment stays open: Pay again asks the provider again, under the same key.
          throw new HttpError(502, ErrorCode.payment_failed, 'We could not reach the payment provider just now. Please press Pay again in a moment.');
        }
        await repository.updatePayment(payment.id, { providerRef: begun.providerRef, redirectUrl: begun.redirectUrl, updatedAt: now() });
        payment = { ...payment, providerRef: begun.providerRef, redirectUrl: begun.redirectUrl };
      }
      return {
        redirectUrl: payment.redirectUrl ?? cancelUrlOf(token),
        payment: { id: payment.id, provider: payment.provider, status: payment.status, message: payment.message },
      };
    },

    /** POST /api/checkout/{token}/complete: back from the payment page; asks the provider, then completes. */
    async complete(token: string, customerId: string | null, paymentId: string): Promise<Checkout> {
      // Back from paying: answered even if the checkout expired meanwhile (the money may be taken).
      const cartRow = await carts.cartFor(token, customerId);
      const row = await repository.byCart(cartRow.id);
      if (!row) throw notFound(CHECKOUT_MESSAGES.notFound, ErrorCode.checkout_not_found);
      const payment = await repository.payment(paymentId);
      if (!payment || payment.checkoutId !== row.id) throw notFound(CHECKOUT_MESSAGES.paymentNotFound, ErrorCode.payment_not_found);
      if (payment.providerRef && payment.status !== 'succeeded') await settle(payment, await provider.state(payment.providerRef));
      else if (payment.status === 'succeeded') await completeWith(payment.id);
      const after = await repository.byCart(cartRow.id);
      return answer(after ?? row, cartRow);
    },

    /** A provider's event (a webhook, or the test provider's own): handled once per event id. */
    async onPaymentEvent(event: PaymentEvent): Promise<void> {
      if (!(await repository.firstDelivery(provider.name, event.eventId, now()))) return;
      try {
        const payment = event.paymentId ? await repository.payment(event.paymentId) : await repository.paymentByProviderRef(provider.name, event.providerRef);
        if (!payment) return;
        await settle(payment, event);
      } catch (error) {
        // Not handled: the provider delivers it again.
        await repository.forgetDelivery(provider.name, event.eventId);
        throw error;
      }
    },

    /** The sweep: payments left open (the customer closed the tab) are asked about, and completed. */
    /** A captured payment as its provider knows it, for a refund; null when there is none. */
    async capturedPayment(paymentId: string): Promise<{ provider: PaymentRow['provider']; providerRef: string; amountMinor: number; currency: CurrencyCode } | null> {
      const row = await repository.payment(paymentId);
      if (!row || row.status !== 'succeeded' || !row.providerRef) return null;
      return { provider: row.provider, providerRef: row.providerRef, amountMinor: row.amountMinor, currency: row.currency };
    },

    async sweep(olderThanMs: number): Promise<number> {
      const open = await repository.openPaymentsBefore(new Date(now().getTime() - olderThanMs), 50);
      for (const payment of open) {
        // A page left unpaid for a day is let go (Stripe's sessions end then too).
        if (now().getTime() - payment.createdAt.getTime() > ABANDONED_PAYMENT_MS) {
          await settle(payment, { status: 'cancelled', amountMinor: null, currency: null, message: null });
          continue;
        }
        const state = payment.providerRef ? await provider.state(payment.providerRef) : null;
        if (state && state.status !== payment.status) await settle(payment, state);
        // Asked and unchanged: to the back of the queue, so the next sweep asks about others.
        else await repository.updatePayment(payment.id, { updatedAt: now() });
      }
      // Automatic refunds the provider had not answered (or that a stopped process never asked) are asked again, under the same key.
      for (const payment of await repository.pendingAutoRefunds(new Date(now().getTime() - AUTO_REFUND_RETRY_MS), 20)) await askForAutomaticRefund(payment);
      const due = await repository.testPaymentsDue(now(), 50);
      for (const payment of due) {
        const failed = payment.settleAs === 'failed';
        await settle(payment, { status: failed ? 'failed' : 'succeeded', amountMinor: payment.amountMinor, currency: payment.currency, message: failed ? 'Your payment did not go through.' : null });
      }
      return open.length + due.length;
    },

    // --- The built-in test provider's hosted page -----------------------------------------------

    async testPage(paymentId: string): Promise<TestPayment> {
      const payment = await testPayment(paymentId);
      const snapshot = payment.snapshot as PaidSnapshot & { cartId: string };
      const token = encodeCartId(snapshot.cartId);
      return {
        id: payment.id,
        status: payment.status,
        amount: toMoney(payment.amountMinor, payment.currency),
        merchant: 'Selvedge (test payment)',
        email: snapshot.email,
        returnUrl: returnUrlOf(token, payment.id),
        cancelUrl: cancelUrlOf(token),
        message: payment.message,
      };
    },

    /** POST /api/payments/test/{paymentId}/confirm: the card typed on the test page. */
    async testConfirm(paymentId: string, card: TestCardRequest): Promise<TestPaymentStep> {
      const payment = await testPayment(paymentId);
      const snapshot = payment.snapshot as { cartId: string };
      if (payment.status !== 'pending') throw new HttpError(409, ErrorCode.payment_not_open, CHECKOUT_MESSAGES.paymentNotOpen);
      const outcome = testCardOutcome(card, now());
      const at = now();
      // Each card moves the payment on only from 'pending': of two cards sent at once, one wins and the other is told it is no longer open.
      const moveFromPending = async (fields: Parameters<CheckoutRepository['movePayment']>[2]) => {
        if (!(await repository.movePayment(payment.id, 'pending', fields))) throw new HttpError(409, ErrorCode.payment_not_open, CHECKOUT_MESSAGES.paymentNotOpen);
        if (fields.status && finalStatus(fields.status)) events.paymentMoved(fields.status);
      };
      switch (outcome.kind) {
        case 'refused':
          throw new HttpError(400, ErrorCode.bad_request, outcome.message, {}, { problems: [{ path: outcome.field, message: outcome.message }] });
        case 'failed':
          // The customer may try another card on the same page: the payment stays pending.
          await moveFromPending({ message: outcome.message, updatedAt: at });
          return { status: 'pending', next: null, message: outcome.message };
        case 'challenge':
          await moveFromPending({ status: 'requires_action', message: null, updatedAt: at });
          return { status: 'requires_action', next: `/pay/test/${payment.id}/challenge`, message: null };
        case 'processing':
          await moveFromPending({ status: 'processing', message: null, settleAt: new Date(at.getTime() + TEST_SETTLE_MS), settleAs: outcome.settleAs, updatedAt: at });
          return { status: 'processing', next: returnUrlOf(encodeCartId(snapshot.cartId), payment.id), message: null };
        case 'succeeded':
          await moveFromPending({ status: 'succeeded', message: null, updatedAt: at });
          await completeWith(payment.id);
          return { status: 'succeeded', next: returnUrlOf(encodeCartId(snapshot.cartId), payment.id), message: null };
      }
    },

    /** POST /api/payments/test/{paymentId}/challenge: the 3-D Secure page's answer. */
    async testChallenge(paymentId: string, approve: boolean): Promise<TestPaymentStep> {
      const payment = await testPayment(paymentId);
      const snapshot = payment.snapshot as { cartId: string };
      if (payment.status !== 'requires_action') throw new HttpError(409, ErrorCode.payment_not_open, CHECKOUT_MESSAGES.paymentNotOpen);
      const at = now();
      const notOpen = () => new HttpError(409, ErrorCode.payment_not_open, CHECKOUT_MESSAGES.paymentNotOpen);
      if (!approve) {
        const message = 'We could not authenticate your payment. Please try again or use another card.';
        if (!(await repository.movePayment(payment.id, 'requires_action', { status: 'pending', message, updatedAt: at }))) throw notOpen();
        return { status: 'pending', next: `/pay/test/${payment.id}`, message };
      }
      if (!(await repository.movePayment(payment.id, 'requires_action', { status: 'succeeded', message: null, updatedAt: at }))) throw notOpen();
      events.paymentMoved('succeeded');
      await completeWith(payment.id);
      return { status: 'succeeded', next: returnUrlOf(encodeCartId(snapshot.cartId), payment.id), message: null };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
