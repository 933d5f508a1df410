import { LRUCache } from 'lru-cache';
import type { ChangeAnnouncements } from '../db/connection.js';

/**
 * The API's one way of keeping answers in memory (issue 32): an `lru-cache` (at most `max` values,
 * each for at most `ttlMs`) whose reads go through its `fetchMethod`, so that callers asking for the
 * same key at once share one read, and a failed read is not kept. A value read while the cache was
 * told to forget (its key, or everything) is answered to its readers but not kept: it may be older
 * than the change.
 */
export interface KeptAnswers<V> {
  /** `load`'s value for `key`, from memory while it is kept. Null is answered, never kept. */
  read(key: string, load: () => Promise<V | null>): Promise<V | null>;
  /** Forgets one key now (what the caller itself just changed). */
  forget(key: string): void;
  /** Forgets every value for which `stale` says yes. */
  forgetWhere(stale: (value: V) => boolean): void;
  /** Forgets everything now (what every kept value was made from changed: a fabric left sale). */
  forgetAll(): void;
}

export interface KeptAnswersOptions {
  /** At most this many values; the least recently used makes room. */
  max: number;
  /** A value is kept at most this long, for changes nothing announces (a catalogue kept a minute). */
  ttlMs?: number;
  now?: () => number;
  /**
   * False while values may not be kept (the database is not listened to): each read loads for
   * itself, sharing nothing with the reads in flight.
   */
  keeping?: () => boolean;
}

/** What the cache keeps: a box, so that a null answer can be told from "not kept". */
interface Box<V> {
  value: V | null;
}

export function createKeptAnswers<V>({ max, ttlMs, now, keeping = () => true }: KeptAnswersOptions): KeptAnswers<V> {
  // Counts forgetting: a value read while something was forgotten may be older than the change.
  let changes = 0;
  const cache: LRUCache<string, Box<V>, () => Promise<V | null>> = new LRUCache<string, Box<V>, () => Promise<V | null>>({
    max,
    ...(ttlMs === undefined ? {} : { ttl: ttlMs }),
    // Read the clock at every look (a test's clock moves between two reads in one millisecond).
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
    // A read that was in flight when its key was forgotten still answers its callers; it is not kept.
    ignoreFetchAbort: true,
    fetchMethod: async (key, _stale, { context: load }) => {
      const seen = changes;
      const value = await load();
      // Deleting our own key now makes the cache answer this read without keeping it.
      if (value === null || seen !== changes || !keeping()) cache.delete(key);
      return { value };
    },
  });
  return {
    async read(key, load) {
      // Nor is a read shared then: one begun before this caller asked may miss a change it follows
      // (another process's write, on a Postgres server several processes share).
      if (!keeping()) return load();
      const box = await cache.fetch(key, { context: load });
      return box?.value ?? null;
    },
    forget(key) {
      changes += 1;
      cache.delete(key);
    },
    forgetWhere(stale) {
      changes += 1;
      for (const [key, box] of cache.entries()) if (box.value !== null && stale(box.value)) cache.delete(key);
    },
    forgetAll() {
      changes += 1;
      cache.clear();
    },
  };
}

/**
 * Numbers for objects, the same for an object while it lives: the version of a kept value (the
 * catalogue's configurations, made anew at each reload) for a key of answers made from it.
 */
export function createObjectVersions(): (value: object) => number {
  const versions = new WeakMap<object, number>();
  let last = 0;
  return (value) => {
    let version = versions.get(value);
    if (version === undefined) {
      last += 1;
      version = last;
      versions.set(value, version);
    }
    return version;
  };
}

/**
 * The one object through which a change to the shop (the catalogue, prices, rates, shipping, made
 * here or announced by the database) reaches every answer kept from it: each such cache is made by
 * `keep`, and `forgetAll` forgets them together.
 */
export interface ShopCaches {
  keep<V>(options: KeptAnswersOptions): KeptAnswers<V>;
  forgetAll(): void;
}

export function createShopCaches(): ShopCaches {
  const kept: KeptAnswers<unknown>[] = [];
  return {
    keep<V>(options: KeptAnswersOptions) {
      const answers = createKeptAnswers<V>(options);
      kept.push(answers as KeptAnswers<unknown>);
      return answers;
    },
    forgetAll() {
      for (const answers of kept) answers.forgetAll();
    },
  };
}

/**
 * Answers kept in memory and forgotten the moment the database announces a change to them
 * (migration 0006: triggers call pg_notify with the changed row's key). Only where one process
 * holds the database (the embedded PGlite); where several API processes share a Postgres server,
 * `announcements` is null and every read goes to the database itself (none joins another's read).
 */
export type AnnouncedCache<V> = Omit<KeptAnswers<V>, 'forgetWhere'>;

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
  // Nothing is kept until the database is listened to.
  let listening = false;
  const answers = createKeptAnswers<V>({ max: maxEntries, ttlMs: options.maxAgeMs, now: options.now, keeping: () => listening });

  if (announcements) {
    const related = options.related;
    const listened = [announcements.listen(channel, (key) => answers.forget(key))];
    if (related) {
      listened.push(
        announcements.listen(related.channel, (announced) => answers.forgetWhere((value) => related.affects(announced, value))),
      );
    }
    void Promise.all(listened).then(
      () => (listening = true),
      () => (listening = false),
    );
  }

  return { read: answers.read, forget: answers.forget, forgetAll: answers.forgetAll };
}
