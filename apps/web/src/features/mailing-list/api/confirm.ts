import { MailingListConfirmResponseSchema } from '@selvedge/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /email/mailerlite/confirm: the token of the link in the confirmation e-mail (double opt-in). */
function confirmSubscription(token: string) {
  return apiRequest('/email/mailerlite/confirm', MailingListConfirmResponseSchema, { method: 'POST', body: { token } });
}

export function useConfirmSubscription() {
  return useMutation({ mutationFn: confirmSubscription });
}
