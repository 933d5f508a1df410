import {
  AUTH_MESSAGES,
  RegisterRequestSchema,
  validateRegistration,
  type LoginResponse,
  type RegisterRequest,
} from '@selvedge/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { register } from '../api/account-api';
import { describeApiFailure } from '../../../lib/api-failure';
import { AuthField } from './auth-field';
import styles from './auth-form.module.css';
import type { LoginModalForm } from './login-modal-url';

type RegisterField = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword';

interface RegisterFormProps {
  email: string;
  onEmailChange(email: string): void;
  onSwitch(form: LoginModalForm): void;
  onLoggedIn(answer: LoginResponse): void;
}

/** The field a registration message is about, so it can be marked and focused. */
function fieldOf(message: string): RegisterField | null {
  switch (message) {
    case AUTH_MESSAGES.firstNameEmpty:
    case AUTH_MESSAGES.firstNameTooLong:
      return 'firstName';
    case AUTH_MESSAGES.lastNameEmpty:
    case AUTH_MESSAGES.lastNameTooLong:
      return 'lastName';
    case AUTH_MESSAGES.emailInvalid:
      return 'email';
    case AUTH_MESSAGES.passwordTooShort:
    case AUTH_MESSAGES.passwordTooLong:
      return 'password';
    case AUTH_MESSAGES.passwordMismatch:
      return 'confirmPassword';
    default:
      return null;
  }
}

/**
 * Names, e-mail, password twice and the marketing choice (checked by default, SPEC §5). Checked in
 * SPEC §5's order by the same rule the server uses before anything is sent.
 */
export function RegisterForm({ email, onEmailChange, onSwitch, onLoggedIn }: RegisterFormProps) {
  const errorId = useId();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [acceptsMarketing, setAcceptsMarketing] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const signUp = useMutation({
    mutationFn: (body: RegisterRequest) => register(body),
    onSuccess: onLoggedIn,
  });

  // SPEC §5: the button waits for the five text fields.
  const filled = firstName.trim() !== '' && lastName.trim() !== '' && email.trim() !== '' && password !== '' && confirmPassword !== '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!filled || signUp.isPending) return;
    const values = { firstName, lastName, email, password, confirmPassword, acceptsMarketing };
    const issue = validateRegistration(values);
    setProblem(issue);
    if (issue) {
      const field = fieldOf(issue);
      const input = field ? event.currentTarget.elements.namedItem(field) : null;
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    // Names trimmed, e-mail trimmed and lower-cased (SPEC §5), password as typed.
    signUp.mutate(RegisterRequestSchema.parse(values));
  };

  const failure = signUp.isError ? describeApiFailure(signUp.error) : null;
  const message = problem ?? failure?.problems[0]?.message ?? failure?.message ?? null;
  const wrongField = problem ? fieldOf(problem) : ((failure?.problems[0]?.path as RegisterField | undefined) ?? null);
  const marking = (field: RegisterField) =>
    wrongField === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : { 'aria-invalid': undefined, 'aria-describedby': undefined };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.names}>
        <AuthField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          autoFocus
          maxLength={80}
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
          {...marking('firstName')}
        />
        <AuthField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          maxLength={80}
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
          {...marking('lastName')}
        />
      </div>
      <AuthField
        label="E-mail"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        {...marking('email')}
      />
      <AuthField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="At least 5 characters."
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        {...marking('password')}
      />
      <AuthField
        label="Confirm password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
        {...marking('confirmPassword')}
      />
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          name="acceptsMarketing"
          checked={acceptsMarketing}
          onChange={(event) => setAcceptsMarketing(event.target.checked)}
        />
        <span>Send me news of new cloths, collections and offers by e-mail. You can stop them at any time.</span>
      </label>
      {message ? (
        <p id={errorId} role="alert" className={styles.error}>
          {message}
        </p>
      ) : null}
      <p className={styles.terms}>
        By creating an account you agree to our <Link to="/terms-and-conditions">Terms of Service</Link>.
      </p>
      <button type="submit" className={styles.submit} disabled={!filled || signUp.isPending} aria-busy={signUp.isPending}>
        {signUp.isPending ? 'Creating your account…' : 'Create account'}
      </button>
      <p className={styles.switch}>
        Already have an account?{' '}
        <button type="button" className={styles.linkButton} onClick={() => onSwitch('login')}>
          Log in
        </button>
      </p>
    </form>
  );
}
