import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

interface ContractResolverOptions<Input> {
  /**
   * A form's own words for a problem the contract words for a program: "Choose the country to
   * deliver to." for an empty country rather than "Country must be a two-letter country code".
   */
  wording?: (path: string, message: string, values: Input) => string;
}

type ErrorTree = { [key: string]: ErrorTree | FieldError | undefined };

const isLeaf = (value: ErrorTree | FieldError): value is FieldError => typeof value.message === 'string';

/** The first error of a nested error tree, in the order the schema met them, and its dotted path. */
function firstError(errors: ErrorTree): { path: string; error: FieldError } | null {
  for (const [key, value] of Object.entries(errors)) {
    if (!value) continue;
    if (isLeaf(value)) return { path: key, error: value };
    const inner = firstError(value);
    if (inner) return { path: `${key}.${inner.path}`, error: inner.error };
  }
  return null;
}

function nest<Values extends FieldValues>(path: string, leaf: FieldError): FieldErrors<Values> {
  return path
    .split('.')
    .reverse()
    .reduce<ErrorTree | FieldError>((inner, key) => ({ [key]: inner }), leaf) as FieldErrors<Values>;
}

/**
 * A react-hook-form resolver from a contract schema, the one the server checks the request with.
 * It reports the first problem only, in the schema's order: SPEC §5 shows one message at a time,
 * and this way it is the message the server would give (register: the password's length, then the
 * e-mail, then the match). Valid values come out as the schema leaves them: trimmed, e-mail lower-cased.
 */
export function contractResolver<Schema extends z.ZodType<unknown, FieldValues>, Values extends z.input<Schema> = z.input<Schema>>(
  schema: Schema,
  { wording }: ContractResolverOptions<Values> = {},
): Resolver<Values, unknown, z.output<Schema>> {
  // `Values` may be narrower than what the schema takes (a form holds every field, as text).
  const resolve = zodResolver(schema as never) as unknown as Resolver<Values, unknown, z.output<Schema>>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const first = firstError(result.errors as ErrorTree);
    if (!first) return result;
    const message = wording ? wording(first.path, first.error.message ?? '', values) : first.error.message;
    return { values: {}, errors: nest<Values>(first.path, { ...first.error, message }) };
  };
}
