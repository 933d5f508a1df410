import { RecoverRequestSchema } from '@selvedge/contract';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { showApiFailure } from '../../../lib/api-failure';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { FormField } from '../../../lib/ui/form-field';
import { requestPasswordReset } from '../api/account-api';
import styles from './auth-form.module.css';
import type { LoginModalForm } from './login-modal-url';

interface ForgetPasswordFormProps {
  email: string;
  onEmailChange(email: string): void;
  onSwitch(form: LoginModalForm): void;
  /** The server's answer, shown on the login form (SPEC §4). */
  onSent(message: string): void;
}

const resolver = contractResolver(RecoverRequestSchema);

/** Asks for a reset link to be e-mailed. */
export function ForgetPasswordForm({ email, onEmailChange, onSwitch, onSent }: ForgetPasswordFormProps) {
  const { register, handleSubmit, control, setError, formState } = useForm({ resolver, defaultValues: { email } });
  const recover = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: (answer) => onSent(answer.message),
    onError: (error) => showApiFailure(error, setError, ['email']),
  });
  const typedEmail = useWatch({ control, name: 'email' });
  const filled = typedEmail.trim() !== '';

  const onSubmit = handleSubmit(({ email: address }) => {
    if (!recover.isPending) recover.mutate(address);
  });

  const { errors } = formState;
  const problem = errors.root?.server?.message;

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
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
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
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
