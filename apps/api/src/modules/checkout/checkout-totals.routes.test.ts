import {
  CartSchema,
  CheckoutSchema,
  CURRENCY_CODES,
  OrderSchema,
  OutboxResponseSchema,
  ShippingResponseSchema,
  TEST_CARDS,
  type CurrencyCode,
} from '@selvedge/contract';
import { decimalStringToMinor, formatMoney } from '@selvedge/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, shippingCountries } from '../../db/schema.js';
import { fixedClock } from '../../platform/clock.js';
import { cartCalls, pieceInput, readCatalogue, type CartCatalogue } from '../../test/cart-kit.js';
import { anAddress, checkoutCalls, paymentIdOf } from '../../test/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Issue 15: the same total in the checkout, the charge, the order and the e-mail, in every charge
 * currency the shop delivers in (one country of each), for carts of different sizes and a code.
 */

const clock = fixedClock(new Date('2026-03-02T09:00:00Z'));
let shop: TestApp;
let catalogue: CartCatalogue;

beforeAll(async () => {
  shop = await createTestApp({ clock });
  catalogue = await readCatalogue(shop, ['shirt', 'trousers']);
});
afterAll(async () => shop.close());

describe('one total from the checkout to the e-mail', () => {
  // 31 checkouts paid end to end: a minute and more on a busy two-core machine.
  it('in each of the 31 charge currencies: the checkout’s total is the amount charged, the order’s and the e-mail’s', {
    timeout: 120_000,
  }, async () => {
    const countries = await shop.database.handle.db.select().from(shippingCountries);
    const byCurrency = new Map<string, string>();
    for (const country of countries) if (!byCurrency.has(country.currencyCode)) byCurrency.set(country.currencyCode, country.code);
    // The demo shop delivers in every one of the 31 currencies.
    expect(byCurrency.size).toBe(CURRENCY_CODES.length);
    const calls = checkoutCalls(shop);
    const delivery = ShippingResponseSchema.parse((await shop.call({ url: '/api/shopify/shipping' })).body);
    const shippingSgd = (country: string) => {
      const rateId = delivery.countries.find((entry) => entry.code === country)?.rateId;
      return decimalStringToMinor(delivery.rates.find((rate) => rate.id === rateId)?.price.amount ?? 'NaN', 'SGD');
    };
    // The catalogue's fabrics on sale (some of the seed's are out of stock), by their place in the list.
    const onSale = {
      shirt: catalogue.fabrics.shirt.flatMap((fabric, place) => (fabric.availableForSale ? [place] : [])).slice(0, 6),
      trousers: catalogue.fabrics.trousers.flatMap((fabric, place) => (fabric.availableForSale ? [place] : [])).slice(0, 6),
    };
    let index = 0;
    for (const [currency, country] of byCurrency) {
      index += 1;
      // Carts of one to four pieces of different fabrics and types; every other one with the welcome code.
      const pieces = Array.from({ length: 1 + (index % 4) }, (_, n) => {
        const type = n % 2 === 0 ? ('shirt' as const) : ('trousers' as const);
        return pieceInput(catalogue, { type, fabricIndex: onSale[type][(index + n) % onSale[type].length] ?? 0 });
      });
      const created = await cartCalls(shop).create({ lineItems: pieces });
      expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(200);
      const cart = created.body;
      await calls.open(cart.encodedId);
      const email = `totals-${currency.toLowerCase()}@example.com`;
      const updated = await calls.update(cart.encodedId, { email, address: anAddress(country) });
      expect(updated.status, `${country}: ${JSON.stringify(updated.body).slice(0, 300)}`).toBe(200);
      let checkout = CheckoutSchema.parse(updated.body);
      if (index % 2 === 0) checkout = CheckoutSchema.parse((await calls.applyCode(cart.encodedId, 'WELCOME10')).body);
      expect(checkout.chargeCurrency, country).toBe(currency);
      const code = currency as CurrencyCode;
      const minor = (amount: string) => decimalStringToMinor(amount, code);
      const { subtotal, discount, shipping, total } = checkout.cost;
      expect(minor(total.amount), currency).toBe(minor(subtotal.amount) - minor(discount.amount) + minor(shipping.amount));
      expect(minor(subtotal.amount), currency).toBe(
        checkout.items.reduce((sum, item) => sum + minor(item.groupedItemsTotal) + minor(item.groupedItemsDiscount), 0),
      );
      // The total in SGD is the same cart priced in SGD (its code judged there too), and the shipping in SGD.
      const inSgd = CartSchema.parse((await cartCalls(shop).read(cart.encodedId)).body);
      const goodsSgd = decimalStringToMinor(inSgd.cost.totalAmount.amount, 'SGD');
      expect(decimalStringToMinor(checkout.cost.totalSgd.amount, 'SGD'), currency).toBe(
        goodsSgd + (checkout.shipping?.free ? 0 : shippingSgd(country)),
      );

      const started = await calls.pay(cart.encodedId, { acceptedTotal: total }, `totals-${currency}`);
      expect(started.status, started.raw).toBe(200);
      const paymentId = paymentIdOf(started.body.redirectUrl);
      expect((await calls.testPage(paymentId)).body.amount, currency).toEqual(total);
      expect((await calls.card(paymentId, TEST_CARDS.succeeds)).body.status).toBe('succeeded');
      const done = await calls.complete(cart.encodedId, paymentId);
      const number = done.body.order?.number ?? '';
      const [row] = (await shop.database.handle.db.select().from(orders)).filter((entry) => entry.number === number);
      expect(row?.totalMinor, currency).toBe(minor(total.amount));
      expect(row?.currencyCode).toBe(currency);

      await shop.app.jobs.drain();
      const mail = OutboxResponseSchema.parse(
        (await shop.call({ url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).body,
      ).messages.find((message) => message.subject.endsWith(number));
      expect(mail?.text, currency).toContain(`Total paid: ${formatMoney(minor(total.amount), code)}`);
      const link = /\/orders\/(SV-\d+)\?key=([\w-]+)/.exec(mail?.text ?? '');
      const order = OrderSchema.parse((await shop.call({ url: `/api/orders/${number}?key=${link?.[2] ?? ''}` })).body);
      expect(order.cost.total, currency).toEqual(total);
    }
  });
});
