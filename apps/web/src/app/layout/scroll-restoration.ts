import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';

/** Where each history entry was scrolled to, kept for the tab's life (sessionStorage) across reloads. */
const STORAGE_KEY = 'selvedge-scroll-positions';
const positions = new Map<string, number>(readPositions());

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
    return () => window.removeEventListener('pagehide', save);
  }, []);

  useEffect(() => {
    const record = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
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
