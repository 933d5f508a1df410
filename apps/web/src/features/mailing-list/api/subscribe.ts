import { MailingListSignupResponseSchema, type MailingListSignup } from '@selvedge/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /email/mailerlite (SPEC §7): a sign-up the address confirms from the e-mail it is sent (double opt-in). */
function subscribeToMailingList(signup: MailingListSignup) {
  return apiRequest('/email/mailerlite', MailingListSignupResponseSchema, { method: 'POST', body: signup });
}

export function useSubscribeToMailingList() {
  return useMutation({ mutationFn: subscribeToMailingList });
}
