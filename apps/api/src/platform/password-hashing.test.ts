import type * as Argon2 from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';

// The real argon2, watched: the test below counts the verifications an unknown account costs.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof Argon2>();
  return { ...actual, verify: vi.fn(actual.verify) };
});

import { HASH_CONCURRENCY, hashPassword, PASSWORD_HASH_PREFIX, verifyPassword } from './password-hashing.js';

describe('password hashing', () => {
  it('makes an argon2id hash with m=12288, t=3, p=1 and a fresh salt each time', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first.startsWith(PASSWORD_HASH_PREFIX)).toBe(true);
    expect(first.startsWith('$argon2id$')).toBe(true);
    expect(first).not.toBe(second);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword(stored, 'correct horse')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse ')).toBe(false);
    expect(await verifyPassword(stored, 'Correct horse')).toBe(false);
  });

  it('still verifies hashes made with the earlier parameters (19 MiB, two passes)', async () => {
    const argon2 = await vi.importActual<typeof Argon2>('@node-rs/argon2');
    const earlier = await argon2.hash('correct horse', {
      algorithm: 2 as Argon2.Algorithm.Argon2id,
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    expect(earlier.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(await verifyPassword(earlier, 'correct horse')).toBe(true);
    expect(await verifyPassword(earlier, 'wrong horse')).toBe(false);
  });

  it('runs at most one hash per core at a time, and every waiting one in turn', async () => {
    const argon2 = await import('@node-rs/argon2');
    const verifySpy = vi.mocked(argon2.verify);
    let inFlight = 0;
    let most = 0;
    verifySpy.mockImplementation(async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return false;
    });
    try {
      const answers = await Promise.all(Array.from({ length: HASH_CONCURRENCY * 3 + 1 }, () => verifyPassword(null, 'x')));
      expect(answers).toHaveLength(HASH_CONCURRENCY * 3 + 1);
      expect(most).toBe(HASH_CONCURRENCY);
      expect(inFlight).toBe(0);
    } finally {
      const actual = await vi.importActual<typeof Argon2>('@node-rs/argon2');
      verifySpy.mockImplementation(actual.verify);
    }
  });

  it('answers false, without throwing, for no account and for an unreadable hash', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword(null, '')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it('does the same argon2 work for an account that does not exist as for a wrong password', async () => {
    // Measured by what runs, not by a clock: one full verification against a hash made with the
    // production parameters, so the answer cannot tell whether the e-mail has an account.
    const argon2 = await import('@node-rs/argon2');
    const verifySpy = vi.mocked(argon2.verify);
    verifySpy.mockClear();
    expect(await verifyPassword(null, 'wrong')).toBe(false);
    expect(verifySpy).toHaveBeenCalledTimes(1);
    const [hashUsed] = verifySpy.mock.calls[0] ?? [];
    expect(String(hashUsed).startsWith(PASSWORD_HASH_PREFIX)).toBe(true);
  });
});
