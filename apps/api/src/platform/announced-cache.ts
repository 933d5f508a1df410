import type { ChangeAnnouncements } from '../db/connection.js';

/**
 * Answers kept in memory and forgotten the moment the database announces a change to them
 * (migration 0006: triggers call pg_notify with the changed row's key). Only where one process
 * holds the database (the embedded PGlite); where several API processes share a Postgres server,
 * `announcements` is null and every read goes to the database.
 */
export interface AnnouncedCache<V> {
  /** `load`'s value for `key`, from memory when nothing about it has been announced since it was read. */
  read(key: string, load: () => Promise<V | null>): Promise<V | null>;
  /** Forgets one key now (what the caller itself just changed). */
  forget(key: string): void;
}

export function createAnnouncedCache<V>(
  announcements: ChangeAnnouncements | null,
  channel: string,
  maxEntries = 10_000,
): AnnouncedCache<V> {
  const entries = new Map<string, V>();
  // Counts announcements: a value read while one arrived may be older than it, and is not kept.
  let changes = 0;
  // Nothing is kept until the database is listened to.
  let listening = false;

  const forget = (key: string) => {
    entries.delete(key);
    changes += 1;
  };

  if (announcements) {
    void announcements.listen(channel, forget).then(
      () => (listening = true),
      () => (listening = false),
    );
  }

  return {
    async read(key, load) {
      const kept = entries.get(key);
      if (kept !== undefined) return kept;
      const seen = changes;
      const value = await load();
      if (listening && value !== null && seen === changes) {
        // The oldest entry makes room: a Map iterates in insertion order.
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, value);
      }
      return value;
    },
    forget,
  };
}
