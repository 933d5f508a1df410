import { WORK_STAGES, type AccessoryItemDocument, type ApiProblem, type Belly, type FitChecks, type FitModel, type MeasurementField, type ProductType, type StageDays, type WorkStage } from '@selvedge/contract';
import { ADD_ON_PRICE_MAX_MINOR, AdminProductConfigSchema, type AdminProductConfig } from '@selvedge/contract/admin';
import { decimalStringToMinor, minorToDecimalString } from '@selvedge/domain';

/**
 * A product configuration as the editor's form holds it, and back: numbers and prices as the text
 * typed, style groups in their order (the document's `styles` record and `stylesOrder` made one
 * list), each measurement field with its own column of the size table. Every problem, the form's
 * own, the contract's or the server's (named by its path under `config`), is placed on the field
 * that holds it, or reported for the whole form.
 */

export const ACCESSORY_LISTS = ['fabric', 'initials', 'addOns', 'others'] as const;
export type AccessoryList = (typeof ACCESSORY_LISTS)[number];

export interface OptionValues {
  key: string;
  value: string;
  description: string;
  image: string;
}

export interface GroupValues {
  key: string;
  name: string;
  description: string;
  image: string;
  default: string;
  options: OptionValues[];
}

export interface ExceptionValues {
  when: { group: string; option: string };
  notSuitable: { group: string; options: string[] }[];
}

export interface ItemValues {
  key: string;
  value: string;
  description: string;
  kind: AccessoryItemDocument['kind'];
  display: boolean;
  /** '' when the item names no variant. */
  variantId: string;
  options: { key: string; name: string; variantId: string }[];
  default: string;
  maxLength: string;
  pattern: string;
  placeholder: string;
}

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

export interface ConfigFormValues {
  title: string;
  description: string;
  leadTime: { minWeeks: string; maxWeeks: string };
  trial: boolean;
  trialLeadTime: { minWeeks: string; maxWeeks: string };
  matching: boolean;
  matchingItem: { prefix: string; suffix: string };
  styles: GroupValues[];
  styleKeys: { key: string }[];
  exceptions: ExceptionValues[];
  accessories: Record<AccessoryList, ItemValues[]>;
  /** The SGD price of each add-on variant the type has, as typed (dollars). */
  prices: { variantId: string; amount: string }[];
  /** Each stage's days (a trial piece's used only while `trial`), the need-by buffer, when the shop's own moves take over (decision 048). */
  timeline: {
    stageDays: Record<WorkStage, string>;
    trialStageDays: Record<WorkStage, string>;
    needByBufferDays: string;
    minTransitions: string;
    withinDays: string;
  };
  measurements: {
    fields: FieldValues[];
    sizes: { name: string }[];
    fits: { name: string }[];
    advice: { text: string }[];
  };
  /** The fit guarantee (issue 29), as typed; the cap in SGD dollars. */
  fitGuarantee: { claimWindowDays: string; alterationSharePercent: string; alterationCapSgd: string; remakeLimit: string };
  /** The fit estimate's model (decision 046): its numbers as typed; the girth and length predictors carried as read. */
  fitModel: FitModelValues;
  /** The measurement warnings' rules: band edges and shares as typed, the fields they compare as read. */
  fitChecks: FitCheckValues;
  /** The garment picture (issue 30) as JSON text: the views, each option's drawing per view, the paints. */
  picture: string;
}

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

/** A problem on the form's own field path (`styles.0.options.2.key`), or on none (`field: null`). */
export interface FormProblem {
  field: string | null;
  /** The request's path, `config.styles.collar.options[2].key`, for the words of an unplaced problem. */
  path: string;
  message: string;
}

const text = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/** Cents as the dollars the form shows: 1500 -> "15.00". */
export const dollarsOfCents = (cents: number): string => minorToDecimalString(cents, 'SGD');

export const PRICE_MESSAGE = `A price from 0.00 to ${(ADD_ON_PRICE_MAX_MINOR / 100).toLocaleString('en-SG')}.00 SGD, like 15.00`;

