import { CART_MESSAGES, type Cart, type PieceSizing } from '@selvedge/contract';
import { singaporeMonth, whyNotUsable } from '@selvedge/domain';
import type { Runner } from '../../db/transaction.js';
import type { Clock } from '../../platform/clock.js';
import type { Buyer } from './cart-pricing.js';
import type { CartRepository } from './cart.repository.js';

interface Dependencies {
  repository: CartRepository;
  clock: Clock;
  /** Tells the cart service that cart `id` changed (its kept answer goes). */
  noteChange(id: string): void;
}

/**
 * What the checkout asks of a cart inside its own transactions: a code's use held for a payment,
 * the cart held as priced while the payment runs, let go when it fails, checked out with its order.
 */
export function createPaymentHolds({ repository, clock, noteChange }: Dependencies) {
  return {
    /**
     * In Pay's transaction: holds one use of `code` for the payment, under the code's row lock, so
     * no limit (total, per customer by account or e-mail, per month, first order) is passed however
     * many Pays run at once. Answers null when held, or the sentence saying why it cannot be.
     */
    async reserveCode(
      use: { code: string; paymentId: string; cartId: string; customerId: string | null; buyer: Buyer; at: Date },
      tx: Runner,
    ): Promise<string | null> {
      const rule = await repository.lockCode(use.code, tx);
      if (!rule) return CART_MESSAGES.codeUnknown(use.code);
      const email = use.buyer.email ?? '';
      const [usage, checkedOut] = await Promise.all([
        repository.usage(rule.code, { customerId: use.customerId, email: use.buyer.email }, singaporeMonth(use.at), use.cartId, tx),
        use.customerId ? repository.hasCheckedOut(use.customerId, tx) : Promise.resolve(false),
      ]);
      const refusal = whyNotUsable(rule, { now: use.at, usage, isNewCustomer: !checkedOut && !use.buyer.hasOrdered });
      if (refusal !== null) return refusal;
      await repository.reserve(
        { paymentId: use.paymentId, code: rule.code, cartId: use.cartId, customerId: use.customerId, email, at: use.at },
        tx,
      );
      noteChange(use.cartId);
      return null;
    },

    /**
     * In Pay's transaction: the cart, locked, must hold exactly the pieces Pay priced (a piece added
     * in another tab since would be in neither the order nor a later cart); then it takes no change
     * until the payment ends. False when the pieces moved: Pay prices the checkout again.
     */
    async holdForPayment(payment: { paymentId: string; cartId: string; pieces: Cart['items'] }, tx: Runner): Promise<boolean> {
      await repository.lockById(payment.cartId, tx);
      const fingerprint = (piece: { reference: string; quantity: number; design: string; sizing: PieceSizing }) =>
        JSON.stringify([piece.reference, piece.quantity, piece.design, piece.sizing]);
      const now = (await repository.pieces(payment.cartId, tx)).map(fingerprint).sort();
      const priced = payment.pieces.map(fingerprint).sort();
      if (JSON.stringify(now) !== JSON.stringify(priced)) return false;
      await repository.holdForPayment(payment.cartId, payment.paymentId, tx);
      noteChange(payment.cartId);
      return true;
    },

    /** The payment will not become an order (failed, replaced, given up): the cart may change again, and its use of a code is let go. */
    async releaseFromPayment(payment: { paymentId: string; cartId: string }, tx?: Runner): Promise<void> {
      await repository.endReservation(payment.paymentId, 'released', clock.now(), tx);
      await repository.releaseFromPayment(payment.cartId, payment.paymentId, tx);
      noteChange(payment.cartId);
    },

    /** In the order's transaction: the cart is checked out, and the code it used is counted (its reservation redeemed). */
    async completeForOrder(
      order: { cartId: string; paymentId: string; customerId: string | null; email: string; discountCode: string | null; at: Date },
      tx: Runner,
    ): Promise<void> {
      await repository.complete(order.cartId, order.at, tx);
      if (order.discountCode) {
        await repository.endReservation(order.paymentId, 'redeemed', order.at, tx);
        await repository.redeem({ code: order.discountCode, customerId: order.customerId, email: order.email, at: order.at }, tx);
      }
      noteChange(order.cartId);
    },
  };
}
