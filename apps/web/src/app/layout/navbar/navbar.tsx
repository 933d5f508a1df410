import type { ProductType } from '@selvedge/contract';
import { PRODUCT_TYPES } from '@selvedge/contract';
import { lazy, Suspense, useMemo, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useUserSession } from '../../../features/account/session/user-session';
import { preloadCartDrawer } from '../../../features/cart/cart-host';
import { openCartDrawer } from '../../../features/cart/cart-ui';
import { useProductsConfig } from '../../../features/catalogue/api/get-products-config';
import { leadTimeText } from '../../../features/catalogue/lead-time-text';
import { CurrencySelector } from '../../../features/currency/currency-selector';
import { useCurrency } from '../../../features/currency/currency-provider';
import { usePreorder } from '../../../features/preorder/api/get-preorder';
import { ROUTES } from '../../../lib/route-paths';
import { AccountButton } from './account-button';
import { CartButton } from './cart-button';
import { ourProductsLinks, QUICK_LINKS, styleGuideLinks, type MenuContent } from './menu-links';
import desktopStyles from './desktop-menu.module.css';
import mobileStyles from './mobile-menu.module.css';
import styles from './navbar.module.css';
import { ChevronIcon, MenuIcon } from './navbar-icons';

// The mega-menus exist from 960 px up (navbar.module.css): phones never download them.
const DESKTOP_QUERY = '(min-width: 960px)';
const DesktopMenu = lazy(async () => ({ default: (await import('./desktop-menu')).DesktopMenu }));

function useWideScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const query = window.matchMedia(DESKTOP_QUERY);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP_QUERY).matches,
  );
}

/**
 * The menus' triggers as they look, until the menus load: when the pointer or focus first comes to
 * the header. Hovering or pressing one loads the menus with that one open.
 */
function DesktopMenuPlaceholder({ showShop, onWant }: { showShop: boolean; onWant(menu: string): void }) {
  const menus = showShop
    ? ([
        ['shop', 'Shop'],
        ['about', 'About'],
      ] as const)
    : ([['about', 'About']] as const);
  return (
    <nav className={desktopStyles.root} aria-label="Main">
      <ul className={desktopStyles.list}>
        {menus.map(([value, label]) => (
          <li key={value}>
            <button
              type="button"
              className={desktopStyles.trigger}
              data-testid={`${value}-menu`}
              aria-expanded="false"
              onPointerEnter={() => onWant(value)}
              onClick={() => onWant(value)}
            >
              {label} <ChevronIcon className={desktopStyles.chevron} />
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

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
  const session = useUserSession();
  const config = useProductsConfig(currency, { forFrame: true });
  const [deliveryOpen, setDeliveryOpen] = useState(false);
  const [deliveryWanted, setDeliveryWanted] = useState(false);
  const [mobileMenuWanted, setMobileMenuWanted] = useState(false);
  const wideScreen = useWideScreen();
  // null until the desktop menus are wanted; then the menu to open ('' for none).
  const [desktopMenuWanted, setDesktopMenuWanted] = useState<string | null>(null);
  // A named menu wins over a bare wish, as the pointer enters the header just before a trigger.
  const wantDesktopMenu = (menu = '') => setDesktopMenuWanted((current) => (menu && !current ? menu : (current ?? menu)));
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
    <header
      className={styles.header}
      // The mega-menus load as the pointer or keyboard focus reaches the header: before anyone opens one.
      onPointerEnter={() => wantDesktopMenu()}
      onFocus={() => wantDesktopMenu()}
    >
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
        <Link to={ROUTES.home} className={styles.logo}>
          Selvedge
        </Link>
        <div className={styles.desktopOnly}>
          {wideScreen && desktopMenuWanted !== null ? (
            <Suspense fallback={<DesktopMenuPlaceholder showShop={content.showShop} onWant={wantDesktopMenu} />}>
              <DesktopMenu content={content} onShowDelivery={showDelivery} initialOpen={desktopMenuWanted} />
            </Suspense>
          ) : null}
          {wideScreen && desktopMenuWanted === null ? (
            <DesktopMenuPlaceholder showShop={content.showShop} onWant={wantDesktopMenu} />
          ) : null}
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
          <AccountButton user={session.user} initialising={session.status === 'initialising'} onLogOut={() => void session.logOut()} />
          <CartButton onClick={openCartDrawer} onWant={preloadCartDrawer} />
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
