import { useFieldArray, useWatch } from 'react-hook-form';
import ui from '../../lib/ui/admin-ui.module.css';
import { CheckGroup, FieldGroup } from '../../lib/ui/check-group';
import { CheckField, errorAt, Fold, hasErrors, RowActions, SelectField, TextArea, TextField, type ConfigForm } from './config-fields';
import { emptyField, isTabled, type FieldValues } from './config-measurements-values';
import styles from './product-configs.module.css';

const TYPE_WORDS: Record<FieldValues['type'], string> = { display: 'A number (inches)', dropdown: 'A choice' };

const shownWith = (visibility: FieldValues['visibility']): string => {
  const methods = [
    visibility.standard ? 'standard sizes' : null,
    visibility.body ? 'body' : null,
    visibility.saved ? 'saved' : null,
  ].filter(Boolean);
  return methods.length > 0 ? `shown with ${methods.join(', ')}` : 'never shown';
};

function MeasurementField({
  form,
  index,
  count,
  move,
  remove,
}: {
  form: ConfigForm;
  index: number;
  count: number;
  move(from: number, to: number): void;
  remove(index: number): void;
}) {
  const base = `measurements.fields.${index}` as const;
  const field = useWatch({ control: form.control, name: base });
  const title = field.label || field.key || `Field ${index + 1}`;
  const choices = field.options
    .split('\n')
    .map((option) => option.trim())
    .filter((option) => option !== '')
    .map((option) => ({ value: option, label: option }));
  return (
    <Fold
      open={hasErrors(form.formState.errors, base)}
      title={title}
      meta={`${TYPE_WORDS[field.type]}, ${shownWith(field.visibility)}${field.type === 'display' && field.lower && field.upper ? `, ${field.lower} to ${field.upper}` : ''}`}
    >
      <div className={styles.grid}>
        <TextField form={form} name={`${base}.key`} label="Key" spellCheck={false} />
        <TextField form={form} name={`${base}.label`} label="Label" />
        <SelectField
          form={form}
          name={`${base}.type`}
          label="Type"
          choices={Object.entries(TYPE_WORDS).map(([value, label]) => ({ value, label }))}
        />
        <TextArea form={form} name={`${base}.comments`} label="How to measure" rows={2} />
      </div>
      <CheckGroup legend="Shown with" error={errorAt(form.formState.errors, `${base}.visibility.standard`)}>
        <CheckField form={form} name={`${base}.visibility.standard`} label="Standard sizes" />
        <CheckField form={form} name={`${base}.visibility.body`} label="Body measurements" />
        <CheckField form={form} name={`${base}.visibility.saved`} label="Saved measurements" />
      </CheckGroup>
      {field.type === 'display' ? (
        <div className={styles.numberGrid}>
          <TextField form={form} name={`${base}.lower`} label="Lowest (in)" numeric />
          <TextField form={form} name={`${base}.upper`} label="Highest (in)" numeric />
          <TextField
            form={form}
            name={`${base}.value`}
            label="Starting value (in)"
            hint="Where no size table applies; empty for none."
            numeric
          />
          <TextField form={form} name={`${base}.step`} label="Plus and minus step (in)" numeric />
          <TextField form={form} name={`${base}.rounding`} label="Rounded to (in)" numeric />
          {field.visibility.standard ? (
            <>
              <TextField
                form={form}
                name={`${base}.adjustMin`}
                label="Standard sizes: down to (in)"
                hint="How far a customer may move the size table’s value, 0 or below."
                numeric
              />
              <TextField form={form} name={`${base}.adjustMax`} label="Standard sizes: up to (in)" hint="0 or above." numeric />
            </>
          ) : null}
        </div>
      ) : (
        <div className={styles.grid}>
          <TextArea form={form} name={`${base}.options`} label="Choices, one a line" wide={false} rows={4} />
          <SelectField form={form} name={`${base}.default`} label="Starts on" choices={choices} />
        </div>
      )}
      <div className={styles.groupActions}>
        <RowActions name={`the field ${title}`} index={index} count={count} move={move} remove={remove} />
      </div>
    </Fold>
  );
}

/** Every field's column of the size table, changed with the sizes or fits (a row or a column added, removed or moved). */
function useTableReshape(form: ConfigForm) {
  return (change: (table: string[][]) => string[][]) => {
    form.getValues('measurements.fields').forEach((field, index) => {
      form.setValue(`measurements.fields.${index}.table`, change(field.table.map((row) => [...row])), { shouldDirty: true });
    });
  };
}

const moved = <T,>(list: T[], from: number, to: number): T[] => {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
};

function NameList({ form, part, label }: { form: ConfigForm; part: 'sizes' | 'fits'; label: string }) {
  const list = useFieldArray({ control: form.control, name: `measurements.${part}` });
  const names = useWatch({ control: form.control, name: `measurements.${part}` });
  const reshape = useTableReshape(form);
  const fitCount = () => form.getValues('measurements.fits').length;
  const add = () => {
    if (part === 'sizes') reshape((table) => [...table, Array.from({ length: fitCount() }, () => '')]);
    else reshape((table) => table.map((row) => [...row, '']));
    list.append({ name: '' });
  };
  const remove = (index: number) => {
    reshape((table) =>
      part === 'sizes' ? table.filter((_, at) => at !== index) : table.map((row) => row.filter((_, at) => at !== index)),
    );
    list.remove(index);
  };
  const move = (from: number, to: number) => {
    reshape((table) => (part === 'sizes' ? moved(table, from, to) : table.map((row) => moved(row, from, to))));
    list.move(from, to);
  };
  return (
    <FieldGroup legend={label}>
      <ol className={styles.inlineRows}>
        {list.fields.map((entry, index) => (
          <li key={entry.id} className={styles.inlineRow}>
            <TextField form={form} name={`measurements.${part}.${index}.name`} label={`${label.replace(/s$/, '')} ${index + 1}`} />
            <RowActions
              name={`${label.replace(/s$/, '').toLowerCase()} ${names[index]?.name || index + 1}`}
              index={index}
              count={list.fields.length}
              move={move}
              remove={remove}
            />
          </li>
        ))}
      </ol>
      <button type="button" className={styles.small} onClick={add}>
        Add a {label.replace(/s$/, '').toLowerCase()}
      </button>
    </FieldGroup>
  );
}

