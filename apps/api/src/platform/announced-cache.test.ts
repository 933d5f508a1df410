import { describe, expect, it } from 'vitest';
import type { ChangeAnnouncements } from '../db/connection.js';
import { createAnnouncedCache } from './announced-cache.js';

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
    let now = 0;
    const cache = createAnnouncedCache<number>(announcements, 'c', 10, { maxAgeMs: 1_000, now: () => now });
    await settle();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read('k', load)).toBe(1);
    now = 999;
    expect(await cache.read('k', load)).toBe(1);
    now = 1_000;
    expect(await cache.read('k', load)).toBe(2);

    const unheard = createAnnouncedCache<number>(null, 'c');
    expect(await unheard.read('k', load)).toBe(3);
    expect(await unheard.read('k', load)).toBe(4);
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
