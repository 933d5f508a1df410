import type { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';

/** Turns of the event loop in a row with nothing running and no new call: the storefront is at rest. */
const QUIET_TURNS = 3;
const MOST_TURNS = 500;

/**
 * Waits until the storefront is at rest: no query or mutation running, no call to the fake shop
 * being answered, and several turns of the event loop (React's effects flushed in each) with no new
 * call. A test that checks that something did NOT happen checks it then, against a finished state,
 * never after a guessed number of milliseconds. Fails if the storefront never comes to rest.
 */
export async function untilAtRest(queryClient: QueryClient, shop: { calls: readonly unknown[]; open(): number }): Promise<void> {
  let quiet = 0;
  for (let turn = 0; turn < MOST_TURNS && quiet < QUIET_TURNS; turn += 1) {
    const seen = shop.calls.length;
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    const busy = queryClient.isFetching() + queryClient.isMutating() + shop.open();
    quiet = busy === 0 && shop.calls.length === seen ? quiet + 1 : 0;
  }
  if (quiet < QUIET_TURNS)
    throw new Error(
      `The storefront did not come to rest in ${MOST_TURNS} turns: ${shop.open()} calls open, ${queryClient.isFetching()} queries running`,
    );
}
