import {
  MEASUREMENT_MESSAGES,
  type MeasurementField,
  type MeasurementMethod,
  type MeasurementsConfig,
  type MeasurementUnit,
  type ProductType,
  type SizeBasis,
  type SizeMeasurement,
  type SizeTrack,
} from '@selvedge/contract';

/**
 * Sizing rules (SPEC §3 measurement field config, §5, §9): which fields a method shows, their
 * bounds, the plus and minus steps, centimetres to inches, the size-table starting values, sizing
 * advice, and the check of a whole size that the screen and the server both run.
 */

export const CM_PER_INCH = 2.54;

/** SPEC §5: a length typed in centimetres is kept in inches, to the nearest 0.125 in (0.25 in for jackets). */
export function cmRoundingStep(type: ProductType): number {
  return type === 'jackets' ? 0.25 : 0.125;
}

/** `value` to the nearest multiple of `step`, without binary fractions showing (0.1 + 0.2). */
export function roundToStep(value: number, step: number): number {
  const rounded = Math.round(value / step) * step;
  return Number(rounded.toFixed(4));
}

export function cmToInches(cm: number, type: ProductType): number {
  return roundToStep(cm / CM_PER_INCH, cmRoundingStep(type));
}

/** Inches shown in centimetres, to the millimetre. */
export function inchesToCm(inches: number): number {
  return Number((inches * CM_PER_INCH).toFixed(1));
}

/** A length in the customer's unit: "15.5 in", "39.4 cm". */
export function formatLength(inches: number, unit: MeasurementUnit): string {
  return unit === 'cm' ? `${inchesToCm(inches)} cm` : `${Number(inches.toFixed(3))} in`;
}

/** A length the customer typed, in inches: centimetres are converted and rounded (SPEC §5); inches are rounded to the field's step. */
export function lengthFromInput(value: number, unit: MeasurementUnit, type: ProductType, field: MeasurementField): number {
  return unit === 'cm' ? cmToInches(value, type) : roundToStep(value, field.rounding);
}

/** The fields a method shows, in the configuration's order. */
export function visibleFields(config: MeasurementsConfig, method: MeasurementMethod): MeasurementField[] {
  return config.fields.filter((field) => field.visibility[method]);
}

/** The size table's values for a size and fit, or null when the table has no such pair. */
export function tableValues(config: MeasurementsConfig, size: string, fit: string): Record<string, number> | null {
  return config.sizeAndFitMeasurements[size]?.[fit] ?? null;
}

export interface LengthRange {
  min: number;
  max: number;
}

/**
 * The values a number field accepts. From a size table (`base`, the table's value) the customer may
 * move within the field's adjustments; otherwise within its bounds. Both always hold.
 */
export function fieldRange(field: MeasurementField, base: number | null = null): LengthRange {
  let min = field.lower_bound ?? 0;
  let max = field.upper_bound ?? Number.POSITIVE_INFINITY;
  if (base !== null && field.adjustments) {
    min = Math.max(min, base + field.adjustments.min);
    max = Math.min(max, base + field.adjustments.max);
  }
  return { min, max };
}

/** "Chest must be between 32 in and 60 in." in the customer's unit. */
export function outOfRangeMessage(field: MeasurementField, range: LengthRange, unit: MeasurementUnit): string {
  return MEASUREMENT_MESSAGES.outOfBounds(field.label, formatLength(range.min, unit), formatLength(range.max, unit));
}

/** Within the field's bounds, give or take half its rounding (a length converted back lands on them only roughly). */
const inRange = (field: MeasurementField, value: number) =>
  value >= (field.lower_bound ?? 0) - field.rounding / 2 && value <= (field.upper_bound ?? Number.POSITIVE_INFINITY) + field.rounding / 2;

/**
 * For a value outside its field's range: the slip of units that would put it inside. `cm`: the
 * number reads as centimetres typed where inches were asked; `in`: inches typed where centimetres
 * were asked (the screen divided them by 2.54). Null when neither lands in the range.
 */