/** Dollars typed as cents: "15" -> 1500, "15.5" -> 1550; null when it is not a price the shop may charge. */
export function centsOfDollars(typed: string): number | null {
  try {
    const cents = decimalStringToMinor(typed.trim(), 'SGD');
    return cents >= 0 && cents <= ADD_ON_PRICE_MAX_MINOR ? cents : null;
  } catch {
    return null;
  }
}

/** The variants a configuration names (items and their options), in order, once each. */
export function variantsNamed(accessories: AdminProductConfig['accessories']): string[] {
  const items = ACCESSORY_LISTS.flatMap((list) => accessories[list]);
  const ids = items.flatMap((item) => [item.variantId, ...item.options.map((option) => option.variantId)]);
  return [...new Set(ids.filter((id): id is string => id !== null))];
}

function itemValues(item: AccessoryItemDocument): ItemValues {
  return {
    key: item.key,
    value: item.value,
    description: item.description,
    kind: item.kind,
    display: item.display,
    variantId: item.variantId ?? '',
    options: item.options.map((option) => ({ key: option.key, name: option.name, variantId: option.variantId ?? '' })),
    default: item.default ?? '',
    maxLength: text(item.maxLength),
    pattern: item.pattern ?? '',
    placeholder: item.placeholder ?? '',
  };
}

