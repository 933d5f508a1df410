import type { FitAnswers, FitModel } from '@selvedge/contract';
import { useId } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { contractResolver } from '../../lib/forms/contract-resolver';
import { FormField, OptionalMark } from '../../lib/ui/form-field';
import {
  BELLIES,
  BELLY_LABELS,
  BODY_UNITS,
  BUILD_LABELS,
  BUILDS,
  FIT_PREFERENCE_LABELS,
  FIT_PREFERENCES,
  FitFormSchema,
  formValuesOf,
  type BodyUnits,
  type FitFormValues,
} from './fit-answers';
import styles from './fit-estimate.module.css';

const resolver = contractResolver(FitFormSchema, { every: true });

const UNIT_LABELS: Record<BodyUnits, string> = { metric: 'cm and kg', imperial: 'ft, in and lb' };
const LOOKS = { field: styles.field, label: styles.label, input: styles.input, hint: styles.hint, error: styles.problem };

export interface FitEstimateFormProps {
  /** The product type's model: its usual sizes are the ones offered. */
  fitModel: Pick<FitModel, 'usualSizes'>;
  /** Answers given earlier in this visit, shown again to change. */
  answers: FitAnswers | null;
  units: BodyUnits;
  onUnitsChange(units: BodyUnits): void;
  /** The answers, checked against the contract, in centimetres and kilograms. */
  onAnswers(answers: FitAnswers): void;
  onCancel?(): void;
}

/**
 * "Find my size" (issue 29): height and weight, required, in cm and kg or ft, in and lb; then age,
 * usual size, build, belly and fit preference, each one optional. The answers leave as the
 * contract's `FitAnswers`; the estimate itself is worked out by the caller, in the browser.
 */
export function FitEstimateForm({ fitModel, answers, units, onUnitsChange, onAnswers, onCancel }: FitEstimateFormProps) {
  const id = useId();
  const { register, handleSubmit, control, formState, clearErrors } = useForm<FitFormValues, unknown, FitAnswers>({
    resolver,
    defaultValues: formValuesOf(answers, units),
  });
  const chosen = useWatch({ control, name: 'units' });
  const errors = formState.errors;
  const submit = handleSubmit(onAnswers);
  const text = (registration: UseFormRegisterReturn) => ({
    ...registration,
    type: 'text',
    inputMode: 'decimal' as const,
    autoComplete: 'off',
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.formHeading}>
        Your answers
      </h3>
      <fieldset className={styles.units}>
        <legend className={styles.unitsLegend}>Height and weight in</legend>
        <div className={styles.unitOptions}>
          {BODY_UNITS.map((option) => (
            <label key={option} className={styles.unitOption}>
              <input
                type="radio"
                value={option}
                {...register('units', {
                  onChange: (event: { target: { value: string } }) => {
                    onUnitsChange(event.target.value === 'metric' ? 'metric' : 'imperial');
                    clearErrors();
                  },
                })}
              />
              <span>{UNIT_LABELS[option]}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className={styles.required}>
        {chosen === 'metric' ? (
          <FormField
            label="Height"
            hint="In centimetres."
            error={errors.heightCm?.message}
            looks={LOOKS}
            wrapperData={{ 'data-answer': 'height' }}
            {...text(register('heightCm'))}
          />
        ) : (
          <fieldset className={styles.pair} data-answer="height">
            <legend className={styles.pairLegend}>Height</legend>
            <FormField label="Feet" error={errors.heightFt?.message} looks={LOOKS} {...text(register('heightFt'))} inputMode="numeric" />
            <FormField label="Inches" error={errors.heightIn?.message} looks={LOOKS} {...text(register('heightIn'))} />
          </fieldset>
        )}
        {chosen === 'metric' ? (
          <FormField
            label="Weight"
            hint="In kilograms."
            error={errors.weightKg?.message}
            looks={LOOKS}
            wrapperData={{ 'data-answer': 'weight' }}
            {...text(register('weightKg'))}
          />
        ) : (
          <FormField
            label="Weight"
            hint="In pounds."
            error={errors.weightLb?.message}
            looks={LOOKS}
            wrapperData={{ 'data-answer': 'weight' }}
            {...text(register('weightLb'))}
          />
        )}
      </div>

      <p className={styles.optionalNote}>The rest is optional: each answer you give narrows the estimate. Skip any you like.</p>
      <div className={styles.optional}>
        <FormField
          label={
            <>
              Age
              <OptionalMark />
            </>
          }
          error={errors.age?.message}
          looks={LOOKS}
          {...text(register('age'))}
          inputMode="numeric"
        />
        <Choice
          label="Usual ready-to-wear size"
          registration={register('usualSize')}
          options={fitModel.usualSizes.map((entry) => [entry.label, entry.label])}
        />
        <Choice label="Build" registration={register('build')} options={BUILDS.map((build) => [build, BUILD_LABELS[build]])} />
        <Choice label="Belly" registration={register('belly')} options={BELLIES.map((belly) => [belly, BELLY_LABELS[belly]])} />
        <Choice
          label="Fit you prefer"
          registration={register('fitPreference')}
          options={FIT_PREFERENCES.map((fit) => [fit, FIT_PREFERENCE_LABELS[fit]])}
          hint="Slim sits close, regular has easy room, relaxed falls loose."
        />
      </div>

      <div className={styles.formActions}>
        <button type="submit" className={styles.primary}>
          Find my size
        </button>
        {onCancel ? (
          <button type="button" className={styles.textButton} onClick={onCancel}>
            Keep my earlier answers
          </button>
        ) : null}
      </div>
    </form>
  );
}

interface ChoiceProps {
  label: string;
  registration: UseFormRegisterReturn;
  options: readonly (readonly [string, string])[];
  hint?: string;
}

/** An optional question as a select whose first option is "Skip". */
function Choice({ label, registration, options, hint }: ChoiceProps) {
  return (
    <FormField
      label={
        <>
          {label}
          <OptionalMark />
        </>
      }
      hint={hint}
      looks={LOOKS}
      control={(control) => (
        <select {...control} {...registration} className={styles.input}>
          <option value="">Skip</option>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    />
  );
}
