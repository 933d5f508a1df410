import { useId, type ComponentProps } from 'react';
import styles from './auth-form.module.css';

interface AuthFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'className'> {
  label: string;
  /** A short help text under the field, read out with it. */
  hint?: string;
}

/** A labelled input of the account forms. */
export function AuthField({ label, hint, 'aria-describedby': describedBy, ...input }: AuthFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const described = [describedBy, hint ? hintId : undefined].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input id={id} className={styles.input} aria-describedby={described || undefined} {...input} />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
