import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { designShares } from '../../db/schema.js';

export type DesignShareRow = typeof designShares.$inferSelect;

/** `dsh_` + 128 random bits. */
export const newDesignShareId = (): string => `dsh_${randomBytes(16).toString('base64url')}`;

/** Shared designs, found by the hash of their token; a revoked one is never read back. */
export function createDesignSharesRepository(db: Database) {
  return {
    async insert(row: Omit<DesignShareRow, 'revokedAt'>): Promise<void> {
      await db.insert(designShares).values({ ...row, revokedAt: null });
    },

    async liveByTokenHash(tokenHash: string): Promise<DesignShareRow | null> {
      const [row] = await db
        .select()
        .from(designShares)
        .where(and(eq(designShares.tokenHash, tokenHash), isNull(designShares.revokedAt)))
        .limit(1);
      return row ?? null;
    },

    async liveById(id: string): Promise<DesignShareRow | null> {
      const [row] = await db
        .select()
        .from(designShares)
        .where(and(eq(designShares.id, id), isNull(designShares.revokedAt)))
        .limit(1);
      return row ?? null;
    },

    /** Revokes a live share; false when it was revoked already (or is not there). */
    async revoke(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(designShares)
        .set({ revokedAt: at })
        .where(and(eq(designShares.id, id), isNull(designShares.revokedAt)))
        .returning({ id: designShares.id });
      return rows.length > 0;
    },

    async liveForCustomer(customerId: string, limit: number): Promise<DesignShareRow[]> {
      return db
        .select()
        .from(designShares)
        .where(and(eq(designShares.customerId, customerId), isNull(designShares.revokedAt)))
        .orderBy(desc(designShares.createdAt), desc(designShares.id))
        .limit(limit);
    },
  };
}

export type DesignSharesRepository = ReturnType<typeof createDesignSharesRepository>;
