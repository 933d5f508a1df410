import { CART_ATTRIBUTE, encodeCartId, type Cart, type CartLine, type CurrencyCode, type GroupedCartItem } from '@selvedge/contract';
import { allocateDiscount, freeShippingProgress, freeShippingText, minorToDecimalString, toMoney } from '@selvedge/domain';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { MeasurementsService } from '../measurements/measurements.service.js';
import type { ShippingService } from '../shipping/shipping.service.js';
import { unavailability, type Buyer, type CartPricing } from './cart-pricing.js';
import type { LoadedCart } from './cart.repository.js';

/**
 * A cart's money as the checkout takes it: integer minor units in `currency`, beside the answer's
 * decimal strings (never parsed back from them). `pieces` by reference: each piece's price before
 * the code (quantity included) and its share of the code's discount.
 */
interface CartMoney {
  currency: CurrencyCode;
  subtotalMinor: number;
  discountMinor: number;
  /** What the goods come to in SGD after the code (what the same cart priced in SGD totals): free shipping is judged on it. */
  goodsSgdMinor: number;
  pieces: Record<string, { priceMinor: number; discountMinor: number }>;
}

/** The checkout's quote of a cart: the answer as presented, and its money in minor units. */
export interface CartQuote {
  cart: Cart;
  money: CartMoney;
}

interface Dependencies {
  catalogue: Pick<CatalogueService, 'cartVariants' | 'rate'>;
  sizes: Pick<MeasurementsService, 'savedSizes'>;
  shipping: Pick<ShippingService, 'deliveryCountryDetails' | 'freeShippingThreshold'>;
  pricing: CartPricing;
}

