import { isRouteErrorResponse } from 'react-router';
import { usePageMeta } from '../../lib/page-meta';
import { ROUTES } from '../../lib/route-paths';
import styles from './route-error-page.module.css';

/**
 * The shop's error page (app/screens.tsx's ScreenErrors): whatever broke (a screen's code that failed
 * to download after a new release, a screen that threw), the customer gets a page in the shop's voice
 * with a way home and a way to try again, never a stack trace. It reports nothing itself: the
 * boundary already has (app/page-errors.ts), without anything personal.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'We could not find that page' : 'Something went wrong on our side';
  usePageMeta(title, 'Selvedge: made-to-measure menswear.');

  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        {/* A full load, not a client-side move: whatever broke starts afresh. */}
        <a href={ROUTES.home} className={styles.logo}>
          Selvedge
        </a>
      </header>
      <main id="main" className={styles.main}>
        <p className={styles.eyebrow}>{notFound ? 'Page not found' : 'Sorry'}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lede}>
          {notFound
            ? 'The address may be mistyped, or the page may have moved.'
            : 'This page could not be shown just now. Please try again, or start again from the home page.'}
        </p>
        <div className={styles.actions}>
          <a href={ROUTES.home} className={styles.primary}>
            Go to the home page
          </a>
          {notFound ? null : (
            <button type="button" className={styles.secondary} onClick={() => window.location.reload()}>
              Try again
            </button>
          )}
        </div>
      </main>
    </div>
  );
}
