import type { Customer } from '@selvedge/contract';
import { Switch } from 'radix-ui';
import { useId, useState } from 'react';
import { useUpdateMarketing } from './api/profile-mutations';
import { failureText } from '../../../lib/api-failure';
import styles from './marketing-preference.module.css';
import form from './profile-form.module.css';

export const MARKETING_ON = 'Saved: we will send you news and offers by e-mail.';
export const MARKETING_OFF = 'Saved: we will not send you news and offers. E-mails about your orders still reach you.';

/** The one marketing choice (acceptsMarketing), saved as soon as it is switched. */
export function MarketingPreference({ user }: { user: Customer }) {
  const id = useId();
  const save = useUpdateMarketing(user.id);
  const [notice, setNotice] = useState<string | null>(null);
  // While saving, the switch shows what was asked for; a refusal puts it back to what is stored.
  const [requested, setRequested] = useState<boolean | null>(null);
  const saving = requested !== null;
  const checked = requested ?? user.acceptsMarketing;

  const onCheckedChange = (next: boolean) => {
    // Not `disabled` while saving: a disabled control drops the keyboard focus.
    if (saving) return;
    setRequested(next);
    setNotice(null);
    save.mutate(next, {
      onSuccess: (customer) => setNotice(customer.acceptsMarketing ? MARKETING_ON : MARKETING_OFF),
      onSettled: () => setRequested(null),
    });
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={form.heading}>
        E-mail preferences
      </h2>
      <div className={styles.row}>
        <div className={styles.text}>
          <label htmlFor={`${id}-switch`} className={styles.label}>
            Send me news and offers by e-mail
          </label>
          <p id={`${id}-hint`} className={form.hint}>
            New cloth, pre-order collections and the occasional offer, a few times a month at most.
          </p>
        </div>
        <Switch.Root
          id={`${id}-switch`}
          className={styles.switch}
          checked={checked}
          onCheckedChange={onCheckedChange}
          aria-busy={saving}
          aria-describedby={`${id}-hint`}
        >
          <Switch.Thumb className={styles.thumb} />
        </Switch.Root>
      </div>
      {save.isError && !saving ? (
        <p role="alert" className={form.error}>
          {failureText(save.error)}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className={form.success}>
          {notice}
        </p>
      ) : null}
    </section>
  );
}
