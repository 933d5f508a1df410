import {
  encodeCartId,
  ErrorCode,
  type Cart,
  type Checkout,
  type CheckoutAddress,
  type CheckoutChange,
  type Customer,
  type CurrencyCode,
  type DeletedFabric,
  type DeliveryEstimate,
  type ProductConfig,
  type ProductType,
} from '@selvedge/contract';
import { convertFromSgd, formatMoney, singaporeDay, toMoney, type CurrencyRate } from '@selvedge/domain';
import { isDeepStrictEqual } from 'node:util';
import type { Clock } from '../../platform/clock.js';
import { notFound } from '../../platform/errors.js';
import type { CartService } from '../cart/cart.service.js';
import { fitNotesOf, measurementLabelsOf, type OrdersService, type PaidSnapshot } from '../orders/orders.service.js';
import { needByWarning, type TimelineService } from '../orders/timeline.service.js';
import type { PreorderService } from '../preorder/preorder.service.js';
import type { Destination, ShippingService } from '../shipping/shipping.service.js';
import { dutiesFor, estimateDelivery } from './checkout-delivery.js';
import { CHECKOUT_MESSAGES, unavailableSince, unavailableText } from './checkout-messages.js';
import type { CheckoutRepository, CheckoutRow, PaymentSummary } from './checkout.repository.js';

/** A cart as the checkout sees it (through the cart's service). */
export type CartRow = Awaited<ReturnType<CartService['cartFor']>>;

/** A checkout priced now: the cart in the charge currency, shipping, and everything the answer shows. */
export interface Quote {
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

interface Dependencies {
  repository: Pick<CheckoutRepository, 'update' | 'latestPayment'>;
  carts: Pick<CartService, 'quote'>;
  catalogue: {
    rate(currency: CurrencyCode): Promise<CurrencyRate>;
    productConfigs(currency: CurrencyCode): Promise<Record<ProductType, ProductConfig>>;
  };
  shipping: Pick<ShippingService, 'destination'>;
  customers: { customer(customerId: string): Promise<Customer> };
  orders: Pick<OrdersService, 'refOf' | 'hasOrdered'>;
  timelines: Pick<TimelineService, 'atPayment'>;
  preorders: Pick<PreorderService, 'delivery'>;
  clock: Clock;
}

/**
 * The checkout priced and presented: its quote (the cart's money in minor units, shipping, the
 * delivery estimate and timeline), what changed since the customer last saw it, and the answer.
 */
export function createCheckoutAnswers({
  repository,
  carts,
  catalogue,
  shipping,
  customers,
  orders,
  timelines,
  preorders,
  clock,
}: Dependencies) {
  const now = () => clock.now();

  async function quote(row: CheckoutRow): Promise<Quote> {
    const address = row.address as CheckoutAddress | null;
    const destination = address ? await shipping.destination(address.countryCode) : null;
    const currency = row.chargeCurrency;
    const country = destination?.code ?? null;
    // A code counts this customer by account or by the checkout's e-mail, and a first order by it too
    // (asked only when the cart has a code).
    const email = row.email;
    const buyer = email ? { email, hasOrdered: () => orders.hasOrdered(email) } : null;
    const [quoted, rate, configs] = await Promise.all([
      carts.quote(row.cartId, currency, country, buyer),
      catalogue.rate(currency),
      catalogue.productConfigs('SGD'),
    ]);
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
    const expected = await timelines.atPayment(cart.items, {
      shippingDays: destination?.rate.deliveryDays.max ?? 10,
      startsOn: preorderStartsOn,
    });
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
      delivery: estimateDelivery(cart, configs, destination, preorder, now().getTime()),
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
    if (missing.length > 0 && unavailable.length > 0)
      for (const fabric of unavailable) changes.push({ kind: 'removed', message: unavailableText(fabric) });
    else for (const _reference of missing) changes.push({ kind: 'removed', message: CHECKOUT_MESSAGES.pieceRemoved });
    for (const [reference, before] of Object.entries(last.pieces)) {
      const after = pieces.get(reference);
      if (after && after.minor !== before)
        changes.push({ kind: 'price', message: `${after.item.fabric.title}: now ${money(after.minor)} (was ${money(before)}).` });
    }
    if (asked) return changes;
    if (last.discountMinor !== priced.discountMinor) {
      // A code that stopped applying (its last use went to another order, say) says why.
      const code = priced.cart.discountApplications[0];
      const why = code && !code.applicable && code.message ? `${code.message} ` : '';
      changes.push({ kind: 'discount', message: `${why}Your discount is now ${money(priced.discountMinor)}.` });
    }
    if (changes.length === 0 && last.totalMinor !== priced.totalMinor)
      changes.push({ kind: 'price', message: `Your total is now ${money(priced.totalMinor)}.` });
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

  /** The checkout's newest payment: the one read with the checkout (`seen`), else read now. */
  async function paymentOf(row: CheckoutRow, seen: PaymentSummary | null | undefined): Promise<Checkout['payment']> {
    const payment = seen === undefined ? await repository.latestPayment(row.id) : seen;
    return payment ? { id: payment.id, provider: payment.provider, status: payment.status, message: payment.message } : null;
  }

  /**
   * The answer: the checkout priced now, with what changed since the customer last saw it (then
   * remembered). `asked`: the customer has just changed the code or the address themselves.
   */
  async function answer(row: CheckoutRow, cartRow: CartRow, asked = false): Promise<Checkout> {
    return (await present(row, cartRow, { asked })).checkout;
  }

  /**
   * The answer, and whether the same rows would give it again (`keep`): not when this answer wrote
   * what the customer was shown (the row it was read from is then not the row as it stands), told
   * of fabrics gone from sale (told once), or judged a code (which moves with other customers'
   * orders and the clock). `payment`: the checkout's newest payment, when read with the checkout.
   */
  async function present(
    row: CheckoutRow,
    cartRow: CartRow,
    { asked = false, payment }: { asked?: boolean; payment?: PaymentSummary | null },
  ): Promise<{ checkout: Checkout; keep: boolean }> {
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
      const checkout: Checkout = {
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
        payment: await paymentOf(row, payment),
        order,
      };
      return { checkout, keep: true };
    }
    const priced = await quote(row);
    const unavailable = unavailableSince(row.lastQuote?.unavailable ?? [], priced.cart.deletedItems);
    const changes = changesSince(row, priced, unavailable, asked);
    const remembered = { ...lastQuoteOf(priced), ...(unavailable.length > 0 ? { unavailable } : {}) };
    // Compared as values: the database gives the JSON back with its keys in its own order.
    const seenBefore = isDeepStrictEqual(remembered, row.lastQuote);
    if (!seenBefore) await repository.update(row.id, { lastQuote: remembered, updatedAt: now() });
    const { cart, currency, destination } = priced;
    const checkout: Checkout = {
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
      payment: await paymentOf(row, payment),
      order: null,
      needBy: row.needBy,
      needByWarning: row.needBy ? needByWarning(row.needBy, priced.timeline) : null,
    };
    return { checkout, keep: seenBefore && cart.deletedItems.length === 0 && cart.discountApplications.length === 0 };
  }

  return { quote, answer, present, lastQuoteOf, rememberUnavailable };
}
