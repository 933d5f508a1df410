import { useLocation } from 'react-router';

/** The navigation state a page is opened with right after its record was created. */
export const JUST_CREATED = { state: { created: true } } as const;

/** True when this page was opened right after its record was created (to say so once). */
export function useJustCreated(): boolean {
  return (useLocation().state as { created?: boolean } | null)?.created === true;
}
