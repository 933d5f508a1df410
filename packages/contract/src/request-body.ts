import { z } from 'zod';

/** The sentence for keys a request does not take: `colour, size: not fields of this request`. */
export function unknownFieldsMessage(keys: readonly string[]): string {
  return `${keys.join(', ')}: ${keys.length === 1 ? 'is not a field' : 'are not fields'} of this request`;
}

/**
 * A request body: a strict object, so a key the API does not take is refused (400, naming it)
 * rather than silently dropped; a body that is no object gets the request's own sentence.
 */
export function requestBody<Shape extends z.core.$ZodLooseShape>(shape: Shape, notAnObject: string) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? unknownFieldsMessage(issue.keys) : notAnObject),
  });
}

/** A strict object nested inside a request body. */
export function requestPart<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? unknownFieldsMessage(issue.keys) : undefined),
  });
}
