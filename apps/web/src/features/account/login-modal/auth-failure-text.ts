import { ApiRequestError } from '../../../lib/api-client';

const UNREACHABLE = 'We could not reach the shop just now. Please check your connection and try again.';
const UNEXPECTED = 'Something went wrong on our side. Please try again.';

/** The sentence to show for a failed account call: the server's own when it sent one (SPEC §8). */
export function authFailureText(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  // fetch rejects with a TypeError when the network is down or the request is refused.
  return error instanceof TypeError ? UNREACHABLE : UNEXPECTED;
}
