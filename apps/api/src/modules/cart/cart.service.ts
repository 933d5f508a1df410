import {
  CART_ATTRIBUTE,
  CART_MESSAGES,
  CURRENCY_CODES,
  ErrorCode,
  MAX_CART_PIECES,
  PieceCategorySchema,
  PieceReferenceSchema,
  PieceSizingSchema,
  ProductTypeSchema,
  decodeCartId,
  encodeCartId,
  findForbiddenText,
  type ApiProblem,
  type Cart,
  type CartLine,
  type CartLineInput,
  type CreateCartRequest,
  type CurrencyCode,
  type DeletedFabric,
  type DiscountApplication,
  type GroupedCartItem,
  type PieceSizing,
  type PieceWarning,
  type ProductType,
  type SavedSize,
  type UpdateCartRequest,
} from '@selvedge/contract';
import {
  allocateDiscount,
  chargedAccessories,
  checkPieceDesign,
  checkPieceFit,
  checkPieceSizing,
  designPreviewPath,
  evaluateDiscount,
  freeShippingProgress,
  freeShippingText,
  groupByReference,
  minorToDecimalString,
  pieceAttributes,
  priceDesign,
  singaporeMonth,
  whyNotUsable,
  toMoney,
} from '@selvedge/domain';
import { createHash, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Runner } from '../../db/transaction.js';
import type { ChangeAnnouncements } from '../../db/connection.js';
import { createAnnouncedCache } from '../../platform/announced-cache.js';
import type { Clock } from '../../platform/clock.js';
import { forbidden, HttpError, notFound } from '../../platform/errors.js';
import type { CartVariant, CatalogueService } from '../catalogue/catalogue.service.js';
import type { MeasurementsService } from '../measurements/measurements.service.js';
import type { ShippingService } from '../shipping/shipping.service.js';
import { newCartId, type CartRepository, type CartRow, type LineRow, type LoadedCart, type PieceRow, type PieceWrite, type WriteOutcome } from './cart.repository.js';
import { createCartWriteQueue } from './cart-write-queue.js';

/**
 * Who is about to buy, as the checkout knows them: the e-mail the order goes to (normalised) and
 * whether that e-mail has ordered before. Codes count a customer by account or by this e-mail.
 */
export interface Buyer {
  email: string | null;
  hasOrdered: boolean;
}

interface Dependencies {
  repository: CartRepository;
  catalogue: CatalogueService;
  sizes: MeasurementsService;
  shipping: ShippingService;
  clock: Clock;
  announcements?: ChangeAnnouncements | null;
}

/** Announced with a cart's id when the cart, a piece or a line changes (migration 0007). */
const CART_CHANGES = 'cart_changed';
/** Announced with a customer's id when their account, addresses, sizes or carts change (migration 0006). */
const CUSTOMER_CHANGES = 'customer_answer_changed';
/** How long a cart's answer is kept: as long as the catalogue and rates it is priced from. */
const CART_ANSWER_MS = 60_000;
const CART_ANSWERS = 2_000;

/**
 * A cart's money as the checkout takes it: integer minor units in `currency`, beside the answer's
 * decimal strings (never parsed back from them). `pieces` by reference: each piece's price before
 * the code (quantity included) and its share of the code's discount.
 */
