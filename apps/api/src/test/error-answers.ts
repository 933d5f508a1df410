import type { ApiProblem } from '@selvedge/contract';
import { expect } from 'vitest';

/**
 * The answer to bad input: `error` is the sentence as the route words it, `problems` every problem
 * on its field. Without `problems` the list need only hold the sentence's own problem: tables of
 * cases name the sentence, and the tests about the lists spell them out.
 */
export function invalidInputAnswer(error: string, problems?: readonly ApiProblem[]) {
  return {
    error,
    code: 'invalid_input',
    problems: problems ?? (expect.arrayContaining([expect.objectContaining({ message: error })]) as ApiProblem[]),
  };
}
