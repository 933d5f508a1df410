import { useId, type ComponentProps, type ReactNode } from 'react';
import styles from './form-fields.module.css';

/** What a field's control needs to be labelled and described: spread it on the input or select. */
interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Class names for a feature whose fields look their own way; anything left out keeps the shop's look. */
interface FieldLooks {
  field?: string;
  labelRow?: string;
  label?: string;
  input?: string;
  hint?: string;
  note?: string;
  error?: string;
}

export interface FormFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'children' | 'className'> {
  label: ReactNode;
  /** Beside the label, outside it: how far a value is from the size table. */
  labelAside?: ReactNode;
  /** Under the control and read out with it, before its problem: a hint, the range it takes. */
  hint?: ReactNode;
  /** Under the problem and read out last: how to measure. */
  note?: ReactNode;
  /** What is wrong with the value: shown under the control, marks it invalid and is read out with it. */
  error?: string | null | undefined;
  /**
   * How a problem is announced: 'alert' at once, for forms that show one problem at a time (SPEC §5);
   * 'polite' when the reader is free, for forms that can mark every field at once (measurements).
   */
  announce?: 'alert' | 'polite';
  /** The wrapper's class (its place in the form's grid). */
  className?: string;
  /** data-* attributes of the wrapper, for styles and tests that find a field by what it holds. */
  wrapperData?: Readonly<Record<`data-${string}`, string>>;
  looks?: FieldLooks;
  /** Another control than a text input (a select, a stepper): it is given the id and aria attributes. */
  control?: (props: FieldControlProps) => ReactNode;
}

/**
 * The one field of every form: a label, the control, a hint, and the field's problem, with the
 * control marked `aria-invalid` and described by the hint and the problem. Takes react-hook-form's
 * `register(...)` like an input (the ref is a prop in React 19).
 */
export function FormField({
  label,
  labelAside,
  hint,
  note,
  error,
  announce = 'alert',
  className,
  wrapperData,
  looks = {},
  control,
  'aria-describedby': describedBy,
  ...input
}: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const problem = error ? error : null;
  const controlProps: FieldControlProps = {
    id,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby':
      [describedBy, hint ? hintId : null, problem ? errorId : null, note ? noteId : null].filter(Boolean).join(' ') || undefined,
  };
  const labelElement = (
    <label htmlFor={id} className={looks.label ?? styles.label}>
      {label}
    </label>
  );
  return (
    <div className={[looks.field ?? styles.field, className].filter(Boolean).join(' ')} {...wrapperData}>
      {labelAside ? (
        <div className={looks.labelRow}>
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {control ? control(controlProps) : <input className={looks.input ?? styles.input} {...input} {...controlProps} />}
      {hint ? (
        <p id={hintId} className={looks.hint ?? styles.hint}>
          {hint}
        </p>
      ) : null}
      {announce === 'alert' ? (
        problem ? (
          <p id={errorId} role="alert" className={looks.error ?? styles.fieldError}>
            {problem}
          </p>
        ) : null
      ) : (
        // Always there, so a screen reader knows the region before a problem appears in it.
        <p id={errorId} aria-live="polite" className={looks.error ?? styles.fieldError}>
          {problem}
        </p>
      )}
      {note ? (
        <p id={noteId} className={looks.note ?? styles.hint}>
          {note}
        </p>
      ) : null}
    </div>
  );
}

/** "(optional)" after a label. */
export function OptionalMark({ text = 'optional' }: { text?: string }) {
  return <span className={styles.optional}> ({text})</span>;
}
