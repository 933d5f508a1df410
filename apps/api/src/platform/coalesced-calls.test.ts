import { describe, expect, it } from 'vitest';
import { createCoalescedCalls } from './coalesced-calls.js';

/** A run that the test lets finish: each started run is recorded with the items it was given. */
function heldRuns() {
  const runs: { key: string; items: number[]; finish: () => void; fail: (error: Error) => void }[] = [];
  const calls = createCoalescedCalls<number, string>(
    (key, items) =>
      new Promise((resolve, reject) => {
        runs.push({ key, items, finish: () => resolve(items.map((item) => `${key}:${item}`)), fail: reject });
      }),
  );
  return { calls, runs };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('coalesced calls', () => {
  it('starts a lone call at once, and makes the calls that arrive while it runs as one next, in order', async () => {
    const { calls, runs } = heldRuns();
    const first = calls.call('cart-a', 1);
    expect(runs.map((run) => run.items)).toEqual([[1]]);
    const waiting = [2, 3, 4].map((item) => calls.call('cart-a', item));
    await settle();
    expect(runs).toHaveLength(1);
    runs[0]?.finish();
    expect(await first).toBe('cart-a:1');
    await settle();
    expect(runs.map((run) => run.items)).toEqual([[1], [2, 3, 4]]);
    runs[1]?.finish();
    expect(await Promise.all(waiting)).toEqual(['cart-a:2', 'cart-a:3', 'cart-a:4']);
  });

  it('keeps keys apart: another key runs at once beside a busy one', async () => {
    const { calls, runs } = heldRuns();
    const a = calls.call('cart-a', 1);
    const b = calls.call('cart-b', 2);
    expect(runs.map((run) => [run.key, run.items])).toEqual([
      ['cart-a', [1]],
      ['cart-b', [2]],
    ]);
    for (const run of runs) run.finish();
    expect(await Promise.all([a, b])).toEqual(['cart-a:1', 'cart-b:2']);
  });

  it('fails every call of a run that throws, and the next calls run afresh', async () => {
    const { calls, runs } = heldRuns();
    const first = calls.call('k', 1);
    const second = calls.call('k', 2);
    const third = calls.call('k', 3);
    runs[0]?.finish();
    await first;
    await settle();
    runs[1]?.fail(new Error('connection lost'));
    await expect(second).rejects.toThrow('connection lost');
    await expect(third).rejects.toThrow('connection lost');
    const later = calls.call('k', 4);
    expect(runs[2]?.items).toEqual([4]);
    runs[2]?.finish();
    expect(await later).toBe('k:4');
  });

  it('fails the calls a run left without a result instead of answering them nothing', async () => {
    const calls = createCoalescedCalls<number, number>(async (_key, items) => items.slice(1));
    const lone = calls.call('k', 1);
    await expect(lone).rejects.toThrow('answered 0 results for 1 items');
  });
});
