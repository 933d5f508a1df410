import type { AdminProductConfig, AdminProductConfigChange } from '@selvedge/contract/admin';
import { formatMoney } from '@selvedge/domain';
import { ACCESSORY_LISTS, type AccessoryList } from './config-accessories-values';
import { pathSegments, type ConfigFormValues } from './config-form-values';

/** The four lists of accessories as the form heads them. */
export const LIST_WORDS: Record<AccessoryList, string> = {
  fabric: 'Fabric extras',
  initials: 'Initials',
  addOns: 'Add-ons',
  others: 'Other requests',
};

/** A property of the document as staff call it. */
const PROPERTY_WORDS: Readonly<Record<string, string>> = {
  key: 'key',
  value: 'name',
  name: 'name',
  label: 'label',
  description: 'description',
  image: 'picture',
  default: 'default',
  options: 'options',
  kind: 'kind',
  variantId: 'priced by',
  display: 'shown',
  maxLength: 'longest length',
  pattern: 'pattern',
  placeholder: 'placeholder',
  when: 'when',
  group: 'group',
  option: 'option',
  notSuitable: 'not suitable',
  minWeeks: 'fewest weeks',
  maxWeeks: 'most weeks',
  upper_bound: 'highest value',
  lower_bound: 'lowest value',
  adjustments: 'adjustment',
  increaseDecreaseBy: 'step',
  rounding: 'rounding',
  comments: 'how to measure',
  visibility: 'shown with',
  type: 'type',
  prefix: 'prefix',
  suffix: 'suffix',
  min: 'min',
  max: 'max',
  ease: 'ease',
  usualSizes: 'usual size',
  preferences: 'preferences',
  confidence: 'confidence',
  rangeZ: 'range quantile',
  covers: 'bodies covered',
  heightBands: 'length for the height',
  atMostShare: 'at most a share',
  notBelow: 'not below',
  farFromEstimateSds: 'far from the estimate',
  share: 'share',
  fits: 'fits',
};

const TOP_WORDS: Readonly<Record<string, string>> = {
  productType: 'Product type',
  title: 'Title',
  description: 'Description',
  leadTime: 'Lead time',
  trialLeadTime: 'Trial piece lead time',
  timeline: 'Timeline',
  matchingItem: 'Matching piece',
  stylesOrder: 'Order of the style groups',
  styleKeys: 'Groups on the cart line',
  exceptions: 'Exceptions',
  accessories: 'Accessories',
  addOnPrices: 'Add-on prices',
  measurements: 'Measurements',
  styles: 'Style groups',
  fitModel: 'Fit estimate',
  fitChecks: 'Warnings on measurements',
};

const MEASUREMENT_WORDS: Readonly<Record<string, string>> = {
  fields: 'Measurement field',
  sizes: 'Size',
  fits: 'Fit',
  advice: 'Sizing advice',
  sizeAndFitMeasurements: 'Size table',
};

const quoted = (text: string) => `“${text}”`;
const property = (segment: string | number | undefined) =>
  typeof segment === 'number' ? `number ${segment + 1}` : segment === undefined ? '' : (PROPERTY_WORDS[segment] ?? segment);

/** What names an add-on variant in a configuration: "Brass collar stays", "Contrast collar and cuffs: White collar only". */
export function variantNames(config: Pick<AdminProductConfig, 'accessories'> | Pick<ConfigFormValues, 'accessories'>): Map<string, string> {
  const names = new Map<string, string>();
  for (const list of ACCESSORY_LISTS) {
    for (const item of config.accessories[list]) {
      if (item.variantId && !names.has(item.variantId)) names.set(item.variantId, item.value);
      for (const option of item.options)
        if (option.variantId && !names.has(option.variantId)) names.set(option.variantId, `${item.value}: ${option.name}`);
    }
  }
  return names;
}

/**
 * A path of the request (`config.styles.collar.options[2].key`) or of a difference
 * (`styles.collar.options[cutaway].value`) in words: 'Style group “collar” › option 3 › key'.
 * Names are taken from `values` where it has them.
 */
