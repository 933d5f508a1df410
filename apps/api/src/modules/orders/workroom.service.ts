import {
  ErrorCode,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderPiece,
  type OrderStatus,
  type PieceSizing,
  type ProductConfig,
  type ProductType,
} from '@selvedge/contract';
import type {
  AdminOrder,
  AdminOrderBoard,
  AdminOrderBoardCard,
  AdminOrderList,
  AdminOrderListQuery,
  AdminOrderMoveRequest,
  AdminOrderSummary,
  AdminPieceGarment,
} from '@selvedge/contract/admin';
import { centimetresText, finishedMeasurements, inchesText, movePiece, orderStatusOf, toMoney } from '@selvedge/domain';
import type { Clock } from '../../platform/clock.js';
import { HttpError, notFound } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mailer.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import { boardMoves, boardPieceOf, isRush } from './board-cards.js';
import type { FitPicturesService } from './fit-pictures.service.js';
import { orderStatusEmail } from './orders.emails.js';
import type { OrdersService } from './orders.service.js';
import { lateEmail } from './timeline.emails.js';
import { dayInWords, type StageLengths, type TimelineService } from './timeline.service.js';
import type { OrderPieceRow, OrderRow } from './orders.repository.js';
import type { OrderSummaryRow, WorkroomRepository } from './workroom.repository.js';
import type { Runner } from '../../db/transaction.js';

const BOARD_CARDS = 20;
/** Orders the nightly timeline sweep reads at a time. */
const SWEEP_BATCH = 200;
const SINGAPORE = 'Asia/Singapore';

