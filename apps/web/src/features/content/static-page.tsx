import type { StaticContent, StaticPage } from '@selvedge/contract';
import type { ReactNode } from 'react';
import { useStaticContent } from './api/get-static-content';
import { Markdown } from './markdown';
import prose from './prose.module.css';
import { SafeLink } from './safe-link';
import styles from './static-page.module.css';

interface StaticPageTemplateProps {
  page: StaticPage;
  /** The part below the intro; by default the page's sections, then its links. */
  renderBody?: (content: StaticContent) => ReactNode;
  /** After the body, once the content has loaded: where the page leads (the fit-pictures guide to the orders). */
  after?: ReactNode;
}

const defaultBody = (content: StaticContent) => (
  <>
    <ContentSections sections={content.sections} />
    <ContentLinks links={content.links} />
  </>
);

/**
 * A content page: its title as the h1, the intro, then the body. While the content loads a skeleton
 * holds the page's place; if it fails, the customer is told so and can try again.
 */
export function StaticPageTemplate({ page, renderBody = defaultBody, after }: StaticPageTemplateProps) {
  const content = useStaticContent(page);

  if (content.isPending) return <StaticPageSkeleton />;
  // A failed background refresh keeps showing the copy already loaded.
  if (content.data === undefined) {
    return (
      <article className={styles.page}>
        <div role="alert" className={styles.error}>
          <h1 className={styles.errorTitle}>This page did not load</h1>
          <p className={styles.errorText}>
            We could not reach the shop just now. Check your connection and try again; if it keeps happening, please come back in a few
            minutes.
          </p>
          <button type="button" className={styles.retry} onClick={() => void content.refetch()} disabled={content.isFetching}>
            {content.isFetching ? 'Trying again…' : 'Try again'}
          </button>
        </div>
      </article>
    );
  }

  const { title, intro } = content.data;
  return (
    <article className={styles.page} data-page={page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {intro.trim() ? (
          <div className={`${prose.prose} ${styles.intro}`}>
            <Markdown>{intro}</Markdown>
          </div>
        ) : null}
      </header>
      {renderBody(content.data)}
      {after}
    </article>
  );
}

/** Each section under its own h2, with an id so that /page#section-id lands on it. */
export function ContentSections({ sections }: { sections: StaticContent['sections'] }) {
  if (sections.length === 0) return null;
  return (
    <div className={styles.sections}>
      {sections.map((section) => (
        <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`} className={styles.sectionTitle}>
            {section.heading}
          </h2>
          <div className={prose.prose}>
            <Markdown>{section.body}</Markdown>
          </div>
        </section>
      ))}
    </div>
  );
}

/** A page's extra links, as a plain list. */
function ContentLinks({ links }: { links: StaticContent['links'] }) {
  if (links.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="page-links-heading">
      <h2 id="page-links-heading" className={styles.sectionTitle}>
        Useful links
      </h2>
      <ul className={styles.linkList}>
        {links.map((link) => (
          <li key={`${link.href}-${link.label}`}>
            <SafeLink href={link.href}>{link.label}</SafeLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function StaticPageSkeleton() {
  return (
    <article className={styles.page} aria-busy="true">
      <p role="status" className={styles.visuallyHidden}>
        Loading…
      </p>
      <div className={styles.skeleton} aria-hidden="true">
        <div className={`${styles.bone} ${styles.boneTitle}`} />
        <div className={styles.bone} />
        <div className={styles.bone} />
        <div className={`${styles.bone} ${styles.boneShort}`} />
        <div className={`${styles.bone} ${styles.boneHeading}`} />
        <div className={styles.bone} />
        <div className={styles.bone} />
        <div className={`${styles.bone} ${styles.boneShort}`} />
      </div>
    </article>
  );
}
