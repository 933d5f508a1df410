import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { failureText } from '../../lib/api-failure';
import { usePageMeta } from '../../lib/page-meta';
import { ROUTES } from '../../lib/route-paths';
import { useConfirmSubscription } from './api/confirm';
import styles from './confirm-subscription-page.module.css';
import { MailingListForm } from './mailing-list-form';

/**
 * The page of the link in the mailing list's confirmation e-mail, `/mailing-list/confirm?token=...`
 * (double opt-in): it confirms the address as it opens, and says so. A link that no longer works
 * offers the sign-up again, which sends a fresh one.
 */
export function ConfirmSubscriptionPage() {
  usePageMeta('Confirm your subscription', 'Confirm your subscription to the Selvedge mailing list.');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="confirm-subscription-title">
        {token ? (
          <Confirmation token={token} />
        ) : (
          <Problem message="The address you opened has no confirmation code in it. Open the link from the e-mail again, or copy all of it into the address bar." />
        )}
      </section>
    </div>
  );
}

function Confirmation({ token }: { token: string }) {
  const confirm = useConfirmSubscription();
  const { mutate } = confirm;
  const sent = useRef<string | null>(null);
  const answer = useRef<HTMLParagraphElement>(null);

  // Once per token, as the page opens (a second render or a remount must not send it again).
  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  useEffect(() => {
    if (confirm.isSuccess) answer.current?.focus();
  }, [confirm.isSuccess]);

  if (confirm.isError) return <Problem message={failureText(confirm.error)} />;
  if (!confirm.isSuccess) {
    return (
      <>
        <h1 id="confirm-subscription-title" className={styles.title}>
          Confirming your subscription
        </h1>
        <p role="status" className={styles.lede}>
          One moment…
        </p>
      </>
    );
  }
  return (
    <>
      <h1 id="confirm-subscription-title" className={styles.title}>
        You are on the list
      </h1>
      <p ref={answer} tabIndex={-1} role="status" className={styles.lede}>
        {confirm.data.message}
      </p>
      <p className={styles.lede}>We write when a new collection opens and when a pre-order is about to close.</p>
      <Link to={ROUTES.home} className={styles.action}>
        Continue to the shop
      </Link>
    </>
  );
}

/** A link that cannot confirm: why, and the sign-up that sends a new one. */
function Problem({ message }: { message: string }) {
  return (
    <>
      <h1 id="confirm-subscription-title" className={styles.title}>
        This link did not work
      </h1>
      <p role="alert" className={styles.lede}>
        {message}
      </p>
      <p className={styles.lede}>Sign up again and we will e-mail you a new link.</p>
      <MailingListForm />
    </>
  );
}
