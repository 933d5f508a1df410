import type { DesignNotice } from '@selvedge/domain';
import styles from './design-notices.module.css';

/**
 * What the shop changed in the design and why: a link with choices we cannot make, a fabric that is
 * gone, a style that rules out another. The live region stays in place so each change is announced.
 */
export function DesignNotices({ notices, onDismiss }: { notices: DesignNotice[]; onDismiss(): void }) {
  return (
    <div role="status" className={styles.region} data-testid="design-notices">
      {notices.length > 0 ? (
        <div className={styles.notice}>
          <div className={styles.body}>
            <p className={styles.title}>We adjusted your design</p>
            <ul className={styles.list}>
              {notices.map((notice, index) => (
                <li key={`${notice.field}-${index}`}>{notice.message}</li>
              ))}
            </ul>
          </div>
          <button type="button" className={styles.dismiss} onClick={onDismiss}>
            Dismiss
          </button>
        </div>
      ) : null}
    </div>
  );
}
