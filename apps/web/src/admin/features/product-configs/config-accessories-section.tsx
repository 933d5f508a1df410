import { useFieldArray, useWatch } from 'react-hook-form';
import { FormField } from '../../../lib/ui/form-field';
import ui from '../../lib/ui/admin-ui.module.css';
import {
  CheckField,
  errorAt,
  Fold,
  hasErrors,
  ListProblem,
  OptionRows,
  RowActions,
  SelectField,
  TextArea,
  TextField,
  type Choice,
  type ConfigForm,
} from './config-fields';
import { ACCESSORY_LISTS, emptyItem, variantsNamed, type AccessoryList, type ItemValues } from './config-accessories-values';
import type { ConfigFormValues } from './config-form-values';
import { LIST_WORDS } from './config-words';
import styles from './product-configs.module.css';

const KIND_WORDS: Record<ItemValues['kind'], string> = {
  choice: 'A choice of options',
  toggle: 'An add-on, on or off',
  text: 'A text the customer types',
};

const LIST_HINTS: Record<AccessoryList, string> = {
  fabric: 'Cloth-related extras, such as a contrast collar.',
  initials: 'The initials, where they go and their colour.',
  addOns: 'Extras the customer ticks.',
  others: 'Anything else, such as notes for the tailor.',
};

/** The add-on variants an item may be priced by: each named as the configuration read names it, with its price now. */
function useVariantChoices(form: ConfigForm, names: ReadonlyMap<string, string>): Choice[] {
  const prices = useWatch({ control: form.control, name: 'prices' });
  return prices.map((price) => ({
    value: price.variantId,
    label: `${names.get(price.variantId) ?? price.variantId}${price.amount ? ` (SGD ${price.amount})` : ''}`,
  }));
}

function Item({
  form,
  list,
  index,
  count,
  move,
  remove,
  variants,
}: {
  form: ConfigForm;
  list: AccessoryList;
  index: number;
  count: number;
  move(from: number, to: number): void;
  remove(index: number): void;
  variants: Choice[];
}) {
  const base = `accessories.${list}.${index}` as const;
  const options = useFieldArray({ control: form.control, name: `${base}.options` });
  const item = useWatch({ control: form.control, name: base });
  const title = item.value || item.key || `Item ${index + 1}`;
  const optionChoices = item.options
    .filter((option) => option.key !== '')
    .map((option) => ({ value: option.key, label: option.name || option.key }));
  return (
    <Fold open={hasErrors(form.formState.errors, base)} title={title} meta={`${KIND_WORDS[item.kind]}${item.display ? '' : ', hidden'}`}>
      <div className={styles.grid}>
        <TextField
          form={form}
          name={`${base}.key`}
          label="Key"
          hint="Lower-case words joined by dashes; in the design’s address."
          spellCheck={false}
        />
        <TextField form={form} name={`${base}.value`} label="Name" />
        <SelectField
          form={form}
          name={`${base}.kind`}
          label="Kind"
          choices={Object.entries(KIND_WORDS).map(([value, label]) => ({ value, label }))}
        />
        <div className={styles.checkCell}>
          <CheckField form={form} name={`${base}.display`} label="Shown to the customer" />
        </div>
        <TextArea form={form} name={`${base}.description`} label="Description" rows={2} />
      </div>
      {item.kind === 'toggle' ? (
        <div className={styles.grid}>
          <SelectField
            form={form}
            name={`${base}.variantId`}
            label="Priced by"
            hint="The add-on charged when it is ticked."
            choices={variants}
          />
        </div>
      ) : null}
      {item.kind === 'text' ? (
        <div className={styles.grid}>
          <TextField form={form} name={`${base}.maxLength`} label="Longest length (characters)" numeric />
          <TextField
            form={form}
            name={`${base}.pattern`}
            label="Pattern (optional)"
            hint="A regular expression the whole text must match."
            spellCheck={false}
          />
          <TextField form={form} name={`${base}.placeholder`} label="Placeholder (optional)" />
          <SelectField
            form={form}
            name={`${base}.variantId`}
            label="Priced by"
            hint="Charged when the text is filled in."
            choices={variants}
            empty="Free"
          />
        </div>
      ) : null}
      {item.kind === 'choice' ? (
        <>
          <div className={styles.grid}>
            <SelectField form={form} name={`${base}.default`} label="Starts on" choices={optionChoices} />
          </div>
          <OptionRows
            form={form}
            name={`${base}.options`}
            ids={options.fields.map((option) => option.id)}
            names={item.options.map((option) => option.name || option.key)}
            owner={title}
            move={options.move}
            remove={options.remove}
            add={() => options.append({ key: '', name: '', variantId: '' })}
          >
            {(at) => (
              <>
                <TextField form={form} name={`${base}.options.${at}.key`} label="Key" spellCheck={false} />
                <TextField form={form} name={`${base}.options.${at}.name`} label="Name" />
                <SelectField form={form} name={`${base}.options.${at}.variantId`} label="Priced by" choices={variants} empty="Free" />
              </>
            )}
          </OptionRows>
        </>
      ) : (
        <ListProblem form={form} name={`${base}.options`} />
      )}
      <div className={styles.groupActions}>
        <RowActions name={title} index={index} count={count} move={move} remove={remove} />
      </div>
    </Fold>
  );
}

