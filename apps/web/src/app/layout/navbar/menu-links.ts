import type { ProductsConfigResponse, ProductType } from '@selvedge/contract';
import { ourProductsTab, PRODUCT_TYPES } from '@selvedge/contract';
import { contactUsPath, ourProductsPath, ROUTES, shopPath, styleGuidePath } from '../../../lib/route-paths';

/** One link of the navbar menus. `note` is a short line under the label. */
export interface MenuLink {
  label: string;
  to: string;
  note?: string;
}

/** Shop menu, "Customise" (SPEC §2). */
export const CUSTOMISE_LINKS: readonly (MenuLink & { productType: ProductType })[] = [
  { label: 'Shirts', to: shopPath('shirt'), productType: 'shirt' },
  { label: 'Polo', to: shopPath('polo'), productType: 'polo' },
  { label: 'Trousers', to: shopPath('trousers'), productType: 'trousers' },
  { label: 'Shorts', to: shopPath('shorts'), productType: 'shorts' },
  { label: 'Outerwear', to: shopPath('outerwears'), productType: 'outerwears' },
  { label: 'Jackets', to: shopPath('jackets'), productType: 'jackets' },
];

export const WHY_US_LINK: MenuLink = {
  label: 'Why Us',
  to: ROUTES.whyUs,
  note: 'How we cut, who sews, and why it fits.',
};

export const COLLABORATIONS_LINK: MenuLink = {
  label: 'Collaborations',
  to: contactUsPath('collaborations'),
  note: 'Brands, stylists and teams: make something with us.',
};

/**
 * The Trial Item panel: one trial piece first, to settle the fit. Each starts a trial design
 * (issue 14: `trial=1` travels to the sizing step and the cart); the last explains them (/trial).
 */
export const TRIAL_LINKS: readonly MenuLink[] = [
  { label: 'Trial shirts', to: shopPath('shirt', 'trial=1') },
  { label: 'Trial trousers', to: shopPath('trousers', 'trial=1') },
  { label: 'Trial jackets', to: shopPath('jackets', 'trial=1') },
  { label: 'How trial pieces work', to: ROUTES.trial },
];

/** Beside the menus on desktop, inside the menu on mobile. DESIGN §6: Create Size is our own screen. */
export const QUICK_LINKS: readonly MenuLink[] = [
  { label: 'Contact us', to: ROUTES.contactUs },
  { label: 'FAQ', to: ROUTES.faq },
  { label: 'Create Size', to: ROUTES.createSize },
];

/** The footer of each mega-menu, after the Worldwide Delivery button. */
export const MENU_FOOTER_LINKS: readonly MenuLink[] = [
  { label: 'FAQs', to: ROUTES.faq },
  { label: 'Contact Us', to: ROUTES.contactUs },
];

/** "All products", then one link per product type titled as the configuration titles it. */
export function ourProductsLinks(config: ProductsConfigResponse | undefined): MenuLink[] {
  const all: MenuLink = { label: 'All products', to: ourProductsPath() };
  if (!config) return [all];
  return [
    all,
    ...PRODUCT_TYPES.map((type) => ({
      label: config.products[type].title,
      to: ourProductsPath(ourProductsTab(config.products[type].title)),
    })),
  ];
}

/**
 * The style-guide entry points the navbar lists (SPEC §2's navbar list; jackets/make, also an entry
 * point, is reached from the jackets pages).
 */
const STYLE_GUIDE_LINKS: readonly MenuLink[] = [
  { label: 'Shirt collars', to: styleGuidePath('shirt', 'collar') },
  { label: 'Polo collars', to: styleGuidePath('polo', 'collar') },
  { label: 'Trouser waistbands', to: styleGuidePath('trousers', 'waistband') },
  { label: 'Outerwear styles', to: styleGuidePath('outerwears', 'style') },
  { label: 'Jacket styles', to: styleGuidePath('jackets', 'style') },
];

export function styleGuideLinks(): MenuLink[] {
  return [...STYLE_GUIDE_LINKS];
}

/** What the menus show, given how the product configuration loaded (SPEC §2, §8). */
export interface MenuContent {
  /** False when the configuration failed to load: the Shop menu is hidden. */
  showShop: boolean;
  /** Null when the configuration failed to load: the style guide is hidden. */
  styleGuide: MenuLink[] | null;
  ourProducts: MenuLink[];
  /** Lead time per product type ("3.5–4 weeks"), once the configuration is in. */
  leadTimes: Partial<Record<ProductType, string>>;
}
