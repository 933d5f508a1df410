import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './admin-ui.module.css';

/** A back-office page's title and its actions. */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <header className={styles.pageHeader}>
      <h1>{title}</h1>
      {children ? <div className={styles.pageActions}>{children}</div> : null}
    </header>
  );
}

/** A header's way back to the list the page belongs to. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className={styles.secondaryButton} to={to}>
      {children}
    </Link>
  );
}
