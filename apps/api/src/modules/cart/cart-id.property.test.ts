import { decodeCartId, encodeCartId } from '@selvedge/contract';
import { describe, expect, it } from 'vitest';
import { newCartId } from './cart.repository.js';

const SAMPLES = 2000;
const ids = Array.from({ length: SAMPLES }, () => newCartId());

/** The 16 bytes an id carries after its `crt_` prefix. */
const bytesOf = (id: string) => Buffer.from(id.slice('crt_'.length), 'base64url');

describe('new cart ids', () => {
  it('are crt_ and 22 base64url characters that carry exactly 16 bytes', () => {
    for (const id of ids) {
      expect(id).toMatch(/^crt_[A-Za-z0-9_-]{22}$/);
      expect(bytesOf(id)).toHaveLength(16);
      // The one spelling of those bytes: nothing hides in the last character's spare bits.
      expect(`crt_${bytesOf(id).toString('base64url')}`).toBe(id);
    }
  });

  it('are all different', () => {
    expect(new Set(ids).size).toBe(SAMPLES);
  });

  it('have 128 random bits: none of them is fixed, as a version or a counter would be', () => {
    const seenOne = new Array<boolean>(128).fill(false);
    const seenZero = new Array<boolean>(128).fill(false);
    for (const id of ids) {
      const bytes = bytesOf(id);
      for (let bit = 0; bit < 128; bit += 1) {
        if ((((bytes[bit >> 3] ?? 0) >> (7 - (bit & 7))) & 1) === 1) seenOne[bit] = true;
        else seenZero[bit] = true;
      }
    }
    // A bit that is truly random stays one value in 2000 ids with odds of 2^-1999.
    expect(seenOne.every(Boolean) && seenZero.every(Boolean)).toBe(true);
  });

  it('travel in a cart path and come back unchanged', () => {
    for (const id of ids) {
      const encoded = encodeCartId(id);
      expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeCartId(encoded)).toBe(id);
    }
  });
});
