import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/** An error whose message is meant for the customer, with a stable code for programs. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Extra response headers, such as Retry-After on a 429. */
    readonly headers: Readonly<Record<string, string>> = {},
    /** Extra fields of the answer beside `error` and `code`, such as every problem of a size. */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code = 'bad_request') => new HttpError(400, code, message);
export const notFound = (message: string, code = 'not_found') => new HttpError(404, code, message);
export const forbidden = (message: string, code = 'forbidden') => new HttpError(403, code, message);

const GENERIC_FAILURE = 'Something went wrong on our side. Please try again in a moment.';

/**
 * Fastify's own refusals of a request body, in the API's terms: a stable snake_case code and a
 * sentence for a person, instead of the framework's internal codes.
 */
const FRAMEWORK_ERRORS: Readonly<Record<string, { code: string; message: string }>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_json', message: 'The body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid_json', message: 'The body is empty, but its content type says JSON.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'body_too_large', message: 'The body is larger than this address accepts (1 MB).' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', message: 'This address takes a JSON body.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'bad_request', message: 'The body does not match its Content-Length.' },
};

/** Turns a zod issue path like ["querystring", "cc"] into "cc". */
function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/**
 * The one error handler: bad input is a 400 that names the field, our own failures are a 500 that
 * says nothing about the inside (the log has the stack).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (error instanceof HttpError) {
      void reply.headers(error.headers);
      return reply.status(error.statusCode).send({ ...error.details, error: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first ? fieldName(first.instancePath) : '';
      const where = error.validationContext ?? 'request';
      const message = first ? first.message : 'is invalid';
      return reply.status(400).send({
        error: field ? `${field}: ${message}` : `${where}: ${message}`,
        code: 'invalid_input',
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
      if (known) return reply.status(status).send({ error: known.message, code: known.code });
      const code = error.code && /^[a-z][a-z0-9_]*$/.test(error.code) ? error.code : 'bad_request';
      return reply.status(status).send({ error: error.message, code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: GENERIC_FAILURE, code: 'internal_error' });
  });
}

/**
 * For routes declared with `attachValidation`: a bad body answers its schema's own first sentence
 * (what a form shows as it is), a bad path or query string the usual "field: message".
 */
export function throwIfInvalid(request: FastifyRequest, bodySchema: ZodType): void {
  if (!request.validationError) return;
  const body = bodySchema.safeParse(request.body);
  if (!body.success) throw badRequest(body.error.issues[0]?.message ?? 'The request body is invalid.', 'invalid_input');
  throw request.validationError;
}
