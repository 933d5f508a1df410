import { useMutation } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '@selvedge/contract';
import { StaffMessageSchema, StaffResetRequestSchema, STAFF_PASSWORD_MIN, type StaffResetRequest } from '@selvedge/contract/admin';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { showApiFailure } from '../../../lib/api-failure';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { FormField } from '../../../lib/ui/form-field';
import { adminRequest } from '../../lib/admin-api';
import ui from '../../lib/ui/admin-ui.module.css';
import { ProblemLine } from '../../lib/ui/form-messages';
import { SubmitButton } from '../../lib/ui/submit-button';
import styles from './auth-page.module.css';

/** The contract's request, and the new password typed twice. */
const ResetFormSchema = StaffResetRequestSchema.extend({ confirmPassword: z.string() }).refine(
  (values) => values.password === values.confirmPassword,
  {
    message: AUTH_MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  },
);
type ResetValues = z.infer<typeof ResetFormSchema>;

/** Where a member of staff whose password was just reset signs in, told so. */
export interface LoginNotice {
  notice: string;
}

/** /admin/reset-password?token=…: a new password from the e-mailed link; then the login page, with the server's sentence. */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const form = useForm<ResetValues, unknown, ResetValues>({
    resolver: contractResolver(ResetFormSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const reset = useMutation({
    mutationFn: ({ confirmPassword: _confirm, ...body }: ResetValues) =>
      adminRequest('/auth/password-reset', StaffMessageSchema, { method: 'POST', body: body satisfies StaffResetRequest }),
    onSuccess: ({ message }) => void navigate('/login', { replace: true, state: { notice: message } satisfies LoginNotice }),
    onError: (error) => showApiFailure(error, form.setError, ['password', 'confirmPassword']),
  });
  const { errors } = form.formState;
  // A spent, expired or cut link cannot be put right here: a new one can be asked for.
  const linkProblem =
    errors.token?.message ?? (errors.root?.server?.type === 'reset_token_invalid' ? errors.root.server.message : undefined);
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>Selvedge back office</p>
        <h1>Choose a new password</h1>
        {!token ? (
          <p className={ui.problem} role="alert">
            This page needs the link we e-mailed you. Open it from the e-mail again, or ask for a new one.
          </p>
        ) : (
          <>
            <p>Your new password replaces the old one at once, and every browser signed in as you is signed out.</p>
            <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => reset.mutate(values))}>
              <FormField
                label="New password"
                type="password"
                autoComplete="new-password"
                hint={`At least ${STAFF_PASSWORD_MIN} characters.`}
                error={errors.password?.message}
                {...form.register('password')}
              />
              <FormField
                label="Confirm new password"
                type="password"
                autoComplete="new-password"
                error={errors.confirmPassword?.message}
                {...form.register('confirmPassword')}
              />
              <ProblemLine>{linkProblem ?? errors.root?.server?.message}</ProblemLine>
              <SubmitButton pending={reset.isPending} pendingText="Saving…" aria-busy={reset.isPending || undefined}>
                Set the new password
              </SubmitButton>
            </form>
          </>
        )}
        {!token || linkProblem ? <Link to="/forgot-password">Ask for a new link</Link> : null}
      </div>
    </main>
  );
}
