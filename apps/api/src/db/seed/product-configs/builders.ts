import {
  mediaUrl,
  type AccessoryItemDocument,
  type ExceptionRule,
  type FitGuarantee,
  type LeadTime,
  type MeasurementField,
  type MeasurementsConfig,
  type ProductType,
  type StyleGroup,
  type TimelineConfig,
} from '@selvedge/contract';
import { seedStageDays } from '@selvedge/domain';
import { variantIdFor } from '../../../modules/catalogue/catalogue-ids.js';
import type { SeedAddOn, SeedMedia } from '../seed-types.js';
import { groupPicture, styleMedia } from './style-pictures.js';

/**
 * Small builders the six product configuration files share, so each file reads as the tailor's
 * choices (groups, options, rules, measurements) rather than as repeated document plumbing.
 */

/* ------------------------------------------------------------------ styles */

interface OptionSpec {
  key: string;
  value: string;
  description: string;
  /** Drawing elements from style-pictures.ts. */
  picture: string;
}

export interface GroupSpec {
  key: string;
  name: string;
  description: string;
  default: string;
  options: OptionSpec[];
}

export interface BuiltStyles {
  stylesOrder: string[];
  styles: Record<string, StyleGroup>;
  media: SeedMedia[];
}

/**
 * Turns group specs into the document's `styles` and `stylesOrder`, and the pictures they name:
 * `style-{type}-{group}-{option}` per option and `style-group-{type}-{group}` per group (the
 * default option's drawing, framed).
 */
export function buildStyles(productType: ProductType, groups: GroupSpec[]): BuiltStyles {
  const media: SeedMedia[] = [];
  const styles: Record<string, StyleGroup> = {};
  for (const group of groups) {
    const defaultOption = group.options.find((option) => option.key === group.default);
    if (!defaultOption) throw new Error(`${productType}.${group.key}: default "${group.default}" is not an option`);
    const groupMediaId = `style-group-${productType}-${group.key}`;
    media.push(styleMedia(groupMediaId, groupPicture(defaultOption.picture)));
    styles[group.key] = {
      key: group.key,
      name: group.name,
      description: group.description,
      image: mediaUrl(groupMediaId),
      default: group.default,
      options: group.options.map((option) => {
        const id = `style-${productType}-${group.key}-${option.key}`;
        media.push(styleMedia(id, option.picture));
        return { key: option.key, value: option.value, description: option.description, image: mediaUrl(id) };
      }),
    };
  }
  return { stylesOrder: groups.map((group) => group.key), styles, media };
}

/** "When {group} is {option}, these are not suitable: ...". */
export function rule(group: string, option: string, notSuitable: Record<string, string[]>): ExceptionRule {
  return {
    when: { group, option },
    notSuitable: Object.entries(notSuitable).map(([other, options]) => ({ group: other, options })),
  };
}

/* ------------------------------------------------------------- accessories */

export function addOn(productType: ProductType, name: string, title: string, priceMinorSgd: number): SeedAddOn {
  return { handle: `${productType}-${name}`, productType, title, priceMinorSgd };
}

/** A priced on/off extra. */
export function toggle(key: string, value: string, description: string, priced: SeedAddOn): AccessoryItemDocument {
  return { key, value, description, kind: 'toggle', variantId: variantIdFor(priced.handle), options: [], display: true, default: null };
}

export interface ChoiceOption {
  key: string;
  name: string;
  /** The add-on that prices this option; free options have none. */
  priced?: SeedAddOn;
}

/** Pick one of a list; `defaultKey` must be one of the options. */
export function choice(
  key: string,
  value: string,
  description: string,
  options: ChoiceOption[],
  defaultKey: string,
): AccessoryItemDocument {
  return {
    key,
    value,
    description,
    kind: 'choice',
    variantId: null,
    options: options.map((option) => ({
      key: option.key,
      name: option.name,
      variantId: option.priced ? variantIdFor(option.priced.handle) : null,
    })),
    display: true,
    default: defaultKey,
  };
}

interface TextLimits {
  maxLength: number;
  pattern?: string;
  placeholder?: string;
  /** Charged when the customer fills the text in. */
  priced?: SeedAddOn;
}

