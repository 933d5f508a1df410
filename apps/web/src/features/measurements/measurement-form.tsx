import type { MeasurementsConfig, MeasurementUnit, ProductType } from '@selvedge/contract';
import { visibleFields, type MeasurementValue } from '@selvedge/domain';
import { useState } from 'react';
import { FormField } from '../../lib/ui/form-field';
import { LengthField, OptionField } from './measurement-fields';
import styles from './measurement-form.module.css';
import { baseValue, draftProblems, FIT_KEY, fitOptions, rangeOf, SIZE_KEY, sizeOptions, withBasis, type SizingDraft } from './sizing-draft';

/** The size and fit pickers in the measurement form's own look. */
const PICK_LOOKS = { field: styles.pick, label: styles.label, error: styles.problem };

export interface MeasurementFormProps {
  /** The piece's type: centimetres are rounded to its step (0.25 in for jackets, 0.125 in otherwise). */
  productType: ProductType;
  /** The type's measurement configuration (`ProductConfig.measurements`): fields, sizes, fits, size table. */
  config: MeasurementsConfig;
  /**
   * The size being made. The form is controlled: every change (a size, a fit, a value typed or
   * stepped) comes back through `onChange` as a whole new draft. Start one with `startDraft` or
   * `draftFromSaved`; `value.track` decides the fields shown ('standard': size, fit and the garment's
   * measurements within their adjustments; 'body': fit and the customer's own measurements).
   */
  value: SizingDraft;
  onChange(next: SizingDraft): void;
  /** The unit lengths are shown and typed in (see `useMeasurementUnit` and `UnitToggle`). */
  unit: MeasurementUnit;
  /**
   * Show every field's problem now, empty fields included: set it once the customer tries to go on
   * (add to cart, save). Until then a field's problem shows once the customer leaves the field.
   */
  showAllProblems?: boolean;
  /**
   * Problems the form cannot see for itself, by field key, or `size` / `fit`: the server's refusal
   * of a save, say. They show (and mark the field invalid) until the caller clears them.
   */
  problems?: Readonly<Record<string, string>>;
  /** While a save is on its way. */
  disabled?: boolean;
  /** Measurement warnings by field key (issue 29): shown beside the field, the value kept as typed. */
  warnings?: Readonly<Record<string, string>>;
  /** A word under the size and fit: "Estimated from your answers." */
  basisNote?: string | null;
}

/**
 * The measurement form (issue 6): the standard size and fit pickers, then one field per measurement
 * the configuration shows for the draft's track — lengths with minus and plus, dropdowns for the
 * rest — each with its range and how to measure. Nothing here knows a product type's fields: they
 * all come from the configuration. Used by the measurement step, the create-size screen and the
 * profile's sizes.
 */
export function MeasurementForm({
  productType,
  config,
  value,
  onChange,
  unit,
  showAllProblems = false,
  problems = {},
  disabled = false,
  warnings = {},
  basisNote = null,
}: MeasurementFormProps) {
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const own = draftProblems(config, value, unit, showAllProblems);
  const problemOf = (key: string): string | null => problems[key] ?? (showAllProblems || left.has(key) ? (own[key] ?? null) : null);
  const leave = (key: string) => setLeft((current) => (current.has(key) ? current : new Set(current).add(key)));
  const setValue = (key: string, next: MeasurementValue) => onChange({ ...value, values: { ...value.values, [key]: next } });

  const standard = value.track === 'standard';
  const basisLabel = standard && value.size !== null ? `size ${value.size}, ${value.fit}` : null;
  const sizeProblem = problemOf(SIZE_KEY);
  const fitProblem = problemOf(FIT_KEY);
  const sizes = sizeOptions(config);
  const fits = fitOptions(config, standard ? value.size : null);

  return (
    <div className={styles.form} data-track={value.track}>
      <div className={styles.basis}>
        {standard ? (
          <FormField
            label="Size"
            error={sizeProblem}
            announce="polite"
            looks={PICK_LOOKS}
            control={(control) => (
              <select
                {...control}
                className={styles.select}
                value={value.size ?? ''}
                disabled={disabled}
                onChange={(event) => onChange(withBasis(config, value, event.target.value, value.fit))}
              >
                {value.size === null || !sizes.includes(value.size) ? (
                  <option value="" disabled>
                    Choose a size…
                  </option>
                ) : null}
                {sizes.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            )}
          />
        ) : null}
        <FormField
          label="Fit"
          error={fitProblem}
          announce="polite"
          looks={PICK_LOOKS}
          control={(control) => (
            <select
              {...control}
              className={styles.select}
              value={fits.includes(value.fit) ? value.fit : ''}
              disabled={disabled}
              onChange={(event) => onChange(withBasis(config, value, value.size, event.target.value))}
            >
              {fits.includes(value.fit) ? null : (
                <option value="" disabled>
                  Choose a fit…
                </option>
              )}
              {fits.map((fit) => (
                <option key={fit} value={fit}>
                  {fit}
                </option>
              ))}
            </select>
          )}
        />
        {basisNote ? (
          <p className={styles.basisNote} data-basis-note>
            {basisNote}
          </p>
        ) : null}
      </div>

      <p className={styles.intro}>
        {standard
          ? `The finished garment’s measurements for ${basisLabel ?? 'your size'} fit. Adjust any of them within the range shown, or keep them as they are.`
          : `Measure yourself over light clothing with a soft tape, snug but not tight, and give each measurement as it is: we add the room your ${value.fit.toLowerCase()} fit needs.`}
      </p>

      <div className={styles.fields}>
        {visibleFields(config, value.track).map((field) => {
          const problem = problemOf(field.key);
          if (field.type === 'dropdown') {
            return (
              <OptionField
                key={field.key}
                field={field}
                value={value.values[field.key] ?? null}
                problem={problem}
                disabled={disabled}
                onChange={(option) => {
                  leave(field.key);
                  setValue(field.key, option);
                }}
              />
            );
          }
          const base = baseValue(config, value, field);
          return (
            <LengthField
              key={field.key}
              field={field}
              productType={productType}
              value={value.values[field.key] ?? null}
              unit={unit}
              range={rangeOf(config, value, field)}
              base={base !== null && basisLabel ? { inches: base, label: basisLabel } : null}
              problem={problem}
              disabled={disabled}
              warning={problem ? null : (warnings[field.key] ?? null)}
              onChange={(next) => setValue(field.key, next)}
              onBlur={() => leave(field.key)}
            />
          );
        })}
      </div>
    </div>
  );
}
