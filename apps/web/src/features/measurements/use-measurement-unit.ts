import type { MeasurementUnit } from '@selvedge/contract';
import { useCallback, useState } from 'react';
import { STORAGE_KEYS, storedMeasurementUnit, writeStorage } from '../../lib/storage';

/** The customer's unit, inches or centimetres, remembered in this browser for every measurement screen. */
export function useMeasurementUnit(): [MeasurementUnit, (unit: MeasurementUnit) => void] {
  const [unit, setUnit] = useState<MeasurementUnit>(storedMeasurementUnit);
  const choose = useCallback((next: MeasurementUnit) => {
    setUnit(next);
    writeStorage(STORAGE_KEYS.measurementUnit, next);
  }, []);
  return [unit, choose];
}
