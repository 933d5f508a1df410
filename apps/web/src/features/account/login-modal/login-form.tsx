import { validateLogin, type CurrencyCode, type LoginResponse } from '@selvedge/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { logIn } from '../api/account-api';
import { failureText } from '../../../lib/api-failure';
import { AuthField } from './auth-field';
import styles from './auth-form.module.css';
import type { LoginModalForm } from './login-modal-url';

interface LoginFormProps {
  /** Sent as ?cc= so the customer's cart comes back priced in the display currency. */
  currency: CurrencyCode;
  email: string;
  onEmailChange(email: string): void;
  /** A sentence to confirm what just happened, e.g. that a reset link was sent. */
  success: string | null;
  onSwitch(form: LoginModalForm): void;
  onLoggedIn(answer: LoginResponse): void;
}

/** E-mail and password (SPEC §4 Login modal). */
export function LoginForm({ currency, email, onEmailChange, success, onSwitch, onLoggedIn }: LoginFormProps) {
  const errorId = useId();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const login = useMutation({
    mutationFn: (body: { email: string; password: string }) => logIn(body, currency),
    onSuccess: onLoggedIn,
  });

  // SPEC §5: the button waits for both fields.
  const filled = email.trim() !== '' && password !== '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!filled || login.isPending) return;
    const issue = validateLogin({ email, password });
    setProblem(issue);
    if (issue) return;
    login.mutate({ email: email.trim().toLowerCase(), password });
  };

  const message = problem ?? (login.isError ? failureText(login.error) : null);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {success && !message ? (
        <p role="status" className={styles.success}>
          {success}
        </p>
      ) : null}
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
      <div className={styles.passwordGroup}>
        <AuthField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
        />
        <button type="button" className={`${styles.linkButton} ${styles.forgot}`} onClick={() => onSwitch('forget password')}>
          Forgot your password?
        </button>
      </div>
      {message ? (
        <p id={errorId} role="alert" className={styles.error}>
          {message}
        </p>
      ) : null}
      <button type="submit" className={styles.submit} disabled={!filled || login.isPending} aria-busy={login.isPending}>
        {login.isPending ? 'Logging in…' : 'Log in'}
      </button>
      <p className={styles.switch}>
        New to Selvedge?{' '}
        <button type="button" className={styles.linkButton} onClick={() => onSwitch('register')}>
          Create an account
        </button>
      </p>
    </form>
  );
}
