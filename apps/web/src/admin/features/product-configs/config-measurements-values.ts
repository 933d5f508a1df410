import type { MeasurementField } from '@selvedge/contract';
import type { AdminProductConfig } from '@selvedge/contract/admin';
import { index, text, type FormProblems } from './config-form-text';

/**
 * The configuration's measurements as the form holds them: each field with its own column of the
 * size table, the sizes, the fits and the advice, one row each.
 */

export interface FieldValues {
  key: string;
  label: string;
  type: MeasurementField['type'];
  comments: string;
  visibility: MeasurementField['visibility'];
  value: string;
  lower: string;
  upper: string;
  adjustMin: string;
  adjustMax: string;
  step: string;
  rounding: string;
  /** A dropdown's choices, one a line. */
  options: string;
  default: string;
  /** This field's column of the size table: [size][fit], in the order of the sizes and fits. */
  table: string[][];
}

export interface MeasurementsValues {
  measurements: {
    fields: FieldValues[];
    sizes: { name: string }[];
    fits: { name: string }[];
    advice: { text: string }[];
  };
}

type Measurements = AdminProductConfig['measurements'];

function fieldValues(field: MeasurementField, { sizes, fits, sizeAndFitMeasurements }: Measurements): FieldValues {
  return {
    key: field.key,
    label: field.label,
    type: field.type,
    comments: field.comments,
    visibility: { ...field.visibility },
    value: text(field.value),
    lower: text(field.lower_bound),
    upper: text(field.upper_bound),
    adjustMin: text(field.adjustments?.min),
    adjustMax: text(field.adjustments?.max),
    step: text(field.increaseDecreaseBy),
    rounding: text(field.rounding),
    options: field.options.join('\n'),
    default: field.default === null ? '' : String(field.default),
    table: sizes.map((size) => fits.map((fit) => text(sizeAndFitMeasurements[size]?.[fit]?.[field.key]))),
  };
}

export function measurementsValues(measurements: Measurements): MeasurementsValues {
  return {
    measurements: {
      fields: measurements.fields.map((field) => fieldValues(field, measurements)),
      sizes: measurements.sizes.map((name) => ({ name })),
      fits: measurements.fits.map((name) => ({ name })),
      advice: measurements.advice.map((advice) => ({ text: advice })),
    },
  };
}

/** The fields whose numbers the size table holds: numbers shown with standard sizes. */
export const isTabled = (field: Pick<FieldValues, 'type' | 'visibility'>): boolean => field.type === 'display' && field.visibility.standard;

/** A dropdown starts on one of its choices (text); a number field keeps a number it had. */
function defaultOf(field: FieldValues): string | number | null {
  const typed = field.default.trim();
  if (typed === '') return null;
  if (field.type === 'dropdown') return field.default;
  return Number.isFinite(Number(typed)) ? Number(typed) : field.default;
}

