import {
  MEASUREMENT_MESSAGES,
  type MeasurementField,
  type MeasurementsConfig,
  type MeasurementUnit,
  type ProductType,
  type SavedSize,
  type SizeMeasurement,
  type SizeTrack,
} from '@selvedge/contract';
import {
  checkSize,
  defaultBasis,
  fieldRange,
  formatLength,
  inchesToCm,
  keptLengthMessage,
  lengthFromInput,
  outOfRangeMessage,
  startingValues,
  tableValues,
  unitSlip,
  visibleFields,
  type LengthRange,
  type MeasurementDraft,
} from '@selvedge/domain';

/**
 * A size while the customer makes it: how it is taken, the standard size and fit it starts from, and
 * each visible field's value. A number field holds inches, null while empty, or the customer's text
 * when it is not a number yet (so the screen can say so instead of dropping it).
 */
export interface SizingDraft {
  track: SizeTrack;
  /** The standard size the values start from; null for body measurements. */
  size: string | null;
  fit: string;
  values: MeasurementDraft;
}

/** The key a size or fit problem is filed under, beside the field keys. */
export const SIZE_KEY = 'size';
export const FIT_KEY = 'fit';

/** The standard sizes on offer: those the size table has, in the configuration's order. */
export function sizeOptions(config: MeasurementsConfig): string[] {
  const tabled = config.sizes.filter((size) => Object.keys(config.sizeAndFitMeasurements[size] ?? {}).length > 0);
  return tabled.length > 0 ? tabled : config.sizes;
}

/** The fits on offer: for a standard size those its table row has; for body measurements every fit. */
export function fitOptions(config: MeasurementsConfig, size: string | null): string[] {
  if (size === null) return config.fits;
  const row = config.sizeAndFitMeasurements[size] ?? {};
  const tabled = config.fits.filter((fit) => fit in row);
  return tabled.length > 0 ? tabled : config.fits;
}

/**
 * Where a size starts. `preferred` (a link's `?size=&fit=`, a cart item's size) is taken where the
 * configuration knows it; anything else falls back to the middle size and the first fit.
 */
export function startDraft(
  config: MeasurementsConfig,
  track: SizeTrack,
  preferred: { size?: string | null; fit?: string | null } = {},
): SizingDraft {
  const fallback = defaultBasis(config);
  const sizes = sizeOptions(config);
  let size: string | null = null;
  if (track === 'standard') {
    if (preferred.size && sizes.includes(preferred.size)) size = preferred.size;
    else size = sizes.includes(fallback.size) ? fallback.size : (sizes[0] ?? fallback.size);
  }
  const fits = fitOptions(config, size);
  const fit = preferred.fit && fits.includes(preferred.fit) ? preferred.fit : (fits[0] ?? fallback.fit);
  return { track, size, fit, values: startingValues(config, track, { size, fit }) };
}

/**
 * Another standard size or fit: the numbers move to the size table's (adjustments are measured from
 * it), the dropdown choices stay. A fit the new size lacks becomes its first fit.
 */
export function withBasis(config: MeasurementsConfig, draft: SizingDraft, size: string | null, fit: string): SizingDraft {
  const fits = fitOptions(config, size);
  const nextFit = fits.includes(fit) ? fit : (fits[0] ?? fit);
  if (draft.track === 'body') return { ...draft, size: null, fit: nextFit };
  const table = startingValues(config, 'standard', { size, fit: nextFit });
  const values: MeasurementDraft = { ...table };
  for (const field of visibleFields(config, 'standard')) {
    const kept = draft.values[field.key];
    if (field.type === 'dropdown' && typeof kept === 'string' && field.options.includes(kept)) values[field.key] = kept;
  }
  return { ...draft, size, fit: nextFit, values };
}

/** A saved size as a draft to edit: its values where they still fit the configuration, the starting values elsewhere. */
export function draftFromSaved(config: MeasurementsConfig, saved: Pick<SavedSize, 'track' | 'basedOn' | 'measurements'>): SizingDraft {
  const start = startDraft(config, saved.track, saved.basedOn);
  const stored = new Map(saved.measurements.map((entry) => [entry.id, entry.fitting_size]));
  const values: MeasurementDraft = { ...start.values };
  for (const field of visibleFields(config, saved.track)) {
    const value = stored.get(field.key);
    if (field.type === 'dropdown' && typeof value === 'string' && field.options.includes(value)) values[field.key] = value;
    if (field.type === 'display' && typeof value === 'number' && Number.isFinite(value)) values[field.key] = value;
  }
  return { ...start, values };
}

