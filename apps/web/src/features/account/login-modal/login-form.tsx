import { LoginRequestSchema, type CurrencyCode, type LoginRequest, type LoginResponse } from '@selvedge/contract';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { showApiFailure } from '../../../lib/api-failure';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { FormField } from '../../../lib/ui/form-field';
import { logIn } from '../api/account-api';
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

const resolver = contractResolver(LoginRequestSchema);

/** E-mail and password (SPEC §4 Login modal). */
export function LoginForm({ currency, email, onEmailChange, success, onSwitch, onLoggedIn }: LoginFormProps) {
  const { register, handleSubmit, control, setError, formState } = useForm({ resolver, defaultValues: { email, password: '' } });
  const login = useMutation({
    mutationFn: (body: LoginRequest) => logIn(body, currency),
    onSuccess: onLoggedIn,
    onError: (error) => showApiFailure(error, setError, ['email', 'password']),
  });
  const [typedEmail, password] = useWatch({ control, name: ['email', 'password'] });
  // SPEC §5: the button waits for both fields.
  const filled = typedEmail.trim() !== '' && password !== '';

  const onSubmit = handleSubmit((body) => {
    // The resolver has trimmed and lower-cased the e-mail (SPEC §5).
    if (!login.isPending) login.mutate(body);
  });

  const { errors } = formState;
  const problem = errors.root?.server?.message;

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      {success && !problem ? (
        <p role="status" className={styles.success}>
          {success}
        </p>
      ) : null}
      <FormField
        label="E-mail"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        error={errors.email?.message}
        {...register('email', { onChange: (event: { target: { value: string } }) => onEmailChange(event.target.value) })}
      />
      <div className={styles.passwordGroup}>
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <button type="button" className={`${styles.linkButton} ${styles.forgot}`} onClick={() => onSwitch('forget password')}>
          Forgot your password?
        </button>
      </div>
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
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
