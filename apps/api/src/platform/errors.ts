import { ErrorCode, ErrorCodeSchema, type ApiProblem } from '@selvedge/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z, ZodType } from 'zod';
import { isDatabaseBusy } from '../db/database-errors.js';

/** An error whose message is meant for the customer, with a stable code for programs. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
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

export const badRequest = (message: string, code: ErrorCode = ErrorCode.bad_request) => new HttpError(400, code, message);
/** A 400 about one field of the request, named in `problems` so a form can show it there. */
export const badField = (path: string, message: string, code: ErrorCode) =>
  new HttpError(400, code, message, {}, { problems: [{ path, message }] });
export const notFound = (message: string, code: ErrorCode = ErrorCode.not_found) => new HttpError(404, code, message);
export const forbidden = (message: string, code: ErrorCode = ErrorCode.forbidden) => new HttpError(403, code, message);

/** A 400 for bad input: `message` is the answer's sentence, `problems` every problem found, each on its field. */
export const invalidInput = (message: string, problems: readonly ApiProblem[]) =>
  new HttpError(400, ErrorCode.invalid_input, message, {}, { problems });

const GENERIC_FAILURE = 'Something went wrong on our side. Please try again in a moment.';
/** The answer to a request the database could not take just now (a transaction it was in rolled back). */
const DATABASE_BUSY = 'The shop is busy just now. Please try again in a moment.';

/**
 * Fastify's own refusals of a request body, in the API's terms: a stable snake_case code and a
 * sentence for a person, instead of the framework's internal codes.
 */
const FRAMEWORK_ERRORS: Readonly<Record<string, { code: ErrorCode; message: string }>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: ErrorCode.invalid_json, message: 'The body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: ErrorCode.invalid_json, message: 'The body is empty, but its content type says JSON.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: ErrorCode.body_too_large, message: 'The body is larger than this address accepts (1 MB).' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: ErrorCode.unsupported_media_type, message: 'This address takes a JSON body.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: ErrorCode.bad_request, message: 'The body does not match its Content-Length.' },
};

/** Turns a validation's instance path like "/measurements/0/fitting_size" into "measurements.0.fitting_size". */
function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/** The problems of one issue: a key the request does not take is a problem on that key's own path. */
function problemsOf(path: string, where: string, code: string, message: string, keys: unknown): ApiProblem[] {
  if (code === 'unrecognized_keys' && Array.isArray(keys) && keys.length > 0) {
    return keys.map((key) => ({ path: path ? `${path}.${String(key)}` : String(key), message: 'is not a field of this request' }));
  }
  return [{ path: path || where, message }];
}

/** Every issue of a failed schema validation, each on its field (the part of the request when none). */
function validationProblems(error: FastifyError): ApiProblem[] {
  const where = error.validationContext ?? 'request';
  return (error.validation ?? []).flatMap((issue) =>
    problemsOf(
      fieldName(issue.instancePath),
      where,
      issue.keyword,
      issue.message ?? 'is invalid',
      (issue.params as { keys?: unknown }).keys,
    ),
  );
}

/** Every issue of a zod parse, each on its field. */
function issueProblems(issues: readonly z.core.$ZodIssue[], where: string): ApiProblem[] {
  return issues.flatMap((issue) =>
    problemsOf(issue.path.map(String).join('.'), where, issue.code, issue.message, 'keys' in issue ? issue.keys : undefined),
  );
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
      const answer: Record<string, unknown> = { ...error.details, error: error.message, code: error.code };
      // A route that words its own refusal of a request its schema refused (attachValidation) still lists the schema's problems.
      const refused = request.validationError;
      if (
        error.code === ErrorCode.invalid_input &&
        answer.problems === undefined &&
        refused &&
        hasZodFastifySchemaValidationErrors(refused)
      ) {
        answer.problems = validationProblems(refused);
      }
      return reply.status(error.statusCode).send(answer);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const [first] = validationProblems(error);
      return reply.status(400).send({
        error: first ? `${first.path}: ${first.message}` : 'request: is invalid',
        code: ErrorCode.invalid_input,
        problems: validationProblems(error),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
      if (known) return reply.status(status).send({ error: known.message, code: known.code });
      const code = ErrorCodeSchema.safeParse(error.code);
      return reply.status(status).send({ error: error.message, code: code.success ? code.data : ErrorCode.bad_request });
    }
    if (isDatabaseBusy(error)) {
      // Transient: the statement's transaction rolled back, and the client may ask again shortly (a rush of bookings of one slot, a pool at its limit).
      request.log.warn({ err: error }, 'database busy');
      return reply.status(503).header('retry-after', '1').send({ error: DATABASE_BUSY, code: ErrorCode.database_unavailable });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: GENERIC_FAILURE, code: ErrorCode.internal_error });
  });
}

/**
 * For routes declared with `attachValidation`: a bad body answers its schema's own first sentence
 * (what a form shows as it is), a bad path or query string the usual "field: message".
 */
export function throwIfInvalid(request: FastifyRequest, bodySchema: ZodType): void {
  if (!request.validationError) return;
  const body = bodySchema.safeParse(request.body);
  if (!body.success)
    throw invalidInput(body.error.issues[0]?.message ?? 'The request body is invalid.', issueProblems(body.error.issues, 'body'));
  throw request.validationError;
}