/** The size table's value a standard field is adjusted from; null for body measurements or a pair the table lacks. */
export function baseValue(config: MeasurementsConfig, draft: SizingDraft, field: MeasurementField): number | null {
  if (draft.track !== 'standard' || draft.size === null) return null;
  const table = tableValues(config, draft.size, draft.fit);
  return table ? (table[field.key] ?? field.value) : null;
}

/** What a number field accepts now: within the adjustments of the table's value (standard), else its bounds. Mirrors `checkSize`. */
export function rangeOf(config: MeasurementsConfig, draft: SizingDraft, field: MeasurementField): LengthRange {
  return fieldRange(field, baseValue(config, draft, field));
}

/**
 * Text typed into a length field: a number with a point or a comma ("15.5", "39,4"), or inches with a
 * fraction as tailors write them ("15 1/2", "15½"). 'empty' for nothing typed, 'invalid' otherwise.
 */
export function parseLengthText(text: string): number | 'empty' | 'invalid' {
  const cleaned = text
    .trim()
    .replace(/(in(ches)?|cm|["”])$/i, '')
    .trim()
    .replace(/½/g, ' 1/2')
    .replace(/¼/g, ' 1/4')
    .replace(/¾/g, ' 3/4')
    .replace(/⅛/g, ' 1/8')
    .replace(/⅜/g, ' 3/8')
    .replace(/⅝/g, ' 5/8')
    .replace(/⅞/g, ' 7/8')
    .trim();
  if (cleaned === '') return 'empty';
  const decimal = /^\d+(?:[.,]\d+)?$|^[.,]\d+$/.exec(cleaned);
  if (decimal) return Number(cleaned.replace(',', '.'));
  const fraction = /^(?:(\d+)(?:\s+|-))?(\d+)\/(\d+)$/.exec(cleaned);
  if (fraction) {
    const whole = Number(fraction[1] ?? 0);
    const denominator = Number(fraction[3]);
    if (denominator === 0) return 'invalid';
    return whole + Number(fraction[2]) / denominator;
  }
  return 'invalid';
}

/** The draft value for text typed in `unit`: inches rounded as SPEC §5 says, null when empty, the text itself when not a number. */
export function valueFromText(text: string, unit: MeasurementUnit, type: ProductType, field: MeasurementField): number | string | null {
  const parsed = parseLengthText(text);
  if (parsed === 'empty') return null;
  if (parsed === 'invalid') return text;
  return lengthFromInput(parsed, unit, type, field);
}

/** A length as the input shows it in `unit`: inches to the eighth ("15.625"), centimetres to the millimetre ("39.7"). */
export function lengthText(inches: number, unit: MeasurementUnit): string {
  return unit === 'cm' ? String(inchesToCm(inches)) : String(Number(inches.toFixed(3)));
}

/**
 * The note under a length while the customer types it: what it is kept as, in their unit, when the
 * rounding moved it. Null once they move on (the field then shows the kept value itself).
 */
export function keptNote(text: string | null, inches: number | null, unit: MeasurementUnit, range: LengthRange): string | null {
  if (text === null || inches === null) return null;
  const typed = parseLengthText(text);
  return typeof typed === 'number' ? keptLengthMessage(typed, inches, unit, range) : null;
}

export const UNIT_NAMES: Record<MeasurementUnit, { short: string; long: string }> = {
  in: { short: 'in', long: 'inches' },
  cm: { short: 'cm', long: 'centimetres' },
};

/** An empty field, said to a customer ("Chest is missing." is the server's, for a program). */
function missingMessage(field: MeasurementField): string {
  return field.type === 'dropdown' ? `Choose an option for ${field.label}.` : `Enter your ${field.label.toLowerCase()} measurement.`;
}

/**
 * What is wrong with one field, in the customer's unit, or null. An empty field is only a problem
 * when `requireAll` (the customer tried to go on): nobody wants to be told off before typing.
 */
function fieldProblem(
  config: MeasurementsConfig,
  draft: SizingDraft,
  field: MeasurementField,
  unit: MeasurementUnit,
  requireAll: boolean,
): string | null {
  const value = draft.values[field.key];
  if (value === null || value === undefined || value === '') return requireAll ? missingMessage(field) : null;
  if (field.type === 'dropdown') {
    return typeof value === 'string' && field.options.includes(value) ? null : MEASUREMENT_MESSAGES.notAnOption(field.label, field.options);
  }
  if (typeof value !== 'number') return `${field.label} must be a number of ${UNIT_NAMES[unit].long}.`;
  const range = rangeOf(config, draft, field);
  if (value >= range.min && value <= range.max) return null;
  const hint = baseValue(config, draft, field) === null ? typedUnitSlipHint(field, value, unit) : null;
  return hint ? `${outOfRangeMessage(field, range, unit)} ${hint}` : outOfRangeMessage(field, range, unit);
}

/**
 * The unit slip behind a length out of its bounds, said for the unit the customer typed in (issue 29,
 * the domain's `unitSlip`): centimetres typed where inches are asked, or inches where centimetres are.
 */
export function typedUnitSlipHint(field: MeasurementField, inches: number, unit: MeasurementUnit): string | null {
  const slip = unitSlip(field, inches);
  if (!slip) return null;
  if (unit === 'in' && slip.typed === 'cm')
    return `Did you enter centimetres? ${lengthText(inches, 'in')} cm is ${formatLength(Number(slip.meant.toFixed(2)), 'in')}.`;
  if (unit === 'cm' && slip.typed === 'in')
    return `Did you enter inches? ${lengthText(inches, 'cm')} in is ${formatLength(Number(slip.meant.toFixed(2)), 'cm')}.`;
  return null;
}

/** Every field's problem, by field key, for the fields the draft's track shows. */
export function draftProblems(
  config: MeasurementsConfig,
  draft: SizingDraft,
  unit: MeasurementUnit,
  requireAll: boolean,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of visibleFields(config, draft.track)) {
    const problem = fieldProblem(config, draft, field, unit, requireAll);
    if (problem) problems[field.key] = problem;
  }
  return problems;
}

/** The draft as the size the shop stores: each visible field with its value, in the configuration's order. */
function draftMeasurements(config: MeasurementsConfig, draft: SizingDraft): SizeMeasurement[] {
  return visibleFields(config, draft.track).flatMap((field) => {
    const value = draft.values[field.key];
    return value === null || value === undefined ? [] : [{ id: field.key, fitting_size: value }];
  });
}

export interface CheckedDraft {
  /** The size to store or hand on: empty while there are problems. */
  measurements: SizeMeasurement[];
  /** Problems by field key, `size` or `fit`; messages in the customer's unit. */
  problems: Record<string, string>;
}

/**
 * The whole size checked: the screen's own per-field check first (it speaks the customer's unit),
 * then the domain's `checkSize`, the same check the server runs.
 */
export function checkDraft(config: MeasurementsConfig, draft: SizingDraft, unit: MeasurementUnit): CheckedDraft {
  const problems = draftProblems(config, draft, unit, true);
  const checked = checkSize(config, draft.track, { size: draft.size, fit: draft.fit }, draftMeasurements(config, draft));
  for (const problem of checked.problems) {
    const key = problem.field ?? (problem.message.startsWith('Fit') ? FIT_KEY : SIZE_KEY);
    problems[key] ??= problem.message;
  }
  return { measurements: Object.keys(problems).length === 0 ? checked.measurements : [], problems };
}

/** Whether two drafts hold the same size (for "nothing changed"). */
export function sameDraft(a: SizingDraft, b: SizingDraft): boolean {
  if (a.track !== b.track || a.size !== b.size || a.fit !== b.fit) return false;
  const keys = new Set([...Object.keys(a.values), ...Object.keys(b.values)]);
  return [...keys].every((key) => (a.values[key] ?? null) === (b.values[key] ?? null));
}
