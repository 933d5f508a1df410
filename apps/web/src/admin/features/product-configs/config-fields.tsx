import { useState, type ReactNode } from 'react';
import { useController, useWatch, type FieldErrors, type Path, type UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../lib/ui/form-field';
import ui from '../../lib/ui/admin-ui.module.css';
import { Check, CheckGroup } from '../../lib/ui/check-group';
import type { ConfigFormValues } from './config-form-values';
import styles from './product-configs.module.css';

/** The configuration form, as every section of it takes it. */
export type ConfigForm = UseFormReturn<ConfigFormValues>;
export type ConfigPath = Path<ConfigFormValues>;

/** A message beside its field, as a sentence. */
const sentence = (message: string | undefined): string | undefined =>
  message ? message.charAt(0).toUpperCase() + message.slice(1) : message;

function nodeAt(errors: FieldErrors<ConfigFormValues>, path: string): unknown {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return node;
}

/** The problem on a field of the form (a list's own problem too), in words. */
export function errorAt(errors: FieldErrors<ConfigFormValues>, path: string): string | undefined {
  const found = nodeAt(errors, path) as { message?: string; root?: { message?: string } } | undefined;
  return sentence(found?.message ?? found?.root?.message);
}

/** Whether anything under `path` has a problem (a folded part then opens to show it). */
export const hasErrors = (errors: FieldErrors<ConfigFormValues>, path: string): boolean => nodeAt(errors, path) !== undefined;

/**
 * A part of the form that folds away; it opens by itself when something in it has a problem. Its
 * fields are drawn only while it is open (the form keeps their values): a shirt's whole
 * configuration is some two thousand controls.
 */
export function Fold({ title, meta, open: forced, children }: { title: ReactNode; meta: ReactNode; open: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const shown = open || forced;
  return (
    <details className={styles.fold} open={shown} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.foldSummary}>
        <span className={styles.foldTitle}>{title}</span>
        <span className={styles.foldMeta}>{meta}</span>
      </summary>
      {shown ? <div className={styles.foldBody}>{children}</div> : null}
    </details>
  );
}

interface FieldProps {
  form: ConfigForm;
  name: ConfigPath;
  label: ReactNode;
  hint?: ReactNode;
  wide?: boolean;
}

/** One line of text (or a number, typed as text). */
export function TextField({
  form,
  name,
  label,
  hint,
  wide = false,
  numeric = false,
  spellCheck,
}: FieldProps & { numeric?: boolean; spellCheck?: boolean }) {
  return (
    <FormField
      className={wide ? styles.wide : undefined}
      label={label}
      hint={hint}
      inputMode={numeric ? 'decimal' : undefined}
      autoComplete="off"
      spellCheck={spellCheck}
      looks={{ input: numeric ? styles.number : styles.input }}
      error={errorAt(form.formState.errors, name)}
      {...form.register(name)}
    />
  );
}

/** Several lines of text. */
export function TextArea({ form, name, label, hint, wide = true, rows = 3 }: FieldProps & { rows?: number }) {
  return (
    <FormField
      className={wide ? styles.wide : undefined}
      label={label}
      hint={hint}
      error={errorAt(form.formState.errors, name)}
      control={(control) => <textarea className={styles.textarea} rows={rows} {...control} {...form.register(name)} />}
    />
  );
}

export interface Choice {
  value: string;
  label: string;
}

/** One of a list; a value the list does not hold (a key since renamed) is still shown, so nothing changes unseen. */
export function SelectField({ form, name, label, hint, choices, empty }: FieldProps & { choices: readonly Choice[]; empty?: string }) {
  const value = useWatch({ control: form.control, name }) as unknown;
  const missing = typeof value === 'string' && value !== '' && !choices.some((choice) => choice.value === value);
  return (
    <FormField
      label={label}
      hint={hint}
      error={errorAt(form.formState.errors, name)}
      control={(control) => (
        <select className={styles.select} {...control} {...form.register(name)}>
          {empty !== undefined || value === '' ? <option value="">{empty ?? 'Choose…'}</option> : null}
          {missing ? <option value={value}>{value} (not in the list)</option> : null}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** A yes or no. */
export function CheckField({ form, name, label }: { form: ConfigForm; name: ConfigPath; label: ReactNode }) {
  return <Check label={label} {...form.register(name)} />;
}

/**
 * Some keys of a list, as checkboxes: kept in the list's order, so ticking and unticking gives back
 * what was there; a key the list no longer holds stays shown, ticked, until it is unticked.
 */
export function KeyChecks({
  form,
  name,
  legend,
  choices,
}: {
  form: ConfigForm;
  name: ConfigPath;
  legend: ReactNode;
  choices: readonly Choice[];
}) {
  const { field } = useController({ control: form.control, name });
  const chosen = Array.isArray(field.value) ? (field.value as string[]) : [];
  const unknown = chosen.filter((key) => !choices.some((choice) => choice.value === key));
  const shown = [...choices, ...unknown.map((key) => ({ value: key, label: `${key} (not in the list)` }))];
  const error = errorAt(form.formState.errors, name);
  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    field.onChange(shown.map((choice) => choice.value).filter((value) => next.has(value)));
  };
  return (
    <CheckGroup legend={legend} hint={shown.length === 0 ? 'Choose the group first.' : undefined} error={error}>
      {shown.map((choice, at) => (
        <Check
          key={choice.value}
          label={choice.label}
          ref={at === 0 ? field.ref : undefined}
          checked={chosen.includes(choice.value)}
          onChange={(event) => toggle(choice.value, event.target.checked)}
          onBlur={field.onBlur}
        />
      ))}
    </CheckGroup>
  );
}

/** A list's own problem (too few options, an option ruled out everywhere), under the list. */
export function ListProblem({ form, name }: { form: ConfigForm; name: string }) {
  const error = errorAt(form.formState.errors, name);
  return error ? (
    <p className={styles.problem} role="alert">
      {error}
    </p>
  ) : null;
}

/** The address of one of the shop's pictures, with the picture beside it. */
export function PictureField({ form, name, label }: { form: ConfigForm; name: ConfigPath; label: ReactNode }) {
  const address = useWatch({ control: form.control, name }) as unknown;
  const shown = typeof address === 'string' && /^\/api\/media\/[A-Za-z0-9_-]{1,120}$/.test(address) ? address : null;
  return (
    <div className={styles.picture}>
      <TextField form={form} name={name} label={label} hint="One of the shop’s pictures: /api/media/…" spellCheck={false} />
      {shown ? (
        <img className={styles.thumbnail} src={shown} alt="" width={56} height={56} loading="lazy" />
      ) : (
        <span className={styles.noThumbnail} aria-hidden="true" />
      )}
    </div>
  );
}

/** Move up, move down and remove, for one row of a list. */
export function RowActions({
  name,
  index,
  count,
  move,
  remove,
}: {
  name: string;
  index: number;
  count: number;
  move(from: number, to: number): void;
  remove(index: number): void;
}) {
  return (
    <div className={styles.rowActions}>
      <button
        type="button"
        className={styles.small}
        onClick={() => move(index, index - 1)}
        disabled={index === 0}
        aria-label={`Move ${name} up`}
      >
        Up
      </button>
      <button
        type="button"
        className={styles.small}
        onClick={() => move(index, index + 1)}
        disabled={index === count - 1}
        aria-label={`Move ${name} down`}
      >
        Down
      </button>
      <button type="button" className={styles.smallDanger} onClick={() => remove(index)} aria-label={`Remove ${name}`}>
        Remove
      </button>
    </div>
  );
}

/** The options of a style group or of an accessory: each in its own box, moved or removed, and one more added. */
export function OptionRows({
  form,
  name,
  ids,
  names,
  owner,
  move,
  remove,
  add,
  children,
}: {
  form: ConfigForm;
  /** The list's path, where a problem with the list itself shows. */
  name: string;
  ids: readonly string[];
  names: readonly string[];
  owner: string;
  move(from: number, to: number): void;
  remove(index: number): void;
  add(): void;
  children(index: number): ReactNode;
}) {
  return (
    <>
      <h4 className={styles.subheading}>Options</h4>
      <ol className={styles.rows}>
        {ids.map((id, at) => {
          const option = names[at] || `option ${at + 1}`;
          return (
            <li key={id}>
              <fieldset className={styles.row}>
                <legend className={styles.rowLegend}>
                  Option {at + 1}: {option}
                </legend>
                <div className={styles.optionGrid}>{children(at)}</div>
                <RowActions name={`${owner}: ${option}`} index={at} count={ids.length} move={move} remove={remove} />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <ListProblem form={form} name={name} />
      <div className={styles.listActions}>
        <button type="button" className={ui.secondaryButton} onClick={add}>
          Add an option to {owner}
        </button>
      </div>
    </>
  );
}