export function measurementsOfValues({ measurements }: MeasurementsValues, problems: FormProblems): Measurements {
  const { sizes, fits } = measurements;
  const fields: MeasurementField[] = measurements.fields.map((field, at) => {
    const name = (property: string) => `measurements.fields.${at}.${property}`;
    const path = (property: string) => `config.measurements.fields[${at}].${property}`;
    const adjusted = field.adjustMin.trim() !== '' || field.adjustMax.trim() !== '';
    return {
      key: field.key,
      label: field.label,
      type: field.type,
      value: problems.optionalNumber(field.value, name('value'), path('value')),
      adjustments: adjusted
        ? {
            min: problems.number(field.adjustMin, name('adjustMin'), path('adjustments')),
            max: problems.number(field.adjustMax, name('adjustMax'), path('adjustments')),
          }
        : null,
      comments: field.comments,
      upper_bound: problems.optionalNumber(field.upper, name('upper'), path('upper_bound')),
      lower_bound: problems.optionalNumber(field.lower, name('lower'), path('lower_bound')),
      visibility: { ...field.visibility },
      increaseDecreaseBy: problems.number(field.step, name('step'), path('increaseDecreaseBy')),
      rounding: problems.number(field.rounding, name('rounding'), path('rounding')),
      options: field.options
        .split('\n')
        .map((option) => option.trim())
        .filter((option) => option !== ''),
      default: defaultOf(field),
    };
  });
  const sizeAndFitMeasurements: Measurements['sizeAndFitMeasurements'] = Object.fromEntries(
    sizes.map(({ name: size }, s) => [
      size,
      Object.fromEntries(
        fits.map(({ name: fit }, f) => [
          fit,
          Object.fromEntries(
            measurements.fields.flatMap((field, k) =>
              isTabled(field)
                ? [
                    [
                      field.key,
                      problems.number(
                        field.table[s]?.[f] ?? '',
                        `measurements.fields.${k}.table.${s}.${f}`,
                        `config.measurements.sizeAndFitMeasurements.${size}.${fit}.${field.key}`,
                      ),
                    ],
                  ]
                : [],
            ),
          ),
        ]),
      ),
    ]),
  );
  return {
    fields,
    sizes: sizes.map(({ name }) => name),
    fits: fits.map(({ name }) => name),
    sizeAndFitMeasurements,
    advice: measurements.advice.map(({ text: advice }) => advice),
  };
}

/** A new, empty field, with an empty column of a size table of `sizes` by `fits`. */
export const emptyField = (sizes: number, fits: number): FieldValues => ({
  key: '',
  label: '',
  type: 'display',
  comments: '',
  visibility: { standard: true, body: true, saved: true },
  value: '',
  lower: '',
  upper: '',
  adjustMin: '-1',
  adjustMax: '1',
  step: '0.125',
  rounding: '0.125',
  options: '',
  default: '',
  table: Array.from({ length: sizes }, () => Array.from({ length: fits }, () => '')),
});

/** A measurement field's property as the request names it -> the form's own. */
const MEASUREMENT_FIELD_OF: Readonly<Record<string, string>> = {
  key: 'key',
  label: 'label',
  type: 'type',
  comments: 'comments',
  value: 'value',
  lower_bound: 'lower',
  upper_bound: 'upper',
  adjustments: 'adjustMin',
  increaseDecreaseBy: 'step',
  rounding: 'rounding',
  options: 'options',
  default: 'default',
  visibility: 'visibility',
};

/** The field of a problem under `measurements`. */
export function measurementField([part, a, b, c, d]: (string | number)[], values: MeasurementsValues): string | null {
  const { fields, sizes, fits, advice } = values.measurements;
  if (part === 'fields') {
    const at = index(a);
    if (at === null || at >= fields.length) return null;
    const property = typeof b === 'string' ? MEASUREMENT_FIELD_OF[b] : undefined;
    if (property === 'visibility') return `measurements.fields.${at}.visibility.standard`;
    if (property === 'adjustMin' && c === 'max') return `measurements.fields.${at}.adjustMax`;
    return `measurements.fields.${at}.${property ?? 'key'}`;
  }
  if (part === 'sizes' || part === 'fits' || part === 'advice') {
    const at = index(a);
    const list = { sizes, fits, advice }[part];
    if (at === null || at >= list.length) return null;
    return `measurements.${part}.${at}.${part === 'advice' ? 'text' : 'name'}`;
  }
  if (part === 'sizeAndFitMeasurements') {
    const s = sizes.findIndex((size) => size.name === a);
    if (s < 0) return null;
    const f = fits.findIndex((fit) => fit.name === b);
    if (f < 0) return `measurements.sizes.${s}.name`;
    const k = fields.findIndex((field) => field.key === c);
    if (c === undefined || k < 0) return `measurements.fits.${f}.name`;
    return d === undefined ? `measurements.fields.${k}.table.${s}.${f}` : null;
  }
  return null;
}
