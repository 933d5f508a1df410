import { BELLIES, type ProductType } from '@selvedge/contract';
import { estimateFit } from '@selvedge/domain';
import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { FormField } from '../../../lib/ui/form-field';
import ui from '../../lib/ui/admin-ui.module.css';
import { Fold, hasErrors, KeyChecks, RowActions, SelectField, TextArea, TextField, type ConfigForm } from './config-fields';
import { configOfValues } from './config-form-values';
import { FIT_PREFERENCE_KEYS } from './config-fit-values';
import styles from './product-configs.module.css';

/**
 * The fit estimate's model and the measurement warnings' rules (issue 29, decision 046): the numbers
 * staff may tune, as typed; the body model's regressions shown as a table, read-only (they are fitted
 * on the source's measurements, not typed in).
 */

const PREFERENCE_WORDS: Record<(typeof FIT_PREFERENCE_KEYS)[number], string> = {
  slim: 'Prefers slim',
  regular: 'Prefers regular',
  relaxed: 'Prefers relaxed',
};

function useLabels(form: ConfigForm) {
  const fields = useWatch({ control: form.control, name: 'measurements.fields' });
  const labels = new Map(fields.map((field) => [field.key, field.label || field.key]));
  return (key: string) => labels.get(key) ?? key;
}

/** A record's entries in the order of the type's fields (a stored document's keys come in the database's order). */
function useFieldOrder(form: ConfigForm) {
  const fields = useWatch({ control: form.control, name: 'measurements.fields' });
  const rank = (key: string) => {
    const at = fields.findIndex((field) => field.key === key);
    return at < 0 ? fields.length : at;
  };
  return <T,>(record: Readonly<Record<string, T>>): [string, T][] => Object.entries(record).sort(([a], [b]) => rank(a) - rank(b));
}

function useNames(form: ConfigForm, part: 'sizes' | 'fits') {
  return useWatch({ control: form.control, name: `measurements.${part}` })
    .map((entry) => entry.name)
    .filter((name) => name !== '')
    .map((name) => ({ value: name, label: name }));
}

