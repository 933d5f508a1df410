import { createCoalescedCalls } from '../../platform/coalesced-calls.js';
import type { PieceWrite, WriteOutcome } from './cart.repository.js';

/** Writes pieces to one cart for one caller in one statement under the cart's lock. */
export type WritePieces = (cartId: string, callerId: string | null, pieces: PieceWrite[]) => Promise<WriteOutcome>;

/** What a queued write learns: its outcome, and (when it is 'ok') the change number it was written under. */
export interface QueuedWriteResult {
  outcome: WriteOutcome;
  /** One per written batch, so every request of a batch reads one answer made after it. */
  change: number;
}

interface QueuedWrite {
  cartId: string;
  callerId: string | null;
  pieces: PieceWrite[];
}

/**
 * Group commit for adds to one cart. Adds to a cart are serialised by its row lock anyway; while
 * one write for a cart (and caller) is at the database, the adds that arrive wait and are written
 * together as the next write, in arrival order, in one statement (a reference repeated in a batch
 * is replaced in that order, as one by one). Each request still learns its own outcome: a batch
 * over the cart's piece limit is written again one request at a time, so exactly the requests that
 * fit succeed, as they would have one by one.
 */
export function createCartWriteQueue(write: WritePieces, noteChange: (cartId: string) => number) {
  const calls = createCoalescedCalls<QueuedWrite, QueuedWriteResult>(async (_key, batch) => {
    const first = batch[0];
    if (!first) return [];
    const { cartId, callerId } = first;
    const outcome = await write(
      cartId,
      callerId,
      batch.flatMap((entry) => entry.pieces),
    );
    if (outcome === 'too_many' && batch.length > 1) {
      const results: QueuedWriteResult[] = [];
      for (const entry of batch) {
        const own = await write(cartId, callerId, entry.pieces);
        results.push({ outcome: own, change: own === 'ok' ? noteChange(cartId) : 0 });
      }
      return results;
    }
    const change = outcome === 'ok' ? noteChange(cartId) : 0;
    return batch.map(() => ({ outcome, change }));
  });

  return {
    /** Writes `pieces` to the cart, alone or with the adds waiting beside it. */
    write(cartId: string, callerId: string | null, pieces: PieceWrite[]): Promise<QueuedWriteResult> {
      return calls.call(`${cartId}\u0000${callerId ?? ''}`, { cartId, callerId, pieces });
    },
  };
}
