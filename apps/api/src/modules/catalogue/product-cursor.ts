import { ErrorCode } from '@selvedge/contract';
import { badRequest } from '../../platform/errors.js';

/** Keyset position in a listing: products are ordered by (position, id). Opaque to clients. */
export interface ProductCursor {
  position: number;
  id: string;
}

export function encodeProductCursor(cursor: ProductCursor): string {
  return Buffer.from(JSON.stringify([cursor.position, cursor.id])).toString('base64url');
}

export function decodeProductCursor(value: string): ProductCursor {
  const invalid = () => badRequest('cursor: is invalid; pass the lastProductCursor of a previous page', ErrorCode.invalid_cursor);
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(value)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    !Number.isSafeInteger(parsed[0]) ||
    typeof parsed[1] !== 'string' ||
    !/^prod_[A-Za-z0-9_-]{1,40}$/.test(parsed[1])
  ) {
    throw invalid();
  }
  return { position: parsed[0] as number, id: parsed[1] };
}
