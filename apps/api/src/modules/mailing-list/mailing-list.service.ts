import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  MAILING_LIST_CONFIRM_LIFETIME_MS,
  MAILING_LIST_MESSAGES,
  type MailingListConfirmResponse,
  type MailingListSignup,
  type MailingListSignupResponse,
} from '@selvedge/contract';
import { hashToken } from '../../platform/authentication.js';
import type { Clock } from '../../platform/clock.js';
import { badRequest } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mailer.js';
import { confirmSubscriptionEmail } from './mailing-list.emails.js';
import type { MailingListRepository } from './mailing-list.repository.js';

/** Signups from the storefront's forms; other sources (registration, imports) would name themselves. */
const STOREFRONT_SOURCE = 'storefront';

interface Dependencies {
  repository: MailingListRepository;
  mailer: Pick<Mailer, 'send'>;
  clock: Clock;
  /** The shop's origin, for the confirmation link. */
  publicUrl: string;
}

export function createMailingListService({ repository, mailer, clock, publicUrl }: Dependencies) {
  return {
    /**
     * Double opt-in: the signup (checked, trimmed and lower-cased by the contract schema) is stored
     * unconfirmed and the address is sent a link. The answer is the same for a new, a waiting and a
     * confirmed address, so it tells nobody who is on the list.
     */
    async subscribe(signup: MailingListSignup): Promise<MailingListSignupResponse> {
      const token = randomBytes(32).toString('base64url');
      const at = clock.now();
      const waiting = await repository.requestSignup({
        ...signup,
        source: STOREFRONT_SOURCE,
        at,
        confirmTokenHash: hashToken(token),
        confirmExpiresAt: new Date(at.getTime() + MAILING_LIST_CONFIRM_LIFETIME_MS),
      });
      if (waiting) {
        const link = `${publicUrl}/mailing-list/confirm?token=${token}`;
        await mailer.send(confirmSubscriptionEmail({ to: signup.email, firstName: signup.firstName, link }));
      }
      return { confirmationSent: true, message: MAILING_LIST_MESSAGES.confirmationSent };
    },

    /** The link from the e-mail: the address becomes a subscriber. A link works once, within seven days. */
    async confirm(token: string): Promise<MailingListConfirmResponse> {
      const confirmed = await repository.confirm(hashToken(token), clock.now());
      if (!confirmed) throw badRequest(MAILING_LIST_MESSAGES.confirmTokenInvalid, ErrorCode.confirmation_token_invalid);
      return { confirmed: true, message: MAILING_LIST_MESSAGES.confirmed };
    },
  };
}

export type MailingListService = ReturnType<typeof createMailingListService>;
