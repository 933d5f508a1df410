import { MEASUREMENT_MESSAGES } from '@selvedge/contract';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import styles from './measurement-screen.module.css';
import { SizeNameField, sizeNameResolver } from './size-name-field';

interface SaveSizeFormProps {
  /** False for a visitor: saving asks them to log in ('You need to login to save size.'). */
  loggedIn: boolean;
  /** False while the session is still being read: the button waits. */
  sessionReady: boolean;
  /** The current address with the login modal open. */
  loginHref: string;
  /** The name the size was saved under here, once it is; shown as the result. */
  savedAs: string | null;
  /** The server's (or the screen's) problem with the name, shown on the field. */
  nameProblem: string | null;
  /** A problem with the save as a whole, shown under the button. */
  formProblem: string | null;
  saving: boolean;
  /** The name as the contract leaves it (trimmed, spaces collapsed), once it is a good one. */
  onSave(name: string): void;
  /** The form's heading and hint, when the screen says more than "Save this size for next time". */
  heading?: string;
  hint?: string;
}

/** "Save this size for next time": a name and a button; a visitor is invited to log in. */
export function SaveSizeForm({
  loggedIn,
  sessionReady,
  loginHref,
  savedAs,
  nameProblem,
  formProblem,
  saving,
  onSave,
  heading = 'Save this size for next time',
  hint = 'Kept in your account, so your next piece takes a click.',
}: SaveSizeFormProps) {
  const id = useId();
  const [askedToLogIn, setAskedToLogIn] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm({ resolver: sizeNameResolver, defaultValues: { sizeName: '' } });
  // The screen's refusal of the name (taken, or the server's) goes on the field, which takes the
  // focus so the customer can put it right at once.
  useEffect(() => {
    if (nameProblem) setError('sizeName', { type: 'refused', message: nameProblem }, { shouldFocus: true });
  }, [nameProblem, setError]);

  const save = handleSubmit(({ sizeName }) => onSave(sizeName));

  return (
    <form
      className={styles.saveForm}
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!sessionReady || saving) return;
        // A visitor is asked to log in before anything about the name.
        if (!loggedIn) setAskedToLogIn(true);
        else void save(event);
      }}
      noValidate
    >
      <h2 id={`${id}-heading`} className={styles.sectionHeading}>
        {heading}
      </h2>
      <div className={styles.saveRow}>
        <SizeNameField registration={register('sizeName')} error={formState.errors.sizeName?.message} describedBy={`${id}-hint`} />
        <button type="submit" className={styles.secondaryButton} aria-busy={saving || undefined} disabled={!sessionReady}>
          {saving ? 'Saving…' : 'Save size'}
        </button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {formProblem ? (
        <p role="alert" className={styles.error}>
          {formProblem}
        </p>
      ) : null}
      {askedToLogIn && !loggedIn ? (
        <p role="alert" className={styles.error}>
          {MEASUREMENT_MESSAGES.loginToSave}{' '}
          <Link to={loginHref} preventScrollReset className={styles.inlineLink}>
            Log in or create an account
          </Link>
        </p>
      ) : null}
      {savedAs && loggedIn ? (
        <p role="status" className={styles.success}>
          Saved as “{savedAs}”. You will find it under Saved size, here and on your next piece.
        </p>
      ) : null}
    </form>
  );
}