function text(key: string, value: string, description: string, limits: TextLimits): AccessoryItemDocument {
  const item: AccessoryItemDocument = {
    key,
    value,
    description,
    kind: 'text',
    variantId: limits.priced ? variantIdFor(limits.priced.handle) : null,
    options: [],
    display: true,
    default: null,
    maxLength: limits.maxLength,
  };
  if (limits.pattern !== undefined) item.pattern = limits.pattern;
  if (limits.placeholder !== undefined) item.placeholder = limits.placeholder;
  return item;
}

/** Embroidery thread colours, the same for every garment. */
const THREAD_COLOURS: ChoiceOption[] = [
  { key: 'navy', name: 'Navy' },
  { key: 'white', name: 'White' },
  { key: 'black', name: 'Black' },
  { key: 'burgundy', name: 'Burgundy' },
  { key: 'bottle-green', name: 'Bottle green' },
  { key: 'sky-blue', name: 'Sky blue' },
  { key: 'silver-grey', name: 'Silver grey' },
  { key: 'old-gold', name: 'Old gold' },
];

/**
 * The initials items: the text (priced by `priced` when filled in), where it goes, and the
 * thread colour. Positions are the garment's own.
 */
export function initialsItems(
  garment: string,
  positions: ChoiceOption[],
  defaultPosition: string,
  priced: SeedAddOn,
): AccessoryItemDocument[] {
  return [
    text(
      'initials',
      'Initials',
      `Up to three characters embroidered on your ${garment}: letters, full stops and an ampersand. Leave it empty for no initials.`,
      { maxLength: 3, pattern: '[A-Za-z.&]{1,3}', placeholder: 'e.g. J.K', priced },
    ),
    choice('initials-position', 'Initials position', `Where on the ${garment} the initials are stitched.`, positions, defaultPosition),
    choice(
      'initials-colour',
      'Initials colour',
      'Thread colour of the embroidery; navy and white are the quietest, old gold and burgundy the most visible.',
      THREAD_COLOURS,
      'navy',
    ),
  ];
}

export const commentsItem: AccessoryItemDocument = text(
  'comments',
  'Notes for your tailor',
  'Anything we should know before cutting: a dropped shoulder, a watch on the left wrist, a preference from a garment you love.',
  { maxLength: 500, placeholder: 'e.g. I wear a watch on my left wrist; please allow for it in the cuff.' },
);

/* ------------------------------------------------------------ measurements */

export type Visibility = MeasurementField['visibility'];

const EVERYWHERE: Visibility = { standard: true, body: true, saved: true };
export const BODY_ONLY: Visibility = { standard: false, body: true, saved: false };
export const BODY_AND_SAVED: Visibility = { standard: false, body: true, saved: true };

/** How a finished-garment measurement grows with size and with fit. */
interface Grading {
  /** Value for the first (smallest) size in the middle fit. */
  base: number;
  /** Added for each step up the size list. */
  perSize: number;
  /** Added per fit, in the order of the fits (slimmest first). */
  fit: readonly number[];
}

export interface DisplayFieldSpec {
  key: string;
  label: string;
  comments: string;
  lower: number;
  upper: number;
  visibility?: Visibility;
  /** How far each way the standard method may move a table value; only for standard fields. */
  adjust?: number;
  /** Size-table grading; required for fields shown in the standard method. */
  grading?: Grading;
  /** Starting value where no size table applies; defaults to the middle size and fit of the table. */
  value?: number;
}

export interface DropdownFieldSpec {
  key: string;
  label: string;
  comments: string;
  options: string[];
  default: string;
  visibility?: Visibility;
}

export type FieldSpec = ({ type: 'display' } & DisplayFieldSpec) | ({ type: 'dropdown' } & DropdownFieldSpec);

export const display = (spec: DisplayFieldSpec): FieldSpec => ({ type: 'display', ...spec });
export const dropdown = (spec: DropdownFieldSpec): FieldSpec => ({ type: 'dropdown', ...spec });

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

export interface MeasurementsSpec {
  sizes: string[];
  fits: string[];
  /** Rounding and plus/minus step, inches (0.125; 0.25 for jackets). */
  step: number;
  fields: FieldSpec[];
  advice: string[];
}