/** The cart presented as the storefront reads it (SPEC §3's Shopify-shaped answer), with its money in minor units. */
export function createCartAnswers({ catalogue, sizes, shipping, pricing }: Dependencies) {
  const { dropUnavailable, priceAll, discountFor } = pricing;

  /**
   * The answer for a cart row: its pieces checked, priced in its currency and grouped (SPEC §3);
   * with what its goods come to in SGD after the code (what the same cart priced in SGD totals).
   */
  async function priceCart(loaded: LoadedCart, buyer: Buyer | null = null): Promise<CartQuote> {
    const { cart: row, defaultCountry: countryCode } = loaded;
    let { pieces, lines } = loaded;
    const currency = row.currencyCode as CurrencyCode;
    const variants = await catalogue.cartVariants(lines.map((line) => line.variantId).concat(pieces.map((piece) => piece.fabricVariantId)));
    const deleted = row.completedAt === null ? await dropUnavailable(row, pieces, variants) : [];
    if (deleted.length > 0) {
      const gone = new Set(
        pieces.filter((piece) => unavailability(variants.get(piece.fabricVariantId)) !== null).map((piece) => piece.reference),
      );
      pieces = pieces.filter((piece) => !gone.has(piece.reference));
      lines = lines.filter((line) => !gone.has(line.reference));
    }
    const ownerId = row.customerId;
    const [savedSizes, countries, rate] = await Promise.all([
      ownerId ? sizes.savedSizes(ownerId) : Promise.resolve(null),
      shipping.deliveryCountryDetails(),
      catalogue.rate(currency),
    ]);
    const priced = await priceAll(pieces, lines, variants, currency, savedSizes);
    const country = countryCode ? (countries.get(countryCode) ?? null) : null;
    const discount = await discountFor(row, priced, ownerId, country, buyer);

    const edges: { node: CartLine }[] = [];
    const items: GroupedCartItem[] = [];
    let subtotal = 0;
    let discountTotal = 0;
    const pieceMoney: CartMoney['pieces'] = {};
    priced.forEach((piece, index) => {
      const pieceDiscount = discount?.application.applicable ? (discount.perPiece[index] ?? 0) : 0;
      const lineAmounts = piece.lines.map((line) => (piece.lineMinor.get(line.accessoryKey) ?? 0) * piece.row.quantity);
      const allocations = allocateDiscount(pieceDiscount, lineAmounts);
      piece.lines.forEach((line, lineIndex) => {
        const variant = line.accessoryKey === 'fabric' ? piece.fabric : variants.get(line.variantId);
        const label = piece.charges.find((charge) => charge.key === line.accessoryKey)?.label ?? variant?.title ?? line.accessoryKey;
        const share = allocations[lineIndex] ?? 0;
        edges.push({
          node: {
            id: line.id,
            quantity: piece.row.quantity,
            attributes: [
              { key: CART_ATTRIBUTE.reference, value: piece.row.reference },
              { key: CART_ATTRIBUTE.product, value: piece.row.productType },
              { key: CART_ATTRIBUTE.category, value: piece.row.category },
              ...(line.accessoryKey === 'fabric' ? piece.attributes : []),
            ],
            discountAllocations: share > 0 ? [{ discountedAmount: toMoney(share, currency) }] : [],
            merchandise: {
              id: line.variantId,
              price: toMoney(piece.lineMinor.get(line.accessoryKey) ?? 0, currency),
              image: line.accessoryKey === 'fabric' ? piece.fabric.image : null,
              product: {
                id: variant?.productId ?? line.variantId,
                title: line.accessoryKey === 'fabric' ? piece.fabric.title : label,
                handle: variant?.handle ?? '',
                productType: piece.row.productType,
              },
            },
          },
        });
      });
      const pieceTotal = piece.unitMinor * piece.row.quantity;
      subtotal += pieceTotal;
      discountTotal += pieceDiscount;
      pieceMoney[piece.row.reference] = { priceMinor: pieceTotal, discountMinor: pieceDiscount };
      const params = new URLSearchParams(piece.row.design);
      params.set('edit', 'true');
      params.set('edit-id', piece.fabric.productId);
      params.set('reference', piece.row.reference);
      // A trial piece is edited as a trial (the customiser shows what a trial is).
      if (piece.row.category === 'trial') params.set('trial', '1');
      items.push({
        reference: piece.row.reference,
        productType: piece.row.productType,
        category: piece.row.category,
        fabric: { id: piece.fabric.productId, variantId: piece.fabric.variantId, title: piece.fabric.title, handle: piece.fabric.handle },
        image: piece.fabric.image,
        quantity: piece.row.quantity,
        lineIds: piece.lines.map((line) => line.id),
        attributes: piece.attributes,
        design: piece.row.design,
        sizing: piece.row.sizing,
        editPath: `${piece.row.category === 'preorder' ? '/preorder' : ''}/shop/${piece.row.productType}?${params.toString()}`,
        ...(piece.preview && !piece.invalid ? { preview: piece.preview } : {}),
        groupedItemsTotal: minorToDecimalString(pieceTotal - pieceDiscount, currency),
        groupItemsCurrencyCode: currency,
        groupedItemsDiscount: minorToDecimalString(pieceDiscount, currency),
        groupedItemsTotalByCurrency: piece.totalsByCurrency,
        groupedItemsChargesByCurrency: { [currency]: piece.charges, SGD: piece.chargesSgd },
        invalid: piece.invalid,
      });
    });

    const total = subtotal - discountTotal;
    const progress = freeShippingProgress(total, await shipping.freeShippingThreshold(), rate);
    const goodsSgdMinor = priced.reduce((sum, piece) => sum + piece.unitMinorSgd * piece.row.quantity, 0) - (discount?.sgdMinor ?? 0);
    const cart: Cart = {
      id: row.id,
      encodedId: encodeCartId(row.id),
      webUrl: null,
      checkoutUrl: `/checkout/${encodeCartId(row.id)}`,
      completed: row.completedAt !== null,
      owner: row.customerId === null ? 'guest' : 'customer',
      lineItems: { edges },
      items,
      totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
      cost: {
        subtotalAmount: toMoney(subtotal, currency),
        discountAmount: toMoney(discountTotal, currency),
        totalAmount: toMoney(total, currency),
      },
      discountApplications: discount ? [discount.application] : [],
      deletedItems: deleted,
      freeShipping: {
        threshold: minorToDecimalString(progress.thresholdMinor, currency),
        remaining: minorToDecimalString(progress.remainingMinor, currency),
        percent: progress.percent,
        entitled: progress.entitled,
        text: freeShippingText(progress),
        country: country ? { code: country.code, name: country.name, freeShipping: country.freeShipping } : null,
      },
      hasInvalidItems: items.some((item) => item.invalid !== null),
    };
    return { cart, money: { currency, subtotalMinor: subtotal, discountMinor: discountTotal, goodsSgdMinor, pieces: pieceMoney } };
  }

  return { priceCart };
}
