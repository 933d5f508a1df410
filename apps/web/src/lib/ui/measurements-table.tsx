import type { OrderPiece } from '@selvedge/contract';

interface MeasurementsTableProps {
  measurements: OrderPiece['measurements'];
  caption: string;
  /** The table's look: the shop's order page and the back office each have their own. */
  className: string | undefined;
}

/** A piece's measurements as sold, in centimetres and inches; one that is a choice (a shoulder's shape) in its own words. */
export function MeasurementsTable({ measurements, caption, className }: MeasurementsTableProps) {
  return (
    <table className={className}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Measurement</th>
          <th scope="col">cm</th>
          <th scope="col">in</th>
        </tr>
      </thead>
      <tbody>
        {measurements.map((measurement) => (
          <tr key={measurement.key}>
            <th scope="row">{measurement.label}</th>
            {measurement.centimetres === null && measurement.inches === null ? (
              <td colSpan={2}>{measurement.value}</td>
            ) : (
              <>
                <td>{measurement.centimetres ?? '—'}</td>
                <td>{measurement.inches ?? '—'}</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
