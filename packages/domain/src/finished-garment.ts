import { CM_PER_INCH } from './measurements.js';

/** One measurement of a piece as the workroom cuts it: the body, the fit's ease over it, the finished garment. */
export interface FinishedMeasurement {
  key: string;
  /** The measurement as sold, in inches. */
  bodyInches: number;
  /** The ease the configuration gives this measurement for the piece's fit; null when it gives none. */
  easeInches: number | null;
  /** Body plus ease, to the hundredth of an inch; null when there is no ease to add. */
  finishedInches: number | null;
}

const hundredths = (inches: number) => Math.round(inches * 100) / 100;

/**
 * The finished garment from body measurements (issue 31): each numeric measurement plus the ease the
 * product configuration gives it for the fit (`fitModel.ease[fit]`, inches). A measurement without
 * ease (a length, or a girth the configuration sets none for) keeps its body value and no finished
 * one; a measurement that is a choice (no number) is left out. Pure: every number is the caller's.
 */
export function finishedMeasurements(
  measurements: readonly { key: string; inches: number | null }[],
  ease: Readonly<Record<string, number>> | undefined,
): FinishedMeasurement[] {
  const rows: FinishedMeasurement[] = [];
  for (const { key, inches } of measurements) {
    if (inches === null || !Number.isFinite(inches)) continue;
    const add = ease !== undefined && Object.hasOwn(ease, key) && Number.isFinite(ease[key]) ? ease[key]! : null;
    rows.push({ key, bodyInches: inches, easeInches: add, finishedInches: add === null ? null : hundredths(inches + add) });
  }
  return rows;
}

/** Inches as the sheet writes them: "40", "41.25". */
export const inchesText = (inches: number): string =>
  hundredths(inches)
    .toFixed(2)
    .replace(/\.?0+$/, '');

/** Centimetres to the millimetre: "104.8". */
export const centimetresText = (inches: number): string => (inches * CM_PER_INCH).toFixed(1);
