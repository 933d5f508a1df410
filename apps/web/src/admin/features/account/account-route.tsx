import { AUTH_MESSAGES } from '@selvedge/contract';
import { StaffPasswordChangeRequestSchema, STAFF_PASSWORD_MIN, type StaffDeviceSession } from '@selvedge/contract/admin';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { failureText, showApiFailure } from '../../../lib/api-failure';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { FormField } from '../../../lib/ui/form-field';
import { dateTimeText } from '../../lib/admin-format';
import ui from '../../lib/ui/admin-ui.module.css';
import { DoneLine, ProblemLine } from '../../lib/ui/form-messages';
import { PageHeader } from '../../lib/ui/page-header';
import { QueryState } from '../../lib/ui/query-state';
import { SubmitButton } from '../../lib/ui/submit-button';
import { useStaffSession } from '../../lib/staff-session';
import { useChangePassword, useEndMyOtherSessions, useEndMySession, useMySessions } from './account-api';
import styles from './account.module.css';

/** The contract's request, and the new password typed twice. */
const PasswordFormSchema = StaffPasswordChangeRequestSchema.extend({ confirmPassword: z.string() }).refine(
  (values) => values.password === values.confirmPassword,
  {
    message: AUTH_MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  },
);
type PasswordValues = z.infer<typeof PasswordFormSchema>;

function PasswordForm() {
  const change = useChangePassword();
  const form = useForm<PasswordValues, unknown, PasswordValues>({
    resolver: contractResolver(PasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  return (
    <section className={ui.panel} aria-labelledby="password-heading">
      <h2 id="password-heading">Change your password</h2>
      <p className={ui.muted}>Your other sessions end when you change it: every other browser signed in as you must sign in again.</p>
      <form
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit(({ confirmPassword: _confirm, ...body }) =>
          change.mutate(body, {
            onSuccess: () => form.reset({ currentPassword: '', password: '', confirmPassword: '' }),
            onError: (error) => showApiFailure(error, form.setError, ['currentPassword', 'password']),
          }),
        )}
      >
        <FormField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
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
        <ProblemLine>{errors.root?.server?.message}</ProblemLine>
        <DoneLine>{change.isSuccess ? change.data.message : null}</DoneLine>
        <div>
          <SubmitButton pending={change.isPending} pendingText="Changing…">
            Change the password
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

function SessionItem({ session }: { session: StaffDeviceSession }) {
  const end = useEndMySession();
  return (
    <li className={styles.session}>
      <div>
        <p className={styles.device}>
          {session.device}
          {session.current ? <span className={`${ui.badge} ${styles.badge}`}>This device</span> : null}
        </p>
        <p className={ui.muted}>
          Signed in {dateTimeText(session.createdAt)} · last seen {dateTimeText(session.lastSeenAt, 'not yet')}
        </p>
        {end.isError ? (
          <p className={ui.fieldProblem} role="alert">
            {failureText(end.error)}
          </p>
        ) : null}
      </div>
      {session.current ? null : (
        <button
          type="button"
          className={ui.secondaryButton}
          disabled={end.isPending}
          onClick={() => end.mutate(session.id)}
          aria-label={`Sign out ${session.device}, signed in ${dateTimeText(session.createdAt)}`}
        >
          Sign out
        </button>
      )}
    </li>
  );
}

function SessionsPanel() {
  const sessions = useMySessions();
  const endOthers = useEndMyOtherSessions();
  return (
    <section className={ui.panel} aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Where you are signed in</h2>
      <QueryState query={sessions} label="your sessions">
        {(data) => {
          const others = data.sessions.filter((session) => !session.current).length;
          return (
            <>
              <ul className={styles.sessions} aria-label="Your sessions">
                {data.sessions.map((session) => (
                  <SessionItem key={session.id} session={session} />
                ))}
              </ul>
              {others > 0 ? (
                <p className={styles.actions}>
                  <button type="button" className={ui.secondaryButton} disabled={endOthers.isPending} onClick={() => endOthers.mutate()}>
                    Sign out everywhere else
                  </button>
                </p>
              ) : (
                <p className={ui.muted}>You are signed in on this device only.</p>
              )}
              <ProblemLine>{endOthers.isError ? failureText(endOthers.error) : null}</ProblemLine>
              <DoneLine>
                {endOthers.isSuccess
                  ? `Signed out of ${endOthers.data.ended} other ${endOthers.data.ended === 1 ? 'session' : 'sessions'}.`
                  : null}
              </DoneLine>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}

/** /admin/account: the signed-in member's own password and sessions. */
export function AccountRoute() {
  const { me } = useStaffSession();
  return (
    <>
      <PageHeader title="Your account" />
      {me ? (
        <p className={styles.who}>
          {me.staff.name} · {me.staff.email}
        </p>
      ) : null}
      <PasswordForm />
      <SessionsPanel />
    </>
  );
}
