/** A day and time as the back office writes them (Singapore's conventions, the browser's time zone). */
export const dateTimeText = (iso: string | null, none = '—'): string => (iso ? new Date(iso).toLocaleString('en-SG', { dateStyle: 'medium', timeStyle: 'short' }) : none);

/** A day as the back office writes it. */
export const dateText = (iso: string | null, none = '—'): string => (iso ? new Date(iso).toLocaleDateString('en-SG', { dateStyle: 'medium' }) : none);

/** `measurements_confirmed` → 'Measurements confirmed'. */
export const wordsOf = (code: string): string => {
  const text = code.replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};
