import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { transaction, type Runner } from '../../db/transaction.js';
import { fitClaimPhotos, fitClaims, orderEvents, orderPieces, orders, refunds, staff } from '../../db/schema.js';

export type FitClaimRow = typeof fitClaims.$inferSelect;
export type FitClaimPhotoRow = typeof fitClaimPhotos.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type OrderPieceRow = typeof orderPieces.$inferSelect;

/** `fcl_` + 128 random bits. */
export const newClaimId = (): string => `fcl_${randomBytes(16).toString('base64url')}`;
/** `fcp_` + 128 random bits: also the photo's file name in the storage. */
export const newClaimPhotoId = (): string => `fcp_${randomBytes(16).toString('base64url')}`;
const newEventId = (): string => `oev_${randomBytes(12).toString('base64url')}`;

/** Fit claims and what they read of their orders (pieces, deliveries) and write to them (a remade piece). */
export function createFitClaimsRepository(db: Database) {
  return {
    transaction: transaction(db),

    async lockOrder(orderId: string, tx: Runner): Promise<OrderRow | null> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
      return row ?? null;
    },

    async order(orderId: string, runner: Runner = db): Promise<OrderRow | null> {
      const [row] = await runner.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      return row ?? null;
    },

    async pieces(orderId: string, runner: Runner = db): Promise<OrderPieceRow[]> {
      return runner.select().from(orderPieces).where(eq(orderPieces.orderId, orderId)).orderBy(asc(orderPieces.position));
    },

    /** When each piece was delivered last: a `delivered` event for the piece, or for the whole order. */
    async deliveries(orderId: string, runner: Runner = db): Promise<{ reference: string | null; at: Date }[]> {
      return runner
        .select({ reference: orderEvents.reference, at: orderEvents.at })
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, 'delivered')))
        .orderBy(asc(orderEvents.at));
    },

    /**
     * Serialises every remake decision of one claimant and product type until the transaction
     * ends (a transaction-scoped advisory lock; PGlite has one connection, so it queues anyway).
     */
    async lockRemakes(claimantKey: string, productType: string, tx: Runner): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`remake:${claimantKey}:${productType}`}, 0))`);
    },

    async remakesOf(claimantKey: string, productType: string, runner: Runner = db): Promise<number> {
      const [row] = await runner
        .select({ n: count() })
        .from(fitClaims)
        .where(
          and(
            eq(fitClaims.claimantKey, claimantKey),
            eq(fitClaims.productType, productType as FitClaimRow['productType']),
            eq(fitClaims.decision, 'remake'),
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * What this piece's decided claims of `kind` gave, in the order's minor units: alterations (the
     * guarantee's share and cap hold per piece), or alterations and store credit together (never more
     * than the piece cost).
     */
    async givenFor(
      orderId: string,
      reference: string,
      kinds: readonly ('alteration' | 'store_credit')[],
      runner: Runner = db,
    ): Promise<number> {
      const [row] = await runner
        .select({ total: sql<string | null>`sum(${fitClaims.amountMinor})` })
        .from(fitClaims)
        .where(
          and(
            eq(fitClaims.orderId, orderId),
            eq(fitClaims.reference, reference),
            eq(fitClaims.status, 'decided'),
            inArray(fitClaims.decision, [...kinds]),
          ),
        );
      return Number(row?.total ?? 0);
    },

    async openFor(orderId: string, reference: string, runner: Runner = db): Promise<FitClaimRow | null> {
      const [row] = await runner
        .select()
        .from(fitClaims)
        .where(and(eq(fitClaims.orderId, orderId), eq(fitClaims.reference, reference), eq(fitClaims.status, 'open')))
        .limit(1);
      return row ?? null;
    },

    async insert(claim: FitClaimRow, photos: FitClaimPhotoRow[], tx: Runner): Promise<void> {
      await tx.insert(fitClaims).values(claim);
      if (photos.length > 0) await tx.insert(fitClaimPhotos).values(photos);
    },

    async byId(id: string, runner: Runner = db): Promise<FitClaimRow | null> {
      const [row] = await runner.select().from(fitClaims).where(eq(fitClaims.id, id)).limit(1);
      return row ?? null;
    },

    async lock(id: string, tx: Runner): Promise<FitClaimRow | null> {
      const [row] = await tx.select().from(fitClaims).where(eq(fitClaims.id, id)).limit(1).for('update');
      return row ?? null;
    },

    async update(id: string, fields: Partial<FitClaimRow>, tx: Runner = db): Promise<void> {
      await tx.update(fitClaims).set(fields).where(eq(fitClaims.id, id));
    },

    async ofOrder(orderId: string): Promise<FitClaimRow[]> {
      return db.select().from(fitClaims).where(eq(fitClaims.orderId, orderId)).orderBy(asc(fitClaims.createdAt));
    },

    async photosOf(claimIds: string[]): Promise<FitClaimPhotoRow[]> {
      if (claimIds.length === 0) return [];
      return db.select().from(fitClaimPhotos).where(inArray(fitClaimPhotos.claimId, claimIds)).orderBy(asc(fitClaimPhotos.position));
    },

    async photo(claimId: string, photoId: string): Promise<FitClaimPhotoRow | null> {
      const [row] = await db.select().from(fitClaimPhotos).where(eq(fitClaimPhotos.id, photoId)).limit(1);
      return row && row.claimId === claimId ? row : null;
    },

    /** The queue: open claims oldest first, decided ones newest first; with their order's number, name and photo count. */
    async page(status: 'open' | 'decided', page: number, pageSize: number, orderNumber?: string) {
      const filter = orderNumber ? and(eq(fitClaims.status, status), eq(orders.number, orderNumber)) : eq(fitClaims.status, status);
      const photoCount = sql<number>`(select count(*) from ${fitClaimPhotos} where ${fitClaimPhotos.claimId} = ${fitClaims.id})`.mapWith(
        Number,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            claim: fitClaims,
            number: orders.number,
            customerName: orders.customerName,
            pieceSnapshot: orderPieces.snapshot,
            photoCount,
          })
          .from(fitClaims)
          .innerJoin(orders, eq(orders.id, fitClaims.orderId))
          .innerJoin(orderPieces, and(eq(orderPieces.orderId, fitClaims.orderId), eq(orderPieces.reference, fitClaims.reference)))
          .where(filter)
          .orderBy(...(status === 'open' ? [asc(fitClaims.createdAt), asc(fitClaims.id)] : [desc(fitClaims.decidedAt), desc(fitClaims.id)]))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(fitClaims).innerJoin(orders, eq(orders.id, fitClaims.orderId)).where(filter),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    async staffEmail(staffId: string | null): Promise<string | null> {
      if (!staffId) return null;
      const [row] = await db.select({ email: staff.email }).from(staff).where(eq(staff.id, staffId)).limit(1);
      return row?.email ?? null;
    },

    async refundStatus(refundId: string | null): Promise<'pending' | 'succeeded' | 'failed' | null> {
      if (!refundId) return null;
      const [row] = await db.select({ status: refunds.status }).from(refunds).where(eq(refunds.id, refundId)).limit(1);
      return row?.status ?? null;
    },

    /** A remade piece: added to the order at `measurements_confirmed`, its event and the order's status and version with it. */
    async addRemakePiece(
      order: OrderRow,
      piece: typeof orderPieces.$inferInsert,
      orderStatus: string,
      dueOn: string,
      at: Date,
      note: string,
      tx: Runner,
    ): Promise<void> {
      await tx.insert(orderPieces).values(piece);
      await tx
        .insert(orderEvents)
        .values({ id: newEventId(), orderId: order.id, reference: piece.reference, status: piece.status, note, at });
      await tx
        .update(orders)
        .set({ status: orderStatus, dueOn, version: sql`${orders.version} + 1` })
        .where(eq(orders.id, order.id));
    },
  };
}

export type FitClaimsRepository = ReturnType<typeof createFitClaimsRepository>;
