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

    /** The customer of a live session (not revoked, not expired at `at`), or null. */
    async findLiveCustomerId(tokenHash: string, at: Date): Promise<string | null> {
      const [row] = await db
        .select({ customerId: sessions.customerId })
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, at)))
        .limit(1);
      return row?.customerId ?? null;
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
