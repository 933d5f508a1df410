import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { mailingListSubscribers } from '../../db/schema.js';

export interface SubscriberWrite {
  email: string;
  firstName: string;
  lastName: string;
  source: string;
  at: Date;
  /** SHA-256 of the confirmation link's token, and when the link stops working. */
  confirmTokenHash: string;
  confirmExpiresAt: Date;
}

export function createMailingListRepository(db: Database) {
  return {
    /**
     * One statement. A new address is stored unconfirmed with a fresh link; an unconfirmed one gets
     * the new names and a fresh link (the older link stops working). A confirmed subscriber is left
     * as it is, so a stranger cannot rename them: null then, and no e-mail is sent.
     */
    async requestSignup(subscriber: SubscriberWrite): Promise<{ email: string } | null> {
      const [row] = await db
        .insert(mailingListSubscribers)
        .values({
          email: subscriber.email,
          firstName: subscriber.firstName,
          lastName: subscriber.lastName,
          source: subscriber.source,
          createdAt: subscriber.at,
          updatedAt: subscriber.at,
          confirmTokenHash: subscriber.confirmTokenHash,
          confirmExpiresAt: subscriber.confirmExpiresAt,
        })
        .onConflictDoUpdate({
          target: mailingListSubscribers.email,
          set: {
            firstName: subscriber.firstName,
            lastName: subscriber.lastName,
            updatedAt: subscriber.at,
            confirmTokenHash: subscriber.confirmTokenHash,
            confirmExpiresAt: subscriber.confirmExpiresAt,
          },
          setWhere: isNull(mailingListSubscribers.confirmedAt),
        })
        .returning({ email: mailingListSubscribers.email });
      return row ?? null;
    },

    /**
     * Confirms the address whose live link this is; null when the link is unknown or expired. The
     * link keeps working until it expires (a reload, a second click), and confirms only once: a
     * confirmed address keeps the moment it was first confirmed.
     */
    async confirm(tokenHash: string, at: Date): Promise<{ email: string } | null> {
      const [row] = await db
        .update(mailingListSubscribers)
        .set({ confirmedAt: sql`coalesce(${mailingListSubscribers.confirmedAt}, ${at.toISOString()}::timestamptz)`, updatedAt: at })
        .where(and(eq(mailingListSubscribers.confirmTokenHash, tokenHash), gt(mailingListSubscribers.confirmExpiresAt, at)))
        .returning({ email: mailingListSubscribers.email });
      return row ?? null;
    },

    /** How many subscribers there are: confirmed addresses only. */
    async countSubscribers(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(mailingListSubscribers)
        .where(isNotNull(mailingListSubscribers.confirmedAt));
      return row?.count ?? 0;
    },
  };
}

export type MailingListRepository = ReturnType<typeof createMailingListRepository>;
