import { ConfirmSubscriptionPage } from '../../features/mailing-list/confirm-subscription-page';

/** The mailing list's e-mailed confirmation link: /mailing-list/confirm?token=... */
export function MailingListConfirmRoute() {
  return <ConfirmSubscriptionPage />;
}
