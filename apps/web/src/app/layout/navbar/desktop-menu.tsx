import { NavigationMenu } from 'radix-ui';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PreorderPanel } from '../../../features/preorder/preorder-panel';
import styles from './desktop-menu.module.css';
import {
  COLLABORATIONS_LINK,
  CUSTOMISE_LINKS,
  MENU_FOOTER_LINKS,
  TRIAL_LINKS,
  WHY_US_LINK,
  type MenuContent,
  type MenuLink,
} from './menu-links';
import { ChevronIcon, TruckIcon } from './navbar-icons';

interface DesktopMenuProps {
  content: MenuContent;
  onShowDelivery(): void;
  /** The menu to show open at once: the one being hovered when the menus finished loading. */
  initialOpen?: string;
}

/** Shop and About as hover mega-menus (SPEC §2), from 960 px up. */
export function DesktopMenu({ content, onShowDelivery, initialOpen = '' }: DesktopMenuProps) {
  const location = useLocation();
  const [openMenu, setOpenMenu] = useState(initialOpen);
  // Any navigation closes the open menu, including links that are not NavigationMenu links.
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    setOpenMenu('');
  }

  const showDelivery = () => {
    setOpenMenu('');
    onShowDelivery();
  };

  return (
    <NavigationMenu.Root className={styles.root} value={openMenu} onValueChange={setOpenMenu} aria-label="Main">
      <NavigationMenu.List className={styles.list}>
        {content.showShop ? (
          <NavigationMenu.Item value="shop">
            <NavigationMenu.Trigger className={styles.trigger} data-testid="shop-menu">
              Shop <ChevronIcon className={styles.chevron} />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className={styles.content}>
              <div className={styles.panel}>
                <div className={styles.shopGrid}>
                  <section aria-labelledby="menu-customise" className={styles.group}>
                    <h2 id="menu-customise" className={styles.heading}>
                      Customise
                    </h2>
                    <ul className={styles.customiseLinks}>
                      {CUSTOMISE_LINKS.map((link) => (
                        <li key={link.to}>
                          <MenuItemLink link={{ ...link, note: content.leadTimes[link.productType] }} className={styles.customiseLink} />
                        </li>
                      ))}
                    </ul>
                  </section>
                  <PreorderPanel className={styles.preorder} />
                </div>
                <MenuFooter onShowDelivery={showDelivery} />
              </div>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ) : null}
        <NavigationMenu.Item value="about">
          <NavigationMenu.Trigger className={styles.trigger} data-testid="about-menu">
            About <ChevronIcon className={styles.chevron} />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className={styles.content}>
            <div className={styles.panel}>
              <div className={styles.aboutGrid}>
                <section aria-labelledby="menu-selvedge" className={styles.group}>
                  <h2 id="menu-selvedge" className={styles.heading}>
                    Selvedge
                  </h2>
                  <ul className={styles.links}>
                    <li>
                      <MenuItemLink link={WHY_US_LINK} className={styles.featureLink} />
                    </li>
                    <li>
                      <MenuItemLink link={COLLABORATIONS_LINK} className={styles.featureLink} />
                    </li>
                  </ul>
                </section>
                <section aria-labelledby="menu-our-products" className={styles.group}>
                  <h2 id="menu-our-products" className={styles.heading}>
                    Our Products
                  </h2>
                  <ul className={styles.links} data-testid="our-products-links">
                    {content.ourProducts.map((link) => (
                      <li key={link.to}>
                        <MenuItemLink link={link} className={styles.link} />
                      </li>
                    ))}
                  </ul>
                </section>
                {content.styleGuide ? (
                  <section aria-labelledby="menu-style-guide" className={styles.group}>
                    <h2 id="menu-style-guide" className={styles.heading}>
                      Style Guide
                    </h2>
                    <ul className={styles.links} data-testid="style-guide-links">
                      {content.styleGuide.map((link) => (
                        <li key={link.to}>
                          <MenuItemLink link={link} className={styles.link} />
                        </li>
                      ))}
                    </ul>
                  </section>
                ) : null}
                <section aria-labelledby="menu-trial" className={`${styles.group} ${styles.trial}`}>
                  <h2 id="menu-trial" className={styles.heading}>
                    Trial Item
                  </h2>
                  <p className={styles.trialText}>
                    Not sure of your fit yet? Order one trial piece, wear it, and we refine your pattern before the rest is cut.
                  </p>
                  <ul className={styles.links}>
                    {TRIAL_LINKS.map((link) => (
                      <li key={link.label}>
                        <MenuItemLink link={link} className={styles.link} />
                      </li>
                    ))}
                  </ul>
                </section>
              </div>
              <MenuFooter onShowDelivery={showDelivery} />
            </div>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
      </NavigationMenu.List>
      <div className={styles.viewportPosition}>
        <NavigationMenu.Viewport className={styles.viewport} />
      </div>
    </NavigationMenu.Root>
  );
}

function MenuItemLink({ link, className }: { link: MenuLink; className?: string }) {
  return (
    <NavigationMenu.Link asChild>
      <Link to={link.to} className={className}>
        <span className={styles.linkLabel}>{link.label}</span>
        {link.note ? <span className={styles.linkNote}>{link.note}</span> : null}
      </Link>
    </NavigationMenu.Link>
  );
}

function MenuFooter({ onShowDelivery }: { onShowDelivery(): void }) {
  return (
    <div className={styles.footer}>
      <button type="button" className={styles.deliveryButton} onClick={onShowDelivery}>
        <TruckIcon /> Worldwide Delivery
      </button>
      {MENU_FOOTER_LINKS.map((link) => (
        <NavigationMenu.Link asChild key={link.to}>
          <Link to={link.to} className={styles.footerLink}>
            {link.label}
          </Link>
        </NavigationMenu.Link>
      ))}
    </div>
  );
}
