import { useMutation } from '@tanstack/react-query';
import { StaffMessageSchema, StaffRecoverRequestSchema, type StaffRecoverRequest } from '@selvedge/contract/admin';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { showApiFailure } from '../../../lib/api-failure';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { FormField } from '../../../lib/ui/form-field';
import { adminRequest } from '../../lib/admin-api';
import { DoneLine, ProblemLine } from '../../lib/ui/form-messages';
import { SubmitButton } from '../../lib/ui/submit-button';
import styles from './auth-page.module.css';

/** /admin/forgot-password: a member of staff asks for a reset link; the answer is the same sentence whatever the e-mail. */
export function ForgotPasswordRoute() {
  const form = useForm<StaffRecoverRequest, unknown, StaffRecoverRequest>({
    resolver: contractResolver(StaffRecoverRequestSchema),
    defaultValues: { email: '' },
  });
  const recover = useMutation({
    mutationFn: (body: StaffRecoverRequest) => adminRequest('/auth/recover', StaffMessageSchema, { method: 'POST', body }),
    onError: (error) => showApiFailure(error, form.setError, ['email']),
  });
  const { errors } = form.formState;
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>Selvedge back office</p>
        <h1>Forgot your password?</h1>
        <p>Give the e-mail you sign in with. We will e-mail it a link to choose a new password.</p>
        <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => recover.mutate(values))}>
          <FormField label="Email" type="email" autoComplete="username" error={errors.email?.message} {...form.register('email')} />
          <ProblemLine>{errors.root?.server?.message}</ProblemLine>
          <DoneLine>{recover.isSuccess ? recover.data.message : null}</DoneLine>
          <SubmitButton pending={recover.isPending} pendingText="Sending…" aria-busy={recover.isPending || undefined}>
            E-mail me a link
          </SubmitButton>
        </form>
        <Link to="/login">Back to sign in</Link>
      </div>
    </main>
  );
}
