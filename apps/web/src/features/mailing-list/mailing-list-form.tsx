import { MailingListSignupSchema } from '@selvedge/contract';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { showApiFailure } from '../../lib/api-failure';
import { contractResolver } from '../../lib/forms/contract-resolver';
import { FormField } from '../../lib/ui/form-field';
import { useSubscribeToMailingList } from './api/subscribe';
import styles from './mailing-list-form.module.css';

export interface MailingListFormProps {
  /** Called once the shop has the address, e.g. to record it in analytics. */
  onSubscribed?: () => void;
}

const EMPTY = { firstName: '', lastName: '', email: '' };
const FIELDS = ['firstName', 'lastName', 'email'] as const;
const resolver = contractResolver(MailingListSignupSchema);

/** First name, last name and e-mail, checked in SPEC §5's order by the same rule the server uses. */
export function MailingListForm({ onSubscribed }: MailingListFormProps) {
  const subscribe = useSubscribeToMailingList();
  const { register, handleSubmit, setError, formState } = useForm({ resolver, defaultValues: EMPTY });
  const thanks = useRef<HTMLParagraphElement>(null);

  // The form (and the button that had focus) is replaced by the server's answer (double opt-in:
  // check your inbox); keep the keyboard user's place.
  useEffect(() => {
    if (subscribe.isSuccess) thanks.current?.focus();
  }, [subscribe.isSuccess]);

  if (subscribe.isSuccess) {
    return (
      <p ref={thanks} tabIndex={-1} role="status" className={styles.thanks}>
        {subscribe.data.message}
      </p>
    );
  }

  // Names trimmed, the e-mail trimmed and lower-cased by the schema (SPEC §5).
  const onSubmit = handleSubmit((signup) => {
    if (subscribe.isPending) return;
    subscribe.mutate(signup, { onSuccess: () => onSubscribed?.(), onError: (error) => showApiFailure(error, setError, FIELDS) });
  });

  const { errors } = formState;
  const looks = { field: styles.field, label: styles.label, input: styles.input, error: styles.error };

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className={styles.names}>
        <FormField
          label="First name"
          looks={looks}
          autoComplete="given-name"
          maxLength={120}
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <FormField
          label="Last name"
          looks={looks}
          autoComplete="family-name"
          maxLength={120}
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <div className={styles.emailRow}>
        <FormField
          label="E-mail"
          looks={looks}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={320}
          error={errors.email?.message}
          {...register('email')}
        />
        <button type="submit" className={styles.submit} disabled={subscribe.isPending} aria-busy={subscribe.isPending}>
          {subscribe.isPending ? 'Joining…' : 'Join the list'}
        </button>
      </div>
      {errors.root?.server ? (
        <p role="alert" className={styles.error}>
          {errors.root.server.message}
        </p>
      ) : null}
    </form>
  );
}
