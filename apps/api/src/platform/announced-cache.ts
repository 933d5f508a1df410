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
  /** Forgets everything now (what every kept value was made from changed: a fabric left sale). */
  forgetAll(): void;
}

export interface AnnouncedCacheOptions<V> {
  /**
   * Another channel whose announcements make kept values stale: each value for which `affects`
   * says yes is forgotten (a customer's change makes their carts' answers stale).
   */
  related?: { channel: string; affects: (announced: string, value: V) => boolean };
  /** A value is kept at most this long, for what no channel announces (a catalogue kept a minute). */
  maxAgeMs?: number;
  now?: () => number;
}

export function createAnnouncedCache<V>(
  announcements: ChangeAnnouncements | null,
  channel: string,
  maxEntries = 10_000,
  options: AnnouncedCacheOptions<V> = {},
): AnnouncedCache<V> {
  const entries = new Map<string, V>();
  const keptAt = new Map<string, number>();
  const now = options.now ?? Date.now;
  // Counts announcements: a value read while one arrived may be older than it, and is not kept.
  let changes = 0;
  // Nothing is kept until the database is listened to.
  let listening = false;

  const forget = (key: string) => {
    entries.delete(key);
    keptAt.delete(key);
    changes += 1;
  };

  if (announcements) {
    const related = options.related;
    const listened = [announcements.listen(channel, forget)];
    if (related) {
      listened.push(
        announcements.listen(related.channel, (announced) => {
          for (const [key, value] of entries) if (related.affects(announced, value)) forget(key);
          changes += 1;
        }),
      );
    }
    void Promise.all(listened).then(
      () => (listening = true),
      () => (listening = false),
    );
  }

  return {
    async read(key, load) {
      const kept = entries.get(key);
      if (kept !== undefined) {
        if (options.maxAgeMs === undefined || now() - (keptAt.get(key) ?? 0) < options.maxAgeMs) return kept;
        entries.delete(key);
        keptAt.delete(key);
      }
      const seen = changes;
      const value = await load();
      if (listening && value !== null && seen === changes) {
        // The oldest entry makes room: a Map iterates in insertion order.
        if (entries.size >= maxEntries) {
          const oldest = entries.keys().next().value as string;
          entries.delete(oldest);
          keptAt.delete(oldest);
        }
        entries.set(key, value);
        keptAt.set(key, now());
      }
      return value;
    },
    forget,
    forgetAll() {
      entries.clear();
      keptAt.clear();
      changes += 1;
    },
  };
}
