import styles from './page-loading.module.css';

/**
 * What a first visit shows while the screen's code (and its loader's data) downloads: the router's
 * HydrateFallback. The page stays blank for a moment, as it would anyway, and only a slow download
 * brings up the spinner, so a fast one never flashes.
 */
export function PageLoading() {
  return (
    <div className={styles.loading} role="status" aria-label="Loading the page">
      <span className={styles.spinner} aria-hidden="true" />
    </div>
  );
}
