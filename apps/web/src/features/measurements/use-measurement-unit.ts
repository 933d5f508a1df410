import { MeasurementUnitSchema, type MeasurementUnit } from '@selvedge/contract';
import { useCallback, useState } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';

/**
 * The unit the customer last measured in; inches until they choose centimetres. (Here, not in
 * lib/storage, so the sizing schemas stay out of the first page's code.)
 */
function storedMeasurementUnit(): MeasurementUnit {
  const parsed = MeasurementUnitSchema.safeParse(readStorage(STORAGE_KEYS.measurementUnit));
  return parsed.success ? parsed.data : 'in';
}

/** The customer's unit, inches or centimetres, remembered in this browser for every measurement screen. */
export function useMeasurementUnit(): [MeasurementUnit, (unit: MeasurementUnit) => void] {
  const [unit, setUnit] = useState<MeasurementUnit>(storedMeasurementUnit);
  const choose = useCallback((next: MeasurementUnit) => {
    setUnit(next);
    writeStorage(STORAGE_KEYS.measurementUnit, next);
  }, []);
  return [unit, choose];
}
