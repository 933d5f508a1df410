import { ErrorCode, ORDER_STATUSES, type OrderStatus, type ProductType } from '@selvedge/contract';
import type { AdminOrder, AdminOrderBoard, AdminOrderList, AdminOrderListQuery, AdminOrderMoveRequest, AdminOrderSummary } from '@selvedge/contract/admin';
import { movePiece, orderStatusOf, toMoney } from '@selvedge/domain';
import type { Clock } from '../../platform/clock.js';
import { HttpError, notFound } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mailer.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { FitPicturesService } from './fit-pictures.service.js';
import { orderStatusEmail } from './orders.emails.js';
import type { OrdersService } from './orders.service.js';
import type { OrderSummaryRow, WorkroomRepository } from './workroom.repository.js';

const BOARD_CARDS = 20;
const SINGAPORE = 'Asia/Singapore';

/** Today in Singapore, where the workroom is (yyyy-mm-dd). */
const todayIn = (at: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: SINGAPORE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

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

const refused = (message: string) => new HttpError(409, ErrorCode.move_refused, message);
const orderNotFound = () => notFound('We could not find that order.', ErrorCode.order_not_found);

/**
 * The workroom's orders (issue 16): lists and a board by production stage, an order as the
 * tailor needs it, and moving an order or a piece on, which the customer hears of by e-mail.
 */
export function createWorkroomService({
  repository,
  orders,
  fitPictures,
  audit,
  mailer,
  clock,
}: {
  repository: WorkroomRepository;
  orders: Pick<OrdersService, 'forStaff' | 'accountLink'>;
  fitPictures: Pick<FitPicturesService, 'file'>;
  audit: Pick<AuditService, 'record'>;
  mailer: Pick<Mailer, 'send'>;
  clock: Clock;
}) {
  async function summaries(rows: OrderSummaryRow[], today: string): Promise<AdminOrderSummary[]> {
    const facts = await repository.pieceFacts(rows.map((row) => row.id));
    const byOrder = groupBy(facts, (fact) => fact.orderId);
    return rows.map((row) => {
      const mine = byOrder.get(row.id) ?? [];
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
        version: row.version,
      };
    });
  }

  async function get(number: string): Promise<AdminOrder> {
    const found = await orders.forStaff(number);
    if (!found) throw orderNotFound();
    const { order, row, pieces } = found;
    return {
      ...order,
      customer: row.customerId ? { id: row.customerId, email: row.email } : null,
      dueOn: row.dueOn,
      pieceDueOn: Object.fromEntries(pieces.map((piece) => [piece.reference, piece.dueOn])),
      version: row.version,
    };
  }

  return {
    async list(query: AdminOrderListQuery): Promise<AdminOrderList> {
      const today = todayIn(clock.now());
      const { rows, total } = await repository.page(query, today);
      return { orders: await summaries(rows, today), total, page: query.page, pageSize: query.pageSize };
    },

    async board(): Promise<AdminOrderBoard> {
      const today = todayIn(clock.now());
      const [counts, ...firsts] = await Promise.all([repository.statusCounts(), ...ORDER_STATUSES.map((status) => repository.firstDue(status, BOARD_CARDS))]);
      // Every column's pieces in one statement, not one per column.
      const cards = groupBy(await summaries(firsts.flat(), today), (card) => card.status);
      return { columns: ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0, orders: cards.get(status) ?? [] })) };
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
      await repository.transaction(async (tx) => {
        const row = await repository.lockByNumber(number, tx);
        if (!row) throw orderNotFound();
        if (row.version !== request.version) throw new HttpError(409, ErrorCode.stale_edit, 'Someone else moved this order first. Reload it and try again.');
        const pieces = await repository.pieces(row.id, tx);
        const reference = request.reference ?? null;
        const targets = reference === null ? pieces.filter((piece) => piece.status !== 'cancelled' && piece.status !== 'delivered') : pieces.filter((piece) => piece.reference === reference);
        if (reference !== null && targets.length === 0) throw notFound('That piece is not in this order.', ErrorCode.not_found);
        if (targets.length === 0) throw refused('Every piece of this order is finished or cancelled.');
        const moves = targets.map((piece) => ({ piece, move: movePiece(piece.status as OrderStatus, piece.heldFrom as OrderStatus | null, request.status) }));
        const blocked = moves.find(({ move }) => !move.ok);
        if (blocked && !blocked.move.ok) {
          const title = (blocked.piece.snapshot as { fabric: { title: string } }).fabric.title;
          throw refused(`${blocked.piece.productType} (${title}): ${blocked.move.reason}`);
        }
        const at = clock.now();
        for (const { piece, move } of moves) if (move.ok) await repository.movePiece(row.id, piece.reference, request.status, move.heldFrom, tx);
        const moved = new Set(targets.map((piece) => piece.reference));
        const after = pieces.map((piece) => (moved.has(piece.reference) ? request.status : (piece.status as OrderStatus)));
        const status = orderStatusOf(after);
        const dues = pieces.filter((piece, index) => !['shipped', 'delivered', 'cancelled'].includes(after[index]!) && piece.dueOn !== null).map((piece) => piece.dueOn!).sort();
        await repository.setOrder(row.id, { status, dueOn: dues[0] ?? row.dueOn }, tx);
        const note = request.note ? request.note : null;
        await repository.addEvents(
          reference === null
            ? [{ orderId: row.id, reference: null, status: request.status, note, at }]
            : [{ orderId: row.id, reference, status: request.status, note, at }],
          tx,
        );
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
        await mailer.send(
          orderStatusEmail({
            order: { number: row.number, email: row.email, address: snapshot.address as AdminOrder['address'] },
            status: request.status,
            pieces: targets.map((piece) => `${piece.productType}: ${(piece.snapshot as { fabric: { title: string } }).fabric.title}`),
            link: orders.accountLink(row),
          }),
          { within: tx, dedupeKey: `order-status:${row.id}:${row.version + 1}` },
        );
      });
      return get(number);
    },
  };
}

export type WorkroomService = ReturnType<typeof createWorkroomService>;
