import type { ProductsConfigResponse, ProductType } from '@selvedge/contract';
import { PRODUCT_TYPES } from '@selvedge/contract';
import { ourProductsTab } from '../../../features/catalogue/our-products-tab';

/** One link of the navbar menus. `note` is a short line under the label. */
export interface MenuLink {
  label: string;
  to: string;
  note?: string;
}

/** Shop menu, "Customise" (SPEC §2). */
export const CUSTOMISE_LINKS: readonly (MenuLink & { productType: ProductType })[] = [
  { label: 'Shirts', to: '/shop/shirt', productType: 'shirt' },
  { label: 'Polo', to: '/shop/polo', productType: 'polo' },
  { label: 'Trousers', to: '/shop/trousers', productType: 'trousers' },
  { label: 'Shorts', to: '/shop/shorts', productType: 'shorts' },
  { label: 'Outerwear', to: '/shop/outerwears', productType: 'outerwears' },
  { label: 'Jackets', to: '/shop/jackets', productType: 'jackets' },
];

export const WHY_US_LINK: MenuLink = {
  label: 'Why Us',
  to: '/why-us',
  note: 'How we cut, who sews, and why it fits.',
};

export const COLLABORATIONS_LINK: MenuLink = {
  label: 'Collaborations',
  to: '/contact-us#collaborations',
  note: 'Brands, stylists and teams: make something with us.',
};

/** The Trial Item panel: one trial piece first, to settle the fit. */
export const TRIAL_LINKS: readonly MenuLink[] = [
  { label: 'Trial shirts', to: '/trial' },
  { label: 'Trial trousers', to: '/trial' },
  { label: 'Trial jackets', to: '/trial' },
];

/** Beside the menus on desktop, inside the menu on mobile. DESIGN §6: Create Size is our own screen. */
export const QUICK_LINKS: readonly MenuLink[] = [
  { label: 'Contact us', to: '/contact-us' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Create Size', to: '/profile/sizes/new' },
];

/** The footer of each mega-menu, after the Worldwide Delivery button. */
export const MENU_FOOTER_LINKS: readonly MenuLink[] = [
  { label: 'FAQs', to: '/faq' },
  { label: 'Contact Us', to: '/contact-us' },
];

/** SPEC §2: the tab segment is the tab name with spaces replaced by dashes ("Polo Shirts" -> "Polo-Shirts"). */
export const ourProductsPath = (title: string) => `/our-products/${ourProductsTab(title)}`;

/** "All products", then one link per product type titled as the configuration titles it. */
export function ourProductsLinks(config: ProductsConfigResponse | undefined): MenuLink[] {
  const all: MenuLink = { label: 'All products', to: '/our-products' };
  if (!config) return [all];
  return [all, ...PRODUCT_TYPES.map((type) => ({ label: config.products[type].title, to: ourProductsPath(config.products[type].title) }))];
}

/**
 * The style-guide entry points the navbar lists (SPEC §2's navbar list; jackets/make, also an entry
 * point, is reached from the jackets pages).
 */
const STYLE_GUIDE_LINKS: readonly MenuLink[] = [
  { label: 'Shirt collars', to: '/style-guide/shirt/collar' },
  { label: 'Polo collars', to: '/style-guide/polo/collar' },
  { label: 'Trouser waistbands', to: '/style-guide/trousers/waistband' },
  { label: 'Outerwear styles', to: '/style-guide/outerwears/style' },
  { label: 'Jacket styles', to: '/style-guide/jackets/style' },
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
