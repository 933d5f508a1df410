import { createHash, timingSafeEqual } from 'node:crypto';
import {
  CART_ATTRIBUTE,
  ErrorCode,
  previewPath,
  type CheckoutAddress,
  type CurrencyCode,
  type GroupedCartItem,
  type Order,
  type OrderList,
  type OrderPiece,
  type OrderStatus,
  type PieceSizing,
  type ProductConfig,
  type ProductType,
  type DeliveryEstimate,
  type FitEstimate,
} from '@selvedge/contract';
import { checkPieceFit, confirmedWarningMessages, toMoney } from '@selvedge/domain';
import type { Runner } from '../../db/transaction.js';
import { notFound } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mailer.js';
import {
  newOrderId,
  type OrderEventRow,
  type OrderPieceRow,
  type OrderRefundRow,
  type OrderRow,
  type OrdersRepository,
} from './orders.repository.js';
import { emailPictureOf, orderConfirmationEmail, type EmailPicture } from './orders.emails.js';
import type { FitPicturesService, OrderAccess } from './fit-pictures.service.js';
import type { TimelineService } from './timeline.service.js';

/**
 * Everything an order is made of, priced when Pay was pressed and kept with the payment: the order
 * is made from what was paid, never priced again.
 */
export interface PaidSnapshot {
  email: string;
  address: CheckoutAddress;
  currency: CurrencyCode;
  /** Units of the charge currency per SGD, as the prices were converted. */
  ratePerSgd: string;
  cost: { subtotalMinor: number; discountMinor: number; shippingMinor: number; totalMinor: number; totalSgdMinor: number };
  /** The code that took something off, or null. */
  discountCode: string | null;
  shipping: { name: string; free: boolean; deliveryDays: { min: number; max: number } };
  delivery: DeliveryEstimate | null;
  /** Each piece's own estimate (a pre-order piece's differs); absent in orders made before it was kept. */
  deliveryByReference?: Record<string, DeliveryEstimate>;
  items: GroupedCartItem[];
  /** Measurement labels by product type and key, so the order reads without the configuration. */
  measurementLabels: Partial<Record<ProductType, Record<string, string>>>;
  /** The customer's "I need it by" date (decision 048); absent in orders made before it. */
  needBy?: string | null;
  /** Each piece's expected delivery from the stages' days when it was paid for. */
  expectedByReference?: Record<string, string>;
  /** The day the pre-order's collection closes (its pieces are started then), Singapore. */
  preorderStartsOn?: string | null;
  /** Each piece's fit estimate and confirmed measurement warnings (issue 29); absent in orders made before them. */
  fitByReference?: Record<string, PieceFitNote>;
}

/** What the order keeps of a piece's fit help: the estimate of an estimated size, and the warnings the customer confirmed. */
export interface PieceFitNote {
  estimate: { size: string; fit: string; level: FitEstimate['confidence']['level'] } | null;
  warnings: string[];
}

const ORDERS_LISTED = 100;
const CM_PER_INCH = 2.54;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * A guest's key to their order: worked out from the cart it was made from (a random id that only
 * the holder of its checkout has) and the order's own id, so the checkout's confirmation can link
 * the guest to the order as the e-mail does. The table keeps only its hash.
 */
const guestKeyOf = (order: Pick<OrderRow, 'id' | 'cartId'>): string =>
  createHash('sha256').update(`order-access:${order.cartId}:${order.id}`).digest('base64url');

/** Measurements in both units (a piece's, or a saved size's): the shop keeps them in inches; a dropdown's choice stays as it is. */
export function measurementsOf(measurements: PieceSizing['measurements'], labels: Record<string, string>): OrderPiece['measurements'] {
  return measurements.map(({ id, fitting_size: value }) => {
    const inches = typeof value === 'number' ? value : /^\d+(\.\d+)?$/.test(value) ? Number(value) : null;
    return {
      key: id,
      label: labels[id] ?? id,
      value: String(value),
      inches: inches === null ? null : inches.toFixed(2).replace(/\.?0+$/, ''),
      centimetres: inches === null ? null : (inches * CM_PER_INCH).toFixed(1),
    };
  });
}

