import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ErrorCode, PLAIN_PATH_MARKER } from '@selvedge/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sealJson } from './response-encryption.js';

/**
 * Refusals that happen before a request reaches a route, so before the error handler and the
 * onSend hooks (the response envelope) could see them: a URL that cannot be decoded, a path part
 * longer than the router takes, headers larger than Node's HTTP parser takes. Each still answers in
 * the shop's shape, `{ error, code }`, and an API answer is sealed like every other.
 */

/** The longest path part the router takes (Fastify's `maxParamLength`). */
export const MAX_PARAM_LENGTH = 256;

interface Refusal {
  status: number;
  code: string;
  error: string;
}

const BAD_URL: Refusal = {
  status: 400,
  code: ErrorCode.bad_url,
  error: 'This address cannot be read: it has a malformed percent-escape (such as %zz).',
};

const PARAM_TOO_LONG: Refusal = {
  status: 414,
  code: ErrorCode.uri_too_long,
  error: `A part of this address is longer than ${MAX_PARAM_LENGTH} characters.`,
};

const UNEXPECTED: Refusal = {
  status: 500,
  code: ErrorCode.internal_error,
  error: 'Something went wrong on our side. Please try again in a moment.',
};

function refusalFor(error: FastifyError): Refusal {
  if (error.code === 'FST_ERR_BAD_URL') return BAD_URL;
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return PARAM_TOO_LONG;
  return UNEXPECTED;
}

/**
 * Fastify's `frameworkErrors` option. The request and reply it gets belong to no route, so no hook
 * runs on them: the answer is sealed here, as `registerResponseEncryption` would have sealed it.
 */
export function frameworkErrorHandler(options: { responseKey: Buffer | null }) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const refusal = refusalFor(error);
    const json = JSON.stringify({ error: refusal.error, code: refusal.code });
    const sealed = options.responseKey !== null && request.url.startsWith('/api/') && !request.url.includes(PLAIN_PATH_MARKER);
    void reply
      .status(refusal.status)
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(sealed && options.responseKey ? sealJson(json, options.responseKey) : json);
  };
}

function clientRefusal(code: string): Refusal {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, code: ErrorCode.headers_too_large, error: 'The request headers are larger than this shop accepts (16 KB).' };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, code: ErrorCode.request_timeout, error: 'The request took too long to arrive.' };
  }
  return { status: 400, code: ErrorCode.malformed_request, error: 'The request is not well-formed HTTP.' };
}

/** The address of a request as far as the parser read it (its first line), or null when it never got that far. */
function requestPathOf(rawPacket: unknown): string | null {
  if (!Buffer.isBuffer(rawPacket)) return null;
  const line = /^[A-Z]+ (\S+) HTTP\/1\.[01]\r?\n/.exec(rawPacket.subarray(0, 8192).toString('latin1'));
  return line?.[1] ?? null;
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request (headers over its 16 KB
 * limit, malformed HTTP, a timeout) before any request object exists, so the answer is written on
 * the raw socket, in the shop's shape. It is sealed like any API answer when the request line that
 * the parser did read names an address under /api (not a plain /contentful-plain/ one); a request
 * whose first line never arrived whole gets plain JSON, which the storefront's reader takes too.
 */
export function clientErrorAnswerer(options: { responseKey: Buffer | null }) {
  return (error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void => {
    // A reset connection has no one left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const refusal = clientRefusal(error.code ?? '');
    const json = JSON.stringify({ error: refusal.error, code: refusal.code });
    const path = requestPathOf(error.rawPacket);
    const sealed = options.responseKey !== null && path !== null && path.startsWith('/api/') && !path.includes(PLAIN_PATH_MARKER);
    writeRefusal(socket, refusal, sealed && options.responseKey ? sealJson(json, options.responseKey) : json);
  };
}

function writeRefusal(socket: Socket, refusal: Refusal, body: string): void {
  socket.end(
    [
      `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status] ?? 'Error'}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
