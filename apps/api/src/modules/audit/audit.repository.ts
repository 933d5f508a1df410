import { randomBytes } from 'node:crypto';
import { and, desc, eq, gte, lt, lte, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import type { Runner } from '../../db/transaction.js';
import { auditLog } from '../../db/schema.js';

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

export function createAuditRepository(db: Database) {
  return {
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
