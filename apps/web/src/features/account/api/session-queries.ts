import type { CurrencyCode, Customer } from '@selvedge/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api-client';

/** The account calls and their schemas load only for a session: a visitor's first page never needs them. */
const accountApi = () => import('./account-api');

/** A refusal is an answer, not a hiccup: only a failure to reach the shop is tried once more. */
const retryUnreachable = (failures: number, error: unknown) => !(error instanceof ApiRequestError) && failures < 1;

/**
 * The logged-in customer (GET /firebase/customers/customer), or null for a customer without an
 * active cart, whom SPEC §4 Startup clears out. Read once per session: every change the customer
 * makes comes back from the server as the new customer and replaces it here.
 */
export const customerQueryOptions = (currency: CurrencyCode) =>
  queryOptions<Customer | null>({
    queryKey: ['account', 'customer'],
    queryFn: async () => {
      const customer = await (await accountApi()).getCustomer(currency);
      return customer.activeCart ? customer : null;
    },
    staleTime: Infinity,
    retry: retryUnreachable,
  });

/** Ends the session on the server; an unknown or expired token is already over. */
export async function endSession(): Promise<void> {
  await (await accountApi()).logOut();
}
