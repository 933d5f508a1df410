import { checkedKey, type FileStorage } from '../platform/file-storage.js';

/** What a put does: keep the file, fail before it is kept, or keep it and fail anyway (a reply lost on the way back). */
export type PutOutcome = 'kept' | 'refused' | 'kept-then-failed';

/**
 * A storage in memory that fails the puts a test chooses, and shows every key it holds, so a test
 * can see that a failed upload left no file behind.
 */
export function createFlakyStorage(error: () => Error) {
  const files = new Map<string, Buffer>();
  let outcome: (key: string) => PutOutcome = () => 'kept';
  const storage: FileStorage = {
    async put(key, bytes) {
      const what = outcome(checkedKey(key));
      if (what === 'refused') throw error();
      files.set(key, Buffer.from(bytes));
      if (what === 'kept-then-failed') throw error();
    },
    async get(key) {
      return files.get(checkedKey(key)) ?? null;
    },
    async remove(key) {
      files.delete(checkedKey(key));
    },
  };
  return {
    storage,
    keys: () => [...files.keys()],
    /** From now on each put does what `rule` says for its key. */
    putsWill(rule: (key: string) => PutOutcome) {
      outcome = rule;
    },
  };
}
