import { MEASUREMENT_MESSAGES } from '@selvedge/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import styles from './measurement-screen.module.css';
import { SizeNameInput } from './size-name-input';

interface SaveSizeFormProps {
  /** False for a visitor: saving asks them to log in ('You need to login to save size.'). */
  loggedIn: boolean;
  /** False while the session is still being read: the button waits. */
  sessionReady: boolean;
  /** The current address with the login modal open. */
  loginHref: string;
  /** The name the size was saved under here, once it is; shown as the result. */
  savedAs: string | null;
  /** The server's (or the check's) problem with the name, shown on the field. */
  nameProblem: string | null;
  /** A problem with the save as a whole, shown under the button. */
  formProblem: string | null;
  saving: boolean;
  onSave(name: string): void;
}

/** "Save this size for next time": a name and a button; a visitor is invited to log in. */
export function SaveSizeForm({ loggedIn, sessionReady, loginHref, savedAs, nameProblem, formProblem, saving, onSave }: SaveSizeFormProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [askedToLogIn, setAskedToLogIn] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // A refused name takes the focus, so the customer can put it right at once.
  useEffect(() => {
    if (nameProblem) input.current?.focus();
  }, [nameProblem]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sessionReady || saving) return;
    if (!loggedIn) {
      setAskedToLogIn(true);
      return;
    }
    onSave(name);
  };
  const problemIds = [nameProblem ? `${id}-name-problem` : null, `${id}-hint`].filter(Boolean).join(' ');

  return (
    <form className={styles.saveForm} aria-labelledby={`${id}-heading`} onSubmit={onSubmit} noValidate>
      <h2 id={`${id}-heading`} className={styles.sectionHeading}>
        Save this size for next time
      </h2>
      <div className={styles.saveRow}>
        <div className={styles.nameField}>
          <SizeNameInput
            id={`${id}-name`}
            inputRef={input}
            value={name}
            onChange={setName}
            invalid={nameProblem !== null}
            describedBy={problemIds}
          />
        </div>
        <button type="submit" className={styles.secondaryButton} aria-busy={saving || undefined} disabled={!sessionReady}>
          {saving ? 'Saving…' : 'Save size'}
        </button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        Kept in your account, so your next piece takes a click.
      </p>
      {nameProblem ? (
        <p id={`${id}-name-problem`} role="alert" className={styles.error}>
          {nameProblem}
        </p>
      ) : null}
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
