import type { ProductConfig } from '@selvedge/contract';
import { formatMoney, type Design, type DesignPrice } from '@selvedge/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { accessorySummary } from './accessory-sections';
import styles from './design-summary.module.css';
import type { ChosenFabric } from './use-chosen-fabric';

interface DesignSummaryProps {
  config: ProductConfig;
  design: Design;
  fabric: ChosenFabric;
  price: DesignPrice | null;
  /** "Your shirt". */
  title: string;
  /** "Made and shipped in 3.5–4 weeks", or the pre-order's estimated delivery. */
  delivery: string;
  /** The sizing step, carrying the design. */
  continueHref: string;
  onChooseFabric(): void;
}

/** Every choice, the price and the lead time, and the way on to sizing. */
export function DesignSummary({ config, design, fabric, price, title, delivery, continueHref, onChooseFabric }: DesignSummaryProps) {
  const headingId = useId();
  const accessories = accessorySummary(config, design.accessories);
  const extras = price?.lines.filter((line) => line.key !== 'fabric') ?? [];

  return (
    <section className={styles.summary} aria-labelledby={headingId} data-testid="design-summary">
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.price}>
        {extras.length > 0 && price ? (
          <ul className={styles.lines} aria-label="Price breakdown">
            {price.lines.map((line) => (
              <li key={line.key}>
                <span>{line.label}</span>
                <span>{formatMoney(line.minor, price.currencyCode)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <p className={styles.total}>
          <span>Total</span>
          <strong data-testid="design-price">
            {price ? formatMoney(price.totalMinor, price.currencyCode) : fabric.status === 'loading' ? '…' : '—'}
          </strong>
        </p>
      </div>

      <p className={styles.delivery}>{delivery}</p>

      {fabric.status === 'ready' ? (
        <Link className={styles.continue} to={continueHref}>
          Continue to sizing
        </Link>
      ) : (
        <div className={styles.blocked}>
          <p className={styles.hint} id={`${headingId}-blocked`}>
            Choose a fabric to see the price and continue to sizing.
          </p>
          <button type="button" className={styles.secondary} onClick={onChooseFabric} aria-describedby={`${headingId}-blocked`}>
            Choose a fabric
          </button>
        </div>
      )}

      <dl className={styles.choices} aria-label="Your choices">
        <div className={styles.row}>
          <dt>Fabric</dt>
          <dd data-testid="summary-fabric">
            {fabric.status === 'ready' ? fabric.fabric.title : fabric.status === 'loading' ? '…' : 'Not chosen yet'}
          </dd>
        </div>
        {config.stylesOrder.map((key) => {
          const group = config.styles[key];
          if (!group) return null;
          const option = group.options.find((candidate) => candidate.key === design.styles[key]);
          return (
            <div key={key} className={styles.row} data-group={key}>
              <dt>{group.name}</dt>
              <dd>{option?.value ?? '—'}</dd>
            </div>
          );
        })}
        {accessories.map((row) => (
          <div key={row.key} className={styles.row} data-accessory={row.key}>
            <dt>{row.label}</dt>
            <dd className={row.kind === 'text' ? styles.text : undefined}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
