import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';

/** Where each history entry was scrolled to, kept for the tab's life (sessionStorage) across reloads. */
const STORAGE_KEY = 'selvedge-scroll-positions';
const positions = new Map<string, number>(readPositions());
/** The history entry on screen: a scroll is recorded for it, whenever the browser reports the scroll. */
let onScreen: string | null = null;
const record = () => {
  if (onScreen !== null) positions.set(onScreen, window.scrollY);
};

function readPositions(): [string, number][] {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(kept)
      ? kept.filter((entry): entry is [string, number] => typeof entry?.[0] === 'string' && typeof entry[1] === 'number')
      : [];
  } catch {
    return [];
  }
}

function keepPositions(): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-100)));
  } catch {
    // A browser that keeps nothing opens pages at their top.
  }
}

/**
 * The scroll position of each page, as the browser keeps it for documents: back and forward open a
 * page where it was left, a new page opens at its top (or at the element its hash names). A move
 * that stays on the same path (a customiser choice, a tab in the query string) or replaces the
 * entry (a tab, a redirect) leaves the scroll where it is. Restored once the new page has drawn:
 * a move waits for its screen (app/screens.tsx), so the page is as long as it will be.
 */
export function useScrollRestoration(getKey: (location: Location) => string): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = getKey(location);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => keepPositions();
    window.addEventListener('pagehide', save);
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      window.removeEventListener('pagehide', save);
      window.removeEventListener('scroll', record);
    };
  }, []);

  // Before the page is scrolled below: the scroll it causes is the new entry's, not the last one's.
  useLayoutEffect(() => {
    onScreen = key;
  }, [key]);

  const { pathname, hash } = location;
  useLayoutEffect(() => {
    if (navigationType === 'POP') {
      const kept = positions.get(key);
      if (kept !== undefined) window.scrollTo(0, kept);
      return;
    }
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (navigationType === 'PUSH') window.scrollTo(0, 0);
    // Only a move to another path: the path is what this effect follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, hash]);
}
