import styles from './account-spinner.module.css';

/** SPEC §2: /profile shows a spinner until the user has been initialised. */
export function AccountSpinner() {
  return (
    <div role="status" aria-label="Loading your account" className={styles.status}>
      <span className={styles.spinner} aria-hidden="true" />
    </div>
  );
}
