import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * What the logs may hold. They are read by more people, and kept longer, than the database: so no
 * password, hash, token, e-mail, name or address goes into them. Three guards, each for a way a
 * secret used to get in:
 * - an error's own fields: a failed query carries every SQL parameter (drizzle's `params` and its
 *   message, PGlite's `params`, Postgres's `detail`, which holds the offending row or key);
 * - the request line: a link such as /account/reset-password?token=... is logged as it was asked;
 * - any field logged under a telling name (headers, bodies, `email`, `password`...).
 */

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

const REDACTED = '[redacted]';

/** Field names that carry a secret or a person's details wherever they are logged. */
const PERSONAL_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'passwordHash',
  'password_hash',
  'token',
  'resetToken',
  'email',
  'newEmail',
  'firstName',
  'lastName',
  'first_name',
  'last_name',
  'phone',
  'address1',
  'address2',
  'city',
  'zip',
];

const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  'req.body',
  'req.query',
  'req.params',
  'body',
  ...PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** The path of a URL, with every query value masked: the names stay, for reading the log. */
export function maskQuery(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals === -1 ? pair : `${pair.slice(0, equals)}=${REDACTED}`;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/**
 * Masks what an error's text may quote from the data: e-mail addresses (an SMTP server's refusal
 * names the recipient) and values Postgres quotes (`invalid input syntax for type uuid: "..."`).
 */
function scrub(text: string): string {
  return text.replace(/[^\s<>()"',;:@]+@[^\s<>()"',;:@]+\.[a-z]{2,}/gi, REDACTED).replace(/(: |value )"(?:[^"]|"")*"/g, `$1${REDACTED}`);
}

/** Fields of an error that name what failed, never the data it failed on. */
const SAFE_ERROR_FIELDS = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'] as const;

interface SafeError {
  type: string;
  message: string;
  stack: string;
  query?: string;
  cause?: SafeError;
  [field: string]: unknown;
}

/**
 * An error as the logs keep it: its type, message, stack, SQL text and error code, and the same of
 * its cause; never its parameters (drizzle's and PGlite's `params`), nor Postgres's `detail` (the
 * key or the whole row refused), nor anything else it carries. A list of what may stay, rather than
 * of what must go, so a driver's new field cannot leak.
 */
export function serializeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: REDACTED, stack: '' };
  const fields = error as unknown as Record<string, unknown>;
  const query = typeof fields.query === 'string' ? scrub(fields.query) : undefined;
  // drizzle's message is "Failed query: <sql>\nparams: <every value>".
  const message = query !== undefined && error.message.startsWith('Failed query: ') ? `Failed query: ${query}` : scrub(error.message);
  // V8 begins the stack with the message: that head is replaced, the frames after it kept.
  const head = error.message ? `${error.name}: ${error.message}` : error.name;
  const frames = error.stack?.startsWith(head) ? error.stack.slice(head.length) : '';
  const safe: SafeError = { type: error.constructor.name || error.name, message, stack: `${error.name}: ${message}${frames}` };
  if (query !== undefined) safe.query = query;
  for (const field of SAFE_ERROR_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') safe[field] = value;
  }
  if (error.cause !== undefined && depth < 5) safe.cause = serializeError(error.cause, depth + 1);
  return safe;
}

/** A shared design's or an appointment's token in a path (its page, its API address): the token opens the link, so it is masked too. */
export function maskPathTokens(url: string): string {
  return url.replace(/\/(designs|design-shares|appointments\/manage)\/[A-Za-z0-9_-]{43}(?=[/?#]|$)/g, `/$1/${REDACTED}`);
}

/** Fastify's request line without query values; defensive, as anything may be logged as `req`. */
function serializeRequest(request: Partial<FastifyRequest>) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? maskPathTokens(maskQuery(request.url)) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger of `buildApp`: level, redaction and serializers; `stream` is where lines go (stdout by default). */
export function loggerOptions(level: string, stream?: { write(line: string): void }): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: serializeError, req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
