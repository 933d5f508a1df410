import type { MeasurementField } from '@selvedge/contract';
import { describeApiFailure } from '../../lib/api-failure';

/** Where a refused save belongs: the name field, one measurement field (by key), or the form as a whole. */
export interface SaveProblem {
  /** 'name', a measurement field's key, or null for the form. */
  field: string | null;
  message: string;
}

/**
 * The server's refusal of a size, placed beside what it is about, by the answer's code and problem
 * paths (lib/api-failure.ts): the name ('sizeName': taken, too long) goes to the name field, a
 * measurement ('measurements.chest') to its field, anything else (too many sizes) to the form.
 */
export function saveProblem(error: unknown, fields: readonly MeasurementField[]): SaveProblem {
  const { message, problems } = describeApiFailure(error);
  for (const problem of problems) {
    const segments = problem.path.split('.');
    if (segments.includes('sizeName')) return { field: 'name', message: problem.message };
    const field = fields.find((candidate) => segments.includes(candidate.key));
    if (field) return { field: field.key, message: problem.message };
  }
  return { field: null, message };
}
