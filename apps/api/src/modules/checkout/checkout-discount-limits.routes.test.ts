import { CheckoutSchema, TEST_CARDS, type Checkout } from '@selvedge/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { discountCodes, discountRedemptions, discountReservations, orders } from '../../db/schema.js';
import { fixedClock } from '../../platform/clock.js';
import { cartCalls, pieceInput, readCatalogue, type CartCatalogue } from '../../test/cart-kit.js';
import { anAddress, checkoutCalls, paymentIdOf, forgetSales } from '../../test/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { paymentSweepJob } from './checkout.jobs.js';

// Tuesday 31 March 2026, 23:50 in Singapore: ten minutes before the shop's month turns.
const start = new Date('2026-03-31T15:50:00Z');
const clock = fixedClock(start);
let shop: TestApp;
let catalogue: CartCatalogue;
let calls: ReturnType<typeof checkoutCalls>;

beforeAll(async () => {
  shop = await createTestApp({ clock });
  catalogue = await readCatalogue(shop, ['shirt', 'trousers']);
  calls = checkoutCalls(shop);
});
afterAll(async () => shop.close());
beforeEach(async () => {
  clock.set(start);
  await forgetSales(shop);
  const { db } = shop.database.handle;
  await db.delete(discountReservations);
  await db.delete(discountRedemptions);
  await db.delete(discountCodes).where(eq(discountCodes.code, 'ONCEONLY'));
});

const minutes = (count: number) => clock.set(new Date(clock.now().getTime() + count * 60_000));

/** A guest's checkout with `code` applied, delivered to `country`, ready for Pay. */
async function readyCheckout(
  code: string,
  { email, country = 'SG', trialTrousers = false }: { email: string; country?: string; trialTrousers?: boolean },
): Promise<{ cart: string; checkout: Checkout }> {
  const piece = trialTrousers ? pieceInput(catalogue, { type: 'trousers', category: 'trial' }) : pieceInput(catalogue);
  const created = await cartCalls(shop).create({ lineItems: [piece] });
  expect(created.status, created.raw).toBe(200);
  const cart = created.body.encodedId;
  await calls.open(cart);
  const addressed = await calls.update(cart, { email, address: anAddress(country) });
  expect(addressed.status, addressed.raw).toBe(200);
  const applied = await calls.applyCode(cart, code);
  expect(applied.status, applied.raw).toBe(200);
  return { cart, checkout: CheckoutSchema.parse(applied.body) };
}

async function payAndCard(cart: string, checkout: Checkout, card: string = TEST_CARDS.succeeds): Promise<string> {
  const paid = await calls.pay(cart, { acceptedTotal: checkout.cost.total }, `pay-${cart.slice(-12)}-${checkout.cost.total.amount}`);
  expect(paid.status, paid.raw).toBe(200);
  const paymentId = paymentIdOf(paid.body.redirectUrl);
  await calls.card(paymentId, card);
  await calls.complete(cart, paymentId);
  return paymentId;
}

const discountedOrders = async () => (await shop.database.handle.db.select().from(orders)).filter((order) => order.discountCode !== null);
const redemptions = () => shop.database.handle.db.select().from(discountRedemptions);

