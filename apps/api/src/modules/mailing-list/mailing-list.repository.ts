import type { Database } from '../../db/connection.js';
import { mailingListSubscribers } from '../../db/schema.js';

export interface SubscriberWrite {
  email: string;
  firstName: string;
  lastName: string;
  source: string;
  at: Date;
}

export function createMailingListRepository(db: Database) {
  return {
    /** One statement: a second signup with the same address updates the names and keeps the first source. */
    upsert: (subscriber: SubscriberWrite) =>
      db
        .insert(mailingListSubscribers)
        .values({
          email: subscriber.email,
          firstName: subscriber.firstName,
          lastName: subscriber.lastName,
          source: subscriber.source,
          createdAt: subscriber.at,
          updatedAt: subscriber.at,
        })
        .onConflictDoUpdate({
          target: mailingListSubscribers.email,
          set: { firstName: subscriber.firstName, lastName: subscriber.lastName, updatedAt: subscriber.at },
        }),
  };
}

export type MailingListRepository = ReturnType<typeof createMailingListRepository>;
