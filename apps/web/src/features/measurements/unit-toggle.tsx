import { MEASUREMENT_UNITS, type MeasurementUnit } from '@selvedge/contract';
import { useId } from 'react';
import styles from './measurement-form.module.css';

const LABELS: Record<MeasurementUnit, string> = { in: 'Inches', cm: 'Centimetres' };

/** Inches or centimetres, as two radio buttons (arrow keys move between them). */
export function UnitToggle({ unit, onChange }: { unit: MeasurementUnit; onChange(unit: MeasurementUnit): void }) {
  const name = useId();
  return (
    <fieldset className={styles.units}>
      <legend className={styles.unitsLegend}>Measure in</legend>
      <div className={styles.unitOptions}>
        {MEASUREMENT_UNITS.map((option) => (
          <label key={option} className={styles.unitOption}>
            <input type="radio" name={name} value={option} checked={unit === option} onChange={() => onChange(option)} />
            <span>{LABELS[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
