import { describe, expect, it } from 'vitest';
import type { ChangeAnnouncements } from '../db/connection.js';
import { createAnnouncedCache, createKeptAnswers, createShopCaches } from './announced-cache.js';

/** Announcements as a test sends them: `announce(channel, key)` calls whoever listens there. */
function fakeAnnouncements() {
  const listeners = new Map<string, (key: string) => void>();
  const announcements: ChangeAnnouncements = {
    listen: async (channel, onChange) => {
      listeners.set(channel, onChange);
    },
  };
  return { announcements, announce: (channel: string, key: string) => listeners.get(channel)?.(key) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('answers kept until announced', () => {
  it('keeps an answer until its key, or a related key that affects it, is announced', async () => {
    const { announcements, announce } = fakeAnnouncements();
    const cache = createAnnouncedCache<{ owner: string; n: number }>(announcements, 'cart_changed', 10, {
      related: { channel: 'customer_changed', affects: (customer, value) => value.owner === customer },
    });
    await settle();
    let loads = 0;
    const load = (owner: string) => async () => ({ owner, n: ++loads });
    expect(await cache.read('c1', load('ada'))).toEqual({ owner: 'ada', n: 1 });
    expect(await cache.read('c2', load('bob'))).toEqual({ owner: 'bob', n: 2 });
    expect(await cache.read('c1', load('ada'))).toEqual({ owner: 'ada', n: 1 });
    announce('cart_changed', 'c1');
    expect(await cache.read('c1', load('ada'))).toEqual({ owner: 'ada', n: 3 });
    announce('customer_changed', 'bob');
    expect(await cache.read('c2', load('bob'))).toEqual({ owner: 'bob', n: 4 });
    // Ada's answer was not Bob's: still kept.
    expect(await cache.read('c1', load('ada'))).toEqual({ owner: 'ada', n: 3 });
  });

  it('reads again after maxAgeMs, and keeps nothing without announcements', async () => {
    const { announcements } = fakeAnnouncements();
    let now = 5_000;
    const cache = createAnnouncedCache<number>(announcements, 'c', 10, { maxAgeMs: 1_000, now: () => now });
    await settle();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read('k', load)).toBe(1);
    now = 6_000;
    expect(await cache.read('k', load)).toBe(1);
    now = 6_001;
    expect(await cache.read('k', load)).toBe(2);

    const unheard = createAnnouncedCache<number>(null, 'c');
    expect(await unheard.read('k', load)).toBe(3);
    expect(await unheard.read('k', load)).toBe(4);
  });

  it('shares no read without announcements: each caller reads for itself, after it asked', async () => {
    // Several processes on one Postgres: a read begun before a caller asked may miss another process's write it follows.
    const unheard = createAnnouncedCache<number>(null, 'c');
    let loads = 0;
    const releases: (() => void)[] = [];
    const slow = () =>
      new Promise<number>((resolve) => {
        const n = ++loads;
        releases.push(() => resolve(n));
      });
    const first = unheard.read('k', slow);
    const second = unheard.read('k', slow);
    for (const release of releases) release();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
  });

  it('does not keep a value read while a change was announced', async () => {
    const { announcements, announce } = fakeAnnouncements();
    const cache = createAnnouncedCache<number>(announcements, 'c', 10);
    await settle();
    let loads = 0;
    const racing = cache.read('k', async () => {
      announce('c', 'k');
      return ++loads;
    });
    expect(await racing).toBe(1);
    expect(await cache.read('k', async () => ++loads)).toBe(2);
  });
});

describe('the shop caches', () => {
  it('share one read among callers asking at once, and forget every kept answer through one object', async () => {
    const caches = createShopCaches();
    const rates = caches.keep<number>({ max: 1 });
    const pages = caches.keep<string>({ max: 10 });
    let loads = 0;
    let release: () => void = () => undefined;
    const slow = () =>
      new Promise<number>((resolve) => {
        loads += 1;
        release = () => resolve(loads);
      });
    const together = Promise.all([rates.read('rates', slow), rates.read('rates', slow)]);
    release();
    expect(await together).toEqual([1, 1]);
    expect(loads).toBe(1);
    expect(await pages.read('p', async () => 'page 1')).toBe('page 1');
    expect(await pages.read('p', async () => 'page 2')).toBe('page 1');

    caches.forgetAll();
    expect(await rates.read('rates', async () => 7)).toBe(7);
    expect(await pages.read('p', async () => 'page 2')).toBe('page 2');
  });

  it('answers a read that was in flight when everything was forgotten, and does not keep it', async () => {
    const caches = createShopCaches();
    const kept = caches.keep<string>({ max: 10 });
    const racing = kept.read('k', async () => {
      caches.forgetAll();
      return 'before the change';
    });
    expect(await racing).toBe('before the change');
    expect(await kept.read('k', async () => 'after the change')).toBe('after the change');
  });

  it('keeps no null and no failed read', async () => {
    const kept = createKeptAnswers<string>({ max: 10 });
    expect(await kept.read('k', async () => null)).toBeNull();
    await expect(kept.read('k', async () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await kept.read('k', async () => 'read')).toBe('read');
  });
});
