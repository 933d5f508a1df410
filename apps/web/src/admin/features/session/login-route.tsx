import { useMutation } from '@tanstack/react-query';
import { StaffLoginRequestSchema, StaffSessionSchema, type StaffLoginRequest } from '@selvedge/contract/admin';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { showApiFailure } from '../../../lib/api-failure';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { FormField } from '../../../lib/ui/form-field';
import { adminRequest } from '../../lib/admin-api';
import ui from '../../lib/ui/admin-ui.module.css';
import { ProblemLine } from '../../lib/ui/form-messages';
import { SubmitButton } from '../../lib/ui/submit-button';
import styles from './auth-page.module.css';
import type { LoginNotice } from './reset-password-route';
import { useStaffSession } from '../../lib/staff-session';

/** Only a path inside the back office is a place to return to: never another site. */
export function safeNext(next: string | null): string {
  return next && /^\/(?!\/)[^\\]*$/.test(next) ? next : '/';
}

export function LoginRoute() {
  const { me, signIn } = useStaffSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // A password just reset: the reset page's sentence, said here where the new password is used.
  const notice = (useLocation().state as Partial<LoginNotice> | null)?.notice;
  const next = safeNext(params.get('next'));
  const form = useForm<StaffLoginRequest, unknown, StaffLoginRequest>({
    resolver: contractResolver(StaffLoginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useMutation({
    mutationFn: (body: StaffLoginRequest) => adminRequest('/auth/login', StaffSessionSchema, { method: 'POST', body }),
    onSuccess: (session) => {
      signIn(session);
      void navigate(next, { replace: true });
    },
    onError: (error) => showApiFailure(error, form.setError, ['email', 'password']),
  });
  if (me) return <Navigate to={next} replace />;
  const { errors } = form.formState;
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>Selvedge back office</p>
        <h1>Sign in</h1>
        {params.get('expired') ? (
          <p className={ui.notice} role="status">
            Your session has ended. Please sign in again.
          </p>
        ) : null}
        {typeof notice === 'string' ? (
          <p className={ui.success} role="status">
            {notice}
          </p>
        ) : null}
        <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))}>
          <FormField label="Email" type="email" autoComplete="username" error={errors.email?.message} {...form.register('email')} />
          <FormField
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <ProblemLine>{errors.root?.server?.message}</ProblemLine>
          <SubmitButton pending={login.isPending} pendingText="Signing in…" aria-busy={login.isPending || undefined}>
            Sign in
          </SubmitButton>
        </form>
        <Link to="/forgot-password">Forgot your password?</Link>
      </div>
    </main>
  );
}
