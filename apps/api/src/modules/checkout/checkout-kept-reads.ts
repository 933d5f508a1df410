import { CheckoutSchema, type Checkout } from '@selvedge/contract';
import { singaporeDay } from '@selvedge/domain';
import type { ShopCaches } from '../../platform/announced-cache.js';
import type { CheckoutState } from './checkout.repository.js';

/** Checkout answers kept, one per checkout as it stands (the least recently read make room). */
const KEPT_READS = 500;
/**
 * A kept answer is made again after this long at the most, for what it is made from that no version
 * counts and no notice announces (the learned stage lengths of the delivery timeline).
 */
const KEPT_READ_MS = 60_000;

/**
 * The answer as Fastify's serializer would send it (fastify-type-provider-zod): checked against the
 * contract and written out. A kept answer is sent as these bytes, neither checked nor written again.
 */
export function serializeCheckout(checkout: Checkout): string {
  return JSON.stringify(CheckoutSchema.parse(checkout));
}

interface Dependencies {
  caches: Pick<ShopCaches, 'keep'>;
  now: () => Date;
}

/**
 * `GET /api/checkout/{token}` answered from memory while nothing it is made from has changed
 * (decision 073). The key is what the read's one statement found (`CheckoutState`): the cart's and
 * the checkout's versions, which the database moves in the transaction of every change to them or
 * to the cart's pieces and lines, whatever process makes it; the newest payment's state; the digest
 * of the owner's addresses and sizes; and the day, in UTC and in Singapore (delivery estimates and
 * timelines count days from today). What the shop keeps for a while (the catalogue, fabrics, rates,
 * shipping, pre-orders) reaches these answers as it reaches every kept answer: they are made by the
 * shop's caches' `keep`, so the database's `shop_changed` notice forgets them in every process.
 */
export function createKeptReads({ caches, now }: Dependencies) {
  const kept = caches.keep<string>({ max: KEPT_READS, ttlMs: KEPT_READ_MS, now: () => now().getTime() });

  function keyOf(state: CheckoutState & { checkout: NonNullable<CheckoutState['checkout']> }): string {
    const at = now();
    const payment = state.payment ? [state.payment.id, state.payment.status, state.payment.message] : null;
    const days = [at.toISOString().slice(0, 10), singaporeDay(at)];
    return JSON.stringify([state.cart.id, state.cart.version, state.checkout.version, payment, state.owner, days]);
  }

  return {
    /**
     * The checkout's answer, serialised: kept when `make` says the same rows would give it again.
     * Readers of one key at once share one making; when that answer is not to be kept, the others
     * make their own.
     */
    async read(
      state: CheckoutState & { checkout: NonNullable<CheckoutState['checkout']> },
      make: () => Promise<{ checkout: Checkout; keep: boolean }>,
    ): Promise<string> {
      const key = keyOf(state);
      // What this reader made, when it was the one to make it.
      const own: { json?: string } = {};
      const json = await kept.read(key, async () => {
        const { checkout, keep } = await make();
        own.json = serializeCheckout(checkout);
        return keep ? own.json : null;
      });
      return json ?? own.json ?? serializeCheckout((await make()).checkout);
    },
  };
}
