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
            {picture ? <img src={picture} alt="" width={side} height={side} className={styles.styleImage} /> : <span className={styles.styleImage} style={{ width: side, height: side }} aria-hidden="true" />}
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
  // 'Size M, Slim fit' already says the size and the fit; a saved size or body measurements do not.
  const said = (words: string | null) => words !== null && piece.sizeSource.toLowerCase().includes(words.toLowerCase());
  const facts: [string, string | null][] = [
    ['Size from', piece.sizeSource],
    ['Size', said(parts.size ? `size ${parts.size}` : null) ? null : parts.size],
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
