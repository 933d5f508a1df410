import { shownAnnouncement } from '@selvedge/contract';
import { useStaticContent } from './api/get-static-content';
import styles from './announcement-bar.module.css';
import { InlineLinks } from './inline-links';

/**
 * The one-line message above the navbar, with markdown-style links. Its place is kept while the
 * message loads, so the page below does not jump when it arrives; it goes when the message is 'NA'
 * or cannot be loaded: the bar is a nicety, never a reason for an error. Links are rendered by the
 * small inline renderer, so every page's first download carries no markdown library.
 */
export function AnnouncementBar() {
  const { data, isPending } = useStaticContent('announcement');
  if (isPending) return <div className={`${styles.bar} ${styles.reserved}`} aria-hidden="true" />;

  // None when the message is empty or NA (SPEC §2).
  const message = shownAnnouncement(data?.intro ?? '');
  if (message === null) return null;

  return (
    <aside className={styles.bar} aria-label="Announcement" data-testid="announcement-bar">
      <p className={styles.message}>
        <InlineLinks text={message} />
      </p>
    </aside>
  );
}
