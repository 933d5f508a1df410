import { randomBytes } from 'node:crypto';
import { and, desc, eq, gte, inArray, lt, lte, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import type { Runner } from '../../db/transaction.js';
import {
  appointments,
  auditLog,
  fitClaims,
  orders,
  preorders,
  products,
  shippingCountries,
  shippingRates,
  staff,
  studios,
} from '../../db/schema.js';

export type AuditRow = typeof auditLog.$inferSelect;

/** `aud_` + 96 random bits. */
const newAuditId = (): string => `aud_${randomBytes(12).toString('base64url')}`;

export interface AuditFilter {
  staffId?: string;
  action?: string;
  subjectType?: string;
  subjectId?: string;
  from?: Date;
  to?: Date;
  /** The last entry of the page before: the page goes on after it. */
  after?: { at: Date; id: string };
}

/** Names by id: staff members', and each kind of subject's (`fabric` → its title). */
export interface AuditNames {
  staff: Map<string, string>;
  subjects: Map<string, string>;
}

const subjectKey = (type: string, id: string) => `${type} ${id}`;

export function createAuditRepository(db: Database) {
  /** `id → name` for the ids of one table (nothing asked when there are none). */
  async function namesIn(ids: Set<string>, read: (ids: string[]) => Promise<{ id: string; name: string }[]>): Promise<Map<string, string>> {
    if (ids.size === 0) return new Map();
    return new Map((await read([...ids])).map((row) => [row.id, row.name]));
  }

  return {
    subjectKey,

    /** What the staff and the subjects of `rows` are called now: one query per kind of thing on the page. */
    async namesOf(rows: readonly AuditRow[]): Promise<AuditNames> {
      const idsOf = (type: string) => new Set(rows.filter((row) => row.subjectType === type).map((row) => row.subjectId));
      const staffIds = new Set([...rows.map((row) => row.staffId).filter((id): id is string => id !== null), ...idsOf('staff')]);
      const [staffNames, fabrics, preorderTitles, rates, countries, claims, studioNames, bookings] = await Promise.all([
        namesIn(staffIds, (ids) => db.select({ id: staff.id, name: staff.name }).from(staff).where(inArray(staff.id, ids))),
        namesIn(idsOf('fabric'), (ids) =>
          db.select({ id: products.id, name: products.title }).from(products).where(inArray(products.id, ids)),
        ),
        namesIn(idsOf('preorder'), (ids) =>
          db.select({ id: preorders.id, name: preorders.title }).from(preorders).where(inArray(preorders.id, ids)),
        ),
        namesIn(idsOf('shipping_rate'), (ids) =>
          db.select({ id: shippingRates.id, name: shippingRates.name }).from(shippingRates).where(inArray(shippingRates.id, ids)),
        ),
        namesIn(idsOf('shipping_country'), (ids) =>
          db
            .select({ id: shippingCountries.code, name: shippingCountries.name })
            .from(shippingCountries)
            .where(inArray(shippingCountries.code, ids)),
        ),
        namesIn(idsOf('fit_claim'), async (ids) =>
          (
            await db
              .select({ id: fitClaims.id, number: orders.number, reference: fitClaims.reference })
              .from(fitClaims)
              .innerJoin(orders, eq(orders.id, fitClaims.orderId))
              .where(inArray(fitClaims.id, ids))
          ).map((row) => ({
            id: row.id,
            name: `${row.number} ${row.reference}`,
          })),
        ),
        namesIn(idsOf('studio'), (ids) => db.select({ id: studios.id, name: studios.name }).from(studios).where(inArray(studios.id, ids))),
        namesIn(idsOf('appointment'), async (ids) =>
          (await db.select({ id: appointments.id, name: appointments.name }).from(appointments).where(inArray(appointments.id, ids))).map(
            (row) => ({ id: row.id, name: `the appointment of ${row.name}` }),
          ),
        ),
      ]);
      const subjects = new Map<string, string>();
      const add = (type: string, names: Map<string, string>) => names.forEach((name, id) => subjects.set(subjectKey(type, id), name));
      add('staff', staffNames);
      add('fabric', fabrics);
      add('preorder', preorderTitles);
      add('shipping_rate', rates);
      add('shipping_country', countries);
      add('fit_claim', claims);
      add('studio', studioNames);
      add('appointment', bookings);
      return { staff: staffNames, subjects };
    },

    async insert(entry: Omit<AuditRow, 'id'>, runner: Runner): Promise<void> {
      await runner.insert(auditLog).values({ ...entry, id: newAuditId() });
    },

    /** Newest first, `limit` of them, by the (at, id) key so a page never skips or repeats one. */
    async page(filter: AuditFilter, limit: number): Promise<AuditRow[]> {
      const where: SQL[] = [];
      if (filter.staffId) where.push(eq(auditLog.staffId, filter.staffId));
      if (filter.action) where.push(eq(auditLog.action, filter.action));
      if (filter.subjectType) where.push(eq(auditLog.subjectType, filter.subjectType));
      if (filter.subjectId) where.push(eq(auditLog.subjectId, filter.subjectId));
      if (filter.from) where.push(gte(auditLog.at, filter.from));
      if (filter.to) where.push(lte(auditLog.at, filter.to));
      if (filter.after) {
        const { at, id } = filter.after;
        where.push(or(lt(auditLog.at, at), and(eq(auditLog.at, at), lt(auditLog.id, id)))!);
      }
      return db
        .select()
        .from(auditLog)
        .where(where.length > 0 ? and(...where) : undefined)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
