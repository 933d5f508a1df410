import {
  CHECKOUT_MINUTES,
  ErrorCode,
  type ApiProblem,
  type Checkout,
  type CheckoutAddress,
  type Customer,
  type CurrencyCode,
  type Money,
  type PayCheckoutAnswer,
  type PaymentStatus,
  type ProductConfig,
  type ProductType,
  type UpdateCheckoutRequest,
} from '@selvedge/contract';
import { decimalStringToMinor, type CurrencyRate } from '@selvedge/domain';
import { HttpError, notFound } from '../../platform/errors.js';
import type { ShopCaches } from '../../platform/announced-cache.js';
import type { Clock } from '../../platform/clock.js';
import type { Mailer } from '../../platform/mailer.js';
import type { AuditService } from '../audit/audit.service.js';
import type { PaymentProvider } from '../../platform/payments/payment-provider.js';
import type { CartService } from '../cart/cart.service.js';
import { type OrdersService, type PaidSnapshot } from '../orders/orders.service.js';
import { needByProblem, type TimelineService } from '../orders/timeline.service.js';
import type { PreorderService } from '../preorder/preorder.service.js';
import type { ShippingService } from '../shipping/shipping.service.js';
import {
  newCheckoutId,
  newPaymentId,
  type CheckoutRepository,
  type CheckoutRow,
  type CheckoutState,
  type PaymentRow,
} from './checkout.repository.js';

import { createCheckoutAnswers, type CartRow } from './checkout-answer.js';
import { createKeptReads, serializeCheckout } from './checkout-kept-reads.js';
import { CHECKOUT_MESSAGES, unavailableSince, unavailableText } from './checkout-messages.js';
import { cancelUrlOf, createPaymentStates, returnUrlOf, type CheckoutEvents } from './checkout-payments.js';
import { createTestPaymentPages } from './checkout-test-payments.js';

const MS_PER_MINUTE = 60_000;
const OPEN_PAYMENT: readonly PaymentStatus[] = ['pending', 'requires_action', 'processing'];

interface Dependencies {
  repository: CheckoutRepository;
  carts: Pick<
    CartService,
    | 'cartFor'
    | 'cartIdOf'
    | 'seenBy'
    | 'quote'
    | 'completeForOrder'
    | 'applyCode'
    | 'removeCode'
    | 'reserveCode'
    | 'holdForPayment'
    | 'releaseFromPayment'
  >;
  catalogue: {
    rate(currency: CurrencyCode): Promise<CurrencyRate>;
    productConfigs(currency: CurrencyCode): Promise<Record<ProductType, ProductConfig>>;
  };
  shipping: Pick<ShippingService, 'destination'>;
  customers: { customer(customerId: string): Promise<Customer> };
  orders: Pick<OrdersService, 'create' | 'refOf' | 'hasOrdered' | 'paymentOf'>;
  timelines: Pick<TimelineService, 'atPayment'>;
  audit: Pick<AuditService, 'record'>;
  mailer: Pick<Mailer, 'send'>;
  preorders: Pick<PreorderService, 'delivery'>;
  provider: PaymentProvider;
  clock: Clock;
  /** The shop's caches: the kept checkout answers are made by its `keep`, so a change to the shop forgets them. */
  caches: Pick<ShopCaches, 'keep'>;
  publicUrl: string;
  /** Told when an order is inserted and when a payment moves for good (the metrics count them); nothing of the customer's. */
  events?: CheckoutEvents;
}

const ignoredEvents: CheckoutEvents = { orderCreated: () => undefined, paymentMoved: () => undefined };
/** The total the customer accepted, in minor units; more decimals than its currency has is a 400. */
function acceptedMinor(total: Money): number {
  try {
    return decimalStringToMinor(total.amount, total.currencyCode);
  } catch {
    const message = `acceptedTotal.amount: has more decimals than ${total.currencyCode} has`;
    throw new HttpError(400, ErrorCode.bad_request, message, {}, { problems: [{ path: 'acceptedTotal.amount', message }] });
  }
}

