import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { outboxMessages } from '../../db/schema.js';

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** The e-mails the shop wrote while no SMTP server was set (DATA_DIR/outbox keeps them as .eml too). */
export function createOutboxRepository(db: Database) {
  return {
    /**
     * Keeps a message under its id, once: a second write of the same id (a mail job run again after
     * its process died) changes nothing. True when this call stored it.
     */
    async keep(row: OutboxRow): Promise<boolean> {
      const stored = await db
        .insert(outboxMessages)
        .values(row)
        .onConflictDoNothing({ target: outboxMessages.id })
        .returning({ id: outboxMessages.id });
      return stored.length > 0;
    },

    /** Newest first, optionally only those to one address. */
    async list({ to, limit }: { to?: string | undefined; limit: number }): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outboxMessages)
        .where(to ? eq(outboxMessages.to, to) : undefined)
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .limit(limit);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