describe('a code is limited when it is used, not only when it is priced', () => {
  it('a code with one use, paid by 20 checkouts at once, is given to exactly one; the others are told why and pay the full price', async () => {
    await shop.database.handle.db
      .insert(discountCodes)
      .values({ code: 'ONCEONLY', description: 'One use.', kind: 'percentage', percentOff: 20, usageLimitTotal: 1 });
    const ready = await Promise.all(
      Array.from({ length: 20 }, (_, index) => readyCheckout('ONCEONLY', { email: `buyer${index}@example.com` })),
    );
    // Before anyone pays, each checkout is priced with the code.
    for (const { checkout } of ready) expect(checkout.discount?.applicable).toBe(true);

    const answers = await Promise.all(
      ready.map(({ cart, checkout }, index) => calls.pay(cart, { acceptedTotal: checkout.cost.total }, `race-pay-${index}`)),
    );
    const won = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      expect(answer.body.code).toBe('checkout_changed');
      expect(answer.body.error).toMatch(/ONCEONLY has been used as often as it can be/);
      // Re-priced: the total that Pay now asks for is the full one, and never the one refused.
      const repriced = CheckoutSchema.parse(answer.body.checkout);
      expect(repriced.discount?.applicable).toBe(false);
      expect(repriced.cost.discount.amount).toBe('0.00');
      // The checkout on screen lists the change, with why.
      expect(repriced.changes).toContainEqual({
        kind: 'discount',
        message: expect.stringMatching(/ONCEONLY has been used as often as it can be\. Your discount is now SGD\s0\.00/),
      });
    }

    // Everyone pays: the winner with the code, the others at the price they were shown after.
    for (const [index, answer] of answers.entries()) {
      const { cart } = ready[index]!;
      const paymentId = answer.status === 200 ? paymentIdOf(answer.body.redirectUrl) : null;
      if (paymentId) {
        await calls.card(paymentId, TEST_CARDS.succeeds);
        await calls.complete(cart, paymentId);
      } else {
        await payAndCard(cart, CheckoutSchema.parse(answer.body.checkout));
      }
    }
    expect(await shop.database.handle.db.select().from(orders)).toHaveLength(20);
    expect(await discountedOrders()).toHaveLength(1);
    expect(await redemptions()).toHaveLength(1);
  });

  it('two checkouts of one e-mail paid at once get WELCOME10 once', async () => {
    const first = await readyCheckout('WELCOME10', { email: 'twice@example.com' });
    const second = await readyCheckout('WELCOME10', { email: 'twice@example.com' });
    const answers = await Promise.all(
      [first, second].map(({ cart, checkout }, index) => calls.pay(cart, { acceptedTotal: checkout.cost.total }, `same-mail-${index}`)),
    );
    expect(answers.map((answer) => answer.status).sort(), JSON.stringify(answers.map((answer) => answer.body))).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.error).toMatch(/already used the code WELCOME10/);
  });

  it("a guest's second order with WELCOME10 is refused, whatever the e-mail's case", async () => {
    const first = await readyCheckout('WELCOME10', { email: 'guest@example.com' });
    await payAndCard(first.cart, first.checkout);
    expect(await discountedOrders()).toHaveLength(1);

    const again = await readyCheckout('WELCOME10', { email: 'Guest@Example.COM' });
    expect(again.checkout.discount).toMatchObject({ code: 'WELCOME10', applicable: false });
    expect(again.checkout.discount?.message).toMatch(/already used the code WELCOME10|first order only/);
    expect(again.checkout.cost.discount.amount).toBe('0.00');
    await payAndCard(again.cart, again.checkout);
    expect(await discountedOrders()).toHaveLength(1);
    expect(await redemptions()).toHaveLength(1);
  });

  it('a guest who ordered before without a code is no longer new: WELCOME10 is for a first order', async () => {
    const created = await cartCalls(shop).create({ lineItems: [pieceInput(catalogue)] });
    const cart = created.body.encodedId;
    await calls.open(cart);
    const ready = CheckoutSchema.parse((await calls.update(cart, { email: 'returning@example.com', address: anAddress('SG') })).body);
    await payAndCard(cart, ready);

    const second = await readyCheckout('WELCOME10', { email: 'returning@example.com' });
    expect(second.checkout.discount).toMatchObject({ applicable: false, message: expect.stringMatching(/first order only/) });
  });

  it('a payment that fails gives its use back; one that succeeds turns it into a redemption', async () => {
    await shop.database.handle.db
      .insert(discountCodes)
      .values({ code: 'ONCEONLY', description: 'One use.', kind: 'percentage', percentOff: 20, usageLimitTotal: 1 });
    const first = await readyCheckout('ONCEONLY', { email: 'first@example.com' });
    const paid = await calls.pay(first.cart, { acceptedTotal: first.checkout.cost.total }, 'first-pay');
    const paymentId = paymentIdOf(paid.body.redirectUrl);
    await calls.card(paymentId, TEST_CARDS.asyncFails);

    // While the first payment is under way, a second checkout is priced without the code.
    const second = await readyCheckout('ONCEONLY', { email: 'second@example.com' });
    expect(second.checkout.discount?.applicable).toBe(false);

    // The first payment fails: its use is released, and the second checkout may have the code.
    minutes(5);
    await shop.app.jobs.enqueue(paymentSweepJob, {});
    await shop.app.jobs.drain();
    const [reservation] = await shop.database.handle.db
      .select()
      .from(discountReservations)
      .where(eq(discountReservations.paymentId, paymentId));
    expect(reservation?.status).toBe('released');
    const repriced = CheckoutSchema.parse((await calls.read(second.cart)).body);
    expect(repriced.discount?.applicable).toBe(true);
    const secondPayment = await payAndCard(second.cart, repriced);
    const [redeemed] = await shop.database.handle.db
      .select()
      .from(discountReservations)
      .where(eq(discountReservations.paymentId, secondPayment));
    expect(redeemed?.status).toBe('redeemed');
    expect(await redemptions()).toHaveLength(1);
  });
});

