import { ApiRequestError } from '../../../lib/api-client';

const UNREACHABLE = 'We could not reach the shop just now. Please check your connection and try again.';

/** What a failed account call tells the customer: the server's own sentence when there is one. */
export function failureText(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : UNREACHABLE;
}
