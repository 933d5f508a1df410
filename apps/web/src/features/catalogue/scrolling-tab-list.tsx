import { Tabs } from 'radix-ui';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styles from './scrolling-tab-list.module.css';

interface MoreTabs {
  before: boolean;
  after: boolean;
}

/** Whether part of the strip lies out of sight before and after what shows (a pixel of slack for rounding). */
function moreTabsOf(list: HTMLElement): MoreTabs {
  return { before: list.scrollLeft > 1, after: list.scrollLeft + list.clientWidth < list.scrollWidth - 1 };
}

/** The strip's scroll position that puts `tab` in its middle, or as near as the strip's ends allow. */
function centredOn(list: HTMLElement, tab: HTMLElement): number {
  const strip = list.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  return list.scrollLeft + (box.left - strip.left) - (strip.width - box.width) / 2;
}

const motion = (): ScrollBehavior => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth');

/**
 * A row of tabs that may be wider than the screen (six product types on a phone). The chosen tab is
 * brought into view when the page opens (an address may name the last one) and whenever it changes,
 * and a fading edge with an arrow shows on each side where more tabs lie out of sight. The arrows are
 * for pointers and fingers; the keyboard moves along the tabs with the arrow keys as usual.
 */
export function ScrollingTabList({ label, active, children }: { label: string; active: string; children: ReactNode }) {
  const listRef = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState<MoreTabs>({ before: false, after: false });
  const opened = useRef(false);

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const next = moreTabsOf(list);
    setMore((current) => (current.before === next.before && current.after === next.after ? current : next));
  }, []);

  // Before the first paint, so the strip never shows the wrong end first.
  useLayoutEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!list || !tab) return;
    list.scrollTo({ left: centredOn(list, tab), behavior: opened.current ? motion() : 'instant' });
    opened.current = true;
    measure();
  }, [active, measure]);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    list.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      list.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  const turn = (direction: 1 | -1) => {
    const list = listRef.current;
    list?.scrollBy({ left: direction * list.clientWidth * 0.7, behavior: motion() });
  };

  return (
    <div className={styles.strip} data-more-before={more.before || undefined} data-more-after={more.after || undefined}>
      <Tabs.List ref={listRef} className={styles.list} aria-label={label}>
        {children}
      </Tabs.List>
      {more.before ? (
        <button
          type="button"
          className={`${styles.more} ${styles.before}`}
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => turn(-1)}
          data-testid="more-tabs-before"
        >
          <Chevron direction="before" />
        </button>
      ) : null}
      {more.after ? (
        <button
          type="button"
          className={`${styles.more} ${styles.after}`}
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => turn(1)}
          data-testid="more-tabs-after"
        >
          <Chevron direction="after" />
        </button>
      ) : null}
    </div>
  );
}

function Chevron({ direction }: { direction: 'before' | 'after' }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'before' ? 'M10 3 5 8l5 5' : 'M6 3l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
