import type { Money, ProductConfig } from '@selvedge/contract';
import { accessoryItems, formatMoney, priceDesign, type Design, type DesignNotice } from '@selvedge/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import styles from './piece-recap.module.css';

interface PieceRecapProps {
  config: ProductConfig;
  design: Design;
  /** "Your shirt". */
  title: string;
  /** The fabric's name when the shop has it; the handle shows meanwhile. */
  fabricTitle: string | null;
  /** The fabric's price, from which the piece's is worked out; null while it loads. */
  fabricPrice?: Money | null;
  fabricMissing: boolean;
  /** What reading the design's address changed (a doctored or outdated link). */
  notices: DesignNotice[];
  backHref: string;
}

/** What one accessory adds, in words: the option's name, "Yes" for an add-on, the text itself. */
function accessoryText(config: ProductConfig, key: string, value: string | true): string {
  const item = accessoryItems(config).find((candidate) => candidate.key === key);
  if (value === true) return 'Yes';
  if (item?.kind === 'choice') return item.options.find((option) => option.key === value)?.name ?? value;
  return `“${value}”`;
}

/** The piece's price as the customiser shows it (fabric and priced extras), or null until the fabric's price is known. */
function priceText(config: ProductConfig, design: Design, fabricPrice: Money | null): string | null {
  if (!fabricPrice || design.fabric === null) return null;
  try {
    const price = priceDesign(config, fabricPrice, design);
    return formatMoney(price.totalMinor, price.currencyCode);
  } catch {
    // For a moment after a currency change the fabric and the configuration can disagree: no price beats a wrong one.
    return null;
  }
}

/** A compact recap of the piece being sized: fabric, each style, the extras; and the way back to change them. */
export function PieceRecap({ config, design, title, fabricTitle, fabricPrice = null, fabricMissing, notices, backHref }: PieceRecapProps) {
  const headingId = useId();
  const price = priceText(config, design, fabricPrice);
  const extras = accessoryItems(config).filter((item) => design.accessories[item.key] !== undefined);
  return (
    <section className={styles.recap} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <dl className={styles.choices}>
        <div className={styles.row}>
          <dt>Fabric</dt>
          <dd data-testid="recap-fabric">{design.fabric === null ? 'Not chosen yet' : (fabricTitle ?? design.fabric)}</dd>
        </div>
        {config.stylesOrder.map((key) => {
          const group = config.styles[key];
          const option = group?.options.find((candidate) => candidate.key === design.styles[key]);
          if (!group || !option) return null;
          return (
            <div key={key} className={styles.row}>
              <dt>{group.name}</dt>
              <dd>{option.value}</dd>
            </div>
          );
        })}
        {extras.map((item) => (
          <div key={item.key} className={styles.row}>
            <dt>{item.value}</dt>
            <dd className={styles.extra}>{accessoryText(config, item.key, design.accessories[item.key] ?? true)}</dd>
          </div>
        ))}
        {price ? (
          <div className={styles.row}>
            <dt>Price</dt>
            <dd data-testid="recap-price">{price}</dd>
          </div>
        ) : null}
      </dl>
      {design.fabric === null || fabricMissing ? (
        <p className={styles.warning}>
          {design.fabric === null ? 'This piece has no fabric yet.' : 'We could not find this fabric: it may have sold out.'} Go back to
          your design to choose one.
        </p>
      ) : null}
      {notices.length > 0 ? (
        <div className={styles.notices}>
          <p>Some choices in this link could not be used, so we changed them:</p>
          <ul>
            {notices.map((notice) => (
              <li key={`${notice.field}-${notice.message}`}>{notice.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Link to={backHref} className={styles.back}>
        Back to your design
      </Link>
    </section>
  );
}
