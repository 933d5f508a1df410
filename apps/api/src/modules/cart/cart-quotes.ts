import { createHash } from 'node:crypto';
import { createKeptAnswers, createObjectVersions } from '../../platform/announced-cache.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { MeasurementsService } from '../measurements/measurements.service.js';
import type { ShippingService } from '../shipping/shipping.service.js';
import type { CartQuote } from './cart-answer.js';
import { ALL_CURRENCIES, type Buyer } from './cart-pricing.js';
import type { LoadedCart } from './cart.repository.js';

/** Quotes kept for the checkout's and the cart's reads, by everything they are priced from (see `quoteKey`). */
const KEPT_QUOTES = 2_000;

interface Dependencies {
  catalogue: Pick<CatalogueService, 'cartVariants' | 'productConfigs' | 'rate'>;
  sizes: Pick<MeasurementsService, 'savedSizes'>;
  shipping: Pick<ShippingService, 'deliveryCountryDetails' | 'freeShippingThreshold'>;
  /** Prices a loaded cart (cart-answer.ts). */
  priceCart(loaded: LoadedCart, buyer: Buyer | null): Promise<CartQuote>;
}

/**
 * Carts priced once per everything a price is made from: the checkout's quotes (decision 061) and
 * the cart's own reads (decision 062), which are the quote of the cart as it stands.
 */
export function createCartQuotes({ catalogue, sizes, shipping, priceCart }: Dependencies) {
  /**
   * The checkout's quotes, by a digest of everything a price is made from. The cart's own rows (its
   * pieces, lines, currency, code, owner), the fabrics' rows and the owner's saved sizes are read
   * afresh for every key, so a change to any of them, in this process or another, is a new key; the
   * configurations (named by their objects: each reload makes new ones), the rates (by value: a
   * price is the fabric's SGD price or its own fixed price converted at them) and shipping are the
   * catalogue's and shipping's kept values, cleared with `forgetKeptAnswers` when
   * the database announces a change to them (migration 0023, every process). A cart with a code is
   * never kept: whether its code applies moves with other customers' orders and the clock.
   */
  const quotes = createKeptAnswers<CartQuote>({ max: KEPT_QUOTES });
  const idOf = createObjectVersions();

  async function quoteKey(loaded: LoadedCart, buyer: Buyer | null): Promise<string | null> {
    if (loaded.cart.discountCode !== null) return null;
    const ownerId = loaded.cart.customerId;
    const [variants, savedSizes, configs, rates, countries, threshold] = await Promise.all([
      catalogue.cartVariants(loaded.lines.map((line) => line.variantId).concat(loaded.pieces.map((piece) => piece.fabricVariantId))),
      ownerId ? sizes.savedSizes(ownerId) : Promise.resolve(null),
      Promise.all(ALL_CURRENCIES.map((code) => catalogue.productConfigs(code))),
      Promise.all(ALL_CURRENCIES.map((code) => catalogue.rate(code))),
      shipping.deliveryCountryDetails(),
      shipping.freeShippingThreshold(),
    ]);
    const made = JSON.stringify([
      loaded,
      buyer,
      [...variants.entries()],
      savedSizes,
      configs.map(idOf),
      rates.map((rate) => [rate.ratePerSgd, rate.roundingIncrementMinor]),
      idOf(countries),
      threshold,
    ]);
    return createHash('sha256').update(made).digest('base64url');
  }

  return {
    /** The cart as loaded (in the currency and country asked) priced for `buyer`: kept when nothing it is made from has changed. */
    async quote(asked: LoadedCart, buyer: Buyer | null): Promise<CartQuote> {
      const key = await quoteKey(asked, buyer);
      if (key === null) return priceCart(asked, buyer);
      // Readers of one key at once share one pricing; one priced while the shop changed is not kept.
      const priced = (await quotes.read(key, () => priceCart(asked, buyer))) ?? (await priceCart(asked, buyer));
      // A pricing that took pieces out (their fabric left sale) says so once: the next read prices again.
      if (priced.cart.deletedItems.length > 0) quotes.forget(key);
      return priced;
    },
    /** Everything a quote is made from may have changed (the catalogue, rates, shipping or codes): none is kept. */
    forget(): void {
      quotes.forgetAll();
    },
  };
}
