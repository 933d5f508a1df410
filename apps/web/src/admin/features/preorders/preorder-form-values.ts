import type { AdminPreorder, AdminPreorderCreateRequest } from '@selvedge/contract/admin';
import { shopLocalTime, zonedMoment } from '../../lib/admin-format';

/** An instant as a date-time input shows it in the shop's time zone: '2026-12-01T18:00'. */
const shopTimeOf = (iso: string): string => shopLocalTime(iso);

/** A date-time input's value, read as the shop's time, as the instant the API takes (a value that is no time goes as it is, for the contract to name). */
const instantOfShopTime = (value: string): string | undefined =>
  value ? (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value) ? zonedMoment(value) : value) : undefined;

export interface PreorderProductChoice {
  id: string;
  title: string;
  handle: string;
}

/** The pre-order form as the page holds it: numbers as the text typed, the cutoff in the shop's time. */
export interface PreorderFormValues {
  title: string;
  description: string;
  collectionTitle: string;
  collectionDescription: string;
  estimatedDelivery: string;
  cutoff: string;
  deliveryWeeksMin: string;
  deliveryWeeksMax: string;
  products: PreorderProductChoice[];
}

export const emptyPreorderValues = (): PreorderFormValues => ({
  title: '',
  description: '',
  collectionTitle: '',
  collectionDescription: '',
  estimatedDelivery: '',
  cutoff: '',
  deliveryWeeksMin: '',
  deliveryWeeksMax: '',
  products: [],
});

export const valuesOfPreorder = (preorder: AdminPreorder): PreorderFormValues => ({
  title: preorder.title,
  description: preorder.description,
  collectionTitle: preorder.collectionTitle,
  collectionDescription: preorder.collectionDescription,
  estimatedDelivery: preorder.estimatedDelivery,
  cutoff: shopTimeOf(preorder.cutoff),
  deliveryWeeksMin: preorder.deliveryWeeksMin === null ? '' : String(preorder.deliveryWeeksMin),
  deliveryWeeksMax: preorder.deliveryWeeksMax === null ? '' : String(preorder.deliveryWeeksMax),
  products: preorder.products.map(({ id, title, handle }) => ({ id, title, handle })),
});

/** Whole weeks typed as a number; anything else is sent as typed, for the server to name it on its field. */
const weeks = (text: string): number | undefined => {
  const value = text.trim();
  if (value === '') return undefined;
  return (/^\d+$/.test(value) ? Number(value) : value) as number;
};

/** The request the form makes; the server checks it (and names each problem's field). */
export const requestOfPreorderValues = (values: PreorderFormValues): AdminPreorderCreateRequest =>
  ({
    title: values.title,
    description: values.description,
    collectionTitle: values.collectionTitle,
    collectionDescription: values.collectionDescription,
    estimatedDelivery: values.estimatedDelivery,
    cutoff: instantOfShopTime(values.cutoff),
    deliveryWeeksMin: weeks(values.deliveryWeeksMin),
    deliveryWeeksMax: weeks(values.deliveryWeeksMax),
    productIds: values.products.map((product) => product.id),
  }) as AdminPreorderCreateRequest;

/** The form's field for a problem named by the request's path; null for the whole form. */
export function fieldOfPreorderPath(path: string): keyof PreorderFormValues | null {
  const top = path.split('.')[0] ?? '';
  if (top === 'productIds' || top === 'productsOrder') return 'products';
  if (top === 'startsAt') return 'cutoff';
  const fields: readonly string[] = [
    'title',
    'description',
    'collectionTitle',
    'collectionDescription',
    'estimatedDelivery',
    'cutoff',
    'deliveryWeeksMin',
    'deliveryWeeksMax',
  ];
  return fields.includes(top) ? (top as keyof PreorderFormValues) : null;
}
