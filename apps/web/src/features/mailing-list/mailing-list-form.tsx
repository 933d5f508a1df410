import { firstMailingListIssue, MailingListSignupSchema, type MailingListField } from '@selvedge/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { failureText } from '../../lib/api-failure';
import { useSubscribeToMailingList } from './api/subscribe';
import styles from './mailing-list-form.module.css';

export interface MailingListFormProps {
  /** Called once the shop has the address, e.g. to record it in analytics. */
  onSubscribed?: () => void;
}

interface Values {
  firstName: string;
  lastName: string;
  email: string;
}

const EMPTY: Values = { firstName: '', lastName: '', email: '' };

/** First name, last name and e-mail, checked in SPEC §5's order by the same rule the server uses. */
export function MailingListForm({ onSubscribed }: MailingListFormProps) {
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [problem, setProblem] = useState<{ field: MailingListField | null; message: string } | null>(null);
  const subscribe = useSubscribeToMailingList();
  const fields = useRef<Partial<Record<MailingListField, HTMLInputElement | null>>>({});
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscribe.isPending) return;
    const issue = firstMailingListIssue(values);
    setProblem(issue);
    if (issue) {
      if (issue.field) fields.current[issue.field]?.focus();
      return;
    }
    subscribe.mutate(MailingListSignupSchema.parse(values), { onSuccess: () => onSubscribed?.() });
  };

  const change = (field: MailingListField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const message = problem?.message ?? (subscribe.isError ? failureText(subscribe.error) : null);
  const errorId = `${id}-error`;
  const invalid = (field: MailingListField) => (problem?.field === field ? true : undefined);
  const describedBy = (field: MailingListField) => (problem?.field === field ? errorId : undefined);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.names}>
        <div className={styles.field}>
          <label htmlFor={`${id}-first`} className={styles.label}>
            First name
          </label>
          <input
            ref={(element) => {
              fields.current.firstName = element;
            }}
            id={`${id}-first`}
            name="firstName"
            className={styles.input}
            autoComplete="given-name"
            maxLength={120}
            value={values.firstName}
            onChange={change('firstName')}
            aria-invalid={invalid('firstName')}
            aria-describedby={describedBy('firstName')}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-last`} className={styles.label}>
            Last name
          </label>
          <input
            ref={(element) => {
              fields.current.lastName = element;
            }}
            id={`${id}-last`}
            name="lastName"
            className={styles.input}
            autoComplete="family-name"
            maxLength={120}
            value={values.lastName}
            onChange={change('lastName')}
            aria-invalid={invalid('lastName')}
            aria-describedby={describedBy('lastName')}
          />
        </div>
      </div>
      <div className={styles.emailRow}>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`} className={styles.label}>
            E-mail
          </label>
          <input
            ref={(element) => {
              fields.current.email = element;
            }}
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            className={styles.input}
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={320}
            value={values.email}
            onChange={change('email')}
            aria-invalid={invalid('email')}
            aria-describedby={describedBy('email')}
          />
        </div>
        <button type="submit" className={styles.submit} disabled={subscribe.isPending} aria-busy={subscribe.isPending}>
          {subscribe.isPending ? 'Joining…' : 'Join the list'}
        </button>
      </div>
      {message ? (
        <p id={errorId} role="alert" className={styles.error}>
          {message}
        </p>
      ) : null}
    </form>
  );
}
