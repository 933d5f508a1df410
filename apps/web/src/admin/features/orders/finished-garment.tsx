import type { AdminOrder } from '@selvedge/contract/admin';
import { MeasurementsTable as SoldMeasurements } from '../../../lib/ui/measurements-table';
import styles from './production-sheet.module.css';

type Piece = AdminOrder['pieces'][number];
type Garment = NonNullable<AdminOrder['garments']>[string];

/**
 * The measurements the cutter works to (decision 055). Sold on body measurements: body, the fit's
 * ease from the configuration and the finished garment, with any choice (a shoulder's shape) in its
 * own words. Sold on a standard size: the size table's measurements, which are the garment already.
 */
export function FinishedGarmentTable({
  piece,
  garment,
  name,
  className,
}: {
  piece: Piece;
  garment: Garment | undefined;
  name: string;
  className: string | undefined;
}) {
  if (piece.measurements.length === 0) return null;
  if (!garment || garment.basis === 'table') {
    return (
      <SoldMeasurements measurements={piece.measurements} caption={`Finished garment of the ${name} (size table)`} className={className} />
    );
  }
  const rows = new Map(garment.measurements.map((row) => [row.key, row]));
  return (
    <table className={className}>
      <caption>
        Finished garment of the {name}: body + ease{garment.fit ? ` for the ${garment.fit} fit` : ''}
      </caption>
      <thead>
        <tr>
          <th scope="col" rowSpan={2}>
            Measurement
          </th>
          <th scope="colgroup" colSpan={2}>
            Body
          </th>
          <th scope="col" rowSpan={2}>
            Ease in
          </th>
          <th scope="colgroup" colSpan={2}>
            Finished
          </th>
        </tr>
        <tr>
          <th scope="col">cm</th>
          <th scope="col">in</th>
          <th scope="col">cm</th>
          <th scope="col">in</th>
        </tr>
      </thead>
      <tbody>
        {piece.measurements.map((measurement) => {
          const row = rows.get(measurement.key);
          if (!row) {
            return (
              <tr key={measurement.key}>
                <th scope="row">{measurement.label}</th>
                <td colSpan={5}>{measurement.value}</td>
              </tr>
            );
          }
          return (
            <tr key={measurement.key} data-testid={`garment-${measurement.key}`}>
              <th scope="row">{row.label}</th>
              <td>{row.body.centimetres}</td>
              <td>{row.body.inches}</td>
              <td>{row.ease ? signed(row.ease.inches) : '—'}</td>
              {row.finished ? (
                <>
                  <td className={styles.finished}>{row.finished.centimetres}</td>
                  <td className={styles.finished}>{row.finished.inches}</td>
                </>
              ) : (
                <td colSpan={2} className={styles.asMeasured}>
                  as measured
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const signed = (inches: string) => (inches.startsWith('-') ? `−${inches.slice(1)}` : `+${inches}`);
