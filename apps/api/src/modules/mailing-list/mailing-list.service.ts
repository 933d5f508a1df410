import type { MailingListSignup, MailingListSignupResponse } from '@selvedge/contract';
import type { Clock } from '../../platform/clock.js';
import type { MailingListRepository } from './mailing-list.repository.js';

/** Signups from the storefront's forms; other sources (registration, imports) would name themselves. */
export const STOREFRONT_SOURCE = 'storefront';

export function createMailingListService({ repository, clock }: { repository: MailingListRepository; clock: Clock }) {
  return {
    /** The signup arrives checked, trimmed and lower-cased by the contract schema. */
    async subscribe(signup: MailingListSignup): Promise<MailingListSignupResponse> {
      await repository.upsert({ ...signup, source: STOREFRONT_SOURCE, at: clock.now() });
      return { subscribed: true };
    },
  };
}

export type MailingListService = ReturnType<typeof createMailingListService>;