function fieldValues(field: MeasurementField, config: AdminProductConfig): FieldValues {
  const { sizes, fits, sizeAndFitMeasurements } = config.measurements;
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

const stageDaysText = (days: StageDays | null): Record<WorkStage, string> => Object.fromEntries(WORK_STAGES.map((stage) => [stage, text(days?.[stage])])) as Record<WorkStage, string>;

/** Entries in the order of `order` (a fit's, a field's), those it does not name after: a stored document's keys come in the database's order. */
function inOrder<T>(record: Readonly<Record<string, T>>, order: readonly string[]): [string, T][] {
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.entries(record).sort(([a], [b]) => rank(a) - rank(b));
}

function fitModelValues(model: FitModel, fits: readonly string[], fields: readonly string[]): FitModelValues {
  return {
    source: model.source,
    covers: { heightMin: text(model.covers.heightCm.min), heightMax: text(model.covers.heightCm.max), weightMin: text(model.covers.weightKg.min), weightMax: text(model.covers.weightKg.max) },
    meanAge: text(model.meanAge),
    girths: structuredClone(model.girths),
    lengths: structuredClone(model.lengths),
    ease: inOrder(model.ease, fits).map(([fit, byField]) => ({ fit, fields: inOrder(byField, fields).map(([field, inches]) => ({ field, inches: text(inches) })) })),
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

/** The form's values for a configuration; `variants` are every add-on variant the type is known to have. */
export function valuesOfConfig(config: AdminProductConfig, variants: readonly string[] = []): ConfigFormValues {
  const known = [...new Set([...Object.keys(config.addOnPrices), ...variants, ...variantsNamed(config.accessories)])];
  return {
    title: config.title,
    description: config.description,
    leadTime: { minWeeks: text(config.leadTime.minWeeks), maxWeeks: text(config.leadTime.maxWeeks) },
    trial: config.trialLeadTime !== null,
    trialLeadTime: { minWeeks: text(config.trialLeadTime?.minWeeks), maxWeeks: text(config.trialLeadTime?.maxWeeks) },
    matching: config.matchingItem !== null,
    matchingItem: { prefix: config.matchingItem?.prefix ?? '', suffix: config.matchingItem?.suffix ?? '' },
    styles: config.stylesOrder.flatMap((key) => {
      const group = Object.hasOwn(config.styles, key) ? config.styles[key] : undefined;
      return group ? [{ ...group, key, options: group.options.map((option) => ({ ...option })) }] : [];
    }),
    styleKeys: config.styleKeys.map((key) => ({ key })),
    fitModel: fitModelValues(config.fitModel, config.measurements.fits, config.measurements.fields.map((field) => field.key)),
    fitChecks: fitCheckValues(config.fitChecks, config.measurements.fields.map((field) => field.key)),
    exceptions: config.exceptions.map((rule) => ({ when: { ...rule.when }, notSuitable: rule.notSuitable.map((target) => ({ group: target.group, options: [...target.options] })) })),
    accessories: {
      fabric: config.accessories.fabric.map(itemValues),
      initials: config.accessories.initials.map(itemValues),
      addOns: config.accessories.addOns.map(itemValues),
      others: config.accessories.others.map(itemValues),
    },
    prices: known.map((variantId) => ({ variantId, amount: config.addOnPrices[variantId] === undefined ? '' : dollarsOfCents(config.addOnPrices[variantId]) })),
    timeline: {
      stageDays: stageDaysText(config.timeline.stageDays),
      trialStageDays: stageDaysText(config.timeline.trialStageDays),
      needByBufferDays: text(config.timeline.needByBufferDays),
      minTransitions: text(config.timeline.learning.minTransitions),
      withinDays: text(config.timeline.learning.withinDays),
    },
    measurements: {
      fields: config.measurements.fields.map((field) => fieldValues(field, config)),
      sizes: config.measurements.sizes.map((name) => ({ name })),
      fits: config.measurements.fits.map((name) => ({ name })),
      advice: config.measurements.advice.map((advice) => ({ text: advice })),
    },
    fitGuarantee: {
      claimWindowDays: text(config.fitGuarantee.claimWindowDays),
      alterationSharePercent: text(config.fitGuarantee.alterationSharePercent),
      alterationCapSgd: dollarsOfCents(config.fitGuarantee.alterationCapMinorSgd),
      remakeLimit: text(config.fitGuarantee.remakeLimit),
    },
    picture: JSON.stringify(config.picture, null, 1),
  };
}

/** A new, empty row of each list the form can grow. */
export const EMPTY = {
  option: (): OptionValues => ({ key: '', value: '', description: '', image: '' }),
  group: (): GroupValues => ({ key: '', name: '', description: '', image: '', default: '', options: [EMPTY.option()] }),
  exception: (): ExceptionValues => ({ when: { group: '', option: '' }, notSuitable: [{ group: '', options: [] }] }),
  item: (): ItemValues => ({ key: '', value: '', description: '', kind: 'toggle', display: true, variantId: '', options: [], default: '', maxLength: '', pattern: '', placeholder: '' }),
  field: (sizes: number, fits: number): FieldValues => ({
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
  }),
};

/** The fields whose numbers the size table holds: numbers shown with standard sizes. */
export const isTabled = (field: Pick<FieldValues, 'type' | 'visibility'>): boolean => field.type === 'display' && field.visibility.standard;

const NUMBER_MESSAGE = 'A number, like 3.5';

/** A dropdown starts on one of its choices (text); a number field keeps a number it had. */
function defaultOf(field: FieldValues): string | number | null {
  const typed = field.default.trim();
  if (typed === '') return null;
  if (field.type === 'dropdown') return field.default;
  return Number.isFinite(Number(typed)) ? Number(typed) : field.default;
}

/**
 * The configuration the form's values make, with the prices of the variants it names; or the
 * problems, each on its field: the form's own first (a number that is not one, a price, two groups
 * with one key), then the contract's schema, the one the server checks it with.
 */
export function configOfValues(values: ConfigFormValues, productType: ProductType): { config: AdminProductConfig } | { problems: FormProblem[] } {
  const problems: FormProblem[] = [];
  const problem = (field: string, path: string, message: string) => problems.push({ field, path, message });

  /** A number typed: null for an empty optional one. */
  const number = (typed: string, field: string, path: string, optional = false): number | null => {
    const trimmed = typed.trim();
    if (trimmed === '' && optional) return null;
    const parsed = trimmed === '' ? Number.NaN : Number(trimmed);
    if (Number.isFinite(parsed)) return parsed;
    problem(field, path, optional ? `${NUMBER_MESSAGE}, or empty` : NUMBER_MESSAGE);
    return 0;
  };
  const stageDays = (typed: Record<WorkStage, string>, name: 'stageDays' | 'trialStageDays'): StageDays =>
    Object.fromEntries(WORK_STAGES.map((stage) => [stage, number(typed[stage], `timeline.${name}.${stage}`, `config.timeline.${name}.${stage}`) ?? 0])) as StageDays;
  const weeks = (lead: { minWeeks: string; maxWeeks: string }, name: 'leadTime' | 'trialLeadTime') => ({
    minWeeks: number(lead.minWeeks, `${name}.minWeeks`, `config.${name}.minWeeks`) ?? 0,
    maxWeeks: number(lead.maxWeeks, `${name}.maxWeeks`, `config.${name}.maxWeeks`) ?? 0,
  });

  // Made with Object.fromEntries: a key such as "__proto__" is then a key like any other, which the server names.
  const groupKeys = new Set<string>();
  const styles: AdminProductConfig['styles'] = Object.fromEntries(
    values.styles.flatMap((group, index) => {
      if (groupKeys.has(group.key)) {
        problem(`styles.${index}.key`, `config.styles.${group.key}`, `Another style group has the key "${group.key}"`);
        return [];
      }
      groupKeys.add(group.key);
      return [[group.key, { ...group, options: group.options.map((option) => ({ ...option })) }]];
    }),
  );

  const item = (list: AccessoryList) => (entry: ItemValues, index: number): AccessoryItemDocument => {
    const made: AccessoryItemDocument = {
      key: entry.key,
      value: entry.value,
      description: entry.description,
      kind: entry.kind,
      // A choice is priced by its options; what another kind would hold is not sent.
      variantId: entry.kind === 'choice' ? null : entry.variantId || null,
      options: entry.kind === 'choice' ? entry.options.map((option) => ({ key: option.key, name: option.name, variantId: option.variantId || null })) : [],
      display: entry.display,
      default: entry.kind === 'choice' ? entry.default : null,
    };
    if (entry.kind === 'text') {
      const longest = Number(entry.maxLength.trim());
      if (entry.maxLength.trim() === '' || !Number.isInteger(longest) || longest < 1) {
        problem(`accessories.${list}.${index}.maxLength`, `config.accessories.${list}[${index}].maxLength`, 'A whole number of characters, 1 or more');
      } else made.maxLength = longest;
      if (entry.pattern !== '') made.pattern = entry.pattern;
    }
    if (entry.placeholder !== '') made.placeholder = entry.placeholder;
    return made;
  };

  const { sizes, fits } = values.measurements;
  const fields: MeasurementField[] = values.measurements.fields.map((field, index) => {
    const at = (name: string) => `measurements.fields.${index}.${name}`;
    const path = (name: string) => `config.measurements.fields[${index}].${name}`;
    const adjusted = field.adjustMin.trim() !== '' || field.adjustMax.trim() !== '';
    return {
      key: field.key,
      label: field.label,
      type: field.type,
      value: number(field.value, at('value'), path('value'), true),
      adjustments: adjusted ? { min: number(field.adjustMin, at('adjustMin'), path('adjustments')) ?? 0, max: number(field.adjustMax, at('adjustMax'), path('adjustments')) ?? 0 } : null,
      comments: field.comments,
      upper_bound: number(field.upper, at('upper'), path('upper_bound'), true),
      lower_bound: number(field.lower, at('lower'), path('lower_bound'), true),
      visibility: { ...field.visibility },
      increaseDecreaseBy: number(field.step, at('step'), path('increaseDecreaseBy')) ?? 0,
      rounding: number(field.rounding, at('rounding'), path('rounding')) ?? 0,
      options: field.options.split('\n').map((option) => option.trim()).filter((option) => option !== ''),
      default: defaultOf(field),
    };
  });
  const sizeAndFitMeasurements: AdminProductConfig['measurements']['sizeAndFitMeasurements'] = Object.fromEntries(
    sizes.map(({ name: size }, s) => [
      size,
      Object.fromEntries(
        fits.map(({ name: fit }, f) => [
          fit,
          Object.fromEntries(
            values.measurements.fields.flatMap((field, k) =>
              isTabled(field)
                ? [[field.key, number(field.table[s]?.[f] ?? '', `measurements.fields.${k}.table.${s}.${f}`, `config.measurements.sizeAndFitMeasurements.${size}.${fit}.${field.key}`) ?? 0]]
                : [],
            ),
          ),
        ]),
      ),
    ]),
  );

  const accessories = {
    fabric: values.accessories.fabric.map(item('fabric')),
    initials: values.accessories.initials.map(item('initials')),
    addOns: values.accessories.addOns.map(item('addOns')),
    others: values.accessories.others.map(item('others')),
  };
  const named = new Set(variantsNamed(accessories));
  const addOnPrices: Record<string, number> = {};
  values.prices.forEach((price, index) => {
    // Only the prices of the variants named are sent: the server refuses a price for any other.
    if (!named.has(price.variantId)) return;
    const cents = centsOfDollars(price.amount);
    if (cents === null) problem(`prices.${index}.amount`, `config.addOnPrices.${price.variantId}`, PRICE_MESSAGE);
    else addOnPrices[price.variantId] = cents;
  });

  const guarantee = values.fitGuarantee;
  let capCents = 0;
  try {
    capCents = decimalStringToMinor(guarantee.alterationCapSgd.trim(), 'SGD');
  } catch {
    problem('fitGuarantee.alterationCapSgd', 'config.fitGuarantee.alterationCapMinorSgd', 'An amount in SGD, like 40.00');
  }
  const fitGuarantee = {
    claimWindowDays: number(guarantee.claimWindowDays, 'fitGuarantee.claimWindowDays', 'config.fitGuarantee.claimWindowDays') ?? 0,
    alterationSharePercent: number(guarantee.alterationSharePercent, 'fitGuarantee.alterationSharePercent', 'config.fitGuarantee.alterationSharePercent') ?? 0,
    alterationCapMinorSgd: capCents,
    remakeLimit: number(guarantee.remakeLimit, 'fitGuarantee.remakeLimit', 'config.fitGuarantee.remakeLimit') ?? 0,
  };

  // The fit estimate and the warnings: each number on its own field; records made with Object.fromEntries, as above.
  const fv = values.fitModel;
  const fitNumber = (typed: string, field: string, path: string) => number(typed, `fitModel.${field}`, `config.fitModel.${path}`) ?? 0;
  const fitModel: FitModel = {
    source: fv.source,
    covers: {
      heightCm: { min: fitNumber(fv.covers.heightMin, 'covers.heightMin', 'covers.heightCm.min'), max: fitNumber(fv.covers.heightMax, 'covers.heightMax', 'covers.heightCm.max') },
      weightKg: { min: fitNumber(fv.covers.weightMin, 'covers.weightMin', 'covers.weightKg.min'), max: fitNumber(fv.covers.weightMax, 'covers.weightMax', 'covers.weightKg.max') },
    },
    meanAge: fitNumber(fv.meanAge, 'meanAge', 'meanAge'),
    girths: fv.girths,
    lengths: fv.lengths,
    ease: Object.fromEntries(
      fv.ease.map((row, r) => [row.fit, Object.fromEntries(row.fields.map((entry, f) => [entry.field, fitNumber(entry.inches, `ease.${r}.fields.${f}.inches`, `ease.${row.fit}.${entry.field}`)]))]),
    ),
    preferences: { ...fv.preferences },
    usualSizes: fv.usualSizes.map((entry) => ({ ...entry })),
    answeredSdFactor: fitNumber(fv.answeredSdFactor, 'answeredSdFactor', 'answeredSdFactor'),
    rangeZ: fitNumber(fv.rangeZ, 'rangeZ', 'rangeZ'),
    confidence: { high: fitNumber(fv.confidence.high, 'confidence.high', 'confidence.high'), medium: fitNumber(fv.confidence.medium, 'confidence.medium', 'confidence.medium') },
  };
  const cv = values.fitChecks;
  const checkNumber = (typed: string, field: string, path: string) => number(typed, `fitChecks.${field}`, `config.fitChecks.${path}`) ?? 0;
  const fitChecks: FitChecks = {
    heightBands: Object.fromEntries(
      cv.heightBands.map((band, b) => [band.field, { min: checkNumber(band.min, `heightBands.${b}.min`, `heightBands.${band.field}.min`), max: checkNumber(band.max, `heightBands.${b}.max`, `heightBands.${band.field}.max`) }]),
    ),
    atMostShare: cv.atMostShare.map((rule, r) => ({ field: rule.field, other: rule.other, share: checkNumber(rule.share, `atMostShare.${r}.share`, `atMostShare[${r}].share`) })),
    notBelow: cv.notBelow.map((rule) => ({ field: rule.field, other: rule.other, fits: [...rule.fits], bellies: [...rule.bellies] })),
    farFromEstimateSds: checkNumber(cv.farFromEstimateSds, 'farFromEstimateSds', 'farFromEstimateSds'),
  };

  let picture: unknown = null;
  try {
    picture = JSON.parse(values.picture);
  } catch {
    problem('picture', 'config.picture', 'The picture must be JSON, as the form showed it');
  }

  const config: AdminProductConfig = {
    productType,
    title: values.title,
    description: values.description,
    leadTime: weeks(values.leadTime, 'leadTime'),
    trialLeadTime: values.trial ? weeks(values.trialLeadTime, 'trialLeadTime') : null,
    accessories,
    stylesOrder: values.styles.map((group) => group.key),
    styles,
    exceptions: values.exceptions.map((rule) => ({ when: { ...rule.when }, notSuitable: rule.notSuitable.map((target) => ({ group: target.group, options: [...target.options] })) })),
    measurements: {
      fields,
      sizes: sizes.map(({ name }) => name),
      fits: fits.map(({ name }) => name),
      sizeAndFitMeasurements,
      advice: values.measurements.advice.map(({ text: advice }) => advice),
    },
    fitModel,
    fitChecks,
    styleKeys: values.styleKeys.map(({ key }) => key),
    matchingItem: values.matching ? { ...values.matchingItem } : null,
    fitGuarantee,
    timeline: {
      stageDays: stageDays(values.timeline.stageDays, 'stageDays'),
      trialStageDays: values.trial ? stageDays(values.timeline.trialStageDays, 'trialStageDays') : null,
      needByBufferDays: number(values.timeline.needByBufferDays, 'timeline.needByBufferDays', 'config.timeline.needByBufferDays') ?? 0,
      learning: {
        minTransitions: number(values.timeline.minTransitions, 'timeline.minTransitions', 'config.timeline.learning.minTransitions') ?? 0,
        withinDays: number(values.timeline.withinDays, 'timeline.withinDays', 'config.timeline.learning.withinDays') ?? 0,
      },
    },
    addOnPrices,
    picture: picture as AdminProductConfig['picture'],
  };

  const parsed = AdminProductConfigSchema.safeParse(config);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = requestPath(issue.path);
      problems.push({ field: fieldOfPath(path, values), path, message: issue.message });
    }
  }
  return problems.length > 0 ? { problems } : { config };
}

/** `['styles', 'collar', 'options', 2, 'key']` -> `config.styles.collar.options[2].key`, as the server names it. */
function requestPath(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>((path, segment) => (typeof segment === 'number' ? `${path}[${segment}]` : `${path}.${String(segment)}`), 'config');
}

/** `config.styles.collar.options[2].key` (or a difference's `styles.collar...`) -> `['styles', 'collar', 'options', 2, 'key']`. */
export function pathSegments(path: string): (string | number)[] {
  const inner = path.replace(/^config(?=[.[]|$)/, '');
  const rest = inner === '' || inner.startsWith('.') || inner.startsWith('[') ? inner : `.${inner}`;
  const segments: (string | number)[] = [];
  for (const match of rest.matchAll(/\.([^.[\]]+)|\[(\d+)\]/g)) segments.push(match[2] !== undefined ? Number(match[2]) : (match[1] ?? ''));
  return segments;
}

const ITEM_FIELDS = new Set(['key', 'value', 'description', 'kind', 'variantId', 'display', 'default', 'maxLength', 'pattern', 'placeholder', 'options']);
const OPTION_FIELDS = new Set(['key', 'value', 'name', 'description', 'image', 'variantId']);
const GROUP_FIELDS = new Set(['key', 'name', 'description', 'image', 'default', 'options']);

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

const index = (segment: string | number | undefined): number | null => (typeof segment === 'number' ? segment : null);

/**
 * Where a problem the request's path names shows in the form: the field that holds it (its
 * react-hook-form path), or null when no one field does (the form then lists it at the top).
 * `values` are the ones the request was made of: record keys (a group's, a size's) are found in them.
 */
export function fieldOfPath(path: string, values: ConfigFormValues): string | null {
  const [top, ...rest] = pathSegments(path);
  switch (top) {
    case 'title':
    case 'description':
      return rest.length === 0 ? top : null;
    case 'leadTime':
    case 'trialLeadTime':
      return rest[0] === 'maxWeeks' ? `${top}.maxWeeks` : `${top}.minWeeks`;
    case 'matchingItem':
      return rest[0] === 'suffix' ? 'matchingItem.suffix' : 'matchingItem.prefix';
    case 'fitGuarantee':
      return rest[0] === 'alterationCapMinorSgd' ? 'fitGuarantee.alterationCapSgd' : rest[0] === 'alterationSharePercent' || rest[0] === 'remakeLimit' ? `fitGuarantee.${rest[0]}` : 'fitGuarantee.claimWindowDays';
    case 'timeline':
      return timelineField(rest);
    case 'stylesOrder': {
      const at = index(rest[0]);
      return at !== null && at < values.styles.length ? `styles.${at}.key` : null;
    }
    case 'styleKeys': {
      const at = index(rest[0]);
      return at !== null && at < values.styleKeys.length ? `styleKeys.${at}.key` : null;
    }
    case 'styles':
      return styleField(rest, values);
    case 'exceptions':
      return exceptionField(rest, values);
    case 'accessories':
      return accessoryField(rest, values);
    case 'addOnPrices': {
      const at = values.prices.findIndex((price) => price.variantId === rest[0]);
      return at >= 0 ? `prices.${at}.amount` : null;
    }
    case 'measurements':
      return measurementField(rest, values);
    case 'fitModel':
      return fitModelField(rest, values);
    case 'fitChecks':
      return fitChecksField(rest, values);
    case 'picture':
      return 'picture';
    default:
      return null;
  }
}

function styleField([key, property, option, optionProperty]: (string | number)[], values: ConfigFormValues): string | null {
  const group = values.styles.findIndex((entry) => entry.key === key);
  if (group < 0) return null;
  if (property === undefined) return `styles.${group}.key`;
  if (property === 'options') {
    const at = index(option);
    if (at === null || at >= (values.styles[group]?.options.length ?? 0)) return `styles.${group}.options`;
    return `styles.${group}.options.${at}.${typeof optionProperty === 'string' && OPTION_FIELDS.has(optionProperty) ? optionProperty : 'key'}`;
  }
  return typeof property === 'string' && GROUP_FIELDS.has(property) ? `styles.${group}.${property}` : `styles.${group}.key`;
}

function exceptionField([rule, part, target, property]: (string | number)[], values: ConfigFormValues): string | null {
  const at = index(rule);
  if (at === null || at >= values.exceptions.length) return null;
  if (part === 'when') return `exceptions.${at}.when.${target === 'option' ? 'option' : 'group'}`;
  if (part === 'notSuitable') {
    const t = index(target);
    if (t === null || t >= (values.exceptions[at]?.notSuitable.length ?? 0)) return `exceptions.${at}.when.group`;
    return `exceptions.${at}.notSuitable.${t}.${property === 'group' ? 'group' : 'options'}`;
  }
  return `exceptions.${at}.when.group`;
}

function accessoryField([list, item, property, option, optionProperty]: (string | number)[], values: ConfigFormValues): string | null {
  if (!ACCESSORY_LISTS.includes(list as AccessoryList)) return null;
  const items = values.accessories[list as AccessoryList];
  const at = index(item);
  if (at === null || at >= items.length) return null;
  const base = `accessories.${String(list)}.${at}`;
  if (property === 'options') {
    const o = index(option);
    if (o === null || o >= (items[at]?.options.length ?? 0)) return `${base}.options`;
    return `${base}.options.${o}.${optionProperty === 'name' || optionProperty === 'variantId' ? optionProperty : 'key'}`;
  }
  return typeof property === 'string' && ITEM_FIELDS.has(property) ? `${base}.${property}` : `${base}.key`;
}

function measurementField([part, a, b, c, d]: (string | number)[], values: ConfigFormValues): string | null {
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

/** The model's properties that are one field of the form each. */
const FIT_SCALARS: ReadonlySet<string> = new Set(['meanAge', 'answeredSdFactor', 'rangeZ', 'source']);

function fitModelField([part, a, b]: (string | number)[], values: ConfigFormValues): string | null {
  const model = values.fitModel;
  if (typeof part === 'string' && FIT_SCALARS.has(part)) return `fitModel.${part}`;
  if (part === 'covers') return `fitModel.covers.${a === 'weightKg' ? 'weight' : 'height'}${b === 'max' ? 'Max' : 'Min'}`;
  if (part === 'confidence') return `fitModel.confidence.${a === 'medium' ? 'medium' : 'high'}`;
  if (part === 'preferences') return FIT_PREFERENCE_KEYS.includes(a as (typeof FIT_PREFERENCE_KEYS)[number]) ? `fitModel.preferences.${String(a)}` : null;
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

function fitChecksField([part, a, b]: (string | number)[], values: ConfigFormValues): string | null {
  const checks = values.fitChecks;
  if (part === 'farFromEstimateSds') return 'fitChecks.farFromEstimateSds';
  if (part === 'heightBands') {
    const band = checks.heightBands.findIndex((entry) => entry.field === a);
    return band < 0 ? null : `fitChecks.heightBands.${band}.${b === 'max' ? 'max' : 'min'}`;
  }
  const at = index(a);
  if (part === 'atMostShare') return at !== null && at < checks.atMostShare.length ? `fitChecks.atMostShare.${at}.share` : null;
  if (part === 'notBelow') return at !== null && at < checks.notBelow.length ? `fitChecks.notBelow.${at}.${b === 'bellies' ? 'bellies' : 'fits'}` : null;
  return null;
}

/** Problems the server named by their paths, each placed on its field where the form has one. */
export function placeProblems(problems: readonly ApiProblem[], values: ConfigFormValues): FormProblem[] {
  return problems.map((problem) => ({ field: fieldOfPath(problem.path, values), path: problem.path, message: problem.message }));
}

/** A timeline problem's field: a stage's days, the buffer, the learning's; a sum of the stages belongs to no one field. */
function timelineField([part, property]: (string | number)[]): string | null {
  if ((part === 'stageDays' || part === 'trialStageDays') && (WORK_STAGES as readonly (string | number | undefined)[]).includes(property)) return `timeline.${part}.${String(property)}`;
  if (part === 'needByBufferDays') return 'timeline.needByBufferDays';
  if (part === 'learning') return property === 'withinDays' ? 'timeline.withinDays' : 'timeline.minTransitions';
  return null;
}
