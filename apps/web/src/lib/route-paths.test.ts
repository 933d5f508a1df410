import { describe, expect, it } from 'vitest';
import {
  contactUsPath,
  createSizePath,
  isShopPath,
  measurementsPath,
  ourProductsPath,
  preorderShopPath,
  profilePath,
  ROUTES,
  shopPath,
  styleGuidePath,
} from './route-paths';

describe('the storefront addresses', () => {
  it('are the routes SPEC §2 lists and the pages of the links the shop e-mails, exactly', () => {
    expect(Object.values(ROUTES).sort()).toEqual(
      [
        '/',
        '/shop/:productType',
        '/shop/:productType/measurements/:method',
        '/preorder/shop/:productType',
        '/preorder',
        '/profile',
        '/profile/sizes/new',
        '/account/reset-password',
        '/mailing-list/confirm',
        '/contact-us',
        '/why-us',
        '/why-us/5-reasons-to-get-custom-made-pants',
        '/our-products',
        '/our-products/:tab',
        '/style-guide',
        '/style-guide/:productType/:styleType',
        '/style-guide/:productType/:styleType/:accessory',
        '/faq',
        '/terms-and-conditions',
        '/fit-pictures-guide',
        '/trial',
        '/checkout/:token',
        '/pay/test/:paymentId/:step?',
        '/account?/orders/:number',
        // A shared design's public page (issue 30).
        '/designs/:token',
        // Studio appointments: booking, and one appointment by its e-mailed link (issue 31).
        '/appointments',
        '/appointments/manage/:token',
      ].sort(),
    );
  });

  it('build the links the shop used to write by hand, character for character', () => {
    expect(shopPath('outerwears')).toBe('/shop/outerwears');
    expect(shopPath('shirt', 'fabric=oxford-blue')).toBe('/shop/shirt?fabric=oxford-blue');
    expect(shopPath('shirt', new URLSearchParams({ fabric: 'oxford-blue', collar: 'cutaway' }))).toBe(
      '/shop/shirt?fabric=oxford-blue&collar=cutaway',
    );
    expect(shopPath('shirt', '')).toBe('/shop/shirt');
    expect(measurementsPath('trousers', 'standard', '?fabric=grey-flannel')).toBe(
      '/shop/trousers/measurements/standard?fabric=grey-flannel',
    );
    expect(measurementsPath('trousers', 'body')).toBe('/shop/trousers/measurements/body');
    expect(ourProductsPath()).toBe('/our-products');
    expect(ourProductsPath('Polo-Shirts')).toBe('/our-products/Polo-Shirts');
    expect(styleGuidePath()).toBe('/style-guide');
    expect(styleGuidePath('jackets', 'make')).toBe('/style-guide/jackets/make');
    expect(styleGuidePath('shirt', 'collar', 'cutaway')).toBe('/style-guide/shirt/collar/cutaway');
    expect(profilePath()).toBe('/profile');
    expect(profilePath('dashboard')).toBe('/profile?tab=dashboard');
    expect(contactUsPath('collaborations')).toBe('/contact-us#collaborations');
    expect(preorderShopPath('jackets')).toBe('/preorder/shop/jackets');
    expect(createSizePath()).toBe('/profile/sizes/new');
    expect(createSizePath('shirt')).toBe('/profile/sizes/new?type=shirt');
    expect(createSizePath('shirt', 'Work & play')).toBe('/profile/sizes/new?type=shirt&edit=Work+%26+play');
  });

  it('know the customiser pages, regular and pre-order', () => {
    expect(isShopPath('/shop/shirt')).toBe(true);
    expect(isShopPath('/preorder/shop/jackets')).toBe(true);
    expect(isShopPath('/preorder')).toBe(false);
    expect(isShopPath('/style-guide/shirt/collar')).toBe(false);
  });
});
