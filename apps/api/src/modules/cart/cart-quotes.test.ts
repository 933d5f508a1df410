import type { Cart, CurrencyCode, ProductConfig, ProductType } from '@selvedge/contract';
import { describe, expect, it } from 'vitest';
import type { CartVariant } from '../catalogue/catalogue.service.js';
import type { CartQuote } from './cart-answer.js';
import { createCartQuotes } from './cart-quotes.js';
import type { LoadedCart } from './cart.repository.js';

/** The catalogue as the quotes see it: each currency's configurations one object, as the catalogue keeps them. */
const configs = new Map<CurrencyCode, Record<ProductType, ProductConfig>>();
const catalogue = {
  cartVariants: async (ids: string[]) =>
    new Map(ids.map((id) => [id, { variantId: id, saleStatus: 'on_sale', priceMinorSgd: 10_000 } as unknown as CartVariant])),
  productConfigs: async (code: CurrencyCode) => {
    const kept = configs.get(code) ?? ({} as Record<ProductType, ProductConfig>);
    configs.set(code, kept);
    return kept;
  },
  rate: async () => ({ ratePerSgd: 1, roundingIncrementMinor: 1 }) as never,
};
const sizes = { savedSizes: async () => ({}) as never };
const countries = new Map();
const shipping = { deliveryCountryDetails: async () => countries, freeShippingThreshold: async () => 30_000 };

/** A guest cart of one piece, read afresh: a new object each time, as every database read makes. */
function loaded(quantity = 1): LoadedCart {
  const at = new Date('2026-11-01T00:00:00Z');
  return {
    cart: {
      id: 'cart-1',
      customerId: null,
      currencyCode: 'SGD',
      createdAt: at,
      updatedAt: at,
      completedAt: null,
      discountCode: null,
      mergedIntoCartId: null,
      payingPaymentId: null,
      version: 0,
    },
    pieces: [
      {
        cartId: 'cart-1',
        reference: 'r1',
        productType: 'shirt',
        category: 'piece',
        fabricProductId: 'p1',
        fabricVariantId: 'v1',
        quantity,
        design: 'collar=classic',
        sizing: {} as never,
        position: 0,
        createdAt: at,
        updatedAt: at,
      },
    ],
    lines: [{ id: 'l1', cartId: 'cart-1', reference: 'r1', variantId: 'v1', accessoryKey: 'fabric', position: 0 }],
    defaultCountry: null,
  };
}

/** Quotes whose pricing is counted, and lands only when `land` is called. */
function countedQuotes() {
  let pricings = 0;
  const waiting: (() => void)[] = [];
  const priceCart = (cart: LoadedCart) =>
    new Promise<CartQuote>((resolve) => {
      pricings += 1;
      const totalQuantity = cart.pieces.reduce((sum, piece) => sum + piece.quantity, 0);
      waiting.push(() => resolve({ cart: { totalQuantity, deletedItems: [] } as unknown as Cart, money: {} as never }));
    });
  const quotes = createCartQuotes({ catalogue, sizes, shipping, priceCart });
  const land = async () => {
    // The keys are read first (a few awaits), then the pricings begin.
    for (let turn = 0; turn < 20 && waiting.length === 0; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    for (const resolve of waiting.splice(0)) resolve();
  };
  return { quotes, land, pricings: () => pricings };
}

describe('the carts priced once per everything they are made from', () => {
  it('prices an unchanged cart once for readers asking at once, and keeps it for the next', async () => {
    const { quotes, land, pricings } = countedQuotes();
    const reads = Promise.all(Array.from({ length: 10 }, () => quotes.quote(loaded(), null)));
    await land();
    const answers = await reads;
    expect(pricings()).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect((await quotes.quote(loaded(), null)).cart.totalQuantity).toBe(1);
    expect(pricings()).toBe(1);
  });

  it('prices a cart again when one of its rows changed', async () => {
    const { quotes, land, pricings } = countedQuotes();
    const first = quotes.quote(loaded(1), null);
    await land();
    expect((await first).cart.totalQuantity).toBe(1);
    const second = quotes.quote(loaded(2), null);
    await land();
    expect((await second).cart.totalQuantity).toBe(2);
    expect(pricings()).toBe(2);
  });
});
