import {
  CART_MESSAGES,
  ErrorCode,
  MAX_CART_PIECES,
  decodeCartId,
  type ApiProblem,
  type Cart,
  type CreateCartRequest,
  type CurrencyCode,
  type UpdateCartRequest,
} from '@selvedge/contract';
import type { Runner } from '../../db/transaction.js';
import type { ChangeAnnouncements } from '../../db/connection.js';
import { createAnnouncedCache } from '../../platform/announced-cache.js';
import type { Clock } from '../../platform/clock.js';
import { forbidden, HttpError, notFound } from '../../platform/errors.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { MeasurementsService } from '../measurements/measurements.service.js';
import type { ShippingService } from '../shipping/shipping.service.js';
import { newCartId, type CartRepository, type CartRow, type LoadedCart, type PieceWrite, type WriteOutcome } from './cart.repository.js';
import { createCartAnswers, type CartQuote } from './cart-answer.js';
import { createPaymentHolds } from './cart-payment-holds.js';
import { createPieceChecks } from './cart-pieces.js';
import { createCartPricing, type Buyer } from './cart-pricing.js';
import { createCartQuotes } from './cart-quotes.js';
import { createCartWriteQueue } from './cart-write-queue.js';

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

interface KeptAnswer {
  cart: Cart;
  ownerId: string | null;
}

