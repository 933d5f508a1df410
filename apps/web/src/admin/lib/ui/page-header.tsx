import type { ReactNode } from 'react';
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
