import type { ProductPage } from './catalogue.js';
import type { StaticContent } from './content.js';
import { CURRENCY_CODES, type CurrencyCode } from './currency-codes.js';
import type { PreorderResponse } from './preorder.js';
import { PRODUCT_TYPES } from './product-type-list.js';
import { STATIC_PAGES } from './static-pages.js';

/**
 * The storefront's first page checks five answers as it draws: the configuration's outline, the
 * announcement (a static page), the pre-order, the home page's first fabrics and any error answer.
 * Checking them with their zod schemas would put zod's core (about 20 KB gzipped) in that page's
 * first download, so they are checked here by hand instead, to the same rules: `first-answers.test.ts`
 * holds each check to its schema (ProductsConfigOutlineSchema, StaticContentSchema,
 * PreorderResponseSchema, ProductPageSchema, LenientApiErrorSchema) over valid answers and every
 * one-field change of them. The server still builds and checks every answer with the schemas; this
 * file, and the zod-free modules it imports, only read.
 *
 * One difference, harmless to a reader: a schema's `z.object` drops keys it does not name, and a
 * check here passes the answer on as it came.
 */

/** What the API client needs of a check: the answer, typed, or a throw. zod's schemas are checks too. */
export interface AnswerCheck<T> {
  parse(data: unknown): T;
}

/** An answer that is not what its check expects: the page treats it as any other failed call. */
export class MalformedAnswerError extends Error {
  constructor(
    readonly answer: string,
    readonly path: string,
  ) {
    super(`The shop's ${answer} answer is malformed at ${path || 'its top level'}.`);
    this.name = 'MalformedAnswerError';
  }
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isFilledString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

/** The first path in `fields` whose value fails its test, or null when every one passes. */
function firstWrong(value: unknown, fields: Readonly<Record<string, (field: unknown) => string | null>>): string | null {
  if (!isRecord(value)) return '';
  for (const [key, test] of Object.entries(fields)) {
    const wrong = test(value[key]);
    if (wrong !== null) return wrong === '' ? key : `${key}.${wrong}`;
  }
  return null;
}

/** A test of one value, as firstWrong reads it: null when it passes, else the path below it ('' for itself). */
const is =
  (test: (value: unknown) => boolean) =>
  (value: unknown): string | null =>
    test(value) ? null : '';
const arrayOf =
  (item: (value: unknown) => string | null) =>
  (value: unknown): string | null => {
    if (!Array.isArray(value)) return '';
    for (const [index, entry] of value.entries()) {
      const wrong = item(entry);
      if (wrong !== null) return wrong === '' ? String(index) : `${index}.${wrong}`;
    }
    return null;
  };
const objectOf =
  (fields: Readonly<Record<string, (field: unknown) => string | null>>) =>
  (value: unknown): string | null =>
    firstWrong(value, fields);

function check<T>(answer: string, test: (value: unknown) => string | null): AnswerCheck<T> {
  return {
    parse(data) {
      const wrong = test(data);
      if (wrong !== null) throw new MalformedAnswerError(answer, wrong);
      return data as T;
    },
  };
}

/** The shape of a product configuration the storefront relies on before it reads one (ProductsConfigOutlineSchema). */
export interface ProductsConfigOutline {
  currencyCode: CurrencyCode;
  products: Record<(typeof PRODUCT_TYPES)[number], { productType: string; version: number }>;
}

/** ProductsConfigOutlineSchema: the currency, and every type there, saying which it is; other keys kept. */
export const productsConfigOutlineCheck: AnswerCheck<ProductsConfigOutline> = check(
  'product configuration',
  objectOf({
    currencyCode: is(isOneOf(CURRENCY_CODES)),
    products: objectOf(
      Object.fromEntries(
        PRODUCT_TYPES.map((type) => [type, objectOf({ productType: is((value) => value === type), version: is(isNumber) })]),
      ),
    ),
  }),
);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const LINK_KINDS = [
  'social',
  'email',
  'appointment',
  'internal',
  'external',
] as const satisfies readonly StaticContent['links'][number]['kind'][];

/** StaticContentSchema: a static page (the announcement's bar, the FAQ, the content pages). */
export const staticContentCheck: AnswerCheck<StaticContent> = check(
  'page content',
  objectOf({
    page: is(isOneOf(STATIC_PAGES)),
    title: is(isFilledString),
    metaDescription: is(isFilledString),
    intro: is(isString),
    sections: arrayOf(
      objectOf({ id: is((value) => isString(value) && SLUG.test(value)), heading: is(isFilledString), body: is(isFilledString) }),
    ),
    links: arrayOf(objectOf({ label: is(isFilledString), href: is(isFilledString), kind: is(isOneOf(LINK_KINDS)) })),
    updatedAt: is(isString),
  }),
);

const preorderFields = objectOf({
  ongoing: is((value) => typeof value === 'boolean'),
  title: is(isString),
  description: is(isString),
  cutoff: is(isString),
  navbarImage: is((value) => value === null || isString(value)),
  productsOrder: arrayOf(is(isOneOf(PRODUCT_TYPES))),
  collectionTitle: is(isString),
  collectionDescription: is(isString),
  estimatedDelivery: is(isString),
});

/** PreorderResponseSchema: the pre-order, or null when there is none. */
export const preorderResponseCheck: AnswerCheck<PreorderResponse> = check(
  'pre-order',
  objectOf({ preorder: (value) => (value === null ? null : preorderFields(value)) }),
);

const isPositiveInteger = (value: unknown) => Number.isSafeInteger(value) && (value as number) > 0;
const DECIMAL = /^-?\d+(\.\d+)?$/;

const productFields = objectOf({
  id: is(isString),
  handle: is(isString),
  title: is(isString),
  productType: is(isOneOf(PRODUCT_TYPES)),
  description: is(isString),
  tags: arrayOf(is(isString)),
  attributes: (value) => {
    if (!isRecord(value)) return '';
    for (const [key, values] of Object.entries(value)) {
      const wrong = arrayOf(is(isString))(values);
      if (wrong !== null) return wrong === '' ? key : `${key}.${wrong}`;
    }
    return null;
  },
  images: arrayOf(objectOf({ url: is(isString), altText: is(isString), width: is(isPositiveInteger), height: is(isPositiveInteger) })),
  variantId: is(isString),
  price: objectOf({ amount: is((value) => isString(value) && DECIMAL.test(value)), currencyCode: is(isOneOf(CURRENCY_CODES)) }),
  availableForSale: is((value) => typeof value === 'boolean'),
  collections: arrayOf(is(isString)),
});

/** ProductPageSchema: a page of fabrics (the home page's cards show each type's first). */
export const productPageCheck: AnswerCheck<ProductPage> = check(
  'fabrics',
  objectOf({
    products: arrayOf(productFields),
    hasNextPage: is((value) => typeof value === 'boolean'),
    lastProductCursor: is((value) => value === null || isString(value)),
  }),
);

/** LenientApiErrorSchema: an error answer with a sentence and a code (any code) and perhaps its problems. */
export function isLenientApiError(data: unknown): data is { error: string; code: string; problems?: { path: string; message: string }[] } {
  return (
    firstWrong(data, {
      error: is(isString),
      code: is(isString),
      problems: (value) => (value === undefined ? null : arrayOf(objectOf({ path: is(isString), message: is(isString) }))(value)),
    }) === null
  );
}
