import { CURRENCY_CODES, type CurrencyCode, type ProductType } from '@selvedge/contract';
import {
  AdminFabricCreateRequestSchema,
  FABRIC_ATTRIBUTE_VALUES,
  type AdminFabricDetail,
  type FabricFilterType,
} from '@selvedge/contract/admin';
import { decimalStringToMinor, minorToDecimalString } from '@selvedge/domain';
import type { z } from 'zod';

/** A fabric's whole record as sent: what the form holds, no defaults added (an edit must not put a withdrawn fabric back on sale). */
export type FabricRecordRequest = z.input<typeof AdminFabricCreateRequestSchema>;

export const ATTRIBUTE_FAMILIES = Object.keys(FABRIC_ATTRIBUTE_VALUES) as FabricFilterType[];

/** The currencies a fabric may have a fixed price in: all but SGD, which is the base price. */
export const FIXED_CURRENCIES: readonly CurrencyCode[] = CURRENCY_CODES.filter((code) => code !== 'SGD');

/** The fabric form as the page holds it: money as the decimal text typed, fixed prices as rows. */
export interface FabricFormValues {
  productType: ProductType;
  title: string;
  handle: string;
  description: string;
  attributes: Record<FabricFilterType, string[]>;
  tags: string[];
  collections: string[];
  price: { sgd: string; fixed: { currency: CurrencyCode | ''; amount: string }[] };
}

export const emptyFabricValues = (): FabricFormValues => ({
  productType: 'shirt',
  title: '',
  handle: '',
  description: '',
  attributes: { colour: [], pattern: [], material: [], weight: [], season: [], occasion: [] },
  tags: ['Display'],
  collections: [],
  price: { sgd: '', fixed: [] },
});

export function valuesOfFabric(fabric: AdminFabricDetail): FabricFormValues {
  const attributes = emptyFabricValues().attributes;
  for (const family of ATTRIBUTE_FAMILIES) attributes[family] = [...(fabric.attributes[family] ?? [])];
  return {
    productType: fabric.productType,
    title: fabric.title,
    handle: fabric.handle,
    description: fabric.description,
    attributes,
    tags: [...fabric.tags],
    collections: [...fabric.collections],
    price: {
      sgd: minorToDecimalString(fabric.price.sgdMinor, 'SGD'),
      fixed: Object.entries(fabric.price.fixed).flatMap(([code, minor]) =>
        FIXED_CURRENCIES.includes(code as CurrencyCode)
          ? [{ currency: code as CurrencyCode, amount: minorToDecimalString(minor, code as CurrencyCode) }]
          : [],
      ),
    },
  };
}

/** A problem found in the form, on the form's own field path (`price.fixed.0.amount`). */
export interface FormProblem {
  field: string;
  message: string;
}

/** Typed money as minor units; a problem (on the request's path) when it is not an amount of that currency. */
function minorOf(text: string, code: CurrencyCode, path: string): number | FormProblem {
  const amount = text.trim();
  if (amount === '') return { field: path, message: `${path}: the price, like 259.00` };
  try {
    return decimalStringToMinor(amount, code);
  } catch {
    return { field: path, message: `${path}: an amount like 259.00, with at most the decimals ${code} has` };
  }
}

/**
 * Where a problem named by the request's path (`price.fixed.USD`, `price.sgdMinor`,
 * `attributes.colour`) shows in this form: the field that holds it, or null for the whole form.
 */
export function fieldOfPath(path: string, values: FabricFormValues): string | null {
  if (path === 'price.sgdMinor' || path === 'price') return 'price.sgd';
  const fixed = /^price\.fixed\.([A-Za-z]+)$/.exec(path);
  if (fixed) {
    const row = values.price.fixed.findIndex((entry) => entry.currency === fixed[1]);
    return row >= 0 ? `price.fixed.${row}.amount` : 'price.fixed';
  }
  if (path === 'price.fixed') return 'price.fixed';
  const family = /^attributes\.([a-z]+)/.exec(path);
  if (family && ATTRIBUTE_FAMILIES.includes(family[1] as FabricFilterType)) return `attributes.${family[1]}`;
  if (path === 'attributes') return 'attributes.colour';
  const top = path.split('.')[0] ?? '';
  return ['productType', 'title', 'handle', 'description', 'tags', 'collections'].includes(top) ? top : null;
}

/**
 * The request the form's values make, checked with the contract the server checks it with; or the
 * problems, each on its field. Both creating and editing send the whole record.
 */
export function requestOfValues(values: FabricFormValues): { request: FabricRecordRequest } | { problems: FormProblem[] } {
  const problems: FormProblem[] = [];
  const sgd = minorOf(values.price.sgd, 'SGD', 'price.sgdMinor');
  if (typeof sgd !== 'number') problems.push({ field: 'price.sgd', message: sgd.message });
  const fixed: Record<string, number> = {};
  values.price.fixed.forEach((row, index) => {
    if (row.currency === '') {
      problems.push({ field: `price.fixed.${index}.currency`, message: 'price.fixed: choose the currency of this price' });
      return;
    }
    if (row.currency in fixed) {
      problems.push({ field: `price.fixed.${index}.currency`, message: `price.fixed: ${row.currency} has a price already` });
      return;
    }
    const minor = minorOf(row.amount, row.currency, `price.fixed.${row.currency}`);
    if (typeof minor === 'number') fixed[row.currency] = minor;
    else problems.push({ field: `price.fixed.${index}.amount`, message: minor.message });
  });
  const attributes = Object.fromEntries(
    ATTRIBUTE_FAMILIES.filter((family) => values.attributes[family].length > 0).map((family) => [family, values.attributes[family]]),
  );
  const body = {
    productType: values.productType,
    title: values.title,
    handle: values.handle.trim(),
    description: values.description,
    attributes,
    tags: values.tags,
    collections: values.collections,
    price: { sgdMinor: typeof sgd === 'number' ? sgd : 0, fixed },
  };
  const parsed = AdminFabricCreateRequestSchema.safeParse(body);
  // Checked by the contract: the body is the request, sent without the defaults the parse adds.
  if (parsed.success) return problems.length > 0 ? { problems } : { request: body as FabricRecordRequest };
  for (const issue of parsed.error.issues) {
    const field = fieldOfPath(issue.path.join('.'), values) ?? 'root.server';
    if (!problems.some((problem) => problem.field === field)) problems.push({ field, message: issue.message });
  }
  return { problems };
}