/**
 * Builds the measurement config: field documents plus a complete size x fit table, graded from
 * each standard field's base value, per-size increment and fit offsets.
 */
export function buildMeasurements(spec: MeasurementsSpec): MeasurementsConfig {
  const { sizes, fits, step } = spec;
  const graded = (grading: Grading, sizeIndex: number, fitIndex: number): number =>
    roundTo(grading.base + grading.perSize * sizeIndex + (grading.fit[fitIndex] ?? 0), step);
  const middleSize = Math.floor((sizes.length - 1) / 2);
  const middleFit = Math.floor((fits.length - 1) / 2);

  const fields: MeasurementField[] = spec.fields.map((field) => {
    const visibility = field.visibility ?? EVERYWHERE;
    if (field.type === 'dropdown') {
      return {
        key: field.key,
        label: field.label,
        type: 'dropdown',
        value: null,
        adjustments: null,
        comments: field.comments,
        upper_bound: null,
        lower_bound: null,
        visibility,
        increaseDecreaseBy: step,
        rounding: step,
        options: field.options,
        default: field.default,
      };
    }
    if (visibility.standard && !field.grading) throw new Error(`${field.key}: a standard field needs a grading`);
    const value = field.value ?? (field.grading ? graded(field.grading, middleSize, middleFit) : null);
    const adjust = field.adjust ?? 1;
    return {
      key: field.key,
      label: field.label,
      type: 'display',
      value,
      adjustments: visibility.standard ? { min: -adjust, max: adjust } : null,
      comments: field.comments,
      upper_bound: field.upper,
      lower_bound: field.lower,
      visibility,
      increaseDecreaseBy: step,
      rounding: step,
      options: [],
      default: null,
    };
  });

  const sizeAndFitMeasurements: MeasurementsConfig['sizeAndFitMeasurements'] = {};
  sizes.forEach((size, sizeIndex) => {
    const byFit: Record<string, Record<string, number>> = {};
    fits.forEach((fit, fitIndex) => {
      const row: Record<string, number> = {};
      for (const field of spec.fields) {
        if (field.type === 'display' && field.grading && (field.visibility ?? EVERYWHERE).standard) {
          row[field.key] = graded(field.grading, sizeIndex, fitIndex);
        }
      }
      byFit[fit] = row;
    });
    sizeAndFitMeasurements[size] = byFit;
  });

  return { fields, sizes, fits, sizeAndFitMeasurements, advice: spec.advice };
}

/** Sizing advice, in the shop's words. */
export const ADVICE = {
  sizeUp: 'Between two sizes? Choose the larger one: your tailor can always take a garment in, but cannot add cloth that is not there.',
  trouserWaist: 'Our trouser sizes are your waist in inches: a 34 is made for a 34-inch waist.',
  shortsWaist: 'Shorts are sized like our trousers, by your waist in inches: a 34 is made for a 34-inch waist.',
  waistTip:
    'Unsure of your waist? Lay a pair of trousers that fits you well flat, measure straight across the top of the waistband, double it and add one inch.',
  jacketChest: 'Jackets follow US/UK chest sizes: a 40 is cut for a 40-inch chest, measured under the arms.',
} as const;

/** A type's fit guarantee (issue 29): 30 days after delivery, half the piece up to `capSgd` for an alteration, two remakes. */
export function fitGuarantee(capSgd: number): FitGuarantee {
  return { claimWindowDays: 30, alterationSharePercent: 50, alterationCapMinorSgd: capSgd * 100, remakeLimit: 2 };
}

/* ---------------------------------------------------------------- timeline */

/**
 * A type's `timeline` section (decision 048): stage days that add up to its lead time (and its
 * trial lead time's), a week kept free before an "I need it by" date, learning from the shop's own
 * moves once 20 pieces finished a stage in the last 180 days.
 */
export function timelineFor(leadTime: LeadTime, trialLeadTime: LeadTime | null, needByBufferDays = 7): TimelineConfig {
  return {
    stageDays: seedStageDays(leadTime),
    trialStageDays: trialLeadTime ? seedStageDays(trialLeadTime) : null,
    needByBufferDays,
    learning: { minTransitions: 20, withinDays: 180 },
  };
}
