import { useFieldArray, useWatch } from 'react-hook-form';
import ui from '../../lib/ui/admin-ui.module.css';
import {
  Fold,
  hasErrors,
  KeyChecks,
  OptionRows,
  PictureField,
  RowActions,
  SelectField,
  TextArea,
  TextField,
  type Choice,
  type ConfigForm,
} from './config-fields';
import { emptyException, emptyGroup, emptyOption, type GroupValues } from './config-styles-values';
import styles from './product-configs.module.css';

/** The style groups' keys and names, for the selects that name a group. */
function useGroupChoices(form: ConfigForm): { groups: GroupValues[]; choices: Choice[] } {
  const groups = useWatch({ control: form.control, name: 'styles' });
  return {
    groups,
    choices: groups
      .filter((group) => group.key !== '')
      .map((group) => ({ value: group.key, label: group.name ? `${group.name} (${group.key})` : group.key })),
  };
}

const optionChoices = (group: GroupValues | undefined): Choice[] =>
  (group?.options ?? [])
    .filter((option) => option.key !== '')
    .map((option) => ({ value: option.key, label: option.value ? `${option.value} (${option.key})` : option.key }));

function StyleGroup({
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
  const base = `styles.${index}` as const;
  const options = useFieldArray({ control: form.control, name: `${base}.options` });
  const group = useWatch({ control: form.control, name: base });
  const title = group.name || group.key || `Group ${index + 1}`;
  return (
    <Fold
      open={hasErrors(form.formState.errors, base)}
      title={title}
      meta={`${group.options.length} ${group.options.length === 1 ? 'option' : 'options'}${group.default ? `, starts on ${group.options.find((option) => option.key === group.default)?.value ?? group.default}` : ''}`}
    >
      <div className={styles.grid}>
        <TextField
          form={form}
          name={`${base}.key`}
          label="Key"
          hint="Lower-case words joined by dashes; in the design’s address."
          spellCheck={false}
        />
        <TextField form={form} name={`${base}.name`} label="Name" />
        <SelectField form={form} name={`${base}.default`} label="Starts on" choices={optionChoices(group)} />
        <PictureField form={form} name={`${base}.image`} label="Picture" />
        <TextArea form={form} name={`${base}.description`} label="Description" rows={2} />
      </div>
      <OptionRows
        form={form}
        name={`${base}.options`}
        ids={options.fields.map((option) => option.id)}
        names={group.options.map((option) => option.value || option.key)}
        owner={title}
        move={options.move}
        remove={options.remove}
        add={() => options.append(emptyOption())}
      >
        {(at) => (
          <>
            <TextField form={form} name={`${base}.options.${at}.key`} label="Key" spellCheck={false} />
            <TextField form={form} name={`${base}.options.${at}.value`} label="Name" />
            <PictureField form={form} name={`${base}.options.${at}.image`} label="Picture" />
            <TextArea form={form} name={`${base}.options.${at}.description`} label="Description" rows={2} />
          </>
        )}
      </OptionRows>
      <div className={styles.groupActions}>
        <RowActions name={`the group ${title}`} index={index} count={count} move={move} remove={remove} />
      </div>
    </Fold>
  );
}

/** The groups written on the cart line (`styleKeys`), in their own order. */
function CartLineGroups({ form }: { form: ConfigForm }) {
  const keys = useFieldArray({ control: form.control, name: 'styleKeys' });
  const { choices } = useGroupChoices(form);
  return (
    <div className={styles.subsection}>
      <h3 className={styles.subheading}>Written on the cart line</h3>
      <p className={styles.hint}>
        The groups whose choice names the piece in the cart and on the order (a shirt: its collar; a jacket: its style, then its make).
      </p>
      <ol className={styles.inlineRows}>
        {keys.fields.map((entry, at) => (
          <li key={entry.id} className={styles.inlineRow}>
            <SelectField form={form} name={`styleKeys.${at}.key`} label={`Cart line group ${at + 1}`} choices={choices} />
            <RowActions name={`cart line group ${at + 1}`} index={at} count={keys.fields.length} move={keys.move} remove={keys.remove} />
          </li>
        ))}
      </ol>
      <button type="button" className={ui.secondaryButton} onClick={() => keys.append({ key: '' })}>
        Add a group to the cart line
      </button>
    </div>
  );
}

/** Style groups with their options, in the customiser's order, and the groups on the cart line. */
export function StylesSection({ form }: { form: ConfigForm }) {
  const groups = useFieldArray({ control: form.control, name: 'styles' });
  return (
    <section className={ui.panel} aria-labelledby="config-styles">
      <h2 id="config-styles">Style groups</h2>
      <p className={styles.hint}>One step of the customiser each, in this order. Open a group to edit it and its options.</p>
      <ol className={styles.folds}>
        {groups.fields.map((group, index) => (
          <li key={group.id}>
            <StyleGroup form={form} index={index} count={groups.fields.length} move={groups.move} remove={groups.remove} />
          </li>
        ))}
      </ol>
      <button type="button" className={ui.secondaryButton} onClick={() => groups.append(emptyGroup())}>
        Add a style group
      </button>
      <CartLineGroups form={form} />
    </section>
  );
}

function ExceptionRule({
  form,
  index,
  groups,
  choices,
  remove,
}: {
  form: ConfigForm;
  index: number;
  groups: GroupValues[];
  choices: Choice[];
  remove(index: number): void;
}) {
  const base = `exceptions.${index}` as const;
  const targets = useFieldArray({ control: form.control, name: `${base}.notSuitable` });
  const rule = useWatch({ control: form.control, name: base });
  const groupOf = (key: string) => groups.find((group) => group.key === key);
  const when = groupOf(rule.when.group);
  const whenOption = when?.options.find((option) => option.key === rule.when.option);
  const title = when && whenOption ? `When ${when.name} is ${whenOption.value}` : `Exception ${index + 1}`;
  return (
    <fieldset className={styles.row}>
      <legend className={styles.rowLegend}>{title}</legend>
      <div className={styles.grid}>
        <SelectField form={form} name={`${base}.when.group`} label="When the group" choices={choices} />
        <SelectField form={form} name={`${base}.when.option`} label="is set to" choices={optionChoices(when)} />
      </div>
      <p className={styles.hint}>these options of other groups are not suitable (the customiser disables them):</p>
      <ol className={styles.rows}>
        {targets.fields.map((target, at) => {
          const group = groupOf(rule.notSuitable[at]?.group ?? '');
          return (
            <li key={target.id} className={styles.target}>
              <SelectField
                form={form}
                name={`${base}.notSuitable.${at}.group`}
                label="Group"
                choices={choices.filter((choice) => choice.value !== rule.when.group)}
              />
              <KeyChecks
                form={form}
                name={`${base}.notSuitable.${at}.options`}
                legend={`Not suitable in ${group?.name ?? 'this group'}`}
                choices={optionChoices(group)}
              />
              <button
                type="button"
                className={styles.smallDanger}
                onClick={() => targets.remove(at)}
                aria-label={`Remove ${group?.name ?? `group ${at + 1}`} from ${title}`}
              >
                Remove
              </button>
            </li>
          );
        })}
      </ol>
      <div className={styles.listActions}>
        <button type="button" className={styles.small} onClick={() => targets.append({ group: '', options: [] })}>
          Add a group to this rule
        </button>
        <button type="button" className={styles.smallDanger} onClick={() => remove(index)} aria-label={`Remove the exception: ${title}`}>
          Remove the exception
        </button>
      </div>
    </fieldset>
  );
}

/** Options that rule out options of other groups. */
export function ExceptionsSection({ form }: { form: ConfigForm }) {
  const rules = useFieldArray({ control: form.control, name: 'exceptions' });
  const { groups, choices } = useGroupChoices(form);
  return (
    <section className={ui.panel} aria-labelledby="config-exceptions">
      <h2 id="config-exceptions">Exceptions</h2>
      <p className={styles.hint}>A rule never rules out every option of a group, nor the design the customiser starts on.</p>
      <Fold
        open={hasErrors(form.formState.errors, 'exceptions')}
        title="Rules"
        meta={rules.fields.length === 1 ? '1 rule' : `${rules.fields.length} rules`}
      >
        <ol className={styles.rows}>
          {rules.fields.map((rule, index) => (
            <li key={rule.id}>
              <ExceptionRule form={form} index={index} groups={groups} choices={choices} remove={rules.remove} />
            </li>
          ))}
        </ol>
        <button type="button" className={ui.secondaryButton} onClick={() => rules.append(emptyException())}>
          Add an exception
        </button>
      </Fold>
    </section>
  );
}
