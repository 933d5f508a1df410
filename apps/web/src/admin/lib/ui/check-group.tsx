import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import ui from './admin-ui.module.css';
import styles from './check-group.module.css';
import { FieldProblem } from './form-messages';

interface FieldGroupProps {
  legend: ReactNode;
  /** A word above the group's fields (why there are none yet, say). */
  hint?: ReactNode;
  /** The group's own problem, under it (and the group marked invalid). */
  error?: string | null | undefined;
  children: ReactNode;
}

/** Fields that belong together, under a legend, with the group's problem below them. */
export function FieldGroup({ legend, hint, error, children }: FieldGroupProps) {
  return (
    <fieldset className={styles.group} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {hint ? <p className={ui.hint}>{hint}</p> : null}
      {children}
      <FieldProblem text={error} />
    </fieldset>
  );
}

/** Checkboxes (each a `Check`) in a row of pills that wraps, under a legend. */
export function CheckGroup({ children, ...group }: FieldGroupProps) {
  return (
    <FieldGroup {...group}>
      <div className={styles.checks}>{children}</div>
    </FieldGroup>
  );
}

type CheckProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode; ref?: Ref<HTMLInputElement> | undefined };

/** A checkbox with its label, as a pill; the input's props (a form's `register`, say) pass through. */
export function Check({ label, ...input }: CheckProps) {
  return (
    <label className={styles.check}>
      <input type="checkbox" {...input} />
      {label}
    </label>
  );
}
