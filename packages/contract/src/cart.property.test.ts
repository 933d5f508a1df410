import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCartId, encodeCartId } from './cart.js';

/** What a cart id may be: 1 to 100 printable ASCII characters, no spaces. */
const cartId = fc.string({
  unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)),
  minLength: 1,
  maxLength: 100,
});

/** Anything a path segment may hold: any characters, or base64url that may or may not spell an id. */
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: 'binary-ascii', maxLength: 200 }),
  fc.base64String({ maxLength: 200 }).map((text) => text.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')),
);

describe('cart ids in paths', () => {
  it('any cart id survives encoding and decoding, and its encoding is unpadded base64url', () => {
    fc.assert(
      fc.property(cartId, (id) => {
        const encoded = encodeCartId(id);
        expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(encoded).toBe(Buffer.from(id).toString('base64url'));
        expect(decodeCartId(encoded)).toBe(id);
      }),
    );
  });

  it('decoding any text gives a cart id of printable ASCII or null, and never throws', () => {
    fc.assert(
      fc.property(anyText, (encoded) => {
        const id = decodeCartId(encoded);
        if (id !== null) {
          expect(id).toMatch(/^[\x21-\x7e]{1,100}$/);
          expect(decodeCartId(encodeCartId(id))).toBe(id);
        }
      }),
    );
  });

  it('text that is not a cart id (spaces, control characters, non-ASCII, over 100 characters) never decodes to one', () => {
    const notAnId = fc.oneof(
      fc.string({ unit: 'grapheme', minLength: 1 }).filter((text) => !/^[\x21-\x7e]{1,100}$/.test(text)),
      fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)), minLength: 101, maxLength: 200 }),
    );
    fc.assert(
      fc.property(notAnId, (text) => {
        expect(decodeCartId(Buffer.from(text).toString('base64url'))).toBeNull();
      }),
    );
  });
});
