import type { Belly, FitChecks, FitModel } from '@selvedge/contract';
import type { AdminProductConfig } from '@selvedge/contract/admin';
import { index, text, type FormProblems } from './config-form-text';

/**
 * The fit estimate's model (decision 046) and the measurement warnings' rules as the form holds
 * them: every number as typed, the girth and length predictors carried as read.
 */

export const FIT_PREFERENCE_KEYS = ['slim', 'regular', 'relaxed'] as const;

interface FitModelValues {
  source: string;
  covers: { heightMin: string; heightMax: string; weightMin: string; weightMax: string };
  meanAge: string;
  /** Shown as a table, never edited in the form: they are fitted on the source's data. */
  girths: FitModel['girths'];
  lengths: FitModel['lengths'];
  /** The inches over the body for each fit, each of the fields that choose the size. */
  ease: { fit: string; fields: { field: string; inches: string }[] }[];
  preferences: Record<(typeof FIT_PREFERENCE_KEYS)[number], string>;
  usualSizes: { label: string; size: string }[];
  answeredSdFactor: string;
  rangeZ: string;
  confidence: { high: string; medium: string };
}

interface FitCheckValues {
  heightBands: { field: string; min: string; max: string }[];
  atMostShare: { field: string; other: string; share: string }[];
  notBelow: { field: string; other: string; fits: string[]; bellies: Belly[] }[];
  farFromEstimateSds: string;
}

export interface FitValues {
  /** The fit estimate's model: its numbers as typed; the girth and length predictors carried as read. */
  fitModel: FitModelValues;
  /** The measurement warnings' rules: band edges and shares as typed, the fields they compare as read. */
  fitChecks: FitCheckValues;
}

/** Entries in the order of `order` (a fit's, a field's), those it does not name after: a stored document's keys come in the database's order. */
function inOrder<T>(record: Readonly<Record<string, T>>, order: readonly string[]): [string, T][] {
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.entries(record).sort(([a], [b]) => rank(a) - rank(b));
}

function fitModelValues(model: FitModel, fits: readonly string[], fields: readonly string[]): FitModelValues {
  return {
    source: model.source,
    covers: {
      heightMin: text(model.covers.heightCm.min),
      heightMax: text(model.covers.heightCm.max),
      weightMin: text(model.covers.weightKg.min),
      weightMax: text(model.covers.weightKg.max),
    },
    meanAge: text(model.meanAge),
    girths: structuredClone(model.girths),
    lengths: structuredClone(model.lengths),
    ease: inOrder(model.ease, fits).map(([fit, byField]) => ({
      fit,
      fields: inOrder(byField, fields).map(([field, inches]) => ({ field, inches: text(inches) })),
    })),
    preferences: { ...model.preferences },
    usualSizes: model.usualSizes.map((entry) => ({ ...entry })),
    answeredSdFactor: text(model.answeredSdFactor),
    rangeZ: text(model.rangeZ),
    confidence: { high: text(model.confidence.high), medium: text(model.confidence.medium) },
  };
}

function fitCheckValues(checks: FitChecks, fields: readonly string[]): FitCheckValues {
  return {
    heightBands: inOrder(checks.heightBands, fields).map(([field, band]) => ({ field, min: text(band.min), max: text(band.max) })),
    atMostShare: checks.atMostShare.map((rule) => ({ field: rule.field, other: rule.other, share: text(rule.share) })),
    notBelow: checks.notBelow.map((rule) => ({ field: rule.field, other: rule.other, fits: [...rule.fits], bellies: [...rule.bellies] })),
    farFromEstimateSds: text(checks.farFromEstimateSds),
  };
}

/** The section's values, the ease and height bands in the order of the configuration's fits and fields. */
export function fitValues(config: Pick<AdminProductConfig, 'fitModel' | 'fitChecks' | 'measurements'>): FitValues {
  const fields = config.measurements.fields.map((field) => field.key);
  return {
    fitModel: fitModelValues(config.fitModel, config.measurements.fits, fields),
    fitChecks: fitCheckValues(config.fitChecks, fields),
  };
}

