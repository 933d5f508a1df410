import type { StaticContent } from '@selvedge/contract';
import { classifyHref, type SafeHref } from './safe-href';
import { SafeLink } from './safe-link';
import styles from './contact-options.module.css';
import { ROUTES, shopPath, styleGuidePath } from '../../lib/route-paths';

type ContentLink = StaticContent['links'][number];

interface ContactOption {
  label: string;
  href: string;
  /** A second line saying where the link goes. */
  detail: string;
}

interface ContactGroup {
  id: string;
  heading: string;
  options: ContactOption[];
}

/** Ways to get started that every contact page offers, whatever the content holds (SPEC §1). */
const GET_STARTED: ContactOption[] = [
  { label: 'Read the FAQ', href: ROUTES.faq, detail: 'Sizing, making times, shipping and our fit guarantee' },
  { label: 'Browse the style guide', href: styleGuidePath(), detail: 'Which collar, waistband or jacket make to choose' },
  { label: 'Design your piece', href: shopPath('shirt'), detail: 'Start with a shirt in the customiser' },
];

const GROUPS: { id: string; heading: string; kinds: ContentLink['kind'][] }[] = [
  { id: 'visit', heading: 'Visit us', kinds: ['appointment'] },
  { id: 'write', heading: 'Write to us', kinds: ['email'] },
  { id: 'follow', heading: 'Follow us', kinds: ['social'] },
  { id: 'start', heading: 'Get started', kinds: ['internal', 'external'] },
];

function detailFor(kind: ContentLink['kind'], target: SafeHref): string {
  if (target.kind === 'mailto') return target.href.replace(/^mailto:/i, '').split('?')[0] ?? '';
  if (target.kind === 'internal') return kind === 'appointment' ? 'Pick a free time at our Singapore studio' : 'On this site';
  const url = new URL(target.href);
  const host = url.hostname.replace(/^www\./, '');
  return kind === 'appointment' ? `Book online at ${host}` : host;
}

/** Groups the page's links by what the customer wants to do; links that are not safe are left out. */
function contactGroups(links: ContentLink[]): ContactGroup[] {
  const seen = new Set<string>();
  const groups = GROUPS.map(({ id, heading, kinds }) => {
    const options: ContactOption[] = [];
    for (const link of links) {
      if (!kinds.includes(link.kind)) continue;
      const target = classifyHref(link.href);
      if (!target || seen.has(link.href)) continue;
      seen.add(link.href);
      options.push({ label: link.label, href: link.href, detail: detailFor(link.kind, target) });
    }
    if (id === 'start') {
      for (const option of GET_STARTED) {
        const existing = options.find((candidate) => candidate.href === option.href);
        // The fixed entry's description is clearer than "On this site"; the editor's label stays.
        if (existing) existing.detail = option.detail;
        else options.push(option);
      }
    }
    return { id, heading, options };
  });
  return groups.filter((group) => group.options.length > 0);
}

/** The contact page's ways to reach the shop, as cards: visit, write, follow, get started. */
export function ContactOptions({ links }: { links: ContentLink[] }) {
  return (
    <div className={styles.groups}>
      {contactGroups(links).map((group) => (
        <section
          key={group.id}
          className={group.options.length > 1 ? `${styles.group} ${styles.wide}` : styles.group}
          aria-labelledby={`contact-${group.id}`}
        >
          <h2 id={`contact-${group.id}`} className={styles.heading}>
            {group.heading}
          </h2>
          <ul className={styles.cards}>
            {group.options.map((option) => (
              <li key={option.href}>
                <SafeLink href={option.href} className={styles.card}>
                  <span className={styles.label}>{option.label}</span> <span className={styles.detail}>{option.detail}</span>
                </SafeLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