export function pathWords(path: string, values?: ConfigFormValues): string {
  // A difference names list items by key in brackets: read them as names.
  const segments = pathSegments(path.replace(/\[(?!\d+\])([^\]]+)\]/g, '.$1').replace(/ \(order\)$/, ''));
  const ordered = path.endsWith(' (order)');
  const [top, ...rest] = segments;
  const words: string[] = [];
  if (top === undefined) return 'The whole configuration';
  if (top === 'styles' && rest.length > 0) {
    const [key, part, option, ...more] = rest;
    const group = values?.styles.find((entry) => entry.key === key);
    words.push(`Style group ${quoted(group?.name || String(key))}`);
    if (part === 'options' && option !== undefined) {
      const named = typeof option === 'number' ? group?.options[option]?.value : undefined;
      words.push(
        typeof option === 'number' ? `option ${option + 1}${named ? ` (${named})` : ''}` : `option ${quoted(option)}`,
        ...more.map(property),
      );
    } else if (part !== undefined) words.push(property(part), ...(option === undefined ? [] : [property(option)]), ...more.map(property));
  } else if (top === 'accessories' && rest.length > 0) {
    const [list, item, ...more] = rest;
    const listWords = LIST_WORDS[list as AccessoryList] ?? String(list);
    const named = typeof item === 'number' ? values?.accessories[list as AccessoryList]?.[item]?.value : undefined;
    words.push(listWords);
    if (item !== undefined) words.push(typeof item === 'number' ? `item ${item + 1}${named ? ` (${named})` : ''}` : quoted(item));
    words.push(
      ...more.map((segment, at) =>
        more[at - 1] === 'options'
          ? typeof segment === 'number'
            ? `option ${segment + 1}`
            : `option ${quoted(segment)}`
          : property(segment),
      ),
    );
  } else if (top === 'addOnPrices' && rest[0] !== undefined) {
    const name = values ? variantNames(values).get(String(rest[0])) : undefined;
    words.push(`Price of ${name ? quoted(name) : `the add-on ${rest[0]}`}`);
  } else if (top === 'measurements' && rest.length > 0) {
    const [part, ...more] = rest;
    const label = MEASUREMENT_WORDS[String(part)] ?? property(part);
    if (part === 'fields' && more[0] !== undefined) {
      const field = typeof more[0] === 'number' ? values?.measurements.fields[more[0]] : undefined;
      words.push(
        `${label} ${typeof more[0] === 'number' ? `${more[0] + 1}${field?.label ? ` (${field.label})` : ''}` : quoted(more[0])}`,
        ...more.slice(1).map(property),
      );
    } else if (part === 'sizeAndFitMeasurements') {
      words.push(label, ...more.map(String));
    } else if (more[0] !== undefined) {
      words.push(`${label} ${typeof more[0] === 'number' ? more[0] + 1 : quoted(more[0])}`, ...more.slice(1).map(property));
    } else words.push(label);
  } else if (top === 'exceptions' && typeof rest[0] === 'number') {
    words.push(`Exception ${rest[0] + 1}`, ...rest.slice(1).map(property));
  } else {
    words.push(TOP_WORDS[String(top)] ?? property(top), ...rest.map(property));
  }
  const text = words.filter((word) => word !== '').join(' › ');
  return ordered ? `${text} › order` : text;
}

/** A value of a difference as a short line ('Spread collar', '15', 'none'), or null when the server left it out (too long to copy). */
function changeValue(value: unknown): string | null {
  if (value === undefined) return null;
  if (value === null) return 'none';
  if (typeof value === 'string') return quoted(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) return value.join(', ');
  return JSON.stringify(value);
}

/** A difference in a sentence: 'changed from “Spread collar” to “Wide spread collar”'. */
export function changeWords(change: AdminProductConfigChange): string {
  const before = changeValue(change.before);
  const after = changeValue(change.after);
  if (change.change === 'added') return after ? `added: ${after}` : 'added';
  if (change.change === 'removed') return before ? `removed (was ${before})` : 'removed';
  if (before && after) return `changed from ${before} to ${after}`;
  return 'changed';
}

/** An add-on price in a difference is in cents: the words say it in dollars. */
export function priceChangeWords(change: AdminProductConfigChange): string {
  const dollars = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? formatMoney(value, 'SGD') : null);
  const before = dollars(change.before);
  const after = dollars(change.after);
  if (change.change === 'changed' && before && after) return `changed from ${before} to ${after}`;
  if (change.change === 'added' && after) return `added: ${after}`;
  if (change.change === 'removed' && before) return `removed (was ${before})`;
  return changeWords(change);
}