export function unitSlip(field: MeasurementField, inches: number): { typed: 'cm' | 'in'; meant: number } | null {
  if (field.type !== 'display' || !Number.isFinite(inches) || inches <= 0) return null;
  const asCentimetres = inches / CM_PER_INCH;
  if (inRange(field, asCentimetres)) return { typed: 'cm', meant: asCentimetres };
  const asInches = inches * CM_PER_INCH;
  if (inRange(field, asInches)) return { typed: 'in', meant: asInches };
  return null;
}

/** The sentence that follows an out-of-range message when a unit slip explains it. */
export function unitSlipHint(field: MeasurementField, inches: number): string | null {
  const slip = unitSlip(field, inches);
  if (!slip) return null;
  return slip.typed === 'cm'
    ? `Did you enter centimetres? ${Number(inches.toFixed(1))} cm would be ${formatLength(Number(slip.meant.toFixed(2)), 'in')}.`
    : `Did you enter inches where centimetres were asked? That would be ${formatLength(Number(slip.meant.toFixed(2)), 'in')}.`;
}

/**
 * What a length typed in `unit` was kept as (SPEC §5 keeps lengths in inches, rounded), said in that
 * same unit, when the rounding changed the number the customer sees; null when it did not, or when
 * the length is out of range (the problem then says why it cannot be kept).
 */
export function keptLengthMessage(typed: number, inches: number, unit: MeasurementUnit, range: LengthRange): string | null {
  if (inches < range.min || inches > range.max) return null;
  const asShown = (length: number) => (unit === 'cm' ? Number(length.toFixed(1)) : Number(length.toFixed(3)));
  const kept = unit === 'cm' ? inchesToCm(inches) : asShown(inches);
  return kept === asShown(typed) ? null : `Kept as ${formatLength(inches, unit)}.`;
}

/** The plus and minus buttons: one `increaseDecreaseBy` step, kept inside the range and on the field's rounding. */
export function stepLength(field: MeasurementField, value: number, direction: 1 | -1, range: LengthRange): number {
  const next = roundToStep(value + direction * field.increaseDecreaseBy, field.rounding);
  return Math.min(range.max, Math.max(range.min, next));
}

export type MeasurementValue = number | string | null;
export type MeasurementDraft = Record<string, MeasurementValue>;

/**
 * Where a method starts. `standard`: the size table's values for the size and fit, and each dropdown's
 * default. `body`: every number empty (a body measurement is the customer's to give, never ours to
 * guess) and each dropdown's default.
 */
export function startingValues(config: MeasurementsConfig, method: MeasurementMethod, basis: SizeBasis): MeasurementDraft {
  const table = basis.size === null ? null : tableValues(config, basis.size, basis.fit);
  const draft: MeasurementDraft = {};
  for (const field of visibleFields(config, method)) {
    if (field.type === 'dropdown') draft[field.key] = typeof field.default === 'string' ? field.default : (field.options[0] ?? null);
    else if (method === 'body') draft[field.key] = null;
    else draft[field.key] = table?.[field.key] ?? field.value;
  }
  return draft;
}

/** The standard size and fit a customer starts from: their most recent, else the middle of the table and the first fit. */
export function defaultBasis(config: MeasurementsConfig): { size: string; fit: string } {
  const size = config.sizes[Math.floor((config.sizes.length - 1) / 2)] ?? config.sizes[0] ?? '';
  return { size, fit: config.fits[0] ?? '' };
}

export interface MeasurementProblem {
  /** The field the problem is about; null for the size or fit. */
  field: string | null;
  message: string;
}

export interface CheckedSize {
  measurements: SizeMeasurement[];
  problems: MeasurementProblem[];
}

/**
 * The check of a whole size, the same on the screen and on the server. A size taken from the table
 * (`standard`) names a known size and fit, and each number stays within the field's adjustments of the
 * table; a body size names a fit. Every field the method shows is given, numbers within bounds and on
 * the field's rounding (they are rounded), dropdowns one of their options; no unknown or repeated field.
 * Answers the measurements in the configuration's order, rounded, when there is no problem.
 */