/** One fit's table: a row per size, a column per number field shown with standard sizes. */
function FitTable({
  form,
  fit,
  fitIndex,
  sizes,
  columns,
}: {
  form: ConfigForm;
  fit: string;
  fitIndex: number;
  sizes: string[];
  columns: { index: number; label: string }[];
}) {
  const { errors } = form.formState;
  const problems = sizes.flatMap((size, s) =>
    columns.flatMap((column) => {
      const message = errorAt(errors, `measurements.fields.${column.index}.table.${s}.${fitIndex}`);
      return message ? [{ id: `size-${fitIndex}-${s}-${column.index}`, text: `${size}, ${column.label}: ${message}` }] : [];
    }),
  );
  return (
    <Fold open={problems.length > 0} title={fit || `Fit ${fitIndex + 1}`} meta={`${sizes.length} sizes, ${columns.length} measurements`}>
      <div className={styles.tableScroller}>
        <table className={styles.sizeTable}>
          <caption className="visually-hidden">Finished measurements in inches, {fit} fit</caption>
          <thead>
            <tr>
              <th scope="col">Size</th>
              {columns.map((column) => (
                <th key={column.index} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sizes.map((size, s) => (
              <tr key={s}>
                <th scope="row">{size}</th>
                {columns.map((column) => {
                  const name = `measurements.fields.${column.index}.table.${s}.${fitIndex}` as const;
                  const invalid = Boolean(errorAt(errors, name));
                  return (
                    <td key={column.index}>
                      <input
                        className={styles.cell}
                        inputMode="decimal"
                        autoComplete="off"
                        aria-label={`${size}, ${fit}: ${column.label}`}
                        aria-invalid={invalid || undefined}
                        aria-describedby={invalid ? `size-${fitIndex}-${s}-${column.index}` : undefined}
                        {...form.register(name)}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {problems.length > 0 ? (
        <ul className={styles.cellProblems} role="alert">
          {problems.map((problem) => (
            <li key={problem.id} id={problem.id}>
              {problem.text}
            </li>
          ))}
        </ul>
      ) : null}
    </Fold>
  );
}

function SizeTables({ form }: { form: ConfigForm }) {
  const fields = useWatch({ control: form.control, name: 'measurements.fields' });
  const sizes = useWatch({ control: form.control, name: 'measurements.sizes' }).map((size, at) => size.name || `Size ${at + 1}`);
  const fits = useWatch({ control: form.control, name: 'measurements.fits' });
  const columns = fields.flatMap((field, index) =>
    isTabled(field) ? [{ index, label: field.label || field.key || `Field ${index + 1}` }] : [],
  );
  return (
    <>
      <h3 className={styles.subheading}>Size table</h3>
      <p className={styles.hint}>
        The finished measurements of each standard size, in inches: every size, every fit, every number field shown with standard sizes,
        within the field’s bounds.
      </p>
      <ol className={styles.folds}>
        {fits.map((fit, index) => (
          <li key={index}>
            <FitTable form={form} fit={fit.name} fitIndex={index} sizes={sizes} columns={columns} />
          </li>
        ))}
      </ol>
    </>
  );
}

/** The measurement fields, the sizes and fits with their table, and the sizing advice. */
export function MeasurementsSection({ form }: { form: ConfigForm }) {
  const fields = useFieldArray({ control: form.control, name: 'measurements.fields' });
  const advice = useFieldArray({ control: form.control, name: 'measurements.advice' });
  const addField = () => fields.append(emptyField(form.getValues('measurements.sizes').length, form.getValues('measurements.fits').length));
  return (
    <>
      <section className={ui.panel} aria-labelledby="config-measurements">
        <h2 id="config-measurements">Measurement fields</h2>
        <p className={styles.hint}>In inches, in the order of the measurement step.</p>
        <ol className={styles.folds}>
          {fields.fields.map((field, index) => (
            <li key={field.id}>
              <MeasurementField form={form} index={index} count={fields.fields.length} move={fields.move} remove={fields.remove} />
            </li>
          ))}
        </ol>
        <button type="button" className={ui.secondaryButton} onClick={addField}>
          Add a measurement field
        </button>
      </section>
      <section className={ui.panel} aria-labelledby="config-sizes">
        <h2 id="config-sizes">Sizes</h2>
        <div className={styles.twoColumns}>
          <NameList form={form} part="sizes" label="Sizes" />
          <NameList form={form} part="fits" label="Fits" />
        </div>
        <SizeTables form={form} />
        <h3 className={styles.subheading}>Sizing advice</h3>
        <ol className={styles.rows}>
          {advice.fields.map((entry, index) => (
            <li key={entry.id} className={styles.adviceRow}>
              <TextArea form={form} name={`measurements.advice.${index}.text`} label={`Advice ${index + 1}`} rows={2} />
              <button
                type="button"
                className={styles.smallDanger}
                onClick={() => advice.remove(index)}
                aria-label={`Remove advice ${index + 1}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
        <button type="button" className={ui.secondaryButton} onClick={() => advice.append({ text: '' })}>
          Add advice
        </button>
      </section>
    </>
  );
}
