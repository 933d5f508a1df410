import { RegisterRequestSchema, type LoginResponse, type RegisterRequest } from '@selvedge/contract';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { showApiFailure } from '../../../lib/api-failure';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { FormField } from '../../../lib/ui/form-field';
import { register as registerCustomer } from '../api/account-api';
import styles from './auth-form.module.css';
import type { LoginModalForm } from './login-modal-url';

interface RegisterFormProps {
  email: string;
  onEmailChange(email: string): void;
  onSwitch(form: LoginModalForm): void;
  onLoggedIn(answer: LoginResponse): void;
}

/**
 * The registration as the server checks it: the first problem only, in SPEC §5's order (the
 * password's length, the e-mail, then the match), the same one `validateRegistration` gives.
 */
export const registerResolver = contractResolver(RegisterRequestSchema);

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

/** Names, e-mail, password twice and the marketing choice (checked by default, SPEC §5). */
export function RegisterForm({ email, onEmailChange, onSwitch, onLoggedIn }: RegisterFormProps) {
  const { register, handleSubmit, control, setError, formState } = useForm({
    resolver: registerResolver,
    defaultValues: { firstName: '', lastName: '', email, password: '', confirmPassword: '', acceptsMarketing: true },
  });
  const signUp = useMutation({
    mutationFn: (body: RegisterRequest) => registerCustomer(body),
    onSuccess: onLoggedIn,
    onError: (error) => showApiFailure(error, setError, FIELDS),
  });
  // SPEC §5: the button waits for the five text fields.
  const typed = useWatch({ control, name: FIELDS });
  const filled = typed.every((value) => value.trim() !== '');

  const onSubmit = handleSubmit((body) => {
    // Names trimmed, e-mail trimmed and lower-cased (SPEC §5), password as typed.
    if (!signUp.isPending) signUp.mutate(body);
  });

  const { errors } = formState;
  const problem = errors.root?.server?.message;

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className={styles.names}>
        <FormField
          label="First name"
          autoComplete="given-name"
          autoFocus
          maxLength={80}
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <FormField label="Last name" autoComplete="family-name" maxLength={80} error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <FormField
        label="E-mail"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email', { onChange: (event: { target: { value: string } }) => onEmailChange(event.target.value) })}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 5 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <FormField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <label className={styles.checkbox}>
        <input type="checkbox" {...register('acceptsMarketing')} />
        <span>Send me news of new cloths, collections and offers by e-mail. You can stop them at any time.</span>
      </label>
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
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
