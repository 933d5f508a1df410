import { minorToDecimalString } from '@selvedge/domain';

/**
 * What the configuration form's sections share: numbers shown as the text the form holds, and that
 * text read back as numbers, a problem placed on its field when it is not one.
 */

/** A problem on the form's own field path (`styles.0.options.2.key`), or on none (`field: null`). */
export interface FormProblem {
  field: string | null;
  /** The request's path, `config.styles.collar.options[2].key`, for the words of an unplaced problem. */
  path: string;
  message: string;
}

/** A number as the form's text: '' for none. */
export const text = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/** Cents as the dollars the form shows: 1500 -> "15.00". */
export const dollarsOfCents = (cents: number): string => minorToDecimalString(cents, 'SGD');

/** A path's segment as a list's index, or null when it names a key. */
export const index = (segment: string | number | undefined): number | null => (typeof segment === 'number' ? segment : null);

const NUMBER_MESSAGE = 'A number, like 3.5';

/** The problems found while reading the form's values, each on its field, in the order found. */
export interface FormProblems {
  readonly list: FormProblem[];
  add: (field: string | null, path: string, message: string) => void;
  /** A number typed; 0 (and a problem on `field`) when it is not one. */
  number: (typed: string, field: string, path: string) => number;
  /** A number typed, or null for an empty one. */
  optionalNumber: (typed: string, field: string, path: string) => number | null;
}

export function formProblems(): FormProblems {
  const list: FormProblem[] = [];
  const add = (field: string | null, path: string, message: string) => list.push({ field, path, message });
  const read = (typed: string, field: string, path: string, optional: boolean): number | null => {
    const trimmed = typed.trim();
    if (trimmed === '' && optional) return null;
    const parsed = trimmed === '' ? Number.NaN : Number(trimmed);
    if (Number.isFinite(parsed)) return parsed;
    add(field, path, optional ? `${NUMBER_MESSAGE}, or empty` : NUMBER_MESSAGE);
    return 0;
  };
  return {
    list,
    add,
    number: (typed, field, path) => read(typed, field, path, false) ?? 0,
    optionalNumber: (typed, field, path) => read(typed, field, path, true),
  };
}
