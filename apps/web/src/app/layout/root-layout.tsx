import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useUserSession } from '../../features/account/session/user-session';
import { track } from '../../features/analytics/track';
import { CartHost } from '../../features/cart/cart-host';
import { usePageViews } from '../../features/analytics/use-page-views';
import { AnnouncementBar } from '../../features/content/announcement-bar';
import { useCurrency } from '../../features/currency/currency-provider';
import { isPaymentPath, isShopPath, ROUTES } from '../../lib/route-paths';
import { useNextPageComing } from '../../lib/address-router';
import { readStorage, STORAGE_KEYS } from '../../lib/storage';
import frame from '../../lib/ui/page-frame.module.css';
import { Navbar } from './navbar/navbar';
import styles from './root-layout.module.css';
import { useScrollRestoration } from './scroll-restoration';
import { SiteFooter } from './site-footer';
import { useFreshOnNavigation } from '../fresh-on-navigation';
import { forgetOtherPages } from '../screens';

// The popper shows only past 500 px of scrolling (SPEC §9), so it loads when a visitor first gets there.
const MailingListPopper = lazy(async () => ({
  default: (await import('../../features/mailing-list/mailing-list-popper')).MailingListPopper,
}));
const POPPER_LOAD_AT = 500;

// Most visits never log in: the modal's forms download only when the URL asks for the modal.
const LoginModal = lazy(async () => ({
  default: (await import('../../features/account/login-modal/login-modal')).LoginModal,
}));

// A guest's designs kept in this browser join the account at login; the code downloads only then.
const SavedDesignsSync = lazy(async () => ({
  default: (await import('../../features/saved-designs/saved-designs-sync')).SavedDesignsSync,
}));

/** Whether the browser holds a guest's saved designs or favourite fabrics. */
const holdsGuestDesigns = () => readStorage(STORAGE_KEYS.savedDesigns) !== null || readStorage(STORAGE_KEYS.favouriteFabrics) !== null;

/** Whether the page has been scrolled past `threshold`, watched only while `watching` (once past, it stays). */
function useScrolledPast(threshold: number, watching: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (past || !watching) return;
    const check = () => {
      if (window.scrollY > threshold) setPast(true);
    };
    // A page that opens scrolled down (a reload) is checked once its first frame is drawn: reading the
    // scroll position before then would make the browser lay the new page out in the middle of React's work.
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(check);
    });
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      window.removeEventListener('scroll', check);
    };
  }, [past, threshold, watching]);
  return past;
}

/** SPEC §2: the mailing-list popper stays away from the customiser and the 5-reasons page (and from paying). */
function popperHiddenOn(pathname: string): boolean {
  return isShopPath(pathname) || pathname === ROUTES.fiveReasons || isPaymentPath(pathname);
}

/**
 * Scroll positions are kept per history entry; but every freshly loaded document starts on an entry
 * called 'default', so those are told apart by path, or one page would open at another's position.
 */
function scrollKey(location: { key: string; pathname: string }): string {
  return location.key === 'default' ? `default:${location.pathname}` : location.key;
}

export function RootLayout() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const { currency, setCurrency } = useCurrency();
  const session = useUserSession();
  const navigate = useNavigate();
  const leaving = useNextPageComing();
  useFreshOnNavigation(pathname, useQueryClient(), forgetOtherPages);
  useScrollRestoration(scrollKey);
  // Stable, so the cart's drawer (rendered ahead, memoised) is not rebuilt on every page render.
  const goTo = useCallback((to: string) => void navigate(to), [navigate]);
  // SPEC §2: edit=true&reference= on a shop route edits that cart piece; the drawer's other Edit buttons wait.
  const editingReference = isShopPath(pathname) && searchParams.get('edit') === 'true' ? searchParams.get('reference') : null;
  usePageViews();
  // A customer with a session is already on our list of contacts; the popper is for visitors.
  const loggedIn = session.user !== null || readStorage(STORAGE_KEYS.token) !== null;
  // SPEC §2: ?modal=navbar-login opens the login modal, from any page.
  const loginModalWanted = searchParams.get('modal') === 'navbar-login';
  const popperHidden = loggedIn || popperHiddenOn(pathname);
  // Watched only where the popper may show: on the checkout, reading the scroll position would make
  // the browser lay the page out again while the checkout is still drawing.
  const popperWanted = useScrolledPast(POPPER_LOAD_AT, !popperHidden);

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <AnnouncementBar />
      <Navbar />
      <main id="main" className={leaving ? `${styles.main} ${frame.leaving}` : styles.main} inert={leaving} aria-busy={leaving}>
        <Outlet />
      </main>
      <SiteFooter />
      {popperWanted ? (
        <Suspense fallback={null}>
          <MailingListPopper
            hidden={popperHidden}
            onClose={() => track('newsletter_popper_closed')}
            onSubscribed={() => track('mailing_list_signup')}
          />
        </Suspense>
      ) : null}
      {loginModalWanted ? (
        <Suspense fallback={null}>
          <LoginModal currency={currency} />
        </Suspense>
      ) : null}
      {session.status === 'ready' && session.user && holdsGuestDesigns() ? (
        <Suspense fallback={null}>
          <SavedDesignsSync customerId={session.user.id} />
        </Suspense>
      ) : null}
      <CartHost
        user={session.user}
        sessionReady={session.status === 'ready'}
        loggedInHere={session.loggedInHere}
        currency={currency}
        onCartCurrency={setCurrency}
        editingReference={editingReference}
        navigate={goTo}
      />
      {session.loggingOut ? (
        <div className={styles.loggingOut} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          Logging Out
        </div>
      ) : null}
    </div>
  );
}