/** Each number on its own field; records made with Object.fromEntries, so any key is a key like any other. */
export function fitOfValues(values: FitValues, problems: FormProblems): Pick<AdminProductConfig, 'fitModel' | 'fitChecks'> {
  const fv = values.fitModel;
  const fitNumber = (typed: string, field: string, path: string) => problems.number(typed, `fitModel.${field}`, `config.fitModel.${path}`);
  const fitModel: FitModel = {
    source: fv.source,
    covers: {
      heightCm: {
        min: fitNumber(fv.covers.heightMin, 'covers.heightMin', 'covers.heightCm.min'),
        max: fitNumber(fv.covers.heightMax, 'covers.heightMax', 'covers.heightCm.max'),
      },
      weightKg: {
        min: fitNumber(fv.covers.weightMin, 'covers.weightMin', 'covers.weightKg.min'),
        max: fitNumber(fv.covers.weightMax, 'covers.weightMax', 'covers.weightKg.max'),
      },
    },
    meanAge: fitNumber(fv.meanAge, 'meanAge', 'meanAge'),
    girths: fv.girths,
    lengths: fv.lengths,
    ease: Object.fromEntries(
      fv.ease.map((row, r) => [
        row.fit,
        Object.fromEntries(
          row.fields.map((entry, f) => [
            entry.field,
            fitNumber(entry.inches, `ease.${r}.fields.${f}.inches`, `ease.${row.fit}.${entry.field}`),
          ]),
        ),
      ]),
    ),
    preferences: { ...fv.preferences },
    usualSizes: fv.usualSizes.map((entry) => ({ ...entry })),
    answeredSdFactor: fitNumber(fv.answeredSdFactor, 'answeredSdFactor', 'answeredSdFactor'),
    rangeZ: fitNumber(fv.rangeZ, 'rangeZ', 'rangeZ'),
    confidence: {
      high: fitNumber(fv.confidence.high, 'confidence.high', 'confidence.high'),
      medium: fitNumber(fv.confidence.medium, 'confidence.medium', 'confidence.medium'),
    },
  };
  const cv = values.fitChecks;
  const checkNumber = (typed: string, field: string, path: string) =>
    problems.number(typed, `fitChecks.${field}`, `config.fitChecks.${path}`);
  const fitChecks: FitChecks = {
    heightBands: Object.fromEntries(
      cv.heightBands.map((band, b) => [
        band.field,
        {
          min: checkNumber(band.min, `heightBands.${b}.min`, `heightBands.${band.field}.min`),
          max: checkNumber(band.max, `heightBands.${b}.max`, `heightBands.${band.field}.max`),
        },
      ]),
    ),
    atMostShare: cv.atMostShare.map((rule, r) => ({
      field: rule.field,
      other: rule.other,
      share: checkNumber(rule.share, `atMostShare.${r}.share`, `atMostShare[${r}].share`),
    })),
    notBelow: cv.notBelow.map((rule) => ({ field: rule.field, other: rule.other, fits: [...rule.fits], bellies: [...rule.bellies] })),
    farFromEstimateSds: checkNumber(cv.farFromEstimateSds, 'farFromEstimateSds', 'farFromEstimateSds'),
  };
  return { fitModel, fitChecks };
}

/** The model's properties that are one field of the form each. */
const FIT_SCALARS: ReadonlySet<string> = new Set(['meanAge', 'answeredSdFactor', 'rangeZ', 'source']);

/** The field of a problem under `fitModel`. */
export function fitModelField([part, a, b]: (string | number)[], values: FitValues): string | null {
  const model = values.fitModel;
  if (typeof part === 'string' && FIT_SCALARS.has(part)) return `fitModel.${part}`;
  if (part === 'covers') return `fitModel.covers.${a === 'weightKg' ? 'weight' : 'height'}${b === 'max' ? 'Max' : 'Min'}`;
  if (part === 'confidence') return `fitModel.confidence.${a === 'medium' ? 'medium' : 'high'}`;
  if (part === 'preferences')
    return FIT_PREFERENCE_KEYS.includes(a as (typeof FIT_PREFERENCE_KEYS)[number]) ? `fitModel.preferences.${String(a)}` : null;
  if (part === 'ease') {
    const row = model.ease.findIndex((entry) => entry.fit === a);
    if (row < 0) return null;
    const field = model.ease[row]!.fields.findIndex((entry) => entry.field === b);
    return field < 0 ? `fitModel.ease.${row}.fit` : `fitModel.ease.${row}.fields.${field}.inches`;
  }
  if (part === 'usualSizes') {
    const at = index(a);
    return at !== null && at < model.usualSizes.length ? `fitModel.usualSizes.${at}.${b === 'size' ? 'size' : 'label'}` : null;
  }
  return null;
}

/** The field of a problem under `fitChecks`. */
export function fitChecksField([part, a, b]: (string | number)[], values: FitValues): string | null {
  const checks = values.fitChecks;
  if (part === 'farFromEstimateSds') return 'fitChecks.farFromEstimateSds';
  if (part === 'heightBands') {
    const band = checks.heightBands.findIndex((entry) => entry.field === a);
    return band < 0 ? null : `fitChecks.heightBands.${band}.${b === 'max' ? 'max' : 'min'}`;
  }
  const at = index(a);
  if (part === 'atMostShare') return at !== null && at < checks.atMostShare.length ? `fitChecks.atMostShare.${at}.share` : null;
  if (part === 'notBelow')
    return at !== null && at < checks.notBelow.length ? `fitChecks.notBelow.${at}.${b === 'bellies' ? 'bellies' : 'fits'}` : null;
  return null;
}
