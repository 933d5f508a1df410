import type {
  FitAnswers,
  FitChecks,
  FitModel,
  FitWarning,
  FitWarningCode,
  MeasurementsConfig,
  SizeMeasurement,
  SizeTrack,
} from '@selvedge/contract';
import { predictBody, type PredictedLength } from './fit-estimate.js';
import { CM_PER_INCH, formatLength, unitSlip, unitSlipHint } from './measurements.js';

/**
 * Warnings on measurements that look mistaken (issue 29), one rule set for the screen and the
 * server: a unit slip, a relation within the piece that rarely holds, a length out of proportion to
 * the height, a girth far from what the answers of the estimate predict. Each is a question for the
 * customer, who confirms or corrects it; nothing is changed for them. The thresholds are the
 * configuration's (`fitChecks`, `fitModel`).
 */

export interface WarningConfig {
  measurements: MeasurementsConfig;
  fitModel: FitModel;
  fitChecks: FitChecks;
}

export interface WarningInput {
  track: SizeTrack;
  fit: string;
  /** The piece's measurements, inches (the shape the cart and saved sizes carry). */
  measurements: readonly SizeMeasurement[];
  /** What the customer told the estimate, when they answered it: height and weight make the far-from check. */
  answers?: Partial<Pick<FitAnswers, 'heightCm' | 'weightKg' | 'age' | 'build' | 'belly'>> | undefined;
}

export const warningId = (code: FitWarningCode, field: string) => `${code}:${field}`;

const fieldOf = (config: MeasurementsConfig, key: string) => config.fields.find((field) => field.key === key);
const labelOf = (config: MeasurementsConfig, key: string) => fieldOf(config, key)?.label ?? key;
const fmt = (inches: number) => formatLength(Number(inches.toFixed(2)), 'in');

/** The customer's height in inches: the piece's own height field, else the estimate's answer. */
function heightInches(values: ReadonlyMap<string, number>, answers: WarningInput['answers']): number | null {
  const own = values.get('height');
  if (own !== undefined) return own;
  return answers?.heightCm ? answers.heightCm / CM_PER_INCH : null;
}

/** Every warning for a piece's measurements; an empty list when nothing looks mistaken. */
export function measurementWarnings(config: WarningConfig, input: WarningInput): FitWarning[] {
  if (input.track !== 'body') return [];
  const { measurements, fitChecks: checks, fitModel: model } = config;
  const values = new Map<string, number>();
  const bellyAnswer = input.answers?.belly;
  for (const entry of input.measurements) {
    const field = fieldOf(measurements, entry.id);
    if (field?.type === 'display' && typeof entry.fitting_size === 'number' && Number.isFinite(entry.fitting_size))
      values.set(entry.id, entry.fitting_size);
  }
  const warnings: FitWarning[] = [];
  const add = (code: FitWarningCode, field: string, message: string) => {
    if (!warnings.some((warning) => warning.id === warningId(code, field)))
      warnings.push({ id: warningId(code, field), code, field, message });
  };

  const height = heightInches(values, input.answers);
  const predicted: Record<string, PredictedLength> | null =
    input.answers?.heightCm && input.answers.weightKg
      ? predictBody(model, {
          heightCm: input.answers.heightCm,
          weightKg: input.answers.weightKg,
          age: input.answers.age,
          build: input.answers.build,
          belly: input.answers.belly,
        })
      : null;

  /** Whether a value of `key` passes the checks that read one value alone (height band, far from the estimate). */
  const alone = (key: string, value: number): { code: FitWarningCode; message: string } | null => {
    const band = checks.heightBands[key];
    if (band && height !== null && key !== 'height') {
      const min = band.min * height;
      const max = band.max * height;
      if (value < min || value > max) {
        return {
          code: 'length-for-height',
          message: `${labelOf(measurements, key)} of ${fmt(value)} is unusual for a height of ${fmt(height)} (most people measure ${fmt(min)} to ${fmt(max)}). Please check it.`,
        };
      }
    }
    const expected = predicted?.[key];
    if (expected && model.girths[key]) {
      if (Math.abs(value - expected.inches) > checks.farFromEstimateSds * expected.sdInches) {
        const usual = model.rangeZ * expected.sdInches;
        return {
          code: 'far-from-estimate',
          message: `${labelOf(measurements, key)} of ${fmt(value)} is far from what your height and weight suggest (most people like you measure ${fmt(expected.inches - usual)} to ${fmt(expected.inches + usual)}). Please check it.`,
        };
      }
    }
    return null;
  };

  for (const [key, value] of values) {
    const field = fieldOf(measurements, key)!;
    const problem = alone(key, value);
    if (!problem) continue;
    // A value inside its range that reads right in the other unit is most likely a slip of units.
    const slip = unitSlip(field, value);
    if (slip && !alone(key, slip.meant)) {
      add('unit-slip', key, `${labelOf(measurements, key)}: ${unitSlipHint(field, value)!} Please check it.`);
    } else add(problem.code, key, problem.message);
  }

  for (const rule of checks.notBelow) {
    const value = values.get(rule.field);
    const other = values.get(rule.other);
    if (value === undefined || other === undefined || value >= other) continue;
    if (!rule.fits.includes(input.fit) && !(bellyAnswer && rule.bellies.includes(bellyAnswer))) continue;
    const why = rule.fits.includes(input.fit) ? `a ${input.fit.toLowerCase()} fit` : `a ${bellyAnswer} belly`;
    add(
      'below-other',
      rule.field,
      `${labelOf(measurements, rule.field)} (${fmt(value)}) is smaller than ${labelOf(measurements, rule.other).toLowerCase()} (${fmt(other)}), which is rare with ${why}. Please check both.`,
    );
  }

  for (const rule of checks.atMostShare) {
    const value = values.get(rule.field);
    const other = values.get(rule.other);
    if (value === undefined || other === undefined || value <= rule.share * other) continue;
    add(
      'above-share',
      rule.field,
      `${labelOf(measurements, rule.field)} (${fmt(value)}) is more than ${rule.share === 0.5 ? 'half' : `${Math.round(rule.share * 100)}% of`} your ${labelOf(measurements, rule.other).toLowerCase()} (${fmt(other)}), which is rare. Please check both.`,
    );
  }
  return warnings;
}

/** The warnings a customer has not confirmed: what the server refuses a piece for. */
export function unconfirmedWarnings(warnings: readonly FitWarning[], confirmed: readonly string[]): FitWarning[] {
  const ok = new Set(confirmed);
  return warnings.filter((warning) => !ok.has(warning.id));
}
