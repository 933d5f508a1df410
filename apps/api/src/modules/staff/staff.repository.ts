import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { transaction, type Runner } from '../../db/transaction.js';
import { staff, staffInvitations, staffSessions } from '../../db/schema.js';

export type StaffRow = typeof staff.$inferSelect;
export type StaffInvitationRow = typeof staffInvitations.$inferSelect;

/** `stf_` + 128 random bits. */
export const newStaffId = (): string => `stf_${randomBytes(16).toString('base64url')}`;

/** The queries of the back office's accounts, sessions and one-time links (tokens only as SHA-256). */
export function createStaffRepository(db: Database) {
  return {
    transaction: transaction(db),

    async count(runner: Runner = db): Promise<number> {
      const [row] = await runner.select({ n: count() }).from(staff);
      return row?.n ?? 0;
    },

    async byEmail(email: string, runner: Runner = db): Promise<StaffRow | null> {
      const [row] = await runner.select().from(staff).where(eq(staff.email, email)).limit(1);
      return row ?? null;
    },

    async byId(id: string, runner: Runner = db, lock = false): Promise<StaffRow | null> {
      const query = runner.select().from(staff).where(eq(staff.id, id)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async list(): Promise<StaffRow[]> {
      return db.select().from(staff).orderBy(asc(staff.createdAt), asc(staff.email));
    },

    /** Active owners other than `exceptId`, locked, so two demotions at once cannot leave none. */
    async otherActiveOwners(exceptId: string, tx: Runner): Promise<number> {
      const rows = await tx
        .select({ id: staff.id })
        .from(staff)
        .where(and(eq(staff.role, 'owner'), eq(staff.active, true), ne(staff.id, exceptId)))
        .for('update');
      return rows.length;
    },

    async insert(row: StaffRow, tx: Runner): Promise<void> {
      await tx.insert(staff).values(row);
    },

    /** Changes a row only if it is still at `version`; the new row, or null when someone changed it first. */
    async update(id: string, version: number, changes: Partial<Pick<StaffRow, 'role' | 'active'>>, tx: Runner): Promise<StaffRow | null> {
      const [row] = await tx
        .update(staff)
        .set({ ...changes, version: sql`${staff.version} + 1` })
        .where(and(eq(staff.id, id), eq(staff.version, version)))
        .returning();
      return row ?? null;
    },

    async touchLogin(id: string, at: Date): Promise<void> {
      await db.update(staff).set({ lastLoginAt: at }).where(eq(staff.id, id));
    },

    async insertSession(session: typeof staffSessions.$inferInsert, runner: Runner = db): Promise<void> {
      await runner.insert(staffSessions).values(session);
    },

    /** A live session's staff member (active), or null. */
    async liveSession(tokenHash: string, at: Date): Promise<StaffRow | null> {
      const [row] = await db
        .select({ staff })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, at), eq(staff.active, true)))
        .limit(1);
      return row?.staff ?? null;
    },

    async revokeSession(tokenHash: string, at: Date): Promise<void> {
      await db.update(staffSessions).set({ revokedAt: at }).where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)));
    },

    async revokeSessionsOf(staffId: string, at: Date, tx: Runner): Promise<void> {
      await tx.update(staffSessions).set({ revokedAt: at }).where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
    },

    async insertInvitation(row: StaffInvitationRow, tx: Runner = db): Promise<void> {
      await tx.insert(staffInvitations).values(row);
    },

    /** Set-up links not used yet stop working (a new start printed a new one). */
    async retireSetupLinks(at: Date, tx: Runner): Promise<void> {
      await tx
        .update(staffInvitations)
        .set({ usedAt: at })
        .where(and(isNull(staffInvitations.email), isNull(staffInvitations.invitedBy), isNull(staffInvitations.usedAt)));
    },

    /** Takes a live link once: marks it used and returns it, or null when it is unknown, used or expired. */
    async takeInvitation(tokenHash: string, at: Date, tx: Runner): Promise<StaffInvitationRow | null> {
      const [row] = await tx
        .update(staffInvitations)
        .set({ usedAt: at })
        .where(and(eq(staffInvitations.tokenHash, tokenHash), isNull(staffInvitations.usedAt), gt(staffInvitations.expiresAt, at)))
        .returning();
      return row ?? null;
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