function EaseFold({ form }: { form: ConfigForm }) {
  const ease = useWatch({ control: form.control, name: 'fitModel.ease' });
  const fits = useNames(form, 'fits');
  const label = useLabels(form);
  return (
    <Fold
      open={hasErrors(form.formState.errors, 'fitModel.ease')}
      title="Ease over the body"
      meta={`${ease.length} fits, inches the garment has over the body`}
    >
      <p className={styles.hint}>
        The fields named here choose the size: the smallest size whose table value covers the body plus this ease, in every one of them.
      </p>
      <ol className={styles.rows}>
        {ease.map((row, r) => (
          <li key={r}>
            <fieldset className={styles.row}>
              <legend className={styles.rowLegend}>Ease of the {row.fit || `fit ${r + 1}`} fit</legend>
              <div className={styles.numberGrid}>
                <SelectField form={form} name={`fitModel.ease.${r}.fit`} label="Fit" choices={fits} />
                {row.fields.map((entry, f) => (
                  <TextField
                    key={entry.field}
                    form={form}
                    name={`fitModel.ease.${r}.fields.${f}.inches`}
                    label={`${label(entry.field)} (in)`}
                    numeric
                  />
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
    </Fold>
  );
}

function ChoicesFold({ form }: { form: ConfigForm }) {
  const usual = useFieldArray({ control: form.control, name: 'fitModel.usualSizes' });
  const labels = useWatch({ control: form.control, name: 'fitModel.usualSizes' });
  const fits = useNames(form, 'fits');
  const sizes = useNames(form, 'sizes');
  const { errors } = form.formState;
  return (
    <Fold
      open={hasErrors(errors, 'fitModel.preferences') || hasErrors(errors, 'fitModel.usualSizes')}
      title="Preferences and usual sizes"
      meta={`${usual.fields.length} usual sizes`}
    >
      <p className={styles.hint}>The fit of the table each stated preference gets; a customer who says nothing gets the regular one’s.</p>
      <div className={styles.grid}>
        {FIT_PREFERENCE_KEYS.map((preference) => (
          <SelectField
            key={preference}
            form={form}
            name={`fitModel.preferences.${preference}`}
            label={PREFERENCE_WORDS[preference]}
            choices={fits}
          />
        ))}
      </div>
      <h4 className={styles.subheading}>Usual sizes a customer may name</h4>
      <p className={styles.hint}>
        The ready-to-wear label they know (any case) and the size of the table it is. One step away from the body’s size, it settles a close
        call upward.
      </p>
      <ol className={styles.inlineRows}>
        {usual.fields.map((entry, at) => {
          const name = labels[at]?.label || `usual size ${at + 1}`;
          return (
            <li key={entry.id} className={styles.usualRow}>
              <TextField form={form} name={`fitModel.usualSizes.${at}.label`} label={`Usual size ${at + 1}`} />
              <SelectField form={form} name={`fitModel.usualSizes.${at}.size`} label={`Size of ${name}`} choices={sizes} />
              <RowActions name={`the usual size ${name}`} index={at} count={usual.fields.length} move={usual.move} remove={usual.remove} />
            </li>
          );
        })}
      </ol>
      <button type="button" className={styles.small} onClick={() => usual.append({ label: '', size: sizes[0]?.value ?? '' })}>
        Add a usual size
      </button>
    </Fold>
  );
}

function ConfidenceFold({ form }: { form: ConfigForm }) {
  const { errors } = form.formState;
  const open = ['confidence', 'rangeZ', 'answeredSdFactor', 'meanAge', 'covers'].some((part) => hasErrors(errors, `fitModel.${part}`));
  const [high, medium, rangeZ] = useWatch({
    control: form.control,
    name: ['fitModel.confidence.high', 'fitModel.confidence.medium', 'fitModel.rangeZ'],
  });
  return (
    <Fold open={open} title="Confidence and ranges" meta={`high from ${high}, medium from ${medium}; ranges at z = ${rangeZ}`}>
      <div className={styles.numberGrid}>
        <TextField
          form={form}
          name="fitModel.confidence.high"
          label="High confidence from"
          hint="The chance the size is right, 0 to 1."
          numeric
        />
        <TextField form={form} name="fitModel.confidence.medium" label="Medium confidence from" hint="Below the high one." numeric />
        <TextField
          form={form}
          name="fitModel.rangeZ"
          label="Range quantile (z)"
          hint="1.28: eight bodies in ten fall inside the range shown."
          numeric
        />
        <TextField
          form={form}
          name="fitModel.answeredSdFactor"
          label="Spread after a build or belly answer"
          hint="0.5 to 1 of the spread without it."
          numeric
        />
        <TextField form={form} name="fitModel.meanAge" label="Age when none is given" numeric />
      </div>
      <h4 className={styles.subheading}>Bodies the model covers</h4>
      <div className={styles.numberGrid}>
        <TextField form={form} name="fitModel.covers.heightMin" label="Shortest (cm)" numeric />
        <TextField form={form} name="fitModel.covers.heightMax" label="Tallest (cm)" numeric />
        <TextField form={form} name="fitModel.covers.weightMin" label="Lightest (kg)" numeric />
        <TextField form={form} name="fitModel.covers.weightMax" label="Heaviest (kg)" numeric />
      </div>
    </Fold>
  );
}

const figure = (value: number) => String(Number(value.toFixed(4)));

function ModelFold({ form }: { form: ConfigForm }) {
  const [girths, lengths] = useWatch({ control: form.control, name: ['fitModel.girths', 'fitModel.lengths'] });
  const label = useLabels(form);
  const ordered = useFieldOrder(form);
  return (
    <Fold open={false} title="Body model (read-only)" meta={`${Object.keys(girths).length} girths, ${Object.keys(lengths).length} lengths`}>
      <p className={styles.hint}>
        Fitted on the source’s measurements: a girth is the intercept plus each answer times its figure, in centimetres. They change with
        the data they were fitted on, not here.
      </p>
      {/* Focusable: on a phone the table scrolls sideways, and a keyboard must be able to scroll it. */}
      <div className={styles.tableScroller} tabIndex={0} role="region" aria-label="Girths, scrolls sideways">
        <table className={styles.sizeTable}>
          <caption className={styles.tableCaption}>Girths (cm)</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Intercept</th>
              <th scope="col">Per cm of height</th>
              <th scope="col">Per kg of weight</th>
              <th scope="col">Per year of age</th>
              <th scope="col">Spread</th>
            </tr>
          </thead>
          <tbody>
            {ordered(girths).map(([key, girth]) => (
              <tr key={key}>
                <th scope="row">{label(key)}</th>
                <td>{figure(girth.intercept)}</td>
                <td>{figure(girth.perCmHeight)}</td>
                <td>{figure(girth.perKgWeight)}</td>
                <td>{figure(girth.perYearAge)}</td>
                <td>{figure(girth.residualSdCm)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {Object.keys(lengths).length > 0 ? (
        <div className={styles.tableScroller} tabIndex={0} role="region" aria-label="Lengths, scrolls sideways">
          <table className={styles.sizeTable}>
            <caption className={styles.tableCaption}>Lengths (share of height)</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Share</th>
                <th scope="col">Spread</th>
              </tr>
            </thead>
            <tbody>
              {ordered(lengths).map(([key, length]) => (
                <tr key={key}>
                  <th scope="row">{label(key)}</th>
                  <td>{figure(length.ratio)}</td>
                  <td>{figure(length.ratioSd)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Fold>
  );
}

function WarningsFold({ form }: { form: ConfigForm }) {
  const checks = useWatch({ control: form.control, name: 'fitChecks' });
  const fits = useNames(form, 'fits');
  const label = useLabels(form);
  const rules = checks.heightBands.length + checks.atMostShare.length + checks.notBelow.length;
  return (
    <Fold
      open={hasErrors(form.formState.errors, 'fitChecks')}
      title="Warnings on measurements"
      meta={`${rules} rules; far from the estimate beyond ${checks.farFromEstimateSds} spreads`}
    >
      <div className={styles.numberGrid}>
        <TextField
          form={form}
          name="fitChecks.farFromEstimateSds"
          label="Far from the estimate beyond (spreads)"
          hint="2 to 8 of the girth’s spread."
          numeric
        />
      </div>
      {checks.heightBands.length > 0 ? <h4 className={styles.subheading}>Lengths for the height (times the height)</h4> : null}
      <ol className={styles.rows}>
        {checks.heightBands.map((band, b) => (
          <li key={band.field}>
            <fieldset className={styles.row}>
              <legend className={styles.rowLegend}>{label(band.field)}</legend>
              <div className={styles.numberGrid}>
                <TextField form={form} name={`fitChecks.heightBands.${b}.min`} label="Shortest" numeric />
                <TextField form={form} name={`fitChecks.heightBands.${b}.max`} label="Longest" numeric />
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {checks.atMostShare.length > 0 ? <h4 className={styles.subheading}>One measurement at most a share of another</h4> : null}
      <ol className={styles.rows}>
        {checks.atMostShare.map((rule, r) => (
          <li key={r}>
            <TextField
              form={form}
              name={`fitChecks.atMostShare.${r}.share`}
              label={`${label(rule.field)}: at most this share of ${label(rule.other).toLowerCase()}`}
              numeric
            />
          </li>
        ))}
      </ol>
      {checks.notBelow.length > 0 ? <h4 className={styles.subheading}>One measurement not below another</h4> : null}
      <ol className={styles.rows}>
        {checks.notBelow.map((rule, r) => (
          <li key={r}>
            <fieldset className={styles.row}>
              <legend className={styles.rowLegend}>
                {label(rule.field)} not below {label(rule.other).toLowerCase()}
              </legend>
              <div className={styles.grid}>
                <KeyChecks form={form} name={`fitChecks.notBelow.${r}.fits`} legend="Asked with these fits" choices={fits} />
                <KeyChecks
                  form={form}
                  name={`fitChecks.notBelow.${r}.bellies`}
                  legend="Or with these belly answers"
                  choices={BELLIES.map((belly) => ({ value: belly, label: belly }))}
                />
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
    </Fold>
  );
}

/** The estimate over the form's numbers as they stand, for one body: what a change does before it is previewed. */
function TryEstimate({ form, type }: { form: ConfigForm; type: ProductType }) {
  const [height, setHeight] = useState('178');
  const [weight, setWeight] = useState('78');
  const [answer, setAnswer] = useState<string | null>(null);
  const tryIt = () => {
    const heightCm = Number(height);
    const weightKg = Number(weight);
    if (!(heightCm >= 120 && heightCm <= 230 && weightKg >= 35 && weightKg <= 250)) {
      setAnswer('A height from 120 to 230 cm and a weight from 35 to 250 kg.');
      return;
    }
    const made = configOfValues(form.getValues(), type);
    if ('problems' in made) {
      setAnswer('The form has problems: preview the changes to see them.');
      return;
    }
    const estimate = estimateFit(made.config, { heightCm, weightKg });
    setAnswer(
      `Size ${estimate.size}, ${estimate.fit} fit (${estimate.confidence.level} confidence, ${Math.round(estimate.confidence.probability * 100)}%).`,
    );
  };
  return (
    <div className={styles.subsection}>
      <h3 className={styles.subheading}>Try the estimate</h3>
      <div className={styles.tryRow}>
        <FormField
          label="Height (cm)"
          inputMode="decimal"
          autoComplete="off"
          looks={{ input: styles.number }}
          value={height}
          onChange={(event) => setHeight(event.target.value)}
        />
        <FormField
          label="Weight (kg)"
          inputMode="decimal"
          autoComplete="off"
          looks={{ input: styles.number }}
          value={weight}
          onChange={(event) => setWeight(event.target.value)}
        />
        <button type="button" className={ui.secondaryButton} onClick={tryIt}>
          Estimate with these numbers
        </button>
      </div>
      <p className={styles.tryAnswer} role="status">
        {answer}
      </p>
    </div>
  );
}

/** The fit estimate and the warnings on measurements, folded like the rest. */
export function FitSection({ form, type }: { form: ConfigForm; type: ProductType }) {
  return (
    <section className={ui.panel} aria-labelledby="config-fit">
      <h2 id="config-fit">Fit estimate and warnings</h2>
      <p className={styles.hint}>
        What the storefront’s size estimate and its questions about measurements that look mistaken read. Sizes and fits are this type’s
        own.
      </p>
      <TextArea
        form={form}
        name="fitModel.source"
        label="Source of the body model"
        hint="Customers read it in the estimate’s basis: “compared with …”."
        rows={2}
      />
      <ol className={styles.folds}>
        <li>
          <EaseFold form={form} />
        </li>
        <li>
          <ChoicesFold form={form} />
        </li>
        <li>
          <ConfidenceFold form={form} />
        </li>
        <li>
          <WarningsFold form={form} />
        </li>
        <li>
          <ModelFold form={form} />
        </li>
      </ol>
      <TryEstimate form={form} type={type} />
    </section>
  );
}
