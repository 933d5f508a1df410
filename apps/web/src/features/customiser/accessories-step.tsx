import type { AccessoryItem, ProductConfig } from '@selvedge/contract';
import { acceptableText, textProblem } from '@selvedge/domain';
import { RadioGroup } from 'radix-ui';
import { memo, useId, useMemo, useState } from 'react';
import styles from './accessories-step.module.css';
import { accessorySections, surchargeText } from './accessory-sections';
import stepStyles from './step.module.css';

/** Longer texts than this get a text area rather than a one-line field. */
const ONE_LINE_MAX = 40;

export interface AccessoryChange {
  item: AccessoryItem;
  /** An option key, true for a toggle that is on, the text typed; null to take it off. */
  value: string | true | null;
}

interface AccessoriesStepProps {
  config: ProductConfig;
  accessories: Record<string, string | true>;
  onChange(change: AccessoryChange): void;
}

/** Fabric options, initials, add-ons and notes: whatever the configuration offers, with their prices. */
export const AccessoriesStep = memo(function AccessoriesStep({ config, accessories, onChange }: AccessoriesStepProps) {
  const sections = useMemo(() => accessorySections(config), [config]);
  const baseId = useId();
  return (
    <div className={stepStyles.step}>
      <div className={stepStyles.head}>
        <h2 className={stepStyles.heading}>Accessories</h2>
        <p className={stepStyles.description}>The finishing touches. Everything here is optional.</p>
      </div>
      {sections.map((section) => (
        <section key={section.key} className={styles.section} aria-labelledby={`${baseId}-${section.key}`}>
          <h3 id={`${baseId}-${section.key}`} className={styles.sectionTitle}>
            {section.title}
          </h3>
          {section.items.map((item) => (
            <AccessoryField key={item.key} item={item} value={accessories[item.key]} onChange={onChange} />
          ))}
        </section>
      ))}
    </div>
  );
});

interface AccessoryFieldProps {
  item: AccessoryItem;
  value: string | true | undefined;
  onChange(change: AccessoryChange): void;
}

function AccessoryField({ item, value, onChange }: AccessoryFieldProps) {
  if (item.kind === 'toggle') return <ToggleField item={item} on={value === true} onChange={onChange} />;
  if (item.kind === 'choice')
    return <ChoiceField item={item} value={typeof value === 'string' ? value : (item.default ?? '')} onChange={onChange} />;
  return <TextField item={item} value={typeof value === 'string' ? value : ''} onChange={onChange} />;
}

function ToggleField({ item, on, onChange }: { item: AccessoryItem; on: boolean; onChange(change: AccessoryChange): void }) {
  const id = useId();
  const surcharge = surchargeText(item.price);
  return (
    <div className={styles.toggle}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        checked={on}
        onChange={(event) => onChange({ item, value: event.target.checked ? true : null })}
        aria-describedby={`${id}-description`}
      />
      <label htmlFor={id} className={styles.toggleLabel}>
        <span className={styles.itemName}>{item.value}</span>
        {surcharge ? <span className={styles.surcharge}>{surcharge}</span> : null}
      </label>
      <p id={`${id}-description`} className={styles.itemDescription}>
        {item.description}
      </p>
    </div>
  );
}

function ChoiceField({ item, value, onChange }: { item: AccessoryItem; value: string; onChange(change: AccessoryChange): void }) {
  const id = useId();
  const surcharge = surchargeText(item.price);
  return (
    <div className={styles.field}>
      <p id={`${id}-label`} className={styles.itemName}>
        {item.value}
        {surcharge ? <span className={styles.surcharge}> {surcharge}</span> : null}
      </p>
      {item.description ? (
        <p id={`${id}-description`} className={styles.itemDescription}>
          {item.description}
        </p>
      ) : null}
      <RadioGroup.Root
        className={styles.chips}
        value={value}
        onValueChange={(option) => onChange({ item, value: option })}
        aria-labelledby={`${id}-label`}
        aria-describedby={item.description ? `${id}-description` : undefined}
      >
        {item.options.map((option) => {
          const optionSurcharge = surchargeText(option.price);
          return (
            <RadioGroup.Item key={option.key} value={option.key} className={styles.chip}>
              {option.name}
              {optionSurcharge ? <span className={styles.chipPrice}> {optionSurcharge}</span> : null}
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
    </div>
  );
}

/**
 * Free text (initials, notes). What is typed shows as typed; the design (the address) holds it only
 * while it keeps the item's rules, and the field says which rule it breaks.
 */
function TextField({ item, value, onChange }: { item: AccessoryItem; value: string; onChange(change: AccessoryChange): void }) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? value;
  const problem = textProblem(item, shown);
  const invalid = problem !== null;
  const surcharge = surchargeText(item.price);
  const multiline = (item.maxLength ?? Infinity) > ONE_LINE_MAX;
  const describedBy = [`${id}-description`, invalid ? `${id}-error` : null].filter(Boolean).join(' ');

  const change = (text: string) => {
    setDraft(text);
    onChange({ item, value: text.trim() === '' || acceptableText(item, text) === null ? null : text });
  };
  const fieldProps = {
    id,
    className: multiline ? styles.textarea : styles.input,
    value: shown,
    maxLength: item.maxLength,
    placeholder: item.placeholder,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    // Once the customer leaves a good text, the address is what shows (Back and Forward then move it too).
    onBlur: () => {
      if (!invalid) setDraft(null);
    },
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.itemName}>
        {item.value}
        {surcharge ? <span className={styles.surcharge}> {surcharge}</span> : null}
      </label>
      <p id={`${id}-description`} className={styles.itemDescription}>
        {item.description}
        {item.maxLength !== undefined ? ` (${[...shown].length}/${item.maxLength})` : null}
      </p>
      {multiline ? (
        <textarea {...fieldProps} rows={4} onChange={(event) => change(event.target.value)} />
      ) : (
        <input {...fieldProps} type="text" autoComplete="off" spellCheck={false} onChange={(event) => change(event.target.value)} />
      )}
      {invalid ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
