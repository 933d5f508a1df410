import {
  CART_MESSAGES,
  CURRENCY_CODES,
  type CurrencyCode,
  type DeletedFabric,
  type DiscountApplication,
  type GroupedCartItem,
  type ProductConfig,
  type ProductType,
  type SavedSize,
} from '@selvedge/contract';
import {
  checkPieceDesign,
  checkPieceSizing,
  designPreviewPath,
  evaluateDiscount,
  groupByReference,
  minorToDecimalString,
  pieceAttributes,
  priceDesign,
  singaporeMonth,
} from '@selvedge/domain';
import { createKeptAnswers, createObjectVersions } from '../../platform/announced-cache.js';
import type { Clock } from '../../platform/clock.js';
import type { CartVariant, CatalogueService } from '../catalogue/catalogue.service.js';
import type { ShippingService } from '../shipping/shipping.service.js';
import type { CartRepository, CartRow, LineRow, PieceRow } from './cart.repository.js';

/**
 * Who is about to buy, as the checkout knows them: the e-mail the order goes to (normalised) and
 * whether that e-mail has ordered before. Codes count a customer by account or by this e-mail.
 */
export interface Buyer {
  email: string | null;
  hasOrdered: boolean;
}

/** Why a fabric cannot be in a cart, or null when it can. */
export function unavailability(variant: CartVariant | undefined): DeletedFabric['reason'] | null {
  if (!variant || variant.kind !== 'fabric' || variant.saleStatus === 'withdrawn') return 'withdrawn';
  if (variant.saleStatus === 'out_of_stock' || !variant.availableForSale) return 'out_of_stock';
  return null;
}

type PieceCharge = { key: string; label: string; amount: string };

export interface PricedPiece {
  row: PieceRow;
  lines: LineRow[];
  fabric: CartVariant;
  /** Price of one piece by line key, in the cart's currency. */
  lineMinor: Map<string, number>;
  unitMinor: number;
  /** The same in SGD, the shop's own currency (free shipping is judged on it). */
  unitMinorSgd: number;
  totalsByCurrency: Record<string, string>;
  chargesSgd: PieceCharge[];
  charges: PieceCharge[];
  attributes: GroupedCartItem['attributes'];
  preview: string | null;
  invalid: GroupedCartItem['invalid'];
}

/** What a piece's design gives in any cart (see `pieceFacts`). */
interface PieceFacts {
  design: ReturnType<typeof checkPieceDesign>;
  attributes: GroupedCartItem['attributes'];
  /** The address of the design's picture, or null when the design does not pass (its repair is not what was chosen). */
  preview: string | null;
  byCurrency: Map<CurrencyCode, { lineMinor: Map<string, number>; totalMinor: number; charges: PieceCharge[] }>;
}

/** Every currency, the shop's own first. */
export const ALL_CURRENCIES: readonly CurrencyCode[] = ['SGD', ...CURRENCY_CODES.filter((code) => code !== 'SGD')];
/** Designs kept priced per version of the configurations: far more than the pieces in carts read within a minute. */
const PIECE_FACTS_ENTRIES = 5_000;

interface Dependencies {
  repository: Pick<CartRepository, 'transaction' | 'lockById' | 'deletePieces' | 'update' | 'discountCode' | 'usage' | 'hasCheckedOut'>;
  catalogue: Pick<CatalogueService, 'productConfigs' | 'priceIn' | 'rate'>;
  shipping: Pick<ShippingService, 'deliveryCountryDetails'>;
  clock: Clock;
}

/**
 * A cart's prices: each piece checked and priced in every currency (kept per design), the code
 * judged on the pieces, and the pieces whose fabric left sale taken out.
 */
