import { firstProblem, RecoverRequestSchema } from '@selvedge/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { requestPasswordReset } from '../api/account-api';
import { failureText } from '../../../lib/api-failure';
import { AuthField } from './auth-field';
import styles from './auth-form.module.css';
import type { LoginModalForm } from './login-modal-url';

interface ForgetPasswordFormProps {
  email: string;
  onEmailChange(email: string): void;
  onSwitch(form: LoginModalForm): void;
  /** The server's answer, shown on the login form (SPEC §4). */
  onSent(message: string): void;
}

/** Asks for a reset link to be e-mailed. */
export function ForgetPasswordForm({ email, onEmailChange, onSwitch, onSent }: ForgetPasswordFormProps) {
  const errorId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const recover = useMutation({
    mutationFn: (address: string) => requestPasswordReset(address),
    onSuccess: (answer) => onSent(answer.message),
  });

  const filled = email.trim() !== '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!filled || recover.isPending) return;
    const issue = firstProblem(RecoverRequestSchema, { email });
    setProblem(issue);
    if (issue) return;
    recover.mutate(email.trim().toLowerCase());
  };

  const message = problem ?? (recover.isError ? failureText(recover.error) : null);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <AuthField
        label="E-mail"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
      />
      {message ? (
        <p id={errorId} role="alert" className={styles.error}>
          {message}
        </p>
      ) : null}
      <button type="submit" className={styles.submit} disabled={!filled || recover.isPending} aria-busy={recover.isPending}>
        {recover.isPending ? 'Sending…' : 'Send reset link'}
      </button>
      <p className={styles.switch}>
        <button type="button" className={styles.linkButton} onClick={() => onSwitch('login')}>
          Back to log in
        </button>
      </p>
    </form>
  );
}
