import type { AccessoryItemDocument } from '@selvedge/contract';
import { ADD_ON_PRICE_MAX_MINOR, type AdminProductConfig } from '@selvedge/contract/admin';
import { decimalStringToMinor } from '@selvedge/domain';
import { dollarsOfCents, index, text, type FormProblems } from './config-form-text';

/** The configuration's accessories (its four lists of items) and the SGD price of each add-on variant, as the form holds them. */

export const ACCESSORY_LISTS = ['fabric', 'initials', 'addOns', 'others'] as const;
export type AccessoryList = (typeof ACCESSORY_LISTS)[number];

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

export interface AccessoriesValues {
  accessories: Record<AccessoryList, ItemValues[]>;
  /** The SGD price of each add-on variant the type has, as typed (dollars). */
  prices: { variantId: string; amount: string }[];
}

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

/** The section's values; `variants` are every add-on variant the type is known to have, each given a price row. */
export function accessoriesValues(
  config: Pick<AdminProductConfig, 'accessories' | 'addOnPrices'>,
  variants: readonly string[],
): AccessoriesValues {
  const known = [...new Set([...Object.keys(config.addOnPrices), ...variants, ...variantsNamed(config.accessories)])];
  return {
    accessories: {
      fabric: config.accessories.fabric.map(itemValues),
      initials: config.accessories.initials.map(itemValues),
      addOns: config.accessories.addOns.map(itemValues),
      others: config.accessories.others.map(itemValues),
    },
    prices: known.map((variantId) => ({
      variantId,
      amount: config.addOnPrices[variantId] === undefined ? '' : dollarsOfCents(config.addOnPrices[variantId]),
    })),
  };
}

/** The items, and the prices of the variants they name: the server refuses a price for any other. */
export function accessoriesOfValues(
  values: AccessoriesValues,
  problems: FormProblems,
): Pick<AdminProductConfig, 'accessories' | 'addOnPrices'> {
  const item =
    (list: AccessoryList) =>
    (entry: ItemValues, at: number): AccessoryItemDocument => {
      const made: AccessoryItemDocument = {
        key: entry.key,
        value: entry.value,
        description: entry.description,
        kind: entry.kind,
        // A choice is priced by its options; what another kind would hold is not sent.
        variantId: entry.kind === 'choice' ? null : entry.variantId || null,
        options:
          entry.kind === 'choice'
            ? entry.options.map((option) => ({ key: option.key, name: option.name, variantId: option.variantId || null }))
            : [],
        display: entry.display,
        default: entry.kind === 'choice' ? entry.default : null,
      };
      if (entry.kind === 'text') {
        const longest = Number(entry.maxLength.trim());
        if (entry.maxLength.trim() === '' || !Number.isInteger(longest) || longest < 1) {
          problems.add(
            `accessories.${list}.${at}.maxLength`,
            `config.accessories.${list}[${at}].maxLength`,
            'A whole number of characters, 1 or more',
          );
        } else made.maxLength = longest;
        if (entry.pattern !== '') made.pattern = entry.pattern;
      }
      if (entry.placeholder !== '') made.placeholder = entry.placeholder;
      return made;
    };
  const accessories = {
    fabric: values.accessories.fabric.map(item('fabric')),
    initials: values.accessories.initials.map(item('initials')),
    addOns: values.accessories.addOns.map(item('addOns')),
    others: values.accessories.others.map(item('others')),
  };

  const named = new Set(variantsNamed(accessories));
  const addOnPrices: Record<string, number> = {};
  values.prices.forEach((price, at) => {
    if (!named.has(price.variantId)) return;
    const cents = centsOfDollars(price.amount);
    if (cents === null) problems.add(`prices.${at}.amount`, `config.addOnPrices.${price.variantId}`, PRICE_MESSAGE);
    else addOnPrices[price.variantId] = cents;
  });
  return { accessories, addOnPrices };
}

/** A new, empty item. */
export const emptyItem = (): ItemValues => ({
  key: '',
  value: '',
  description: '',
  kind: 'toggle',
  display: true,
  variantId: '',
  options: [],
  default: '',
  maxLength: '',
  pattern: '',
  placeholder: '',
});

const ITEM_FIELDS = new Set([
  'key',
  'value',
  'description',
  'kind',
  'variantId',
  'display',
  'default',
  'maxLength',
  'pattern',
  'placeholder',
  'options',
]);

/** The field of a problem under `accessories`. */
export function accessoryField(
  [list, item, property, option, optionProperty]: (string | number)[],
  values: AccessoriesValues,
): string | null {
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

/** The field of a problem under `addOnPrices`: the variant's price row. */
export function priceField([variantId]: (string | number)[], values: AccessoriesValues): string | null {
  const at = values.prices.findIndex((price) => price.variantId === variantId);
  return at >= 0 ? `prices.${at}.amount` : null;
}
