import { ResetPasswordRequestSchema } from '@selvedge/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta';
import { resetPassword } from '../api/account-api';
import { showApiFailure } from '../../../lib/api-failure';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { FormField } from '../../../lib/ui/form-field';
import formStyles from '../login-modal/auth-form.module.css';
import styles from './reset-password-page.module.css';

/** Where a customer asks for a new link: the login modal's forgotten-password form. */
const REQUEST_NEW_LINK_HREF = '/?modal=navbar-login&form=forget+password';
/** The login modal's login form, for after the new password is set. */
const LOG_IN_HREF = '/?modal=navbar-login&form=login';

/**
 * The page of the e-mailed reset link, `/account/reset-password?token=...`: a new password,
 * twice, checked by the contract's rule before it is sent.
 */
export function ResetPasswordPage() {
  usePageMeta('Choose a new password', 'Choose a new password for your Selvedge account from the link we e-mailed you.');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="reset-password-title">
        {token ? <ResetPasswordForm token={token} /> : <IncompleteLink />}
      </section>
    </div>
  );
}

function IncompleteLink() {
  return (
    <>
      <h1 id="reset-password-title" className={styles.title}>
        This link is incomplete
      </h1>
      <p className={styles.lede}>
        The address you opened has no reset code in it. E-mail programs sometimes cut long links: open the link from the e-mail again, or
        copy all of it into the address bar.
      </p>
      <p className={styles.lede}>If that does not help, ask for a new link: it takes a minute.</p>
      <Link to={REQUEST_NEW_LINK_HREF} className={styles.action}>
        Ask for a new link
      </Link>
    </>
  );
}

const resolver = contractResolver(ResetPasswordRequestSchema);

function ResetPasswordForm({ token }: { token: string }) {
  const errorId = useId();
  const navigate = useNavigate();
  // The token rides along as a value of the form, so the contract checks it with the passwords.
  const { register, handleSubmit, control, setError, formState } = useForm({
    resolver,
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const reset = useMutation({
    mutationFn: resetPassword,
    onError: (error) => showApiFailure(error, setError, ['password', 'confirmPassword']),
  });
  const done = useRef<HTMLParagraphElement>(null);
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });

  // The form (and its focused button) gives way to the confirmation: keep the keyboard user's place.
  useEffect(() => {
    if (reset.isSuccess) done.current?.focus();
  }, [reset.isSuccess]);

  if (reset.isSuccess) {
    return (
      <>
        <h1 id="reset-password-title" className={styles.title}>
          Password changed
        </h1>
        <p ref={done} tabIndex={-1} role="status" className={formStyles.success}>
          {reset.data.message}
        </p>
        <button type="button" className={formStyles.submit} onClick={() => void navigate(LOG_IN_HREF)}>
          Log in
        </button>
      </>
    );
  }

  const filled = password !== '' && confirmPassword !== '';
  const onSubmit = handleSubmit((body) => {
    if (!reset.isPending) reset.mutate(body);
  });

  const { errors } = formState;
  // A spent or mangled link cannot be put right on this page: the customer needs a new one.
  const linkProblem =
    errors.token?.message ?? (errors.root?.server?.type === 'reset_token_invalid' ? errors.root.server.message : undefined);
  const problem = linkProblem ?? errors.root?.server?.message;

  return (
    <>
      <h1 id="reset-password-title" className={styles.title}>
        Choose a new password
      </h1>
      <p className={styles.lede}>Your new password replaces the old one straight away.</p>
      <form className={formStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 5 characters."
          autoFocus
          error={errors.password?.message}
          {...register('password')}
        />
        <FormField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        {problem ? (
          <div id={errorId} role="alert" className={formStyles.error}>
            {problem}
            {linkProblem ? (
              <>
                {' '}
                <Link to={REQUEST_NEW_LINK_HREF}>Ask for a new link</Link>
              </>
            ) : null}
          </div>
        ) : null}
        <button type="submit" className={formStyles.submit} disabled={!filled || reset.isPending} aria-busy={reset.isPending}>
          {reset.isPending ? 'Saving…' : 'Save new password'}
        </button>
      </form>
    </>
  );
}
