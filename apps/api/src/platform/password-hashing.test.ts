import type * as Argon2 from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';

// The real argon2, watched: the test below counts the verifications an unknown account costs.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof Argon2>();
  return { ...actual, verify: vi.fn(actual.verify) };
});

import { hashPassword, PASSWORD_HASH_PREFIX, verifyPassword } from './password-hashing.js';

describe('password hashing', () => {
  it('makes an argon2id hash with m=19456, t=2, p=1 and a fresh salt each time', async () => {
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
