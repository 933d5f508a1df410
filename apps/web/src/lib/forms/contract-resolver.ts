import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

interface ContractResolverOptions<Input> {
  /**
   * A form's own words for a problem the contract words for a program: "Choose the country to
   * deliver to." for an empty country rather than "Country must be a two-letter country code".
   */
  wording?: (path: string, message: string, values: Input) => string;
  /**
   * Every field's first problem at once rather than the form's first problem: for a long form
   * (the checkout's address) where one message at a time would be a round trip per field.
   */
  every?: boolean;
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

/** Every leaf of a nested error tree with its dotted path, in the schema's order. */
function allErrors(errors: ErrorTree, prefix = ''): { path: string; error: FieldError }[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value) return [];
    const path = prefix ? `${prefix}.${key}` : key;
    return isLeaf(value) ? [{ path, error: value }] : allErrors(value, path);
  });
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
  { wording, every = false }: ContractResolverOptions<Values> = {},
): Resolver<Values, unknown, z.output<Schema>> {
  // `Values` may be narrower than what the schema takes (a form holds every field, as text).
  const resolve = zodResolver(schema as never) as unknown as Resolver<Values, unknown, z.output<Schema>>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (every) {
      const found = allErrors(result.errors as ErrorTree);
      if (found.length === 0) return result;
      const errors = found.map(({ path, error }) => ({
        ...error,
        path,
        message: wording ? wording(path, error.message ?? '', values) : error.message,
      }));
      // Flat paths only (a form's fields are its top-level keys); a nested one keeps its tree.
      const tree = Object.assign({}, ...errors.map(({ path, ...error }) => nest<Values>(path, error))) as FieldErrors<Values>;
      return { values: {}, errors: tree };
    }
    const first = firstError(result.errors as ErrorTree);
    if (!first) return result;
    const message = wording ? wording(first.path, first.error.message ?? '', values) : first.error.message;
    return { values: {}, errors: nest<Values>(first.path, { ...first.error, message }) };
  };
}