export function checkSize(config: MeasurementsConfig, track: SizeTrack, basis: SizeBasis, given: readonly SizeMeasurement[]): CheckedSize {
  const problems: MeasurementProblem[] = [];
  if (!config.fits.includes(basis.fit)) problems.push({ field: null, message: MEASUREMENT_MESSAGES.unknownFit(config.fits) });
  let table: Record<string, number> | null = null;
  if (track === 'standard') {
    if (basis.size === null) problems.push({ field: null, message: MEASUREMENT_MESSAGES.sizeRequired });
    else if (!config.sizes.includes(basis.size)) problems.push({ field: null, message: MEASUREMENT_MESSAGES.unknownSize(config.sizes) });
    else table = tableValues(config, basis.size, basis.fit);
  }

  const fields = visibleFields(config, track);
  const byKey = new Map<string, SizeMeasurement>();
  for (const entry of given) {
    const field = config.fields.find((candidate) => candidate.key === entry.id);
    if (!field || !field.visibility[track]) problems.push({ field: entry.id, message: MEASUREMENT_MESSAGES.unknownField(entry.id) });
    else if (byKey.has(entry.id)) problems.push({ field: entry.id, message: MEASUREMENT_MESSAGES.duplicateField(entry.id) });
    else byKey.set(entry.id, entry);
  }

  const measurements: SizeMeasurement[] = [];
  for (const field of fields) {
    const entry = byKey.get(field.key);
    if (!entry) {
      problems.push({ field: field.key, message: MEASUREMENT_MESSAGES.missingField(field.label) });
      continue;
    }
    const value = entry.fitting_size;
    if (field.type === 'dropdown') {
      if (typeof value !== 'string' || !field.options.includes(value)) {
        problems.push({ field: field.key, message: MEASUREMENT_MESSAGES.notAnOption(field.label, field.options) });
      } else measurements.push({ id: field.key, fitting_size: value });
      continue;
    }
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      problems.push({ field: field.key, message: MEASUREMENT_MESSAGES.notANumber(field.label) });
      continue;
    }
    const rounded = roundToStep(value, field.rounding);
    // Adjustments apply around a known table's value; a size the table lacks is already a problem.
    const range = fieldRange(field, table ? (table[field.key] ?? field.value) : null);
    if (rounded < range.min || rounded > range.max) {
      // Outside the field's own bounds, a slip of units is the likeliest cause: say so.
      const hint = table ? null : unitSlipHint(field, value);
      problems.push({
        field: field.key,
        message: hint ? `${outOfRangeMessage(field, range, 'in')} ${hint}` : outOfRangeMessage(field, range, 'in'),
      });
    } else measurements.push({ id: field.key, fitting_size: rounded });
  }
  return { measurements: problems.length === 0 ? measurements : [], problems };
}

/** A size's measurements as values by field key (the shape of the size tables). */
export function measurementValues(measurements: readonly SizeMeasurement[]): Record<string, number | string> {
  return Object.fromEntries(measurements.map((entry) => [entry.id, entry.fitting_size]));
}

/** SPEC §9: a pair of trousers that fits, laid flat: the half waist times 2, plus 1 inch, is the waist to order. */
export function waistFromFlatTrousers(halfWaistInches: number): number {
  return halfWaistInches * 2 + 1;
}

/**
 * SPEC §9's advice where a size is a number of inches: trousers and shorts are the waist, jackets
 * the US/UK chest. Between two sizes, the larger one. Null for other types, or above the largest size.
 */
export function suggestedSize(type: ProductType, config: MeasurementsConfig, inches: number): string | null {
  if (type !== 'trousers' && type !== 'shorts' && type !== 'jackets') return null;
  const numeric = config.sizes
    .map((size) => ({ size, inches: Number(size) }))
    .filter((entry) => Number.isFinite(entry.inches))
    .sort((a, b) => a.inches - b.inches);
  return numeric.find((entry) => entry.inches >= inches)?.size ?? null;
}

/** What the size suggestion measures: the waist for trousers and shorts, the chest for jackets. */
export function suggestionMeasure(type: ProductType): 'waist' | 'chest' | null {
  if (type === 'trousers' || type === 'shorts') return 'waist';
  if (type === 'jackets') return 'chest';
  return null;
}