function AccessoryListFields({ form, list, variants }: { form: ConfigForm; list: AccessoryList; variants: Choice[] }) {
  const items = useFieldArray({ control: form.control, name: `accessories.${list}` });
  return (
    <div className={styles.subsection}>
      <h3 className={styles.subheading}>{LIST_WORDS[list]}</h3>
      <p className={styles.hint}>{LIST_HINTS[list]}</p>
      {items.fields.length === 0 ? <p className={styles.hint}>None.</p> : null}
      <ol className={styles.folds}>
        {items.fields.map((item, index) => (
          <li key={item.id}>
            <Item
              form={form}
              list={list}
              index={index}
              count={items.fields.length}
              move={items.move}
              remove={items.remove}
              variants={variants}
            />
          </li>
        ))}
      </ol>
      <button type="button" className={ui.secondaryButton} onClick={() => items.append(emptyItem())}>
        Add to {LIST_WORDS[list].toLowerCase()}
      </button>
    </div>
  );
}

/** The accessories, in their four lists, each item with the fields its kind needs. */
export function AccessoriesSection({ form, names }: { form: ConfigForm; names: ReadonlyMap<string, string> }) {
  const variants = useVariantChoices(form, names);
  return (
    <section className={ui.panel} aria-labelledby="config-accessories">
      <h2 id="config-accessories">Accessories</h2>
      {ACCESSORY_LISTS.map((list) => (
        <AccessoryListFields key={list} form={form} list={list} variants={variants} />
      ))}
    </section>
  );
}

/** Whether a variant is named by the accessories as the form holds them now. */
function useNamedVariants(form: ConfigForm): Set<string> {
  const accessories = useWatch({ control: form.control, name: 'accessories' });
  const asDocument = Object.fromEntries(
    ACCESSORY_LISTS.map((list) => [
      list,
      accessories[list].map((item) => ({
        variantId: item.kind === 'choice' ? null : item.variantId || null,
        options: item.kind === 'choice' ? item.options.map((option) => ({ variantId: option.variantId || null })) : [],
      })),
    ]),
  ) as unknown as Parameters<typeof variantsNamed>[0];
  return new Set(variantsNamed(asDocument));
}

/** The SGD price of each add-on the type has, in dollars (the request carries cents). */
export function PricesSection({ form, names }: { form: ConfigForm; names: ReadonlyMap<string, string> }) {
  const prices = useWatch({ control: form.control, name: 'prices' }) as ConfigFormValues['prices'];
  const named = useNamedVariants(form);
  return (
    <section className={ui.panel} aria-labelledby="config-prices">
      <h2 id="config-prices">Add-on prices</h2>
      <p className={styles.hint}>
        In SGD; other currencies follow the exchange rates (a fixed price set for a currency still wins). A new price is charged from the
        moment the version is published.
      </p>
      {prices.length === 0 ? <p className={styles.hint}>This type has no add-ons.</p> : null}
      <ul className={styles.prices}>
        {prices.map((price, index) => {
          const name = names.get(price.variantId) ?? price.variantId;
          const used = named.has(price.variantId);
          return (
            <li key={price.variantId}>
              <FormField
                label={`${name} (SGD)`}
                hint={used ? undefined : 'No item of this configuration is priced by it: its price is not sent.'}
                inputMode="decimal"
                autoComplete="off"
                placeholder="15.00"
                looks={{ input: styles.number }}
                error={errorAt(form.formState.errors, `prices.${index}.amount`)}
                {...form.register(`prices.${index}.amount`)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
