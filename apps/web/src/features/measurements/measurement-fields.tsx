import type { MeasurementField, MeasurementUnit, ProductType } from '@selvedge/contract';
import { formatLength, roundToStep, stepLength, type LengthRange, type MeasurementValue } from '@selvedge/domain';
import { useState } from 'react';
import { FormField } from '../../lib/ui/form-field';
import styles from './measurement-form.module.css';
import { keptNote, lengthText, valueFromText } from './sizing-draft';

interface FieldShellProps {
  field: MeasurementField;
  problem: string | null;
}

/**
 * A measurement's look around the shop's one field component: a card per measurement, its problem
 * announced politely (a tried form can mark many at once), how to measure read out last.
 */
const LOOKS = {
  field: styles.field,
  labelRow: styles.labelRow,
  label: styles.label,
  hint: styles.range,
  error: styles.problem,
  note: styles.how,
};

interface LengthFieldProps extends FieldShellProps {
  productType: ProductType;
  /** Inches, null while empty, or text that is not a number. */
  value: MeasurementValue;
  unit: MeasurementUnit;
  range: LengthRange;
  /** The size table's value (standard method), and what it is: "size M, Slim". */
  base: { inches: number; label: string } | null;
  disabled: boolean;
  /** A measurement warning on this value (issue 29): a question, never a refusal; the value is kept. */
  warning?: string | null;
  onChange(value: MeasurementValue): void;
  onBlur(): void;
}

/**
 * A length: typed in the customer's unit (kept in inches, rounded as SPEC §5 says, and shown back
 * rounded once the customer moves on), or moved a step at a time with minus and plus.
 */
export function LengthField({
  field,
  productType,
  value,
  unit,
  range,
  base,
  problem,
  disabled,
  warning = null,
  onChange,
  onBlur,
}: LengthFieldProps) {
  // What the customer is typing; null when the field shows the stored value.
  const [text, setText] = useState<string | null>(null);
  const inches = typeof value === 'number' ? value : null;
  const shown = text ?? (inches !== null ? lengthText(inches, unit) : typeof value === 'string' ? value : '');

  const step = (direction: 1 | -1) => {
    if (disabled) return;
    setText(null);
    if (inches === null) {
      // An empty field starts from the table's value, or the configuration's usual one.
      const start = base?.inches ?? field.value ?? range.min;
      onChange(Math.min(range.max, Math.max(range.min, roundToStep(start, field.rounding))));
    } else {
      onChange(stepLength(field, inches, direction, range));
    }
  };
  const atMin = inches !== null && inches <= range.min;
  const atMax = inches !== null && inches >= range.max;
  const stepText = formatLength(field.increaseDecreaseBy, unit);
  const delta = inches !== null && base !== null ? roundToStep(inches - base.inches, field.rounding) : 0;
  const rangeText = `${formatLength(range.min, unit)} to ${formatLength(range.max, unit)}`;
  const kept = keptNote(text, inches, unit, range);

  return (
    <FormField
      label={field.label}
      labelAside={
        delta !== 0 ? (
          <span className={styles.delta}>
            {delta > 0 ? '+' : '−'}
            {formatLength(Math.abs(delta), unit)}
            <span className={styles.visuallyHidden}> from {base?.label}</span>
          </span>
        ) : null
      }
      hint={
        <>
          {base
            ? `${capitalise(base.label)}: ${formatLength(base.inches, unit)}. You can adjust it from ${rangeText}.`
            : `From ${rangeText}.`}
          {kept ? ` ${kept}` : ''}
          {warning ? (
            <span className={styles.warning} data-warning={field.key}>
              <span className={styles.visuallyHidden}>Please check: </span>
              {warning}
            </span>
          ) : null}
        </>
      }
      error={problem}
      announce="polite"
      note={field.comments}
      looks={LOOKS}
      wrapperData={{ 'data-field': field.key }}
      control={(control) => (
        <div className={styles.stepper}>
          <button
            type="button"
            className={styles.stepButton}
            aria-label={`${field.label}: ${stepText} less`}
            aria-disabled={disabled || atMin}
            onClick={() => (atMin ? undefined : step(-1))}
          >
            <span aria-hidden="true">−</span>
          </button>
          <div className={styles.inputBox}>
            <input
              {...control}
              className={styles.input}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              value={shown}
              disabled={disabled}
              onChange={(event) => {
                setText(event.target.value);
                onChange(valueFromText(event.target.value, unit, productType, field));
              }}
              onBlur={() => {
                setText(null);
                onBlur();
              }}
              onKeyDown={(event) => {
                // Enter shows the value as it is kept (rounded), as leaving the field does.
                if (event.key === 'Enter') setText(null);
              }}
            />
            <span className={styles.unit} aria-hidden="true">
              {unit}
            </span>
          </div>
          <button
            type="button"
            className={styles.stepButton}
            aria-label={`${field.label}: ${stepText} more`}
            aria-disabled={disabled || atMax}
            onClick={() => (atMax ? undefined : step(1))}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
      )}
    />
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface OptionFieldProps extends FieldShellProps {
  value: MeasurementValue;
  disabled: boolean;
  onChange(value: string): void;
}

/** A choice among the field's options (shoulder slope, break ...). */
export function OptionField({ field, value, problem, disabled, onChange }: OptionFieldProps) {
  const chosen = typeof value === 'string' && field.options.includes(value) ? value : '';
  return (
    <FormField
      label={field.label}
      error={problem}
      announce="polite"
      note={field.comments}
      looks={LOOKS}
      wrapperData={{ 'data-field': field.key }}
      control={(control) => (
        <select
          {...control}
          className={styles.select}
          value={chosen}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        >
          {chosen === '' ? (
            <option value="" disabled>
              Choose…
            </option>
          ) : null}
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    />
  );
}
