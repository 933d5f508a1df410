import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError, type ApiProblem } from './api-client';

/**
 * The one place a failed call becomes words for the customer. It decides by the answer's `code` and
 * `problems[]`, never by comparing sentences: the server's sentence is shown as it is (SPEC §8: the
 * modal shows the server's error text), and what is about one field is handed to that field.
 */

export const UNREACHABLE_TEXT = 'We could not reach the shop just now. Please check your connection and try again.';
export const UNEXPECTED_TEXT = 'Something went wrong on our side. Please try again.';

/**
 * Codes that are about one field of the request although the answer names none: the e-mail that is
 * taken belongs beside the e-mail field, not under the button.
 */
const FIELD_OF_CODE: Readonly<Record<string, string>> = {
  email_taken: 'email',
  current_password_required: 'currentPassword',
  current_password_wrong: 'currentPassword',
  size_name_taken: 'sizeName',
  country_not_delivered: 'countryCode',
  discount_code_unknown: 'discountCode',
};

export interface ApiFailure {
  /** The answer's code; `unreachable` when no answer came, `unexpected` for anything else. */
  code: string;
  /** One sentence about the whole failure. */
  message: string;
  /** What the answer says about single fields, by their path in the request. */
  problems: readonly ApiProblem[];
}

export function describeApiFailure(error: unknown): ApiFailure {
  if (!(error instanceof ApiRequestError)) {
    // fetch rejects with a TypeError when the network is down or the request is refused.
    return {
      code: error instanceof TypeError ? 'unreachable' : 'unexpected',
      message: error instanceof TypeError ? UNREACHABLE_TEXT : UNEXPECTED_TEXT,
      problems: [],
    };
  }
  // An answer without the shop's shape (a proxy's error page) has no sentence worth showing.
  const message = error.code === 'http_error' ? UNEXPECTED_TEXT : error.message;
  const field = FIELD_OF_CODE[error.code];
  const problems = error.problems.length > 0 ? error.problems : field ? [{ path: field, message }] : [];
  return { code: error.code, message, problems };
}

/** The sentence for a failure shown as a whole (a list that did not load, a refused delete). */
export function failureText(error: unknown): string {
  return describeApiFailure(error).message;
}

/** Where a form shows a failure that belongs to no one field: read it from `errors.root.server`. */
const SERVER_ERROR = 'root.server' as const;

/**
 * Shows a failed call in a react-hook-form form: each problem on its field (the first one focused),
 * or, when none is about a field of this form, the sentence under the form (`errors.root.server`).
 * `fields` are the form's fields named as the request names them, or, for a form whose fields are
 * named otherwise, the field a request's path belongs to (null for none).
 */
export function showApiFailure<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[] | ((path: string) => Path<Values> | null),
): ApiFailure {
  const failure = describeApiFailure(error);
  const fieldOf = typeof fields === 'function' ? fields : (path: string) => fields.find((name) => name === path) ?? null;
  let placed = false;
  for (const problem of failure.problems) {
    const field = fieldOf(problem.path);
    if (!field) continue;
    setError(field, { type: failure.code, message: problem.message }, { shouldFocus: !placed });
    placed = true;
  }
  if (!placed) setError(SERVER_ERROR, { type: failure.code, message: failure.message });
  return failure;
}
