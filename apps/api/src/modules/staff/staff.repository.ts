import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { transaction, type Runner } from '../../db/transaction.js';
import { staff, staffInvitations, staffPasswordResets, staffSessions } from '../../db/schema.js';

export type StaffRow = typeof staff.$inferSelect;
export type StaffInvitationRow = typeof staffInvitations.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;

/** How often a session's "last seen" is written: at most once a minute, not on every call. */
const LAST_SEEN_STEP_MS = 60_000;

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
    async update(
      id: string,
      version: number,
      changes: Partial<Pick<StaffRow, 'role' | 'active' | 'grants' | 'name' | 'passwordHash'>>,
      tx: Runner,
    ): Promise<StaffRow | null> {
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

    /** A live session's staff member (active), or null; the session is marked seen (at most once a minute). */
    async liveSession(tokenHash: string, at: Date): Promise<StaffRow | null> {
      const [row] = await db
        .select({ staff, lastSeenAt: staffSessions.lastSeenAt })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.tokenHash, tokenHash),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, at),
            eq(staff.active, true),
          ),
        )
        .limit(1);
      if (!row) return null;
      if (!row.lastSeenAt || at.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_STEP_MS) {
        const stale = new Date(at.getTime() - LAST_SEEN_STEP_MS);
        await db
          .update(staffSessions)
          .set({ lastSeenAt: at })
          .where(and(eq(staffSessions.tokenHash, tokenHash), or(isNull(staffSessions.lastSeenAt), lt(staffSessions.lastSeenAt, stale))));
      }
      return row.staff;
    },

    /** A staff member's live sessions, the most recently used first. */
    async liveSessionsOf(staffId: string, at: Date): Promise<StaffSessionRow[]> {
      return db
        .select()
        .from(staffSessions)
        .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, at)))
        .orderBy(desc(sql`coalesce(${staffSessions.lastSeenAt}, ${staffSessions.createdAt})`), desc(staffSessions.createdAt));
    },

    /** Ends one live session, only if it is this staff member's; whether it did. */
    async revokeSessionOf(staffId: string, id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(staffSessions)
        .set({ revokedAt: at })
        .where(
          and(
            eq(staffSessions.id, id),
            eq(staffSessions.staffId, staffId),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, at),
          ),
        )
        .returning({ id: staffSessions.id });
      return rows.length > 0;
    },

    async revokeSession(tokenHash: string, at: Date): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: at })
        .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)));
    },

    /** Ends every live session of a staff member, but the one of `keepTokenHash` when given; how many ended. */
    async revokeSessionsOf(staffId: string, at: Date, tx: Runner = db, keepTokenHash?: string): Promise<number> {
      const live = and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt));
      const rows = await tx
        .update(staffSessions)
        .set({ revokedAt: at })
        .where(keepTokenHash ? and(live, ne(staffSessions.tokenHash, keepTokenHash)) : live)
        .returning({ id: staffSessions.id });
      return rows.length;
    },

    /** A new reset link for a staff member; older unused ones stop working (as the customers' links). */
    async insertPasswordReset(reset: { tokenHash: string; staffId: string; at: Date; expiresAt: Date }, runner: Runner): Promise<void> {
      await runner
        .update(staffPasswordResets)
        .set({ usedAt: reset.at })
        .where(and(eq(staffPasswordResets.staffId, reset.staffId), isNull(staffPasswordResets.usedAt)));
      await runner
        .insert(staffPasswordResets)
        .values({ tokenHash: reset.tokenHash, staffId: reset.staffId, createdAt: reset.at, expiresAt: reset.expiresAt });
    },

    async isLivePasswordReset(tokenHash: string, at: Date): Promise<boolean> {
      const [row] = await db
        .select({ staffId: staffPasswordResets.staffId })
        .from(staffPasswordResets)
        .where(and(eq(staffPasswordResets.tokenHash, tokenHash), isNull(staffPasswordResets.usedAt), gt(staffPasswordResets.expiresAt, at)))
        .limit(1);
      return row !== undefined;
    },

    /** Marks a live reset link used and gives its staff member's id, or null. One statement, so a link works once. */
    async consumePasswordReset(tokenHash: string, at: Date, runner: Runner): Promise<string | null> {
      const [row] = await runner
        .update(staffPasswordResets)
        .set({ usedAt: at })
        .where(and(eq(staffPasswordResets.tokenHash, tokenHash), isNull(staffPasswordResets.usedAt), gt(staffPasswordResets.expiresAt, at)))
        .returning({ staffId: staffPasswordResets.staffId });
      return row?.staffId ?? null;
    },

    async setPasswordHash(staffId: string, passwordHash: string, runner: Runner): Promise<void> {
      await runner.update(staff).set({ passwordHash }).where(eq(staff.id, staffId));
    },

    /** Invitations still open (not used, revoked or expired), the newest first, with the inviter's name. */
    async pendingInvitations(at: Date): Promise<(StaffInvitationRow & { inviterName: string | null })[]> {
      const rows = await db
        .select({ invitation: staffInvitations, inviterName: staff.name })
        .from(staffInvitations)
        .leftJoin(staff, eq(staff.id, staffInvitations.invitedBy))
        .where(
          and(
            isNotNull(staffInvitations.email),
            isNull(staffInvitations.usedAt),
            isNull(staffInvitations.revokedAt),
            gt(staffInvitations.expiresAt, at),
          ),
        )
        .orderBy(desc(staffInvitations.createdAt));
      return rows.map((row) => ({ ...row.invitation, inviterName: row.inviterName }));
    },

    /** Revokes an open invitation by its id; the revoked row, or null when there is no such open invitation. */
    async revokeInvitation(id: string, at: Date, tx: Runner): Promise<StaffInvitationRow | null> {
      const [row] = await tx
        .update(staffInvitations)
        .set({ revokedAt: at })
        .where(
          and(
            eq(staffInvitations.id, id),
            isNotNull(staffInvitations.email),
            isNull(staffInvitations.usedAt),
            isNull(staffInvitations.revokedAt),
            gt(staffInvitations.expiresAt, at),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Revokes every open invitation of an e-mail (a new one replaces them). */
    async revokeInvitationsOf(email: string, at: Date, tx: Runner): Promise<void> {
      await tx
        .update(staffInvitations)
        .set({ revokedAt: at })
        .where(and(eq(staffInvitations.email, email), isNull(staffInvitations.usedAt), isNull(staffInvitations.revokedAt)));
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
        .where(
          and(
            eq(staffInvitations.tokenHash, tokenHash),
            isNull(staffInvitations.usedAt),
            isNull(staffInvitations.revokedAt),
            gt(staffInvitations.expiresAt, at),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
