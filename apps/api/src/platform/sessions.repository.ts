import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/connection.js';
import { sessions } from '../db/schema.js';
import type { Runner } from '../db/transaction.js';

/** The queries of the session store: sessions are kept only as the SHA-256 of their token. */
export function createSessionsRepository(db: Database) {
  return {
    async insert(session: { tokenHash: string; customerId: string; createdAt: Date; expiresAt: Date }, runner: Runner = db): Promise<void> {
      await runner.insert(sessions).values(session);
    },

    /** A live session (not revoked, not expired at `at`): its customer and when it expires; or null. */
    async findLive(tokenHash: string, at: Date): Promise<{ customerId: string; expiresAt: Date } | null> {
      const [row] = await db
        .select({ customerId: sessions.customerId, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, at)))
        .limit(1);
      return row ?? null;
    },

    /** Marks a live session revoked; true when there was one. */
    async revoke(tokenHash: string, at: Date): Promise<boolean> {
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
        .returning({ customerId: sessions.customerId });
      return revoked.length > 0;
    },
  };
}
