import type { MeasurementMethod, ProductType } from '@selvedge/contract';

/**
 * The storefront's addresses (SPEC §2), named once. The router matches `ROUTES`; every link and
 * redirect is built by the functions below, so an address changes here or nowhere. It lives in lib
 * because features link to screens too (the catalogue to the customiser and the style guide).
 */
export const ROUTES = {
  home: '/',
  shop: '/shop/:productType',
  measurements: '/shop/:productType/measurements/:method',
  preorderShop: '/preorder/shop/:productType',
  preorder: '/preorder',
  profile: '/profile',
  createSize: '/profile/sizes/new',
  resetPassword: '/account/reset-password',
  mailingListConfirm: '/mailing-list/confirm',
  contactUs: '/contact-us',
  whyUs: '/why-us',
  fiveReasons: '/why-us/5-reasons-to-get-custom-made-pants',
  ourProducts: '/our-products',
  ourProductsTab: '/our-products/:tab',
  styleGuide: '/style-guide',
  styleGuideGroup: '/style-guide/:productType/:styleType',
  styleGuideOption: '/style-guide/:productType/:styleType/:accessory',
  faq: '/faq',
  terms: '/terms-and-conditions',
  fitPicturesGuide: '/fit-pictures-guide',
  trial: '/trial',
  checkout: '/checkout/:token',
  /** The test provider's card page, and its 3-D Secure page at `/challenge` (one route: one lazy import on the first download). */
  testPayment: '/pay/test/:paymentId/:step?',
  /** A customer's order (`/account/orders/{number}`) or a guest's signed link (`/orders/{number}?key=`). */
  order: '/account?/orders/:number',
  /** A design shared by link (issue 30). */
  sharedDesign: '/designs/:token',
  /** Studio appointments (issue 31): booking, and one appointment by its e-mailed link. */
  appointments: '/appointments',
  manageAppointment: '/appointments/manage/:token',
} as const;

/** A path segment as the address holds it (a style key or a tab is ours, but never trusted to be URL-safe). */
const segment = (value: string) => encodeURIComponent(value);

/** `path` with a query string, when there is one. */
const withQuery = (path: string, query?: URLSearchParams | string) => {
  const text = query === undefined ? '' : String(query);
  return text === '' ? path : `${path}?${text.replace(/^\?/, '')}`;
};

/** The customiser for a product type; `design` carries a design (fabric, styles) in its query. */
export const shopPath = (type: ProductType, design?: URLSearchParams | string) => withQuery(`/shop/${type}`, design);

/** The size and measurement step of a piece, keeping its design in the query. */
export const measurementsPath = (type: ProductType, method: MeasurementMethod, design?: URLSearchParams | string) =>
  withQuery(`/shop/${type}/measurements/${method}`, design);

/** The pre-order customiser for a product type. */
export const preorderShopPath = (type: ProductType) => `/preorder/shop/${type}`;

/** Where a new size is made (`/profile/sizes/new`), for one product type or any, or to edit a saved one. */
export function createSizePath(type?: ProductType, edit?: string): string {
  const params = new URLSearchParams();
  if (type) params.set('type', type);
  if (edit) params.set('edit', edit);
  return withQuery(ROUTES.createSize, params);
}

/** An Our Products tab; `tab` is the tab's segment (its name with dashes for spaces). */
export const ourProductsPath = (tab?: string) => (tab === undefined ? ROUTES.ourProducts : `/our-products/${segment(tab)}`);

/** The style guide, a style group of a product type, or one option of it. */
export function styleGuidePath(type?: ProductType, styleType?: string, option?: string): string {
  if (type === undefined || styleType === undefined) return ROUTES.styleGuide;
  const group = `/style-guide/${type}/${segment(styleType)}`;
  return option === undefined ? group : `${group}/${segment(option)}`;
}

/** The profile, on one of its tabs (SPEC §2: /profile?tab=dashboard). */
export const profilePath = (tab?: string) => (tab === undefined ? ROUTES.profile : `/profile?tab=${encodeURIComponent(tab)}`);

/** A customer's order page. */
export const orderPath = (number: string) => `/account/orders/${segment(number)}`;

/** The checkout and the payment pages, where nothing may interrupt (the mailing-list popper stays away). */
export const isPaymentPath = (pathname: string) => pathname.startsWith('/checkout/') || pathname.startsWith('/pay/');

/** A page of the contact screen, at one of its sections. */
export const contactUsPath = (section?: string) => (section === undefined ? ROUTES.contactUs : `/contact-us#${section}`);

/** Whether `pathname` is a customiser's (regular or pre-order), where the mailing-list popper stays away (SPEC §2). */
export const isShopPath = (pathname: string) => pathname.startsWith('/shop') || pathname.startsWith('/preorder/shop');

/**
 * Query parameters of the shop routes that say what the piece is for rather than what it looks
 * like (SPEC §2): editing a cart piece (`edit=true&edit-id={fabric id}&reference={reference}`), a
 * trial piece (`trial=1`), a pre-order piece (`preorder=1`) and a piece of a past order ordered again
 * (`again=1`: the sizing step starts from the size it was made to). They travel from the customiser to
 * the sizing step beside the design, and the design reader never sees them.
 */
const PIECE_PARAMS = ['edit', 'edit-id', 'reference', 'trial', 'preorder', 'again'] as const;

const isPieceParam = (key: string) => (PIECE_PARAMS as readonly string[]).includes(key);

/** `search` without the piece parameters: the design (and whatever else the page reads). */
export function withoutPieceParams(search: URLSearchParams | string): URLSearchParams {
  return new URLSearchParams([...new URLSearchParams(search)].filter(([key]) => !isPieceParam(key)));
}

/** Only the piece parameters of `search`, in a stable order. */
export function pieceParamsOf(search: URLSearchParams | string): URLSearchParams {
  return new URLSearchParams([...new URLSearchParams(search)].filter(([key]) => isPieceParam(key)));
}

/** `design` followed by the piece parameters of `from`. */
export function withPieceParams(design: URLSearchParams | string, from: URLSearchParams | string): string {
  const query = new URLSearchParams(design);
  for (const [key, value] of pieceParamsOf(from)) query.append(key, value);
  return query.toString();
}

/** The studio's booking page (issue 31). */
export const appointmentsPath = () => ROUTES.appointments;