/** Today in Singapore, where the workroom is (yyyy-mm-dd). */
const todayIn = (at: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SINGAPORE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** `items` by `key`, each group in the items' order (Map.groupBy, which Node 20 lacks). */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

const lengthOf = (inches: number) => ({ inches: inchesText(inches), centimetres: centimetresText(inches) });

/**
 * A piece's finished garment (decision 055): sold on body measurements, each plus the ease the
 * configuration's fit model gives its fit; sold on a standard size, the table's measurements are
 * the garment already. The track and fit are the paid size's (a remake's its original's), else
 * what the piece's attributes say.
 */
function garmentOf(
  piece: Omit<OrderPiece, 'status'>,
  sizing: Pick<PieceSizing, 'track' | 'fit'> | undefined,
  config: ProductConfig | undefined,
): AdminPieceGarment {
  const attribute = (key: string) => piece.attributes.find((candidate) => candidate.key === key)?.value ?? null;
  const fit = sizing?.fit ?? attribute('Fit');
  const body = sizing ? sizing.track === 'body' : attribute('Size') === 'Body measurements';
  if (!body) return { basis: 'table', fit, measurements: [] };
  const ease = fit === null ? undefined : config?.fitModel.ease[fit];
  const numbers = piece.measurements.map((measurement) => ({
    key: measurement.key,
    inches: measurement.inches === null ? null : Number(measurement.inches),
  }));
  const labels = new Map(piece.measurements.map((measurement) => [measurement.key, measurement.label]));
  return {
    basis: 'body',
    fit,
    measurements: finishedMeasurements(numbers, ease).map((row) => ({
      key: row.key,
      label: labels.get(row.key) ?? row.key,
      body: lengthOf(row.bodyInches),
      ease: row.easeInches === null ? null : lengthOf(row.easeInches),
      finished: row.finishedInches === null ? null : lengthOf(row.finishedInches),
    })),
  };
}

const refused = (message: string) => new HttpError(409, ErrorCode.move_refused, message);
const orderNotFound = () => notFound('We could not find that order.', ErrorCode.order_not_found);

/**
 * The workroom's orders (issue 16): lists and a board by production stage, an order as the
 * tailor needs it, and moving an order or a piece on, which the customer hears of by e-mail.
 */
export function createWorkroomService({
  repository,
  orders,
  timelines: timelineService,
  fitPictures,
  audit,
  mailer,
  clock,
  configs,
}: {
  repository: WorkroomRepository;
  orders: Pick<OrdersService, 'forStaff' | 'accountLink' | 'emailPicture'>;
  timelines: Pick<TimelineService, 'lengths' | 'ofOrderWith'>;
  fitPictures: Pick<FitPicturesService, 'file'>;
  audit: Pick<AuditService, 'record'>;
  mailer: Pick<Mailer, 'send'>;
  clock: Clock;
  /** The product configurations (their fit models' ease, for the finished garments). */
  configs: () => Promise<Record<ProductType, ProductConfig>>;
}) {
  /** An order's line in a list or on the board, from its row and its pieces' type, category and quantity. */
  function summaryOf(
    row: OrderSummaryRow,
    mine: readonly { productType: string; category: string; quantity: number }[],
    today: string,
  ): AdminOrderSummary {
    const open = !['shipped', 'delivered', 'cancelled'].includes(row.status);
    return {
      number: row.number,
      createdAt: row.createdAt.toISOString(),
      status: row.status as OrderStatus,
      customerName: row.customerName,
      email: row.email,
      customerId: row.customerId,
      total: toMoney(row.totalMinor, row.currencyCode),
      pieceCount: mine.reduce((sum, fact) => sum + fact.quantity, 0),
      productTypes: [...new Set(mine.map((fact) => fact.productType as ProductType))],
      trial: mine.some((fact) => fact.category === 'trial'),
      preorder: mine.some((fact) => fact.category === 'preorder'),
      dueOn: row.dueOn,
      overdue: open && row.dueOn !== null && row.dueOn < today,
      expectedOn: row.expectedOn,
      late: row.late,
      version: row.version,
    };
  }

  async function summaries(rows: OrderSummaryRow[], today: string): Promise<AdminOrderSummary[]> {
    const byOrder = groupBy(await repository.pieceFacts(rows.map((row) => row.id)), (fact) => fact.orderId);
    return rows.map((row) => summaryOf(row, byOrder.get(row.id) ?? [], today));
  }

  /** Board cards: every card's pieces read in one statement, whatever the number of cards. */
  async function cards(rows: OrderSummaryRow[], today: string): Promise<AdminOrderBoardCard[]> {
    const byOrder = groupBy(await repository.boardPieces(rows.map((row) => row.id)), (piece) => piece.orderId);
    return rows.map((row) => {
      const mine = byOrder.get(row.id) ?? [];
      return {
        ...summaryOf(row, mine, today),
        pieces: mine.map(boardPieceOf),
        needBy: row.needBy,
        rush: isRush(row.needBy, mine),
        moves: boardMoves(mine),
      };
    });
  }

  async function get(number: string): Promise<AdminOrder> {
    const found = await orders.forStaff(number);
    if (!found) throw orderNotFound();
    const { order, row, pieces } = found;
    const all = await configs();
    const items = (row.snapshot as { items?: { reference: string; sizing?: PieceSizing }[] }).items ?? [];
    const sizingOf = (reference: string) => items.find((item) => item.reference === reference)?.sizing;
    const garments = Object.fromEntries(
      order.pieces.map((piece) => [
        piece.reference,
        garmentOf(piece, sizingOf(piece.reference) ?? (piece.remakeOf ? sizingOf(piece.remakeOf) : undefined), all[piece.productType]),
      ]),
    );
    return {
      ...order,
      customer: row.customerId ? { id: row.customerId, email: row.email } : null,
      dueOn: row.dueOn,
      pieceDueOn: Object.fromEntries(pieces.map((piece) => [piece.reference, piece.dueOn])),
      lateNotified: Object.fromEntries(pieces.map((piece) => [piece.reference, piece.lateNotifiedAt !== null])),
      version: row.version,
      garments,
    };
  }

  type Refreshed = Awaited<ReturnType<typeof refreshTimelines>>;
  const nameOf = (piece: OrderPieceRow) => `${piece.productType}: ${(piece.snapshot as { fabric: { title: string } }).fabric.title}`;

  /**
   * Every piece's timeline again, from every event (a move's too), stored as the board reads it:
   * each piece's expected delivery and late flag, and those a piece first late (not finished or
   * cancelled: `statuses` as they are now) and not yet told is marked told. Answers the order's.
   */
  async function refreshTimelines(
    known: StageLengths,
    row: OrderRow,
    pieces: OrderPieceRow[],
    statuses: OrderStatus[],
    at: Date,
    tx: Runner,
  ) {
    const timelines = timelineService.ofOrderWith(known, row, pieces, await repository.events(row.id, tx));
    const live = pieces.filter((_, index) => statuses[index] !== 'cancelled');
    const nowLate = pieces.filter(
      (piece, index) =>
        timelines.get(piece.reference)?.late === true &&
        piece.lateNotifiedAt === null &&
        !['cancelled', 'delivered'].includes(statuses[index]!),
    );
    for (const piece of pieces) {
      const timeline = timelines.get(piece.reference);
      if (!timeline) continue;
      const told = nowLate.includes(piece) ? { lateNotifiedAt: at } : {};
      if (timeline.expectedDelivery !== piece.expectedOn || timeline.late !== piece.late || nowLate.includes(piece)) {
        await repository.setPieceTimeline(
          row.id,
          piece.reference,
          { expectedOn: timeline.expectedDelivery, late: timeline.late, ...told },
          tx,
        );
      }
    }
    const expected = live
      .map((piece) => timelines.get(piece.reference)?.expectedDelivery ?? null)
      .filter((day): day is string => day !== null)
      .sort();
    const late = live.some((piece) => timelines.get(piece.reference)?.late === true);
    return { timelines, nowLate, order: { expectedOn: expected.at(-1) ?? null, late } };
  }

  /** The customer's "a new delivery date" e-mail and its audit entry, for the pieces first late (told once per piece, ever). */
  async function tellLate(actor: Actor | null, row: OrderRow, { timelines, nowLate }: Refreshed, tx: Runner): Promise<void> {
    if (nowLate.length === 0) return;
    const address = (row.snapshot as { address: AdminOrder['address'] }).address;
    const late = nowLate.map((piece) => {
      const timeline = timelines.get(piece.reference)!;
      return {
        name: nameOf(piece),
        picture: orders.emailPicture(row, piece),
        expectedOn: timeline.expectedDelivery!,
        promisedTo: timeline.promised!.to,
        holdReason: timeline.hold?.reason ?? null,
      };
    });
    await audit.record(
      actor,
      {
        action: 'order.late_notified',
        subjectType: 'order',
        subjectId: row.number,
        before: null,
        after: {
          pieces: Object.fromEntries(
            late.map((piece, index) => [nowLate[index]!.reference, { expectedOn: piece.expectedOn, promisedTo: piece.promisedTo }]),
          ),
        },
      },
      tx,
    );
    await mailer.send(
      lateEmail({ order: { number: row.number, email: row.email, address }, pieces: late, link: orders.accountLink(row) }),
      {
        within: tx,
        dedupeKey: `order-late:${row.id}:${nowLate.map((piece) => piece.reference).join(',')}`,
      },
    );
  }

  return {
    async list(query: AdminOrderListQuery): Promise<AdminOrderList> {
      const today = todayIn(clock.now());
      const { rows, total } = await repository.page(query, today);
      return { orders: await summaries(rows, today), total, page: query.page, pageSize: query.pageSize };
    },

    async board(): Promise<AdminOrderBoard> {
      const today = todayIn(clock.now());
      const [counts, ...firsts] = await Promise.all([
        repository.statusCounts(),
        ...ORDER_STATUSES.map((status) => repository.firstDue(status, BOARD_CARDS)),
      ]);
      // Every column's pieces in one statement, not one per column or per card.
      const byStatus = groupBy(await cards(firsts.flat(), today), (card) => card.status);
      return { columns: ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0, orders: byStatus.get(status) ?? [] })) };
    },

    get,

    async picture(number: string, pictureId: string, size: 'full' | 'thumbnail') {
      const found = await orders.forStaff(number);
      if (!found) throw orderNotFound();
      return fitPictures.file({ order: found.row, key: null }, pictureId, size);
    },

    /**
     * Moves the whole order (each piece still going) or one piece, from the version the caller saw:
     * a stale version is a 409 with nothing changed, a move the rules refuse a 409 that says why.
     * The pieces, the order's status, its history, the audit entry and the customer's e-mail are
     * written in one transaction.
     */
    async move(actor: Actor, number: string, request: AdminOrderMoveRequest): Promise<AdminOrder> {
      const known = await timelineService.lengths();
      await repository.transaction(async (tx) => {
        const row = await repository.lockByNumber(number, tx);
        if (!row) throw orderNotFound();
        if (row.version !== request.version) {
          // Where it is now goes with the refusal, so the board can show it (decision 054).
          const current = { status: row.status as OrderStatus, version: row.version };
          throw new HttpError(
            409,
            ErrorCode.stale_edit,
            `Someone else moved this order first: it is now at ${ORDER_STATUS_LABELS[current.status].toLowerCase()}. Reload it and try again.`,
            {},
            { current },
          );
        }
        const pieces = await repository.pieces(row.id, tx);
        const reference = request.reference ?? null;
        const targets =
          reference === null
            ? pieces.filter((piece) => piece.status !== 'cancelled' && piece.status !== 'delivered')
            : pieces.filter((piece) => piece.reference === reference);
        if (reference !== null && targets.length === 0) throw notFound('That piece is not in this order.', ErrorCode.not_found);
        if (targets.length === 0) throw refused('Every piece of this order is finished or cancelled.');
        const moves = targets.map((piece) => ({
          piece,
          move: movePiece(piece.status as OrderStatus, piece.heldFrom as OrderStatus | null, request.status),
        }));
        const blocked = moves.find(({ move }) => !move.ok);
        if (blocked && !blocked.move.ok) {
          const title = (blocked.piece.snapshot as { fabric: { title: string } }).fabric.title;
          throw refused(`${blocked.piece.productType} (${title}): ${blocked.move.reason}`);
        }
        const at = clock.now();
        for (const { piece, move } of moves)
          if (move.ok) await repository.movePiece(row.id, piece.reference, request.status, move.heldFrom, tx);
        const moved = new Set(targets.map((piece) => piece.reference));
        const after = pieces.map((piece) => (moved.has(piece.reference) ? request.status : (piece.status as OrderStatus)));
        const status = orderStatusOf(after);
        const dues = pieces
          .filter((piece, index) => !['shipped', 'delivered', 'cancelled'].includes(after[index]!) && piece.dueOn !== null)
          .map((piece) => piece.dueOn!)
          .sort();
        const note = request.note ? request.note : null;
        await repository.addEvents(
          reference === null
            ? [{ orderId: row.id, reference: null, status: request.status, note, at }]
            : [{ orderId: row.id, reference, status: request.status, note, at }],
          tx,
        );
        const timeline = await refreshTimelines(known, row, pieces, after, at, tx);
        await repository.setOrder(row.id, { status, dueOn: dues[0] ?? row.dueOn, ...timeline.order }, tx);
        await audit.record(
          actor,
          {
            action: 'order.move',
            subjectType: 'order',
            subjectId: row.number,
            before: { status: row.status, pieces: Object.fromEntries(targets.map((piece) => [piece.reference, piece.status])) },
            after: { status, pieces: Object.fromEntries(targets.map((piece) => [piece.reference, request.status])), note },
          },
          tx,
        );
        const snapshot = row.snapshot as { address: { firstName: string; lastName: string } };
        const movedExpected = targets
          .map((piece) => timeline.timelines.get(piece.reference)?.expectedDelivery ?? null)
          .filter((day): day is string => day !== null)
          .sort()
          .at(-1);
        const shownExpected =
          movedExpected && request.status !== 'delivered' && request.status !== 'cancelled' ? dayInWords(movedExpected) : null;
        await mailer.send(
          orderStatusEmail({
            order: { number: row.number, email: row.email, address: snapshot.address as AdminOrder['address'] },
            status: request.status,
            pieces: targets.map((piece) => ({ name: nameOf(piece), picture: orders.emailPicture(row, piece) })),
            link: orders.accountLink(row),
            note,
            expectedOn: shownExpected,
          }),
          { within: tx, dedupeKey: `order-status:${row.id}:${row.version + 1}` },
        );
        await tellLate(actor, row, timeline, tx);
      });
      return get(number);
    },

    /**
     * The nightly timeline sweep: every order still going has its pieces' expected dates and late
     * flags worked out again (a stage running over moves them without anyone moving the piece), and
     * a piece first late is told as a move would tell it. One order per transaction, its row locked
     * like a move's; the order's version is not changed (nothing moved). Answers how many were late.
     */
    async sweepTimelines(): Promise<number> {
      let told = 0;
      const known = await timelineService.lengths();
      for (let after: string | null = ''; after !== null; ) {
        const ids = await repository.openOrderIds(after, SWEEP_BATCH);
        for (const id of ids) {
          told += await repository.transaction(async (tx) => {
            const row = await repository.lockById(id, tx);
            if (!row || ['delivered', 'cancelled'].includes(row.status)) return 0;
            const pieces = await repository.pieces(row.id, tx);
            const timeline = await refreshTimelines(
              known,
              row,
              pieces,
              pieces.map((piece) => piece.status as OrderStatus),
              clock.now(),
              tx,
            );
            if (timeline.order.expectedOn !== row.expectedOn || timeline.order.late !== row.late)
              await repository.setOrderTimeline(row.id, timeline.order, tx);
            await tellLate(null, row, timeline, tx);
            return timeline.nowLate.length;
          });
        }
        after = ids.length === SWEEP_BATCH ? ids.at(-1)! : null;
      }
      return told;
    },
  };
}

export type WorkroomService = ReturnType<typeof createWorkroomService>;
