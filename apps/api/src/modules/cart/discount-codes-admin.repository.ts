import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminDiscountCodeListQuery } from '@selvedge/contract/admin';
import type { Database } from '../../db/connection.js';
import { containsPattern } from '../../db/like-pattern.js';
import { discountCodes, discountRedemptions, shippingCountries } from '../../db/schema.js';
import { transaction, type Runner } from '../../db/transaction.js';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type DiscountCodeChange = Omit<typeof discountCodes.$inferInsert, 'code' | 'createdAt' | 'version'>;
export interface CodeUsage {
  total: number;
  thisMonth: number;
}

/** The discount codes the back office lists and edits, with their uses counted in the database. */
export function createDiscountCodesAdminRepository(db: Database) {
  /** Uses per code: in all, and in [monthStart, monthEnd). */
  const usageOf = (monthStart: Date, monthEnd: Date) =>
    db
      .select({
        code: discountRedemptions.code,
        total: count().as('uses_total'),
        thisMonth:
          sql<number>`count(*) filter (where ${discountRedemptions.redeemedAt} >= ${monthStart.toISOString()} and ${discountRedemptions.redeemedAt} < ${monthEnd.toISOString()})`.as(
            'uses_this_month',
          ),
      })
      .from(discountRedemptions)
      .groupBy(discountRedemptions.code)
      .as('usage');

  return {
    transaction: transaction(db),

    async page(
      query: AdminDiscountCodeListQuery,
      monthStart: Date,
      monthEnd: Date,
    ): Promise<{ rows: { row: DiscountCodeRow; usage: CodeUsage }[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.q) conditions.push(ilike(discountCodes.code, containsPattern(query.q)));
      if (query.active !== undefined) conditions.push(eq(discountCodes.active, query.active));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const usage = usageOf(monthStart, monthEnd);
      const uses = sql<number>`coalesce(${usage.total}, 0)`;
      const direction = query.sort.startsWith('-') ? desc : asc;
      const key = query.sort.replace('-', '');
      const order =
        key === 'code'
          ? [direction(discountCodes.code)]
          : key === 'uses'
            ? [direction(uses), asc(discountCodes.code)]
            : [direction(discountCodes.createdAt), asc(discountCodes.code)];
      const [rows, [counted]] = await Promise.all([
        db
          .select({ row: discountCodes, total: uses, thisMonth: sql<number>`coalesce(${usage.thisMonth}, 0)` })
          .from(discountCodes)
          .leftJoin(usage, eq(usage.code, discountCodes.code))
          .where(where)
          .orderBy(...order)
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(discountCodes).where(where),
      ]);
      return {
        rows: rows.map((entry) => ({ row: entry.row, usage: { total: Number(entry.total), thisMonth: Number(entry.thisMonth) } })),
        total: counted?.n ?? 0,
      };
    },

    async usage(code: string, monthStart: Date, monthEnd: Date, runner: Runner = db): Promise<CodeUsage> {
      const [row] = await runner
        .select({
          total: count(),
          thisMonth: sql<number>`count(*) filter (where ${discountRedemptions.redeemedAt} >= ${monthStart.toISOString()} and ${discountRedemptions.redeemedAt} < ${monthEnd.toISOString()})`,
        })
        .from(discountRedemptions)
        .where(eq(discountRedemptions.code, code));
      return { total: Number(row?.total ?? 0), thisMonth: Number(row?.thisMonth ?? 0) };
    },

    async find(code: string): Promise<DiscountCodeRow | null> {
      const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
      return row ?? null;
    },

    async lock(code: string, tx: Runner): Promise<DiscountCodeRow | null> {
      const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1).for('update');
      return row ?? null;
    },

    /** The new code, or null when one of that name exists (codes are stored upper case, so this is case-insensitive). */
    async insert(code: string, fields: DiscountCodeChange, at: Date, tx: Runner): Promise<DiscountCodeRow | null> {
      const [row] = await tx
        .insert(discountCodes)
        .values({ ...fields, code, createdAt: at, updatedAt: at })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async update(code: string, fields: Partial<DiscountCodeChange>, tx: Runner): Promise<DiscountCodeRow> {
      const [row] = await tx
        .update(discountCodes)
        .set({ ...fields, version: sql`${discountCodes.version} + 1` })
        .where(eq(discountCodes.code, code))
        .returning();
      return row!;
    },

    /** Which of `codes` are countries the shop delivers to. */
    async deliveryCountries(codes: readonly string[], runner: Runner = db): Promise<Set<string>> {
      if (codes.length === 0) return new Set();
      const rows = await runner
        .select({ code: shippingCountries.code })
        .from(shippingCountries)
        .where(inArray(shippingCountries.code, [...codes]));
      return new Set(rows.map((row) => row.code));
    },
  };
}

export type DiscountCodesAdminRepository = ReturnType<typeof createDiscountCodesAdminRepository>;