export interface CartMoney {
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

/** Quotes kept for the checkout's reads, by everything they are priced from (see `quoteKey`). */
const KEPT_QUOTES = 2_000;

interface KeptAnswer {
  cart: Cart;
  ownerId: string | null;
}

/** A 400 about pieces: SPEC §8's sentence and every problem on its field. */
const invalidPieces = (problems: ApiProblem[]) =>
  new HttpError(400, ErrorCode.invalid_piece, problems.length === 1 ? `${problems[0]?.path}: ${problems[0]?.message}` : 'Some pieces cannot be added as they are.', {}, { problems });

/**
 * A 400 about measurements that look mistaken (issue 29): each warning's own sentence, and every
 * warning with its piece, so the storefront asks the customer to confirm or correct each one.
 */
const unconfirmedMeasurements = (warnings: PieceWarning[]) =>
  new HttpError(
    400,
    ErrorCode.measurement_warnings,
    warnings.map((warning) => warning.message).join(' '),
    {},
    { warnings, problems: warnings.map((warning) => ({ path: warning.path, message: warning.message })) },
  );

const ENGINE_KEYS = new Set<string>(Object.values(CART_ATTRIBUTE));

/** A fresh reference for a piece sent without one. */
const newReference = () => randomBytes(12).toString('base64url');

/** Why a fabric cannot be in a cart, or null when it can. */
function unavailability(variant: CartVariant | undefined): DeletedFabric['reason'] | null {
  if (!variant || variant.kind !== 'fabric' || variant.saleStatus === 'withdrawn') return 'withdrawn';
  if (variant.saleStatus === 'out_of_stock' || !variant.availableForSale) return 'out_of_stock';
  return null;
}

type PieceCharge = { key: string; label: string; amount: string };

interface PricedPiece {
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
const ALL_CURRENCIES: readonly CurrencyCode[] = ['SGD', ...CURRENCY_CODES.filter((code) => code !== 'SGD')];
/** Designs kept priced per version of the configurations: far more than the pieces in carts read within a minute. */
const PIECE_FACTS_ENTRIES = 5_000;

export function createCartService({ repository, catalogue, sizes, shipping, clock, announcements = null }: Dependencies) {
  /**
   * Answers kept on the embedded database until the cart or its owner changes (or a minute, for the
   * catalogue's prices and sale status, which a checkout checks again before payment).
   */
  const answers = createAnnouncedCache<KeptAnswer>(announcements, CART_CHANGES, CART_ANSWERS, {
    related: { channel: CUSTOMER_CHANGES, affects: (customerId, value) => value.ownerId === customerId },
    maxAgeMs: CART_ANSWER_MS,
    now: () => clock.now().getTime(),
  });

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
  const quotes = new LRUCache<string, CartQuote>({ max: KEPT_QUOTES });
  /** Counts clears: a quote priced while one happened may be older than the change, and is not kept. */
  let quoteGeneration = 0;
  const objectIds = new WeakMap<object, number>();
  let lastObjectId = 0;
  /** A number for an object, the same while it lives: a kept value's version. */
  const idOf = (value: object): number => {
    let id = objectIds.get(value);
    if (id === undefined) {
      lastObjectId += 1;
      id = lastObjectId;
      objectIds.set(value, id);
    }
    return id;
  };

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

  // --- Reading ------------------------------------------------------------------------------------

  /** The cart id inside an encoded id, or a 400 that says it is not one. */
  function cartIdOf(encoded: string): string {
    const id = decodeCartId(encoded);
    if (!id) throw new HttpError(400, ErrorCode.invalid_cart_id, CART_MESSAGES.idInvalid);
    return id;
  }

  /** A customer's cart is theirs alone (403 for anyone else, logged in or not); a guest cart is reached by its unguessable id. */
  function checkOwner(row: CartRow | null, customerId: string | null): CartRow {
    if (!row) throw notFound(CART_MESSAGES.notFound, ErrorCode.cart_not_found);
    if (row.customerId !== null && row.customerId !== customerId) throw forbidden(CART_MESSAGES.forbidden);
    return row;
  }

  function checkOpen(row: CartRow): void {
    if (row.completedAt !== null) throw new HttpError(409, ErrorCode.cart_completed, CART_MESSAGES.completed);
    if (row.mergedIntoCartId !== null) throw new HttpError(409, ErrorCode.cart_completed, CART_MESSAGES.mergedElsewhere);
    if (row.payingPaymentId !== null) throw new HttpError(409, ErrorCode.cart_in_payment, CART_MESSAGES.inPayment);
  }

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
      await repository.deletePieces(row.id, gone.map((piece) => piece.reference), tx);
      await repository.update(row.id, {}, clock.now(), tx);
    });
    const byFabric = new Map<string, DeletedFabric>();
    for (const piece of gone) {
      const variant = variants.get(piece.fabricVariantId);
      const reason = unavailability(variant) ?? 'withdrawn';
      byFabric.set(piece.fabricProductId, { id: piece.fabricProductId, title: variant?.title ?? 'A fabric', reason, note: variant?.saleStatusNote ?? null });
    }
    return [...byFabric.values()];
  }

  /**
   * What a piece's design gives, whoever's cart it is in: the checked design, what people read,
   * and its price in each currency. Kept per version of the configurations (the SGD configurations'
   * object changes with every reload) and per set of exchange rates, so a cart read again costs
   * no repricing; bounded, and gone with the version.
   */
  const pieceFacts = new WeakMap<object, LRUCache<string, PieceFacts>>();

  async function priceAll(pieces: PieceRow[], lines: LineRow[], variants: Map<string, CartVariant>, currency: CurrencyCode, savedSizes: Record<ProductType, SavedSize[]> | null): Promise<PricedPiece[]> {
    if (pieces.length === 0) return [];
    const [configsByCurrency, priceFns, rates] = await Promise.all([
      Promise.all(ALL_CURRENCIES.map((code) => catalogue.productConfigs(code))),
      Promise.all(ALL_CURRENCIES.map((code) => catalogue.priceIn(code))),
      Promise.all(ALL_CURRENCIES.map((code) => catalogue.rate(code))),
    ]);
    const version = configsByCurrency[0] ?? {};
    let cache = pieceFacts.get(version);
    if (!cache) {
      cache = new LRUCache<string, PieceFacts>({ max: PIECE_FACTS_ENTRIES });
      pieceFacts.set(version, cache);
    }
    const ratesKey = rates.map((rate) => `${rate.ratePerSgd}/${rate.roundingIncrementMinor}`).join(',');
    const linesByReference = new Map(groupByReference(lines, (line) => line.reference).map((item) => [item.reference, item.lines]));

    return pieces.flatMap((row) => {
      const fabric = variants.get(row.fabricVariantId);
      const config = configsByCurrency[0]?.[row.productType];
      if (!fabric || !config) return [];
      const { size, fit, sizeName, track, method } = row.sizing;
      const key = JSON.stringify([ratesKey, row.productType, fabric.variantId, fabric.handle, fabric.priceMinorSgd, fabric.fixedPrices, row.design, size, fit, sizeName, track, method]);
      let facts = cache.get(key);
      if (!facts) {
        const checked = checkPieceDesign(config, fabric.handle, row.design);
        const byCurrency = new Map<CurrencyCode, { lineMinor: Map<string, number>; totalMinor: number; charges: PieceCharge[] }>();
        ALL_CURRENCIES.forEach((code, index) => {
          const configIn = configsByCurrency[index]?.[row.productType];
          const priceOf = priceFns[index];
          if (!configIn || !priceOf) return;
          const price = priceDesign(configIn, priceOf({ priceMinorSgd: fabric.priceMinorSgd, fixedPrices: fabric.fixedPrices }), checked.design);
          byCurrency.set(code, {
            lineMinor: new Map(price.lines.map((line) => [line.key, line.minor])),
            totalMinor: price.totalMinor,
            charges: price.lines.map((line) => ({ key: line.key, label: line.label, amount: minorToDecimalString(line.minor, code) })),
          });
        });
        facts = { design: checked, attributes: pieceAttributes(config, checked.design, row.sizing), preview: checked.problems ? null : designPreviewPath(config, checked.design), byCurrency };
        cache.set(key, facts);
      }
      const checkedSizing = checkPieceSizing(config.measurements, row.sizing, savedSizes ? savedSizes[row.productType] : null);
      const problems = [...(facts.design.problems?.problems ?? []), ...(checkedSizing.problems?.problems ?? [])];
      const message = facts.design.problems?.message ?? checkedSizing.problems?.message ?? null;
      const totalsByCurrency: Record<string, string> = {};
      for (const [code, price] of facts.byCurrency) totalsByCurrency[code] = minorToDecimalString(price.totalMinor * row.quantity, code);
      const own = facts.byCurrency.get(currency);
      return [
        {
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
        },
      ];
    });
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
    if (!rule) return { application: { code: row.discountCode, applicable: false, message: CART_MESSAGES.codeUnknown(row.discountCode), amount: zero }, perPiece: priced.map(() => 0), sgdMinor: 0 };
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
        pieces: priced.map((piece) => ({ productType: piece.row.productType, category: piece.row.category, quantity: piece.row.quantity, unitMinor: unitOf(piece) })),
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
      application: { code: rule.code, applicable: result.applicable, message: result.message, amount: minorToDecimalString(result.totalMinor, currency) },
      perPiece: result.perPiece,
      sgdMinor: inSgd.applicable ? inSgd.perPiece.reduce((sum, share) => sum + share, 0) : 0,
    };
  }

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
      const gone = new Set(pieces.filter((piece) => unavailability(variants.get(piece.fabricVariantId)) !== null).map((piece) => piece.reference));
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
      cost: { subtotalAmount: toMoney(subtotal, currency), discountAmount: toMoney(discountTotal, currency), totalAmount: toMoney(total, currency) },
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

  const present = async (loaded: LoadedCart): Promise<Cart> => (await priceCart(loaded)).cart;

  // --- Checking pieces ------------------------------------------------------------------------------

  /**
   * Every piece of a request checked and turned into what is written: its attributes, fabric,
   * design against the configuration, size against the tables or the owner's saved sizes, and the
   * lines it is made of. Every problem of every piece is collected before anything is refused.
   */
  async function preparePieces(inputs: { input: CartLineInput; path: string }[], ownerId: string | null): Promise<PieceWrite[]> {
    if (inputs.length === 0) return [];
    const problems: ApiProblem[] = [];
    const [variants, configs, savedSizes] = await Promise.all([
      catalogue.cartVariants(inputs.map(({ input }) => input.merchandiseId)),
      catalogue.productConfigs('SGD'),
      ownerId ? sizes.savedSizes(ownerId) : Promise.resolve(null),
    ]);
    const references = new Set<string>();
    const pieces: PieceWrite[] = [];
    const warnings: PieceWarning[] = [];
    for (const { input, path } of inputs) {
      const before = problems.length;
      const attributes = new Map<string, string>();
      input.attributes.forEach((attribute, index) => {
        if (!ENGINE_KEYS.has(attribute.key)) {
          problems.push({ path: `${path}.attributes.${index}.key`, message: `"${attribute.key.slice(0, 40)}" is not an attribute a piece takes (${[...ENGINE_KEYS].join(', ')}); the shop writes the others.` });
        } else if (attributes.has(attribute.key)) {
          problems.push({ path: `${path}.attributes.${index}.key`, message: `"${attribute.key}" is given twice.` });
        } else attributes.set(attribute.key, attribute.value);
      });
      const at = (key: string) => `${path}.attributes.${key}`;

      const referenceValue = attributes.get(CART_ATTRIBUTE.reference) ?? newReference();
      const reference = PieceReferenceSchema.safeParse(referenceValue);
      if (!reference.success) problems.push({ path: at(CART_ATTRIBUTE.reference), message: reference.error.issues[0]?.message ?? 'is not a reference' });
      else if (references.has(reference.data)) problems.push({ path: at(CART_ATTRIBUTE.reference), message: 'two pieces of this request have the same reference' });
      else references.add(reference.data);

      const type = ProductTypeSchema.safeParse(attributes.get(CART_ATTRIBUTE.product));
      if (!type.success) problems.push({ path: at(CART_ATTRIBUTE.product), message: 'must be one of shirt, polo, trousers, shorts, outerwears, jackets' });
      const category = PieceCategorySchema.safeParse(attributes.get(CART_ATTRIBUTE.category) ?? 'piece');
      if (!category.success) problems.push({ path: at(CART_ATTRIBUTE.category), message: 'must be piece, trial or preorder' });

      const variant = variants.get(input.merchandiseId);
      const reason = unavailability(variant);
      if (!variant || variant.kind !== 'fabric') {
        problems.push({ path: `${path}.merchandiseId`, message: `"${input.merchandiseId.slice(0, 100)}" is not one of our fabrics.` });
      } else if (reason !== null) {
        problems.push({ path: `${path}.merchandiseId`, message: `${variant.title} is ${reason === 'withdrawn' ? 'no longer for sale' : 'out of stock'}.` });
      } else if (type.success && variant.productType !== type.data) {
        problems.push({ path: `${path}.merchandiseId`, message: `${variant.title} is a ${variant.productType} fabric, not a ${type.data} one.` });
      }
      const config = type.success ? configs[type.data] : undefined;
      if (config && category.success && category.data === 'trial' && config.trialLeadTime === null) {
        problems.push({ path: at(CART_ATTRIBUTE.category), message: `${config.title} are not made as trial pieces.` });
      }

      let sizing: PieceSizing | null = null;
      const sizingText = attributes.get(CART_ATTRIBUTE.sizing);
      if (sizingText === undefined) problems.push({ path: at(CART_ATTRIBUTE.sizing), message: 'is missing: a piece needs its size' });
      else {
        let raw: unknown;
        try {
          raw = JSON.parse(sizingText);
        } catch {
          raw = undefined;
        }
        const parsed = PieceSizingSchema.safeParse(raw);
        // The JSON inside the attribute can spell a NUL (\u0000) the body's own check never saw.
        const forbidden = parsed.success ? findForbiddenText(parsed.data) : null;
        if (!parsed.success) problems.push({ path: at(CART_ATTRIBUTE.sizing), message: `is not a size (${parsed.error.issues[0]?.path.join('.') || 'JSON'}: ${parsed.error.issues[0]?.message ?? 'invalid'})` });
        else if (forbidden !== null) problems.push({ path: at(CART_ATTRIBUTE.sizing), message: `${forbidden.path}: ${forbidden.message}` });
        else sizing = parsed.data;
      }
      const designText = attributes.get(CART_ATTRIBUTE.design);
      if (designText === undefined) problems.push({ path: at(CART_ATTRIBUTE.design), message: 'is missing: a piece needs its design' });

      if (problems.length > before || !config || !variant || !sizing || designText === undefined || !reference.success || !type.success || !category.success) continue;
      const design = checkPieceDesign(config, variant.handle, designText);
      for (const problem of design.problems?.problems ?? []) problems.push({ path: at(CART_ATTRIBUTE.design), message: problem });
      const size = checkPieceSizing(config.measurements, sizing, savedSizes ? savedSizes[type.data] : null);
      for (const problem of size.problems?.problems ?? []) problems.push({ path: at(CART_ATTRIBUTE.sizing), message: problem });
      if (problems.length > before) continue;
      // The fit estimate's answers and the measurement warnings (issue 29): a warning is kept only once confirmed.
      const fit = checkPieceFit(config, size.sizing);
      for (const problem of fit.problems) problems.push({ path: at(CART_ATTRIBUTE.sizing), message: `${problem.path}: ${problem.message}` });
      if (problems.length > before) continue;
      for (const warning of fit.unconfirmed) warnings.push({ ...warning, path: at(CART_ATTRIBUTE.sizing), reference: reference.data });
      pieces.push({
        reference: reference.data,
        productType: type.data,
        category: category.data,
        fabricProductId: variant.productId,
        fabricVariantId: variant.variantId,
        quantity: input.quantity,
        design: design.query,
        sizing: fit.sizing,
        lines: [
          { variantId: variant.variantId, accessoryKey: 'fabric' },
          ...chargedAccessories(config, design.design).map((charged) => ({ variantId: charged.variantId, accessoryKey: charged.key })),
        ],
      });
    }
    if (problems.length > 0) throw invalidPieces(problems);
    if (warnings.length > 0) throw unconfirmedMeasurements(warnings);
    return pieces;
  }

  /** Counts the changes this process made to carts, so an answer can be known to come after one. */
  let changeCount = 0;
  /** Answers being made, by cart: parallel requests for one cart share one (50 adds at once build few). */
  const flights = new Map<string, { started: number; promise: Promise<KeptAnswer | null> }>();

  /** The catalogue changed under every cart (a fabric left sale or came back): no kept answer holds. */
  function forgetKeptAnswers(): void {
    answers.forgetAll();
    quotes.clear();
    quoteGeneration += 1;
  }

  /** After this process changed cart `id`: its kept answer is stale; answers made from now on see the change. */
  function noteChange(id: string): number {
    answers.forget(id);
    changeCount += 1;
    return changeCount;
  }

  const writeQueue = createCartWriteQueue((cartId, callerId, pieces) => repository.writePieces(cartId, callerId, pieces, MAX_CART_PIECES, clock.now()), noteChange);

  /** The cart's answer, shared with a request that started making it after change number `after`. */
  function sharedAnswer(id: string, after: number): Promise<KeptAnswer | null> {
    const flight = flights.get(id);
    if (flight && flight.started >= after) return flight.promise;
    const started = changeCount;
    const promise = answers.read(id, async () => {
      const found = await repository.loadCart(id);
      return found ? { cart: await present(found), ownerId: found.cart.customerId } : null;
    });
    flights.set(id, { started, promise });
    const land = () => {
      if (flights.get(id)?.promise === promise) flights.delete(id);
    };
    promise.then(land, land);
    return promise;
  }

  /**
   * The cart's answer as it is now (after this process's change number `after`, when there was
   * one), from memory when nothing about it changed; `customerId` must be allowed to see it.
   */
  async function answer(id: string, customerId: string | null, after = 0): Promise<Cart> {
    const kept = await sharedAnswer(id, after);
    if (!kept) throw notFound(CART_MESSAGES.notFound, ErrorCode.cart_not_found);
    if (kept.ownerId !== null && kept.ownerId !== customerId) throw forbidden(CART_MESSAGES.forbidden);
    // Deleted fabrics are told once: that answer is not kept.
    if (kept.cart.deletedItems.length > 0) answers.forget(id);
    return kept.cart;
  }

  /** Runs `work` on the locked, open cart, then answers the cart as it is after. */
  async function mutate(encodedCartId: string, customerId: string | null, work: (tx: Runner, row: CartRow) => Promise<void>): Promise<Cart> {
    const id = cartIdOf(encodedCartId);
    await repository.transaction(async (tx) => {
      const row = checkOwner(await repository.lockById(id, tx), customerId);
      checkOpen(row);
      await work(tx, row);
      await repository.update(id, {}, clock.now(), tx);
    });
    return answer(id, customerId, noteChange(id));
  }

  /** Nothing more to do when the pieces were written; otherwise the refusal that says why not. */
  function written(outcome: WriteOutcome): void {
    if (outcome === 'ok') return;
    if (outcome === 'not_found') throw notFound(CART_MESSAGES.notFound, ErrorCode.cart_not_found);
    if (outcome === 'forbidden') throw forbidden(CART_MESSAGES.forbidden);
    if (outcome === 'completed') throw new HttpError(409, ErrorCode.cart_completed, CART_MESSAGES.completed);
    if (outcome === 'merged') throw new HttpError(409, ErrorCode.cart_completed, CART_MESSAGES.mergedElsewhere);
    if (outcome === 'in_payment') throw new HttpError(409, ErrorCode.cart_in_payment, CART_MESSAGES.inPayment);
    throw new HttpError(400, ErrorCode.too_many_pieces, CART_MESSAGES.tooManyPieces);
  }

  /** References named by line ids or by references; an id that is neither is a 400. */
  async function referencesOf(cartId: string, ids: string[], tx: Runner, path: (index: number) => string): Promise<string[]> {
    // One transaction is one connection: its statements run one after the other.
    const pieces = await repository.pieces(cartId, tx);
    const lines = await repository.lines(cartId, tx);
    const byLine = new Map(lines.map((line) => [line.id, line.reference]));
    const known = new Set(pieces.map((piece) => piece.reference));
    const problems: ApiProblem[] = [];
    const references = ids.map((id, index) => {
      const reference = byLine.get(id) ?? (known.has(id) ? id : undefined);
      if (reference === undefined) problems.push({ path: path(index), message: CART_MESSAGES.lineNotFound(id) });
      return reference ?? '';
    });
    if (problems.length > 0) throw new HttpError(400, ErrorCode.cart_line_not_found, problems[0]?.message ?? CART_MESSAGES.lineNotFound(''), {}, { problems });
    return references;
  }

  return {
    forgetKeptAnswers,

    /**
     * The customer's active cart id, made (empty) when they have none or have checked it out
     * (SPEC §4 Startup). Takes the caller's transaction, so an account and its cart are made together.
     */
    ensureActiveCart(customerId: string, at: Date, runner?: Runner): Promise<string> {
      return repository.ensureActiveCart(customerId, at, runner);
    },

    /**
     * For the checkout: the cart's row, seen by `customerId` (a customer's cart is theirs alone; a
     * guest cart answers to whoever holds its id). 400 for a token that is no cart id, 404 unknown.
     */
    async cartFor(encodedCartId: string, customerId: string | null): Promise<CartRow> {
      return checkOwner(await repository.findById(cartIdOf(encodedCartId)), customerId);
    },

    /**
     * The checkout's quote: the cart read afresh (never from memory) and priced in `currency`, its
     * code judged for delivery to `countryCode`, with its money in minor units. Priced once per
     * everything the price is made from (`quoteKey`): a checkout read again reuses it. Fabrics gone
     * from sale are removed and reported (such a quote is not kept).
     */
    async quote(cartId: string, currency: CurrencyCode, countryCode: string | null, buyer: Buyer | null = null): Promise<CartQuote | null> {
      const loaded = await repository.loadCart(cartId);
      if (!loaded) return null;
      answers.forget(cartId);
      const asked: LoadedCart = { ...loaded, cart: { ...loaded.cart, currencyCode: currency }, defaultCountry: countryCode ?? loaded.defaultCountry };
      const generation = quoteGeneration;
      const key = await quoteKey(asked, buyer);
      const kept = key === null ? undefined : quotes.get(key);
      if (kept) return kept;
      const priced = await priceCart(asked, buyer);
      if (key !== null && generation === quoteGeneration && priced.cart.deletedItems.length === 0) quotes.set(key, priced);
      return priced;
    },

    /**
     * In Pay's transaction: holds one use of `code` for the payment, under the code's row lock, so
     * no limit (total, per customer by account or e-mail, per month, first order) is passed however
     * many Pays run at once. Answers null when held, or the sentence saying why it cannot be.
     */
    async reserveCode(use: { code: string; paymentId: string; cartId: string; customerId: string | null; buyer: Buyer; at: Date }, tx: Runner): Promise<string | null> {
      const rule = await repository.lockCode(use.code, tx);
      if (!rule) return CART_MESSAGES.codeUnknown(use.code);
      const email = use.buyer.email ?? '';
      const [usage, checkedOut] = await Promise.all([
        repository.usage(rule.code, { customerId: use.customerId, email: use.buyer.email }, singaporeMonth(use.at), use.cartId, tx),
        use.customerId ? repository.hasCheckedOut(use.customerId, tx) : Promise.resolve(false),
      ]);
      const refusal = whyNotUsable(rule, { now: use.at, usage, isNewCustomer: !checkedOut && !use.buyer.hasOrdered });
      if (refusal !== null) return refusal;
      await repository.reserve({ paymentId: use.paymentId, code: rule.code, cartId: use.cartId, customerId: use.customerId, email, at: use.at }, tx);
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
      const fingerprint = (piece: { reference: string; quantity: number; design: string; sizing: PieceSizing }) => JSON.stringify([piece.reference, piece.quantity, piece.design, piece.sizing]);
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

    /** GET /shopify/cart/{encodedCartId}. */
    async read(encodedCartId: string, customerId: string | null): Promise<Cart> {
      return answer(cartIdOf(encodedCartId), customerId);
    },

    /**
     * POST /shopify/cart: a new cart in `currency` with the pieces given. A customer's cart is
     * theirs and becomes their active cart; the e-mail and access token, when sent, must be theirs.
     */
    async create(request: CreateCartRequest, currency: CurrencyCode, callerCustomer: { customerId: string; token: string } | null): Promise<Cart> {
      if (request.customerAccessToken !== undefined && request.customerAccessToken !== callerCustomer?.token) {
        throw forbidden(CART_MESSAGES.tokenNotYours);
      }
      const customerId = callerCustomer?.customerId ?? null;
      if (request.email !== undefined && customerId !== null) {
        const email = await repository.customerEmail(customerId);
        if (email !== request.email.trim().toLowerCase()) throw forbidden(CART_MESSAGES.emailNotYours);
      }
      const pieces = await preparePieces(
        request.lineItems.map((input, index) => ({ input, path: `lineItems.${index}` })),
        customerId,
      );
      const id = newCartId();
      const at = clock.now();
      await repository.transaction(async (tx) => {
        await repository.insertCart({ id, customerId, currencyCode: currency, at }, tx);
        if (pieces.length > 0) written(await repository.writePieces(id, customerId, pieces, MAX_CART_PIECES, at, tx));
        if (customerId) await repository.setActiveCart(customerId, id, tx);
      });
      return answer(id, customerId);
    },

    /** PATCH /shopify/cart/{id}: adds pieces (a known reference replaces its piece) and changes quantities. */
    async update(encodedCartId: string, changes: UpdateCartRequest, customerId: string | null): Promise<Cart> {
      const id = cartIdOf(encodedCartId);
      const additions = changes.flatMap((change, index) => ('merchandiseId' in change ? [{ input: change, path: String(index) }] : []));
      // Checked before the lock: a catalogue read need not hold the cart. A visitor's add needs no
      // look at the cart first (a cart with an owner refuses them when written, a missing one too);
      // a customer's pieces are checked against the sizes of the cart's owner.
      const ownerId = customerId === null ? null : checkOwner(await repository.findById(id), customerId).customerId;
      const pieces = await preparePieces(additions, ownerId).catch(async (error: unknown) => {
        // A missing or someone else's cart is told before what is wrong with the pieces.
        if (customerId === null) checkOwner(await repository.findById(id), customerId);
        throw error;
      });
      const quantityChanges = changes.flatMap((change, index) => ('merchandiseId' in change ? [] : [{ ...change, index }]));
      if (quantityChanges.length === 0) {
        // Pieces only, the common case: one statement holds the cart's lock for the least time,
        // and adds arriving while it runs are written together next (cart-write-queue.ts).
        const { outcome, change } = await writeQueue.write(id, customerId, pieces);
        written(outcome);
        return answer(id, customerId, change);
      }
      return mutate(encodedCartId, customerId, async (tx, row) => {
        const at = clock.now();
        const references = await referencesOf(row.id, quantityChanges.map((change) => change.id), tx, (index) => `${quantityChanges[index]?.index ?? index}.id`);
        if (pieces.length > 0) written(await repository.writePieces(row.id, customerId, pieces, MAX_CART_PIECES, at, tx));
        for (const [index, change] of quantityChanges.entries()) await repository.setQuantity(row.id, references[index] ?? '', change.quantity, at, tx);
      });
    },

    /** PATCH /shopify/cart/remove/{id}: removes the pieces the line ids (or references) belong to. */
    async remove(encodedCartId: string, ids: string[], customerId: string | null): Promise<Cart> {
      return mutate(encodedCartId, customerId, async (tx, row) => {
        const references = await referencesOf(row.id, ids, tx, (index) => String(index));
        await repository.deletePieces(row.id, [...new Set(references)], tx);
      });
    },

    /** PATCH /shopify/cart/currency/{id}: the cart is priced in `currency` from now on. */
    async changeCurrency(encodedCartId: string, currency: CurrencyCode, customerId: string | null): Promise<Cart> {
      return mutate(encodedCartId, customerId, (tx, row) => repository.update(row.id, { currencyCode: currency }, clock.now(), tx));
    },

    /**
     * POST /shopify/cart/{id}/code: keeps a known code on the cart, applicable or not (the answer
     * says which, and why); an unknown code is a 404 and changes nothing.
     */
    async applyCode(encodedCartId: string, code: string, customerId: string | null): Promise<Cart> {
      const rule = await repository.discountCode(code);
      if (!rule) throw new HttpError(404, ErrorCode.discount_code_unknown, CART_MESSAGES.codeUnknown(code), {}, { problems: [{ path: 'discountCode', message: CART_MESSAGES.codeUnknown(code) }] });
      return mutate(encodedCartId, customerId, (tx, row) => repository.update(row.id, { discountCode: rule.code }, clock.now(), tx));
    },

    /** DELETE /shopify/cart/{id}/code. */
    async removeCode(encodedCartId: string, customerId: string | null): Promise<Cart> {
      return mutate(encodedCartId, customerId, (tx, row) => repository.update(row.id, { discountCode: null }, clock.now(), tx));
    },

    /**
     * PATCH /firebase/customers/{id}/cart/{cartId}: the customer's own cart becomes their active
     * cart; a guest cart's pieces move into the active cart in one transaction, keyed by reference
     * (a retried or repeated merge adds nothing twice), and the guest cart is closed.
     */
    async link(customerId: string, encodedCartId: string): Promise<Cart> {
      const id = cartIdOf(encodedCartId);
      const at = clock.now();
      const activeId = await repository.transaction(async (tx) => {
        const row = await repository.lockById(id, tx);
        if (!row) throw notFound(CART_MESSAGES.notFound, ErrorCode.cart_not_found);
        if (row.customerId !== null) {
          if (row.customerId !== customerId) throw forbidden(CART_MESSAGES.forbidden);
          if (row.completedAt !== null) throw new HttpError(409, ErrorCode.cart_completed, CART_MESSAGES.completed);
          await repository.setActiveCart(customerId, row.id, tx);
          return row.id;
        }
        if (row.mergedIntoCartId !== null) {
          const merged = await repository.findById(row.mergedIntoCartId, tx);
          if (merged?.customerId !== customerId) throw forbidden(CART_MESSAGES.mergedElsewhere);
          return repository.ensureActiveCart(customerId, at, tx);
        }
        if (row.completedAt !== null) throw new HttpError(409, ErrorCode.cart_completed, CART_MESSAGES.completed);
        // A cart whose payment is under way neither moves nor takes pieces: its order is made from what was paid for.
        if (row.payingPaymentId !== null) throw new HttpError(409, ErrorCode.cart_in_payment, CART_MESSAGES.inPayment);
        const targetId = await repository.ensureActiveCart(customerId, at, tx);
        const target = await repository.lockById(targetId, tx);
        if (!target) throw new Error(`active cart ${targetId} vanished`);
        if (target.payingPaymentId !== null) throw new HttpError(409, ErrorCode.cart_in_payment, CART_MESSAGES.inPayment);
        const guestPieces = await repository.pieces(row.id, tx);
        const guestLines = await repository.lines(row.id, tx);
        const ownPieces = await repository.pieces(targetId, tx);
        const own = new Set(ownPieces.map((piece) => piece.reference));
        const moving = guestPieces
          .filter((piece) => !own.has(piece.reference))
          .map(
            (piece): PieceWrite => ({
              reference: piece.reference,
              productType: piece.productType,
              category: piece.category,
              fabricProductId: piece.fabricProductId,
              fabricVariantId: piece.fabricVariantId,
              quantity: piece.quantity,
              design: piece.design,
              sizing: piece.sizing,
              lines: guestLines.filter((line) => line.reference === piece.reference).map((line) => ({ variantId: line.variantId, accessoryKey: line.accessoryKey })),
            }),
          );
        if (moving.length > 0) written(await repository.writePieces(targetId, customerId, moving, MAX_CART_PIECES, at, tx));
        // The customer was shopping in the guest cart's currency a moment ago; the code they entered comes along.
        await repository.update(targetId, { currencyCode: row.currencyCode as CurrencyCode, ...(row.discountCode && !target.discountCode ? { discountCode: row.discountCode } : {}) }, at, tx);
        await repository.update(row.id, { mergedIntoCartId: targetId }, at, tx);
        return targetId;
      });
      noteChange(id);
      return answer(activeId, customerId, noteChange(activeId));
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;