describe('TRIALTROUSERS60: the first 50 new customers of each calendar month, Singapore time', () => {
  async function usedThisMonth(times: number, at: Date): Promise<void> {
    await shop.database.handle.db.insert(discountRedemptions).values(
      Array.from({ length: times }, (_, index) => ({
        id: `red_month_${index}`,
        code: 'TRIALTROUSERS60',
        customerId: null,
        email: `earlier${index}@example.com`,
        redeemedAt: at,
      })),
    );
  }

  it('counts uses under way toward the month, gives them back when they fail, and opens again at midnight in Singapore', async () => {
    // 49 uses earlier on 31 March (Singapore): one left this month.
    await usedThisMonth(49, new Date('2026-03-31T04:00:00Z'));
    const fiftieth = await readyCheckout('TRIALTROUSERS60', { email: 'fiftieth@example.com', country: 'US', trialTrousers: true });
    expect(fiftieth.checkout.discount?.applicable).toBe(true);
    const paid = await calls.pay(fiftieth.cart, { acceptedTotal: fiftieth.checkout.cost.total }, 'fiftieth');
    expect(paid.status, paid.raw).toBe(200);
    const fiftiethPayment = paymentIdOf(paid.body.redirectUrl);

    // 23:52 on 31 March: the fiftieth use is held, so the 51st customer is told the month is full.
    minutes(2);
    const late = await readyCheckout('TRIALTROUSERS60', { email: 'late@example.com', country: 'US', trialTrousers: true });
    expect(late.checkout.discount).toMatchObject({
      applicable: false,
      message: expect.stringMatching(/this month; it opens again next month/),
    });

    // The fiftieth customer's card is accepted, then fails: the use is given back before midnight.
    await calls.card(fiftiethPayment, TEST_CARDS.asyncFails);
    minutes(1);
    await shop.app.jobs.enqueue(paymentSweepJob, {});
    await shop.app.jobs.drain();
    const reopened = CheckoutSchema.parse((await calls.read(late.cart)).body);
    expect(reopened.discount?.applicable).toBe(true);
    await payAndCard(late.cart, reopened);
    expect(await redemptions()).toHaveLength(50);

    // 23:58: March is full again (49 + the late customer's).
    minutes(3);
    const march = await readyCheckout('TRIALTROUSERS60', { email: 'march@example.com', country: 'US', trialTrousers: true });
    expect(march.checkout.discount?.applicable).toBe(false);

    // 00:01 on 1 April in Singapore (still 31 March in UTC): a new month, the same checkout may use it.
    clock.set(new Date('2026-03-31T16:01:00Z'));
    const april = CheckoutSchema.parse((await calls.read(march.cart)).body);
    expect(april.discount?.applicable).toBe(true);
    const aprilPayment = await payAndCard(march.cart, april);
    const [held] = await shop.database.handle.db
      .select()
      .from(discountReservations)
      .where(eq(discountReservations.paymentId, aprilPayment));
    expect(held?.status).toBe('redeemed');
    expect(await discountedOrders()).toHaveLength(2);
  });
});
