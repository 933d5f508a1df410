import { ErrorCode, findForbiddenText } from '@selvedge/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

/**
 * Refuses U+0000, half a surrogate pair or nesting deeper than MAX_NESTING anywhere in a request's
 * path parameters, query string or body with a 400 that names the field. It runs before validation and before any handler, so such text never reaches a
 * rate-limit key, a query (Postgres cannot store it: it would be a 500) or a log line.
 */
export function refuseForbiddenText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const found = findForbiddenText(value);
      if (found === null) continue;
      const field = found.path === '' ? where : found.path;
      throw new HttpError(
        400,
        ErrorCode.invalid_input,
        `${field}: ${found.message}`,
        {},
        {
          problems: [{ path: field, message: found.message }],
        },
      );
    }
  });
}
