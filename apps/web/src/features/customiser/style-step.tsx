import type { ProductConfig, StyleGroup } from '@selvedge/contract';
import { NO_EXCEPTIONS_MESSAGE, unsuitableReason } from '@selvedge/domain';
import { RadioGroup } from 'radix-ui';
import { memo, useId } from 'react';
import stepStyles from './step.module.css';
import styles from './style-step.module.css';

interface StyleStepProps {
  config: ProductConfig;
  group: StyleGroup;
  /** The chosen option of every group: what rules options of this one out. */
  chosen: Record<string, string>;
  onChoose(group: string, option: string): void;
}

/** One style group: every option with its picture and description; options the other choices rule out say why. */
export const StyleStep = memo(function StyleStep({ config, group, chosen, onChoose }: StyleStepProps) {
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const selected = chosen[group.key] ?? group.default;

  return (
    <div className={stepStyles.step}>
      <div className={stepStyles.head}>
        <h2 id={headingId} className={stepStyles.heading}>
          {group.name}
        </h2>
        <p className={stepStyles.description}>{group.description}</p>
      </div>
      <RadioGroup.Root
        className={styles.options}
        value={selected}
        onValueChange={(option) => {
          if (option !== selected) onChoose(group.key, option);
        }}
        aria-labelledby={headingId}
      >
        {group.options.map((option) => {
          const reason = unsuitableReason(config, chosen, group.key, option.key);
          const id = `${baseId}-${option.key}`;
          return (
            <RadioGroup.Item
              key={option.key}
              value={option.key}
              disabled={reason !== null}
              className={styles.option}
              aria-labelledby={`${id}-name`}
              aria-describedby={reason ? `${id}-reason ${id}-description` : `${id}-description`}
              data-option={option.key}
            >
              <span className={styles.picture}>
                <img src={option.image} alt="" width={240} height={240} loading="lazy" decoding="async" />
              </span>
              <span className={styles.text}>
                <span id={`${id}-name`} className={styles.name}>
                  {option.value}
                </span>
                {option.key === group.default ? <span className={styles.usual}>Our usual choice</span> : null}
                <span id={`${id}-description`} className={styles.description}>
                  {option.description}
                </span>
                {reason ? (
                  <span id={`${id}-reason`} className={styles.reason}>
                    {reason}
                  </span>
                ) : null}
              </span>
              <RadioGroup.Indicator className={styles.tick} aria-hidden="true">
                ✓
              </RadioGroup.Indicator>
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
      {config.exceptions.length === 0 ? <p className={stepStyles.note}>{NO_EXCEPTIONS_MESSAGE(config.title)}</p> : null}
    </div>
  );
});