/**
 * Where a piece's size came from, for the customer and the workroom. An estimated size says so, with
 * the estimate's confidence, or what the customer changed of it (issue 29).
 */
function sizeSourceOf(sizing: PieceSizing, fit?: PieceFitNote): string {
  if (sizing.sizeName) return `Saved size "${sizing.sizeName}" (size ${sizing.size ?? '–'}, ${sizing.fit ?? '–'} fit)`;
  if (sizing.method === 'body') return 'Body measurements';
  const chosen = `Size ${sizing.size ?? '–'}, ${sizing.fit ?? '–'} fit`;
  const estimate = sizing.estimated === true ? fit?.estimate : undefined;
  if (!estimate) return chosen;
  const changed = [estimate.size !== sizing.size ? estimate.size : null, estimate.fit !== sizing.fit ? `${estimate.fit} fit` : null].filter(
    (part) => part !== null,
  );
  return `Estimated from answers: ${chosen} (${changed.length === 0 ? `${estimate.level} confidence` : `changed from the estimate's ${changed.join(', ')}`})`;
}

/** The day a piece must leave the workroom: its delivery estimate's last day less the longest shipping time. */
function dueOf(delivery: DeliveryEstimate | null, shippingDays: number): string | null {
  if (!delivery) return null;
  const day = new Date(`${delivery.latest}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - shippingDays);
  return day.toISOString().slice(0, 10);
}

/** An order piece as sold, from the grouped cart item that was paid. */
function pieceOf(item: GroupedCartItem, snapshot: PaidSnapshot): Omit<OrderPiece, 'status' | 'timeline'> {
  const labels = snapshot.measurementLabels[item.productType] ?? {};
  return {
    reference: item.reference,
    productType: item.productType,
    category: item.category,
    quantity: item.quantity,
    fabric: { id: item.fabric.id, title: item.fabric.title, handle: item.fabric.handle },
    image: item.image,
    ...(item.preview ? { preview: item.preview } : {}),
    attributes: item.attributes.filter((attribute) => !attribute.key.startsWith('_') || attribute.key === CART_ATTRIBUTE.category),
    measurements: measurementsOf(item.sizing.measurements, labels),
    sizeSource: sizeSourceOf(item.sizing, snapshot.fitByReference?.[item.reference]),
    fitWarnings: snapshot.fitByReference?.[item.reference]?.warnings ?? [],
    charges: item.groupedItemsChargesByCurrency[snapshot.currency] ?? [],
    total: { amount: item.groupedItemsTotal, currencyCode: snapshot.currency },
    delivery: snapshot.deliveryByReference?.[item.reference] ?? snapshot.delivery,
  };
}

/**
 * The picture of a piece sold before pieces kept theirs (issue 30): the paid design's query, which
 * names its fabric, every style and its accessories. A remake shows its original's.
 */
function paidPreviewOf(snapshot: PaidSnapshot, reference: string): string | undefined {
  const item = (snapshot.items ?? []).find((candidate) => candidate.reference === reference);
  if (!item?.design) return undefined;
  return item.preview ?? previewPath(item.productType, item.design);
}

export function createOrdersService({
  repository,
  fitPictures,
  timelines,
  mailer,
  publicUrl,
}: {
  repository: OrdersRepository;
  fitPictures: Pick<FitPicturesService, 'of'>;
  timelines: Pick<TimelineService, 'ofOrder'>;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
}) {
  /** Where an order is seen: a customer's account page, or a guest's signed link (the key is in it). */
  function orderPath(row: Pick<OrderRow, 'number' | 'customerId'>, accessKey: string | null): string {
    if (row.customerId !== null || accessKey === null) return `/account/orders/${row.number}`;
    return `/orders/${row.number}?key=${accessKey}`;
  }

  function present(
    row: OrderRow,
    pieces: OrderPieceRow[],
    events: { status: string; at: Date; reference: string | null; note: string | null }[],
    pictures: Order['fitPictures'] = [],
    timelineOf: ReadonlyMap<string, OrderPiece['timeline']> = new Map(),
    refunds: readonly OrderRefundRow[] = [],
  ): Order {
    const snapshot = row.snapshot as PaidSnapshot;
    const currency = row.currencyCode;
    // A refund is always in the order's currency: the net total is worked out in its minor units.
    const refundedMinor = refunds.reduce((sum, refund) => sum + refund.amountMinor, 0);
    return {
      number: row.number,
      createdAt: row.createdAt.toISOString(),
      status: row.status as OrderStatus,
      email: row.email,
      currencyCode: currency,
      cost: {
        subtotal: toMoney(row.subtotalMinor, currency),
        discount: toMoney(row.discountMinor, currency),
        shipping: toMoney(row.shippingMinor, currency),
        total: toMoney(row.totalMinor, currency),
        totalSgd: toMoney(row.totalSgdMinor, 'SGD'),
      },
      discountCode: row.discountCode,
      shippingName: snapshot.shipping.name,
      address: snapshot.address,
      pieces: pieces.map((piece) => {
        // Pieces sold before the fit warnings have none in their snapshot.
        const sold = piece.snapshot as Omit<OrderPiece, 'status'> & { fitWarnings?: string[] };
        const preview = sold.preview ?? paidPreviewOf(snapshot, sold.remakeOf ?? sold.reference);
        return {
          ...sold,
          ...(preview ? { preview } : {}),
          fitWarnings: sold.fitWarnings ?? [],
          status: piece.status as OrderStatus,
          timeline: timelineOf.get(piece.reference),
        };
      }),
      events: events.map((event) => ({
        status: event.status as OrderStatus,
        at: event.at.toISOString(),
        reference: event.reference,
        note: event.note,
      })),
      fitPictures: pictures,
      needBy: row.needBy,
      refunds: refunds.map((refund) => ({
        createdAt: refund.createdAt.toISOString(),
        amount: toMoney(refund.amountMinor, refund.currency),
        references: refund.references,
        reason: refund.reason,
        status: refund.status === 'pending' ? 'pending' : 'succeeded',
      })),
      netTotal: toMoney(row.totalMinor - refundedMinor, currency),
    };
  }

  /** The order as its customer or the workroom reads it, each piece with its timeline now, and the refunds made on it. */
  async function presentNow(
    row: OrderRow,
    pieces: OrderPieceRow[],
    events: OrderEventRow[],
    pictures: Order['fitPictures'],
  ): Promise<Order> {
    const [timelineOf, refunds] = await Promise.all([timelines.ofOrder(row, pieces, events), repository.refunds(row.id)]);
    return present(row, pieces, events, pictures, timelineOf, refunds);
  }

  /**
   * The order `number` for its customer, or for whoever holds the key of the e-mail's link.
   * Anyone else gets the same 404 as for a number that does not exist.
   */
  async function access(number: string, customerId: string | null, key: string | undefined): Promise<OrderAccess & { row: OrderRow }> {
    const row = await repository.byNumber(number);
    const mine = row !== null && row.customerId !== null && row.customerId === customerId;
    const keyed = row !== null && key !== undefined && timingSafeEqual(Buffer.from(sha256(key)), Buffer.from(row.accessKeyHash));
    if (!row || !(mine || keyed)) throw notFound('We could not find that order.', ErrorCode.order_not_found);
    // A customer's own order needs no key in its pictures' addresses; a guest's carries theirs on.
    return { row, order: row, key: mine ? null : (key ?? null) };
  }

  return {
    /**
     * In the completing transaction: the order made from a paid snapshot, its pieces, its first
     * event, and its confirmation e-mail queued with it (all or nothing). The database's unique
     * keys on checkout, cart and payment make a second order impossible, whatever calls this.
     */
    async create(
      paid: { checkoutId: string; cartId: string; paymentId: string; customerId: string | null; snapshot: PaidSnapshot; at: Date },
      tx: Runner,
    ): Promise<{ id: string; number: string; url: string }> {
      const { snapshot, at } = paid;
      const id = newOrderId();
      const number = await repository.nextNumber(tx);
      const accessKey = guestKeyOf({ id, cartId: paid.cartId });
      const status: OrderStatus = 'paid';
      const pieces = snapshot.items.map((item, position) => {
        const sold = pieceOf(item, snapshot);
        const dueOn = dueOf(sold.delivery, snapshot.shipping.deliveryDays.max);
        // The promised window is the estimate the customer was shown when paying (decision 048).
        const timeline = {
          promisedFrom: sold.delivery?.earliest ?? null,
          promisedTo: sold.delivery?.latest ?? null,
          startsOn: item.category === 'preorder' ? (snapshot.preorderStartsOn ?? null) : null,
          expectedOn: snapshot.expectedByReference?.[item.reference] ?? null,
          late: false,
          lateNotifiedAt: null,
        };
        return {
          reference: item.reference,
          position,
          status,
          snapshot: sold,
          productType: item.productType,
          category: item.category,
          dueOn,
          heldFrom: null,
          ...timeline,
        };
      });
      const dues = pieces
        .map((piece) => piece.dueOn)
        .filter((due): due is string => due !== null)
        .sort();
      const expected = pieces
        .map((piece) => piece.expectedOn)
        .filter((day): day is string => day !== null)
        .sort();
      const row = {
        id,
        number,
        checkoutId: paid.checkoutId,
        cartId: paid.cartId,
        paymentId: paid.paymentId,
        customerId: paid.customerId,
        email: snapshot.email,
        status,
        currencyCode: snapshot.currency,
        subtotalMinor: snapshot.cost.subtotalMinor,
        discountMinor: snapshot.cost.discountMinor,
        shippingMinor: snapshot.cost.shippingMinor,
        totalMinor: snapshot.cost.totalMinor,
        totalSgdMinor: snapshot.cost.totalSgdMinor,
        discountCode: snapshot.discountCode,
        snapshot,
        accessKeyHash: sha256(accessKey),
        createdAt: at,
        customerName: `${snapshot.address.firstName} ${snapshot.address.lastName}`.trim(),
        dueOn: dues[0] ?? null,
        version: 0,
        needBy: snapshot.needBy ?? null,
        expectedOn: expected.at(-1) ?? null,
        late: false,
      };
      await repository.insert(row, pieces, tx);
      const url = orderPath(row, accessKey);
      const order = present(
        row,
        pieces.map((piece) => ({ ...piece, orderId: id })),
        [{ status, at, reference: null, note: null }],
      );
      await mailer.send(orderConfirmationEmail({ order, link: `${publicUrl}${url}`, publicUrl }), {
        within: tx,
        dedupeKey: `order-confirmation:${id}`,
      });
      return { id, number, url };
    },

    /** The payment an order was made from (the checkout asks whether a payment reported late is the order's). */
    async paymentOf(orderId: string, runner?: Runner): Promise<string | null> {
      return (await repository.byId(orderId, runner))?.paymentId ?? null;
    },

    /** Whether this (normalised) e-mail has ordered before: a code for a first order is not for it. */
    hasOrdered(email: string, runner?: Runner): Promise<boolean> {
      return repository.anyFor(email, runner);
    },

    /** Where the checkout's customer sees the order it made: their account's page, or a guest's signed link. */
    async refOf(orderId: string): Promise<{ number: string; url: string } | null> {
      const row = await repository.byId(orderId);
      if (!row) return null;
      const key = guestKeyOf(row);
      // An order keyed otherwise (before keys were worked out so) has its link in its e-mail only.
      return { number: row.number, url: orderPath(row, row.customerId === null && sha256(key) === row.accessKeyHash ? key : null) };
    },

    /** GET /api/orders: the signed-in customer's orders, newest first. */
    async list(customerId: string): Promise<OrderList> {
      const rows = await repository.ofCustomer(customerId, ORDERS_LISTED);
      return {
        orders: rows.map((row) => {
          const snapshot = row.snapshot as PaidSnapshot;
          return {
            number: row.number,
            createdAt: row.createdAt.toISOString(),
            status: row.status as OrderStatus,
            total: toMoney(row.totalMinor, row.currencyCode),
            pieceCount: snapshot.items.reduce((sum, item) => sum + item.quantity, 0),
            delivery: snapshot.delivery,
          };
        }),
      };
    },

    access,

    /** An order as the back office reads it (no key needed: the staff route checked the role). */
    async forStaff(number: string): Promise<{ order: Order; row: OrderRow; pieces: OrderPieceRow[] } | null> {
      const row = await repository.byNumber(number);
      if (!row) return null;
      const [pieces, events, pictures] = await Promise.all([
        repository.pieces(row.id),
        repository.events(row.id),
        fitPictures.of({ order: row, key: null, base: '/api/admin/orders' }),
      ]);
      return { order: await presentNow(row, pieces, events, pictures), row, pieces };
    },

    /** A piece's picture for an e-mail (issue 30), on the shop's public address, or null. */
    emailPicture(row: OrderRow, piece: OrderPieceRow): EmailPicture | null {
      const sold = piece.snapshot as Omit<OrderPiece, 'status'>;
      const preview = sold.preview ?? paidPreviewOf(row.snapshot as PaidSnapshot, sold.remakeOf ?? sold.reference);
      return emailPictureOf(publicUrl, { ...sold, preview });
    },

    /** Where an order's customer follows it, for an e-mail: a customer's account page, else null (a guest keeps the confirmation's link). */
    accountLink(row: Pick<OrderRow, 'number' | 'customerId'>): string | null {
      return row.customerId === null ? null : `${publicUrl}${orderPath(row, null)}`;
    },

    /** GET /api/orders/{number}: the order with its pieces, their history and its fit pictures. */
    async get(number: string, customerId: string | null, key: string | undefined): Promise<Order> {
      const allowed = await access(number, customerId, key);
      const [pieces, events, pictures] = await Promise.all([
        repository.pieces(allowed.row.id),
        repository.events(allowed.row.id),
        fitPictures.of(allowed),
      ]);
      return presentNow(allowed.row, pieces, events, pictures);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

/** Each piece's fit note (kept in the snapshot), from the live configurations when Pay was pressed. */
export function fitNotesOf(
  configs: Record<ProductType, ProductConfig>,
  items: readonly Pick<GroupedCartItem, 'reference' | 'productType' | 'sizing'>[],
): Record<string, PieceFitNote> {
  const notes: Record<string, PieceFitNote> = {};
  for (const item of items) {
    const config = configs[item.productType];
    if (!config) continue;
    const check = checkPieceFit(config, item.sizing);
    const warnings = confirmedWarningMessages(check);
    if (!check.estimate && warnings.length === 0) continue;
    notes[item.reference] = {
      estimate: check.estimate && { size: check.estimate.size, fit: check.estimate.fit, level: check.estimate.confidence.level },
      warnings,
    };
  }
  return notes;
}

/** A measurement's label per key, for every product type (kept in the snapshot). */
export function measurementLabelsOf(configs: Record<ProductType, ProductConfig>): PaidSnapshot['measurementLabels'] {
  return Object.fromEntries(
    Object.entries(configs).map(([type, config]) => [
      type,
      Object.fromEntries(config.measurements.fields.map((field) => [field.key, field.label])),
    ]),
  ) as PaidSnapshot['measurementLabels'];
}
