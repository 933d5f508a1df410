import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error whose message is meant for the customer, with a stable code for programs. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code = 'bad_request') => new HttpError(400, code, message);
export const notFound = (message: string, code = 'not_found') => new HttpError(404, code, message);

const GENERIC_FAILURE = 'Something went wrong on our side. Please try again in a moment.';

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
      return reply.status(error.statusCode).send({ error: error.message, code: error.code });
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
      return reply.status(status).send({ error: error.message, code: error.code ?? 'bad_request' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: GENERIC_FAILURE, code: 'internal_error' });
  });
}
