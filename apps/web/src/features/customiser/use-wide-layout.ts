import { useSyncExternalStore } from 'react';

/** From this width the customiser shows its steps beside the picture; below it they live in a drawer. */
const WIDE = '(min-width: 960px)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null);

function subscribe(onChange: () => void): () => void {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True on a desktop-wide window (and wherever the width cannot be known). */
export function useWideLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? true,
    () => true,
  );
}
