import type { AdminOrder } from '@selvedge/contract/admin';
import { MeasurementsTable as SoldMeasurements } from '../../../lib/ui/measurements-table';
import { stylePictureKey, type StylePictures } from './orders-api';
import { pieceParts } from './piece-parts';
import styles from './orders.module.css';

type Piece = AdminOrder['pieces'][number];

/** The styles of a piece, each with its picture from the catalogue (when it still has that option). */
export function StyleList({ piece, pictures, compact = false }: { piece: Piece; pictures: StylePictures | undefined; compact?: boolean }) {
  const { styles: chosen } = pieceParts(piece);
  if (chosen.length === 0) return null;
  const side = compact ? 40 : 56;
  return (
    <ul className={compact ? styles.stylesCompact : styles.styles} aria-label="Styles">
      {chosen.map(({ group, option }) => {
        const picture = pictures?.get(stylePictureKey(piece.productType, group, option));
        return (
          <li key={group} className={styles.style}>
            {picture ? (
              <img src={picture} alt="" width={side} height={side} className={styles.styleImage} />
            ) : (
              <span className={styles.styleImage} style={{ width: side, height: side }} aria-hidden="true" />
            )}
            <span>
              <span className={styles.styleGroup}>{group}</span> {option}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The measurements as sold, in centimetres and inches. */
export function MeasurementsTable({ piece, caption }: { piece: Piece; caption: string }) {
  if (piece.measurements.length === 0) return null;
  return <SoldMeasurements measurements={piece.measurements} caption={caption} className={styles.measurements} />;
}

/** Size and fit (or where the measurements came from), initials, add-ons and the customer's notes. */
export function PieceFacts({ piece }: { piece: Piece }) {
  const parts = pieceParts(piece);
  // The size source is said once: it names the size ('Size M, Slim fit', 'Saved size "Office"',
  // 'Body measurements'), so the Size attribute is not repeated; the fit only where it does not say it.
  const said = (words: string | null) => words !== null && piece.sizeSource.toLowerCase().includes(words.toLowerCase());
  const facts: [string, string | null][] = [
    ['Size from', piece.sizeSource],
    ['Fit', said(parts.fit ? `${parts.fit} fit` : null) ? null : parts.fit],
    ['Initials', parts.initials],
    ['Add-ons', parts.addOns],
    ['Notes', parts.notes],
  ];
  return (
    <dl className={styles.facts}>
      {facts
        .filter((fact): fact is [string, string] => Boolean(fact[1]))
        .map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * The measurements the customer was asked about and confirmed as they are (issue 29): flags the
 * cutter must see before cutting, never hidden in the facts.
 */
export function FitFlags({ piece, className }: { piece: Piece; className?: string }) {
  const flags = piece.fitWarnings ?? [];
  if (flags.length === 0) return null;
  return (
    <ul className={className ?? styles.fitFlags} aria-label="Measurements the customer confirmed">
      {flags.map((flag) => (
        <li key={flag}>
          <strong>Customer confirmed:</strong> {flag}
        </li>
      ))}
    </ul>
  );
}
