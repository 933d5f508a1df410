import type { ProductType } from '@selvedge/contract';
import { PRODUCT_TYPES } from '@selvedge/contract';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useProductsConfig } from '../../../features/catalogue/api/get-products-config';
import { leadTimeText } from '../../../features/catalogue/lead-time-text';
import { CurrencySelector } from '../../../features/currency/currency-selector';
import { useCurrency } from '../../../features/currency/currency-provider';
import { usePreorder } from '../../../features/preorder/api/get-preorder';
import { AccountButton } from './account-button';
import { CartButton } from './cart-button';
import { DesktopMenu } from './desktop-menu';
import { ourProductsLinks, QUICK_LINKS, styleGuideLinks, type MenuContent } from './menu-links';
import mobileStyles from './mobile-menu.module.css';
import styles from './navbar.module.css';
import { MenuIcon } from './navbar-icons';

// Loaded when first wanted: most visits never open the mobile menu or the delivery rates.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }));
const ShippingRatesDialog = lazy(async () => ({
  default: (await import('../../../features/shipping/shipping-rates-dialog')).ShippingRatesDialog,
}));

/**
 * The site header (SPEC §2): logo, the Shop and About menus (hover mega-menus from 960 px, a
 * hamburger accordion below), quick links, currency, account and cart.
 */
export function Navbar() {
  const { currency } = useCurrency();
  const config = useProductsConfig(currency);
  const [deliveryOpen, setDeliveryOpen] = useState(false);
  const [deliveryWanted, setDeliveryWanted] = useState(false);
  const [mobileMenuWanted, setMobileMenuWanted] = useState(false);
  // Loaded with the page, so the Shop menu's pre-order panel opens complete rather than loading.
  usePreorder();

  const content = useMemo<MenuContent>(() => {
    const leadTimes: Partial<Record<ProductType, string>> = {};
    if (config.data) {
      for (const type of PRODUCT_TYPES) leadTimes[type] = leadTimeText(config.data.products[type].leadTime);
    }
    // SPEC §8: without the product configuration there is nothing to customise, so Shop and the
    // style guide go; they show while it loads, as they will almost always be there.
    return {
      showShop: !config.isError,
      styleGuide: config.isError ? null : styleGuideLinks(),
      ourProducts: ourProductsLinks(config.data),
      leadTimes,
    };
  }, [config.data, config.isError]);

  const showDelivery = () => {
    setDeliveryWanted(true);
    setDeliveryOpen(true);
  };
  const hamburger = (onClick?: () => void) => (
    <button
      type="button"
      className={mobileStyles.hamburger}
      aria-label="Open menu"
      onClick={onClick}
      onPointerEnter={() => void loadMobileMenu()}
    >
      <MenuIcon />
    </button>
  );

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div className={styles.mobileOnly}>
          {mobileMenuWanted ? (
            <Suspense fallback={hamburger()}>
              <MobileMenu content={content} onShowDelivery={showDelivery} defaultOpen />
            </Suspense>
          ) : (
            hamburger(() => setMobileMenuWanted(true))
          )}
        </div>
        <Link to="/" className={styles.logo}>
          Selvedge
        </Link>
        <div className={styles.desktopOnly}>
          <DesktopMenu content={content} onShowDelivery={showDelivery} />
        </div>
        <div className={styles.actions}>
          <ul className={`${styles.quickLinks} ${styles.desktopOnly}`}>
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.quickLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <CurrencySelector tone="dark" />
          <AccountButton />
          <CartButton />
        </div>
      </div>
      {deliveryWanted ? (
        <Suspense fallback={null}>
          <ShippingRatesDialog open={deliveryOpen} onOpenChange={setDeliveryOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}
