import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * argon2id (DESIGN §3) with OWASP's third configuration: 12 MiB, three passes, one lane, which
 * OWASP rates as strong as its first (19 MiB, two passes) and which is a third cheaper here: on two
 * cores it keeps a 20-client login burst under 400 ms at p99 (docs/decisions/009, benchmarks.md).
 * (`Algorithm` is an ambient const enum, which isolatedModules cannot read at run time: hence 2.)
 */
const PASSWORD_HASH_OPTIONS = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 12_288,
  timeCost: 3,
  parallelism: 1,
} as const satisfies Options;

/** How every hash made with PASSWORD_HASH_OPTIONS begins. */
export const PASSWORD_HASH_PREFIX = '$argon2id$v=19$m=12288,t=3,p=1$';

/**
 * The hash of a random password nobody knows, made with the same options. Logging in with an
 * e-mail that has no account is verified against it, so that answer takes as long as a wrong
 * password and the timing does not tell whether an account exists.
 */
const DUMMY_HASH = '$argon2id$v=19$m=12288,t=3,p=1$pNNKAJykOY+GuBz1w/76nA$SxbOLRuwwLfWwDnGOIeE6+08oZX919dmxGT22bAxbgE';

/**
 * argon2id is memory-hard: more hashes at once than there are cores only makes each slower (they
 * fight over memory bandwidth) and starves the event loop. At most this many run at once; the rest
 * wait their turn in order.
 */
export const HASH_CONCURRENCY = Math.max(1, availableParallelism());
let running = 0;
const waiting: Array<() => void> = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return inTurn(() => hash(password, PASSWORD_HASH_OPTIONS));
}

/**
 * True when `password` matches `storedHash`. With no stored hash (no such account) it still does
 * the same work and answers false. A hash that cannot be read is a wrong password, not a crash.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  try {
    const matches = await inTurn(() => verify(storedHash ?? DUMMY_HASH, password));
    return storedHash !== null && matches;
  } catch {
    return false;
  }
}