export function createCartPricing({ repository, catalogue, shipping, clock }: Dependencies) {
  /**
   * Removes the pieces whose fabric left sale, under the cart's lock, and answers the fabrics for
   * the answer to report once.
   */
  async function dropUnavailable(row: CartRow, pieces: PieceRow[], variants: Map<string, CartVariant>): Promise<DeletedFabric[]> {
    const gone = pieces.filter((piece) => unavailability(variants.get(piece.fabricVariantId)) !== null);
    if (gone.length === 0) return [];
    await repository.transaction(async (tx) => {
      const locked = await repository.lockById(row.id, tx);
      if (!locked || locked.completedAt !== null) return;
      await repository.deletePieces(
        row.id,
        gone.map((piece) => piece.reference),
        tx,
      );
      await repository.update(row.id, {}, clock.now(), tx);
    });
    const byFabric = new Map<string, DeletedFabric>();
    for (const piece of gone) {
      const variant = variants.get(piece.fabricVariantId);
      const reason = unavailability(variant) ?? 'withdrawn';
      byFabric.set(piece.fabricProductId, {
        id: piece.fabricProductId,
        title: variant?.title ?? 'A fabric',
        reason,
        note: variant?.saleStatusNote ?? null,
      });
    }
    return [...byFabric.values()];
  }

  /**
   * What a piece's design gives, whoever's cart it is in: the checked design, what people read,
   * and its price in each currency. Kept by the version of the configurations (the SGD
   * configurations' object, made anew at every reload), the exchange rates and everything of the
   * piece and its fabric they are made from, so a cart read again costs no repricing; a fact of an
   * older version is never asked for again and makes room for the new.
   */
  const pieceFacts = createKeptAnswers<PieceFacts>({ max: PIECE_FACTS_ENTRIES });
  const versionOf = createObjectVersions();

  async function priceAll(
    pieces: PieceRow[],
    lines: LineRow[],
    variants: Map<string, CartVariant>,
    currency: CurrencyCode,
    savedSizes: Record<ProductType, SavedSize[]> | null,
  ): Promise<PricedPiece[]> {
    if (pieces.length === 0) return [];
    const [configsByCurrency, priceFns, rates] = await Promise.all([
      Promise.all(ALL_CURRENCIES.map((code) => catalogue.productConfigs(code))),
      Promise.all(ALL_CURRENCIES.map((code) => catalogue.priceIn(code))),
      Promise.all(ALL_CURRENCIES.map((code) => catalogue.rate(code))),
    ]);
    const version = versionOf(configsByCurrency[0] ?? {});
    const ratesKey = rates.map((rate) => `${rate.ratePerSgd}/${rate.roundingIncrementMinor}`).join(',');
    const linesByReference = new Map(groupByReference(lines, (line) => line.reference).map((item) => [item.reference, item.lines]));

    /** The facts of one piece's design in every currency, made from the configurations of this version. */
    function factsOf(row: PieceRow, fabric: CartVariant, config: ProductConfig): PieceFacts {
      const checked = checkPieceDesign(config, fabric.handle, row.design);
      const byCurrency = new Map<CurrencyCode, { lineMinor: Map<string, number>; totalMinor: number; charges: PieceCharge[] }>();
      ALL_CURRENCIES.forEach((code, index) => {
        const configIn = configsByCurrency[index]?.[row.productType];
        const priceOf = priceFns[index];
        if (!configIn || !priceOf) return;
        const price = priceDesign(
          configIn,
          priceOf({ priceMinorSgd: fabric.priceMinorSgd, fixedPrices: fabric.fixedPrices }),
          checked.design,
        );
        byCurrency.set(code, {
          lineMinor: new Map(price.lines.map((line) => [line.key, line.minor])),
          totalMinor: price.totalMinor,
          charges: price.lines.map((line) => ({ key: line.key, label: line.label, amount: minorToDecimalString(line.minor, code) })),
        });
      });
      return {
        design: checked,
        attributes: pieceAttributes(config, checked.design, row.sizing),
        preview: checked.problems ? null : designPreviewPath(config, checked.design),
        byCurrency,
      };
    }

    const priced = await Promise.all(
      pieces.map(async (row): Promise<PricedPiece | null> => {
        const fabric = variants.get(row.fabricVariantId);
        const config = configsByCurrency[0]?.[row.productType];
        if (!fabric || !config) return null;
        const { size, fit, sizeName, track, method } = row.sizing;
        const key = JSON.stringify([
          version,
          ratesKey,
          row.productType,
          fabric.variantId,
          fabric.handle,
          fabric.priceMinorSgd,
          fabric.fixedPrices,
          row.design,
          size,
          fit,
          sizeName,
          track,
          method,
        ]);
        const facts = (await pieceFacts.read(key, async () => factsOf(row, fabric, config))) ?? factsOf(row, fabric, config);
        const checkedSizing = checkPieceSizing(config.measurements, row.sizing, savedSizes ? savedSizes[row.productType] : null);
        const problems = [...(facts.design.problems?.problems ?? []), ...(checkedSizing.problems?.problems ?? [])];
        const message = facts.design.problems?.message ?? checkedSizing.problems?.message ?? null;
        const totalsByCurrency: Record<string, string> = {};
        for (const [code, price] of facts.byCurrency) totalsByCurrency[code] = minorToDecimalString(price.totalMinor * row.quantity, code);
        const own = facts.byCurrency.get(currency);
        return {
          row,
          lines: linesByReference.get(row.reference) ?? [],
          fabric,
          lineMinor: own?.lineMinor ?? new Map<string, number>(),
          unitMinor: own?.totalMinor ?? 0,
          unitMinorSgd: facts.byCurrency.get('SGD')?.totalMinor ?? 0,
          totalsByCurrency,
          charges: own?.charges ?? [],
          chargesSgd: facts.byCurrency.get('SGD')?.charges ?? [],
          attributes: facts.attributes,
          preview: facts.preview,
          invalid: message === null ? null : { message, problems },
        };
      }),
    );
    return priced.filter((piece) => piece !== null);
  }

  /**
   * The cart's code judged on its pieces in the cart's currency, and in SGD (`sgdMinor`, what the
   * same cart priced in SGD would take off), so the checkout judges free shipping without pricing
   * the cart a second time.
   */
  async function discountFor(
    row: CartRow,
    priced: PricedPiece[],
    ownerId: string | null,
    deliveryCountry: { code: string; name: string } | null,
    buyer: Buyer | null,
  ): Promise<{ application: DiscountApplication; perPiece: number[]; sgdMinor: number } | null> {
    if (!row.discountCode) return null;
    const currency = row.currencyCode as CurrencyCode;
    const rule = await repository.discountCode(row.discountCode);
    const zero = minorToDecimalString(0, currency);
    if (!rule)
      return {
        application: { code: row.discountCode, applicable: false, message: CART_MESSAGES.codeUnknown(row.discountCode), amount: zero },
        perPiece: priced.map(() => 0),
        sgdMinor: 0,
      };
    const now = clock.now();
    const month = singaporeMonth(now);
    const [usage, rate, sgdRate, countries, checkedOut] = await Promise.all([
      repository.usage(rule.code, { customerId: ownerId, email: buyer?.email ?? null }, month, row.id),
      catalogue.rate(currency),
      catalogue.rate('SGD'),
      shipping.deliveryCountryDetails(),
      ownerId ? repository.hasCheckedOut(ownerId) : Promise.resolve(false),
    ]);
    const judge = (inRate: typeof rate, unitOf: (piece: PricedPiece) => number) =>
      evaluateDiscount(rule, {
        pieces: priced.map((piece) => ({
          productType: piece.row.productType,
          category: piece.row.category,
          quantity: piece.row.quantity,
          unitMinor: unitOf(piece),
        })),
        rate: inRate,
        deliveryCountry,
        countryName: (code) => countries.get(code)?.name ?? code,
        isNewCustomer: !checkedOut && !buyer?.hasOrdered,
        usage,
        now,
      });
    const result = judge(rate, (piece) => piece.unitMinor);
    const inSgd = currency === 'SGD' ? result : judge(sgdRate, (piece) => piece.unitMinorSgd);
    return {
      application: {
        code: rule.code,
        applicable: result.applicable,
        message: result.message,
        amount: minorToDecimalString(result.totalMinor, currency),
      },
      perPiece: result.perPiece,
      sgdMinor: inSgd.applicable ? inSgd.perPiece.reduce((sum, share) => sum + share, 0) : 0,
    };
  }

  return { dropUnavailable, priceAll, discountFor };
}

export type CartPricing = ReturnType<typeof createCartPricing>;
