import { Accordion } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PreorderPanel } from '../../../features/preorder/preorder-panel';
import { ModalClose, ModalPanel, ModalRoot, ModalTitle } from '../../../lib/ui/modal';
import { COLLABORATIONS_LINK, CUSTOMISE_LINKS, QUICK_LINKS, TRIAL_LINKS, WHY_US_LINK, type MenuContent, type MenuLink } from './menu-links';
import styles from './mobile-menu.module.css';
import { ChevronIcon, CloseIcon, MenuIcon, TruckIcon } from './navbar-icons';

/** The desktop menus take over from this width (navbar.module.css uses the same breakpoint). */
const DESKTOP_QUERY = '(min-width: 960px)';

interface MobileMenuProps {
  content: MenuContent;
  onShowDelivery(): void;
  /** Open on first render: the navbar loads this menu when the hamburger is first tapped. */
  defaultOpen?: boolean;
}

/**
 * The hamburger menu below 960 px (SPEC §2): a full-height modal dialog, so Radix locks the page's
 * scrolling while it is open, holding the Shop and About menus as an accordion.
 */
export function MobileMenu({ content, onShowDelivery, defaultOpen = false }: MobileMenuProps) {
  const location = useLocation();
  const [open, setOpen] = useState(defaultOpen);
  const handingOverToDelivery = useRef(false);

  // Navigating closes the menu.
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    setOpen(false);
  }

  // Widening the window to the desktop layout closes it too (and so releases the scroll lock).
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const close = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    query.addEventListener('change', close);
    return () => query.removeEventListener('change', close);
  }, []);

  const showDelivery = () => {
    handingOverToDelivery.current = true;
    setOpen(false);
    onShowDelivery();
  };

  return (
    <ModalRoot open={open} onOpenChange={setOpen} trigger={{ text: <MenuIcon />, label: 'Open menu', className: styles.hamburger }}>
      <ModalPanel
        overlayClassName={styles.overlay}
        className={styles.sheet}
        described={false}
        data-testid="mobile-menu"
        onCloseAutoFocus={(event) => {
          // The delivery dialog takes focus; do not pull it back to the hamburger.
          if (handingOverToDelivery.current) event.preventDefault();
          handingOverToDelivery.current = false;
        }}
      >
        <div className={styles.sheetBar}>
          <ModalClose className={styles.close} aria-label="Close menu">
            <CloseIcon />
          </ModalClose>
          <ModalTitle className={styles.title}>Menu</ModalTitle>
        </div>

        <nav aria-label="Main" className={styles.body}>
          <Accordion.Root type="single" collapsible className={styles.accordion}>
            {content.showShop ? (
              <Accordion.Item value="shop" className={styles.item}>
                <Accordion.Header className={styles.itemHeader}>
                  <Accordion.Trigger className={styles.itemTrigger} data-testid="shop-menu">
                    Shop <ChevronIcon className={styles.chevron} />
                  </Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content className={styles.itemContent}>
                  <p className={styles.groupHeading}>Customise</p>
                  <ul className={styles.customiseLinks}>
                    {CUSTOMISE_LINKS.map((link) => (
                      <li key={link.to}>
                        <SheetLink link={{ ...link, note: content.leadTimes[link.productType] }} />
                      </li>
                    ))}
                  </ul>
                  <PreorderPanel className={styles.preorder} />
                </Accordion.Content>
              </Accordion.Item>
            ) : null}
            <Accordion.Item value="about" className={styles.item}>
              <Accordion.Header className={styles.itemHeader}>
                <Accordion.Trigger className={styles.itemTrigger} data-testid="about-menu">
                  About <ChevronIcon className={styles.chevron} />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className={styles.itemContent}>
                <SheetLinks links={[WHY_US_LINK]} />
                <p className={styles.groupHeading}>Our Products</p>
                <SheetLinks links={content.ourProducts} testId="our-products-links" />
                {content.styleGuide ? (
                  <>
                    <p className={styles.groupHeading}>Style Guide</p>
                    <SheetLinks links={content.styleGuide} testId="style-guide-links" />
                  </>
                ) : null}
                <div className={styles.trial}>
                  <p className={styles.groupHeading}>Trial Item</p>
                  <p className={styles.trialText}>Order one trial piece first; we refine your pattern before the rest is cut.</p>
                  <SheetLinks links={TRIAL_LINKS} />
                </div>
                <SheetLinks links={[COLLABORATIONS_LINK]} />
              </Accordion.Content>
            </Accordion.Item>
          </Accordion.Root>

          <ul className={styles.quickLinks}>
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.quickLink}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className={styles.quickLink} onClick={showDelivery}>
                <TruckIcon /> Worldwide Delivery
              </button>
            </li>
          </ul>
        </nav>
      </ModalPanel>
    </ModalRoot>
  );
}

/** A group of the sheet's links, one to a line. */
function SheetLinks({ links, testId }: { links: readonly MenuLink[]; testId?: string }) {
  return (
    <ul className={styles.links} data-testid={testId}>
      {links.map((link) => (
        <li key={`${link.to}|${link.label}`}>
          <SheetLink link={link} />
        </li>
      ))}
    </ul>
  );
}

function SheetLink({ link }: { link: MenuLink }) {
  return (
    <Link to={link.to} className={styles.link}>
      <span>{link.label}</span>
      {link.note ? <span className={styles.linkNote}>{link.note}</span> : null}
    </Link>
  );
}
