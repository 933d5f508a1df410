import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { AccountIcon } from './navbar-icons';
import styles from './navbar.module.css';

interface AccountButtonProps {
  /** The logged-in customer, or null/undefined for a visitor. */
  user?: { firstName: string } | null;
  onLogOut?: () => void;
  /** True while a stored session is being read (SPEC §2: a spinner while the user initialises). */
  initialising?: boolean;
}

// Only customers see the user menu: visitors never download it.
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));

/**
 * A visitor gets a "Log in" button that opens the login modal (SPEC §2: ?modal=navbar-login on the
 * current URL); a customer gets the user menu with Profile and Log Out.
 */
export function AccountButton({ user, onLogOut, initialising = false }: AccountButtonProps) {
  const [, setSearchParams] = useSearchParams();

  if (initialising) {
    return (
      <button type="button" className={styles.iconButton} aria-label="Loading your account" aria-busy="true" disabled>
        <span className={styles.spinner} aria-hidden="true" />
      </button>
    );
  }

  if (!user) {
    return (
      <button
        type="button"
        className={styles.iconButton}
        aria-label="Log in"
        onClick={() =>
          setSearchParams((current) => {
            const next = new URLSearchParams(current);
            next.set('modal', 'navbar-login');
            return next;
          })
        }
      >
        <AccountIcon />
      </button>
    );
  }

  return (
    <Suspense
      fallback={
        <span className={styles.iconButton} aria-hidden="true">
          <AccountIcon />
        </span>
      }
    >
      <AccountMenu user={user} onLogOut={onLogOut} />
    </Suspense>
  );
}
