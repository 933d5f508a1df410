import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { track } from './track';

/** Records a 'page_view' for every route change (every new history entry), by its path alone. */
export function usePageViews(): void {
  const location = useLocation();
  // Each navigation has its own key; StrictMode's second run of the effect must not count twice.
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (tracked.current === location.key) return;
    tracked.current = location.key;
    track('page_view', undefined, { path: location.pathname });
  }, [location.key, location.pathname]);
}
