import type { FitWarning } from '@selvedge/contract';
import { useId, type Ref } from 'react';
import styles from './fit-estimate.module.css';

export interface MeasurementWarningListProps {
  warnings: readonly FitWarning[];
  /** The ids the customer ticked as right (for the warning as worded now). */
  confirmed: ReadonlySet<string>;
  onConfirm(warning: FitWarning, right: boolean): void;
  /** Takes the customer to the field to correct; left out where the numbers cannot be edited here (a saved size). */
  onCorrect?(field: string): void;
  /** The label of a measurement field, for "Correct chest". */
  labelOf(field: string): string;
  /** The list takes the focus when Add to cart waits for it. */
  ref?: Ref<HTMLElement>;
}

/**
 * The measurements that look mistaken (issue 29), above the form: each says why, and the customer
 * ticks "This is right" or corrects the number. Nothing is changed for them; Add to cart waits
 * until every warning is ticked or gone.
 */
export function MeasurementWarningList({ warnings, confirmed, onConfirm, onCorrect, labelOf, ref }: MeasurementWarningListProps) {
  const id = useId();
  if (warnings.length === 0) return null;
  const open = warnings.filter((warning) => !confirmed.has(warning.id)).length;
  return (
    <section ref={ref} tabIndex={-1} className={styles.warnings} aria-labelledby={`${id}-heading`} data-measurement-warnings>
      <h3 id={`${id}-heading`} className={styles.warningsHeading}>
        {warnings.length === 1 ? 'Please check this measurement' : `Please check these ${warnings.length} measurements`}
      </h3>
      <p className={styles.warningsLede}>
        {open === 0
          ? 'Thank you: we will cut to your numbers as you gave them.'
          : 'They are unusual, so we ask before cutting. Correct a number, or tick “This is right” if it is.'}
      </p>
      <ul className={styles.warningList}>
        {warnings.map((warning) => (
          <li key={warning.id} className={styles.warningItem} data-warning-id={warning.id}>
            <p id={`${id}-${warning.id}`}>{warning.message}</p>
            <div className={styles.warningChoices}>
              <label className={styles.confirm}>
                <input
                  type="checkbox"
                  checked={confirmed.has(warning.id)}
                  aria-describedby={`${id}-${warning.id}`}
                  onChange={(event) => onConfirm(warning, event.target.checked)}
                />
                This is right
              </label>
              {onCorrect ? (
                <button type="button" className={styles.textButton} onClick={() => onCorrect(warning.field)}>
                  Correct {labelOf(warning.field).toLowerCase()}
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