/**
 * The checkout (SPEC §8, issue 15): opening, contact and delivery, codes, and Pay, which starts
 * exactly one payment for the total the customer accepted. Pricing and the answer are
 * checkout-answer.ts's, a payment's states checkout-payments.ts's, the test provider's page
 * checkout-test-payments.ts's.
 */
export function createCheckoutService({
  repository,
  carts,
  catalogue,
  shipping,
  customers,
  orders,
  timelines,
  audit,
  mailer,
  preorders,
  provider,
  clock,
  caches,
  publicUrl,
  events = ignoredEvents,
}: Dependencies) {
  const now = () => clock.now();
  const { quote, answer, present, lastQuoteOf, rememberUnavailable } = createCheckoutAnswers({
    repository,
    carts,
    catalogue,
    shipping,
    customers,
    orders,
    timelines,
    preorders,
    clock,
  });
  const payments = createPaymentStates({ repository, carts, orders, audit, mailer, provider, clock, publicUrl, events });
  const { completeWith, settle } = payments;
  const testPages = createTestPaymentPages({ repository, completeWith, clock, publicUrl, events });
  const keptReads = createKeptReads({ caches, now });

  // --- Reading and opening --------------------------------------------------------------------------

  /** Only a checkout still waiting for Pay expires: one with a payment under way, or done, does not. */
  const isExpired = (row: CheckoutRow): boolean =>
    (row.status === 'open' || row.status === 'expired') && row.expiresAt.getTime() <= now().getTime();

  /**
   * The cart's checkout as it stands, in one statement (`CheckoutState`): 404 never opened, 410
   * expired. The cart's owner rule is the cart's (`cartFor`).
   */
  async function current(
    token: string,
    customerId: string | null,
  ): Promise<{ row: CheckoutRow; cartRow: CartRow; state: CheckoutState & { checkout: CheckoutRow } }> {
    const state = await repository.state(carts.cartIdOf(token));
    const cartRow = carts.seenBy(state?.cart ?? null, customerId);
    const row = state?.checkout ?? null;
    if (!state || !row) throw notFound(CHECKOUT_MESSAGES.notFound, ErrorCode.checkout_not_found);
    if (isExpired(row)) {
      if (row.status !== 'expired') await repository.update(row.id, { status: 'expired', updatedAt: now() });
      throw new HttpError(410, ErrorCode.checkout_expired, CHECKOUT_MESSAGES.expired);
    }
    return { row, cartRow, state: { ...state, checkout: row } };
  }

  /** An open checkout, for a change: a completed one is a 409. */
  async function open(token: string, customerId: string | null): Promise<{ row: CheckoutRow; cartRow: CartRow }> {
    const found = await current(token, customerId);
    if (found.row.status === 'completed') throw new HttpError(409, ErrorCode.checkout_completed, CHECKOUT_MESSAGES.completed);
    return found;
  }

  return {
    /**
     * GET /api/checkout/{token}, serialised: one statement, and the answer kept for the checkout as
     * it stands (decision 073). A cart with a code is priced at every read, as its quotes are.
     */
    async read(token: string, customerId: string | null): Promise<string> {
      const { row, cartRow, state } = await current(token, customerId);
      const make = () => present(row, cartRow, { payment: state.payment });
      if (cartRow.discountCode !== null) return serializeCheckout((await make()).checkout);
      return keptReads.read(state, make);
    },

    /** POST /api/checkout/{token}: opens the cart's checkout, or renews it (from the cart). */
    async open(token: string, customerId: string | null): Promise<Checkout> {
      const cartRow = await carts.cartFor(token, customerId);
      const existing = await repository.byCart(cartRow.id);
      if (existing?.status === 'completed') return answer(existing, cartRow);
      if (cartRow.completedAt !== null || cartRow.mergedIntoCartId !== null)
        throw new HttpError(409, ErrorCode.cart_completed, CHECKOUT_MESSAGES.completed);
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
      const row = await repository.insertOrGet({
        id: newCheckoutId(),
        cartId: cartRow.id,
        email,
        address,
        chargeCurrency,
        status: 'open',
        expiresAt,
        createdAt: at,
        updatedAt: at,
      });
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
        if (!cartRow.customerId)
          throw new HttpError(
            400,
            ErrorCode.bad_request,
            CHECKOUT_MESSAGES.addressBookGuest,
            {},
            { problems: [{ path: 'addressId', message: CHECKOUT_MESSAGES.addressBookGuest }] },
          );
        const book = await customers.customer(cartRow.customerId);
        const saved = book.addresses.find((entry) => entry.id === change.addressId);
        if (!saved)
          throw new HttpError(
            400,
            ErrorCode.bad_request,
            CHECKOUT_MESSAGES.addressNotYours,
            {},
            { problems: [{ path: 'addressId', message: CHECKOUT_MESSAGES.addressNotYours }] },
          );
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
      const started = await repository.transaction(
        async (tx): Promise<{ payment: PaymentRow; fresh: boolean } | { changed: true; why?: string }> => {
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
            if (
              !(await repository.movePayment(
                latest.id,
                'pending',
                { status: 'cancelled', message: null, replacedAt: now(), updatedAt: now() },
                tx,
              ))
            ) {
              return { payment: (await repository.payment(latest.id, tx)) ?? latest, fresh: false };
            }
            await carts.releaseFromPayment({ paymentId: latest.id, cartId: cartRow.id }, tx);
            replaced = latest;
          }
          const problems: ApiProblem[] = [];
          if (!locked.email) problems.push({ path: 'email', message: CHECKOUT_MESSAGES.emailMissing });
          if (!locked.address) problems.push({ path: 'address', message: CHECKOUT_MESSAGES.addressMissing });
          if (problems.length > 0)
            throw new HttpError(
              400,
              ErrorCode.checkout_incomplete,
              problems[0]?.message ?? CHECKOUT_MESSAGES.addressMissing,
              {},
              { problems },
            );
          if (priced.cart.items.length === 0) {
            const gone = unavailableSince(locked.lastQuote?.unavailable ?? [], priced.cart.deletedItems);
            if (gone.length > 0)
              throw new HttpError(409, ErrorCode.fabric_unavailable, `Fabric Unavailable: ${gone.map(unavailableText).join(' ')}`);
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
            cost: {
              subtotalMinor: priced.subtotalMinor,
              discountMinor: priced.discountMinor,
              shippingMinor: priced.shippingMinor,
              totalMinor: priced.totalMinor,
              totalSgdMinor: priced.totalSgdMinor,
            },
            discountCode: discount?.applicable && priced.discountMinor > 0 ? discount.code : null,
            shipping: {
              name: priced.destination?.rate.name ?? '',
              free: priced.shippingMinor === 0,
              deliveryDays: priced.destination?.rate.deliveryDays ?? { min: 0, max: 0 },
            },
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
            const why = await carts.reserveCode(
              { code: snapshot.discountCode, paymentId, cartId: cartRow.id, customerId: cartRow.customerId, buyer, at },
              tx,
            );
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
        },
      );
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
          returnUrl: returnUrlOf(publicUrl, token, payment.id),
          cancelUrl: cancelUrlOf(publicUrl, token),
          idempotencyKey: `pay:${payment.id}`,
          expiresAt: new Date(now().getTime() + CHECKOUT_MINUTES * MS_PER_MINUTE),
        });
        let begun;
        try {
          begun = await at;
        } catch {
          // The payment stays open: Pay again asks the provider again, under the same key.
          throw new HttpError(
            502,
            ErrorCode.payment_failed,
            'We could not reach the payment provider just now. Please press Pay again in a moment.',
          );
        }
        await repository.updatePayment(payment.id, { providerRef: begun.providerRef, redirectUrl: begun.redirectUrl, updatedAt: now() });
        payment = { ...payment, providerRef: begun.providerRef, redirectUrl: begun.redirectUrl };
      }
      return {
        redirectUrl: payment.redirectUrl ?? cancelUrlOf(publicUrl, token),
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

    onPaymentEvent: payments.onPaymentEvent,
    capturedPayment: payments.capturedPayment,
    sweep: payments.sweep,
    testPage: testPages.testPage,
    testConfirm: testPages.testConfirm,
    testChallenge: testPages.testChallenge,
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
