import { MAX_SIZES_PER_TYPE, MEASUREMENT_MESSAGES, type MeasurementField } from '@selvedge/contract';
import { ApiRequestError } from '../../lib/api-client';

const UNREACHABLE = 'We could not reach the shop just now. Your size is still here: please try again in a moment.';

/** Where a refused save belongs: the name field, one measurement field (by key), or the form as a whole. */
export interface SaveProblem {
  /** 'name', a measurement field's key, or null for the form. */
  field: string | null;
  message: string;
}

const NAME_MESSAGES: readonly string[] = [MEASUREMENT_MESSAGES.sizeNameEmpty, MEASUREMENT_MESSAGES.sizeNameTooLong, MEASUREMENT_MESSAGES.sizeNameInvalid];

/** A conflict is the name being taken, unless it is the cap on sizes per product. */
const isNameProblem = (error: ApiRequestError) =>
  NAME_MESSAGES.includes(error.message) || (error.status === 409 && error.message !== MEASUREMENT_MESSAGES.tooManySizes(MAX_SIZES_PER_TYPE));

/**
 * The server's refusal of a size, placed beside what it is about: a taken name (409) or a bad name
 * goes to the name field; "Chest must be between …" to the Chest field; anything else to the form.
 */
export function saveProblem(error: unknown, fields: readonly MeasurementField[]): SaveProblem {
  if (!(error instanceof ApiRequestError)) return { field: null, message: UNREACHABLE };
  if (isNameProblem(error)) return { field: 'name', message: error.message };
  // Longest label first, so "Sleeve opening" is not taken for "Sleeve".
  const field = [...fields].sort((a, b) => b.label.length - a.label.length).find((candidate) => error.message.startsWith(`${candidate.label} `));
  return { field: field?.key ?? null, message: error.message };
}
