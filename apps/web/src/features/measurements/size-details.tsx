import type { MeasurementsConfig, MeasurementUnit, SavedSize } from '@selvedge/contract';
import { formatLength, visibleFields } from '@selvedge/domain';
import styles from './size-details.module.css';

/** How a saved size was taken, in words: "Size M, Slim fit" or "Body measurements, Slim fit". */
export function sizeBasisText(size: Pick<SavedSize, 'track' | 'basedOn'>): string {
  return size.track === 'standard' && size.basedOn.size !== null
    ? `Size ${size.basedOn.size}, ${size.basedOn.fit} fit`
    : `Body measurements, ${size.basedOn.fit} fit`;
}

interface SizeDetailsProps {
  config: MeasurementsConfig;
  size: SavedSize;
  unit: MeasurementUnit;
}

/** A saved size, read only: how it was taken and the measurements a saved size shows, in the customer's unit. */
export function SizeDetails({ config, size, unit }: SizeDetailsProps) {
  const stored = new Map(size.measurements.map((entry) => [entry.id, entry.fitting_size]));
  return (
    <dl className={styles.details} aria-label={`Your size “${size.name}”`}>
      <div className={styles.row}>
        <dt>Taken from</dt>
        <dd>{sizeBasisText(size)}</dd>
      </div>
      {visibleFields(config, 'saved').map((field) => {
        const value = stored.get(field.key);
        if (value === undefined) return null;
        return (
          <div key={field.key} className={styles.row} data-field={field.key}>
            <dt>{field.label}</dt>
            <dd>{typeof value === 'number' ? formatLength(value, unit) : value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
