/**
 * What the browser's console may hear of a page that failed. An error's message can quote anything
 * (what a customer typed, an e-mail, an address, a reset token from the query string), so only the
 * error's kind and the route's pattern ("/shop/:productType", never the address itself) are logged.
 */
function errorKind(error: unknown): string {
  if (typeof Response !== 'undefined' && error instanceof Response) return `HTTP ${error.status}`;
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') return `HTTP ${error.status}`;
  if (error instanceof Error) return error.name;
  return typeof error;
}

/** The report of a screen that failed to load or draw (app/screens.tsx's ScreenErrors), by its route's pattern. */
export function reportPageError(error: unknown, { pattern }: { pattern: string }): void {
  console.error(`Selvedge: the page ${pattern || '/'} failed to show (${errorKind(error)}).`);
}

/**
 * React's report of an error a boundary caught. Every boundary in the shop reports what it caught
 * with its route (above); React's default would print the error whole, message and all.
 */
export function reportCaughtError(): void {}

/** React's report of an error no boundary caught (one above the router): its kind only. */
export function reportUncaughtError(error: unknown): void {
  console.error(`Selvedge: the shop failed to start (${errorKind(error)}).`);
}
