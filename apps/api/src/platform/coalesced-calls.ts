/**
 * Calls that go together while one like them is busy (group commit, DataLoader's batching by
 * round trip rather than by tick). A call whose key has nothing running starts at once, alone;
 * calls with the same key that arrive while it runs wait and are then made as one, in arrival
 * order. Under load (fifty adds to one cart at once) that is a few round trips instead of fifty;
 * a lone call waits for nothing.
 */
export interface CoalescedCalls<I, R> {
  /** `item`'s result, from a run made for it alone or with the items waiting beside it. */
  call(key: string, item: I): Promise<R>;
}

/**
 * `run(key, items)` makes one call for all `items` and answers one result per item, in order;
 * when it throws, every waiting call fails with its error.
 */
export function createCoalescedCalls<I, R>(run: (key: string, items: I[]) => Promise<R[]>): CoalescedCalls<I, R> {
  interface Waiting {
    item: I;
    settle: (result: R) => void;
    fail: (error: unknown) => void;
  }
  const queues = new Map<string, { waiting: Waiting[]; busy: boolean }>();

  async function runBatch(key: string, batch: Waiting[]): Promise<void> {
    try {
      const results = await run(
        key,
        batch.map((entry) => entry.item),
      );
      for (const [index, entry] of batch.entries()) {
        if (index < results.length) entry.settle(results[index] as R);
        else entry.fail(new Error(`a coalesced call for ${key} answered ${results.length} results for ${batch.length} items`));
      }
    } catch (error) {
      for (const entry of batch) entry.fail(error);
    }
  }

  async function drain(key: string): Promise<void> {
    const queue = queues.get(key);
    if (!queue || queue.busy) return;
    queue.busy = true;
    while (queue.waiting.length > 0) await runBatch(key, queue.waiting.splice(0, queue.waiting.length));
    queues.delete(key);
  }

  return {
    call(key, item) {
      let queue = queues.get(key);
      if (!queue) {
        queue = { waiting: [], busy: false };
        queues.set(key, queue);
      }
      const { waiting } = queue;
      const result = new Promise<R>((settle, fail) => waiting.push({ item, settle, fail }));
      void drain(key);
      return result;
    },
  };
}
