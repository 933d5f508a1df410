import type { ProductConfig } from '@selvedge/contract';
import type { AdminProductConfigDiff } from '@selvedge/contract/admin';
import { formatMoneyValue } from '@selvedge/domain';
import type { Ref } from 'react';
import type { FormProblem } from './config-form-text';
import type { ConfigFormValues } from './config-form-values';
import { changeWords, pathWords, priceChangeWords } from './config-words';
import styles from './product-configs.module.css';

/** The differences between two configurations, path by path, as the server lists them. */
export function ChangeList({ diff, label, values }: { diff: AdminProductConfigDiff; label: string; values?: ConfigFormValues }) {
  return (
    <>
      <p>
        {diff.total === 1 ? '1 difference' : `${diff.total} differences`}
        {diff.total > diff.changes.length ? `; the first ${diff.changes.length} are listed.` : '.'}
      </p>
      <ul className={styles.changes} aria-label={label}>
        {diff.changes.map((change, index) => (
          <li key={`${change.path}-${index}`} className={styles.change} data-change={change.change}>
            <span className={styles.changePath}>{pathWords(change.path, values)}</span>
            <span>{change.path.startsWith('addOnPrices.') ? priceChangeWords(change) : changeWords(change)}</span>
            <code className={styles.code}>{change.path}</code>
          </li>
        ))}
      </ul>
    </>
  );
}

const weeks = (lead: { minWeeks: number; maxWeeks: number }) =>
  lead.minWeeks === lead.maxWeeks ? `${lead.minWeeks} weeks` : `${lead.minWeeks}–${lead.maxWeeks} weeks`;

/** What the storefront would receive for the type, in short: groups, priced accessories, sizes. */
export function StorefrontSummary({ config }: { config: ProductConfig }) {
  const groups = config.stylesOrder.flatMap((key) => (Object.hasOwn(config.styles, key) && config.styles[key] ? [config.styles[key]] : []));
  const items = [...config.accessories.fabric, ...config.accessories.initials, ...config.accessories.addOns, ...config.accessories.others];
  const tabled = config.measurements.fields.filter((field) => field.type === 'display' && field.visibility.standard).length;
  return (
    <dl className={styles.facts}>
      <dt>Version</dt>
      <dd>
        {config.version}: {config.title}
      </dd>
      <dt>Lead time</dt>
      <dd>
        {weeks(config.leadTime)}
        {config.trialLeadTime ? `; a trial piece in ${weeks(config.trialLeadTime)}` : '; no trial piece'}
      </dd>
      <dt>Style steps</dt>
      <dd>
        <ul className={styles.plainList}>
          {groups.map((group) => (
            <li key={group.key}>
              {group.name}: {group.options.length} options, starting on{' '}
              {group.options.find((option) => option.key === group.default)?.value ?? group.default}
            </li>
          ))}
        </ul>
      </dd>
      <dt>Accessories</dt>
      <dd>
        <ul className={styles.plainList}>
          {items.map((item) => (
            <li key={item.key}>
              {item.value}
              {item.display ? '' : ' (hidden)'}
              {item.price ? `: ${formatMoneyValue(item.price)}` : ''}
              {item.kind === 'choice'
                ? ` (${item.options.map((option) => (option.price ? `${option.name} ${formatMoneyValue(option.price)}` : option.name)).join('; ')})`
                : ''}
            </li>
          ))}
        </ul>
      </dd>
      <dt>Measurements</dt>
      <dd>
        {config.measurements.fields.length} fields; sizes {config.measurements.sizes.join(', ')}; fits {config.measurements.fits.join(', ')}
        ; {tabled} numbers per size and fit in the size table
      </dd>
    </dl>
  );
}

/**
 * Every problem that stops the configuration, each with its path in words; those on a field of the
 * form can be gone to. It takes the focus when it appears, so it is read first.
 */
export function ProblemSummary({
  ref,
  problems,
  values,
  onGo,
}: {
  ref?: Ref<HTMLDivElement>;
  problems: readonly FormProblem[];
  values: ConfigFormValues | null;
  onGo(field: string): void;
}) {
  const unplaced = problems.filter((problem) => !problem.field).length;
  return (
    <div ref={ref} className={styles.problemSummary} role="alert" tabIndex={-1} aria-labelledby="config-problems">
      <h2 id="config-problems" className={styles.problemTitle}>
        {problems.length === 1 ? 'One problem stops this configuration' : `${problems.length} problems stop this configuration`}
      </h2>
      <p className={styles.tight}>
        Nothing is published.{' '}
        {unplaced > 0 && unplaced < problems.length
          ? 'Those about one field are marked on it; the others are about the configuration as a whole.'
          : unplaced === problems.length
            ? 'They are about the configuration as a whole.'
            : 'Each is marked on its field.'}
      </p>
      <ul className={styles.problemList}>
        {problems.map((problem, index) => (
          <li key={`${problem.path}-${index}`}>
            <strong>{problem.path ? pathWords(problem.path, values ?? undefined) : 'The configuration'}</strong>: {problem.message}
            {problem.field ? (
              <>
                {' '}
                <button type="button" className={styles.linkButton} onClick={() => onGo(problem.field as string)}>
                  Go to the field
                </button>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
