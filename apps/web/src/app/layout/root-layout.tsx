import { Link, Outlet } from 'react-router';
import styles from './root-layout.module.css';

export function RootLayout() {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Link to="/" className={styles.logo} aria-label="Selvedge home">
          Selvedge
        </Link>
        <p className={styles.tagline}>Made to measure in Singapore · shipped worldwide</p>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <p>© {new Date().getFullYear()} Selvedge Tailoring, Singapore</p>
      </footer>
    </div>
  );
}
