import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ourProductsPath, ROUTES, shopPath, styleGuidePath } from '../../lib/route-paths';
import styles from './site-footer.module.css';

// Loaded when first opened: every page has the footer, few visits open this dialog.
const ShippingTaxDialog = lazy(async () => ({
  default: (await import('../../features/shipping/shipping-tax-dialog')).ShippingTaxDialog,
}));

const columns = [
  {
    heading: 'Shop',
    links: [
      ['Shirts', shopPath('shirt')],
      ['Polo shirts', shopPath('polo')],
      ['Trousers', shopPath('trousers')],
      ['Shorts', shopPath('shorts')],
      ['Outerwear', shopPath('outerwears')],
      ['Jackets', shopPath('jackets')],
    ],
  },
  {
    heading: 'Selvedge',
    links: [
      ['Why us', ROUTES.whyUs],
      ['Our products', ourProductsPath()],
      ['Trial pieces', ROUTES.trial],
      ['Pre-order', ROUTES.preorder],
      ['Style guide', styleGuidePath()],
    ],
  },
  {
    heading: 'Help',
    links: [
      ['FAQ', ROUTES.faq],
      ['Fit pictures guide', ROUTES.fitPicturesGuide],
      ['Contact us', ROUTES.contactUs],
      ['Terms and conditions', ROUTES.terms],
    ],
  },
] as const;

export function SiteFooter() {
  const [shippingInfoOpen, setShippingInfoOpen] = useState(false);
  const [shippingInfoWanted, setShippingInfoWanted] = useState(false);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.logo}>Selvedge</p>
          <p className={styles.note}>Made-to-measure menswear, cut in our Singapore workroom and delivered worldwide.</p>
        </div>
        {columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading} className={styles.column}>
            <h2 className={styles.heading}>{column.heading}</h2>
            <ul className={styles.links}>
              {column.links.map(([label, href]) => (
                <li key={href}>
                  <Link to={href}>{label}</Link>
                </li>
              ))}
              {column.heading === 'Help' ? (
                <li>
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => {
                      setShippingInfoWanted(true);
                      setShippingInfoOpen(true);
                    }}
                  >
                    Shipping and tax
                  </button>
                </li>
              ) : null}
            </ul>
          </nav>
        ))}
      </div>
      {shippingInfoWanted ? (
        <Suspense fallback={null}>
          <ShippingTaxDialog open={shippingInfoOpen} onOpenChange={setShippingInfoOpen} />
        </Suspense>
      ) : null}
      <p className={styles.legal}>© {new Date().getFullYear()} Selvedge Tailoring, Singapore</p>
    </footer>
  );
}