export function createCartService({ repository, catalogue, sizes, shipping, clock, announcements = null }: Dependencies) {
  /**
   * Answers kept on the embedded database until the cart or its owner changes (or a minute, for the
   * catalogue's prices and sale status, which a checkout checks again before payment).
   */
  const pricing = createCartPricing({ repository, catalogue, shipping, clock });
  const { priceCart } = createCartAnswers({ catalogue, sizes, shipping, pricing });
  const quotes = createCartQuotes({ catalogue, sizes, shipping, priceCart });
  const { preparePieces } = createPieceChecks({ catalogue, sizes });
  // Each hold, release and completion is a change to the cart: its kept answer goes (`noteChange` is hoisted).
  const holds = createPaymentHolds({ repository, clock, noteChange: (id) => noteChange(id) });
  const answers = createAnnouncedCache<KeptAnswer>(announcements, CART_CHANGES, CART_ANSWERS, {
    related: { channel: CUSTOMER_CHANGES, affects: (customerId, value) => value.ownerId === customerId },
    maxAgeMs: CART_ANSWER_MS,
    now: () => clock.now().getTime(),
  });

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

  /** Counts the changes this process made to carts, so an answer can be known to come after one. */
  let changeCount = 0;
  /**
   * Answers being made after a write, by cart: the requests of one written batch (cart-write-queue.ts)
   * share one answer begun after their write. A plain read never joins one: an answer begun before
   * it may miss a change made since, in another process or this one (decision 062).
   */
  const flights = new Map<string, { started: number; promise: Promise<KeptAnswer | null> }>();

  /** The catalogue changed under every cart (a fabric left sale or came back): no kept answer holds. */
  function forgetKeptAnswers(): void {
    answers.forgetAll();
    quotes.forget();
  }

  /** After this process changed cart `id`: its kept answer is stale; answers made from now on see the change. */
  function noteChange(id: string): number {
    answers.forget(id);
    changeCount += 1;
    return changeCount;
  }

  const writeQueue = createCartWriteQueue(
    (cartId, callerId, pieces) => repository.writePieces(cartId, callerId, pieces, MAX_CART_PIECES, clock.now()),
    noteChange,
  );

  /**
   * The cart's answer as loaded now, from memory when nothing about it was announced since (PGlite).
   * Otherwise the cart's rows are read afresh and priced once per everything the answer is made from
   * (cart-quotes.ts): reads of an unchanged cart share one pricing, and a write in any process
   * changes the rows, hence the key (decision 062).
   */
  const loadAnswer = (id: string): Promise<KeptAnswer | null> =>
    answers.read(id, async () => {
      const found = await repository.loadCart(id);
      return found ? { cart: (await quotes.quote(found, null)).cart, ownerId: found.cart.customerId } : null;
    });

  /** After this process's write number `after`: the cart's answer, shared with the requests whose write it began after. */
  function answerAfter(id: string, after: number): Promise<KeptAnswer | null> {
    const flight = flights.get(id);
    if (flight && flight.started >= after) return flight.promise;
    const started = changeCount;
    const promise = loadAnswer(id);
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
    const kept = await (after === 0 ? loadAnswer(id) : answerAfter(id, after));
    if (!kept) throw notFound(CART_MESSAGES.notFound, ErrorCode.cart_not_found);
    if (kept.ownerId !== null && kept.ownerId !== customerId) throw forbidden(CART_MESSAGES.forbidden);
    // Deleted fabrics are told once: that answer is not kept.
    if (kept.cart.deletedItems.length > 0) answers.forget(id);
    return kept.cart;
  }

  /** Runs `work` on the locked, open cart, then answers the cart as it is after. */
  async function mutate(
    encodedCartId: string,
    customerId: string | null,
    work: (tx: Runner, row: CartRow) => Promise<void>,
  ): Promise<Cart> {
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
    if (problems.length > 0)
      throw new HttpError(400, ErrorCode.cart_line_not_found, problems[0]?.message ?? CART_MESSAGES.lineNotFound(''), {}, { problems });
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

    /** The cart id inside a token; 400 for a token that is no cart id. */
    cartIdOf,

    /** `cartFor`'s rule for a row read elsewhere (the checkout reads it with its own): 404 none, 403 someone else's. */
    seenBy(row: CartRow | null, customerId: string | null): CartRow {
      return checkOwner(row, customerId);
    },

    /**
     * The checkout's quote: the cart read afresh (never from memory) and priced in `currency`, its
     * code judged for delivery to `countryCode`, with its money in minor units. Priced once per
     * everything the price is made from (`quoteKey`): a checkout read again reuses it. Fabrics gone
     * from sale are removed and reported (such a quote is not kept). Whether the buyer has ordered
     * before is asked only of a cart with a code: nothing else in a price depends on the buyer.
     */
    async quote(
      cartId: string,
      currency: CurrencyCode,
      countryCode: string | null,
      buyer: { email: string; hasOrdered(): Promise<boolean> } | null = null,
    ): Promise<CartQuote | null> {
      const loaded = await repository.loadCart(cartId);
      if (!loaded) return null;
      answers.forget(cartId);
      const asked: LoadedCart = {
        ...loaded,
        cart: { ...loaded.cart, currencyCode: currency },
        defaultCountry: countryCode ?? loaded.defaultCountry,
      };
      const judged: Buyer | null =
        buyer && loaded.cart.discountCode !== null ? { email: buyer.email, hasOrdered: await buyer.hasOrdered() } : null;
      return quotes.quote(asked, judged);
    },

    ...holds,

    /** GET /shopify/cart/{encodedCartId}. */
    async read(encodedCartId: string, customerId: string | null): Promise<Cart> {
      return answer(cartIdOf(encodedCartId), customerId);
    },

    /**
     * POST /shopify/cart: a new cart in `currency` with the pieces given. A customer's cart is
     * theirs and becomes their active cart; the e-mail and access token, when sent, must be theirs.
     */
    async create(
      request: CreateCartRequest,
      currency: CurrencyCode,
      callerCustomer: { customerId: string; token: string } | null,
    ): Promise<Cart> {
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
        const references = await referencesOf(
          row.id,
          quantityChanges.map((change) => change.id),
          tx,
          (index) => `${quantityChanges[index]?.index ?? index}.id`,
        );
        if (pieces.length > 0) written(await repository.writePieces(row.id, customerId, pieces, MAX_CART_PIECES, at, tx));
        for (const [index, change] of quantityChanges.entries())
          await repository.setQuantity(row.id, references[index] ?? '', change.quantity, at, tx);
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
      if (!rule)
        throw new HttpError(
          404,
          ErrorCode.discount_code_unknown,
          CART_MESSAGES.codeUnknown(code),
          {},
          { problems: [{ path: 'discountCode', message: CART_MESSAGES.codeUnknown(code) }] },
        );
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
              lines: guestLines
                .filter((line) => line.reference === piece.reference)
                .map((line) => ({ variantId: line.variantId, accessoryKey: line.accessoryKey })),
            }),
          );
        if (moving.length > 0) written(await repository.writePieces(targetId, customerId, moving, MAX_CART_PIECES, at, tx));
        // The customer was shopping in the guest cart's currency a moment ago; the code they entered comes along.
        await repository.update(
          targetId,
          {
            currencyCode: row.currencyCode as CurrencyCode,
            ...(row.discountCode && !target.discountCode ? { discountCode: row.discountCode } : {}),
          },
          at,
          tx,
        );
        await repository.update(row.id, { mergedIntoCartId: targetId }, at, tx);
        return targetId;
      });
      noteChange(id);
      return answer(activeId, customerId, noteChange(activeId));
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
