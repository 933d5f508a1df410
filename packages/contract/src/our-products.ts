/**
 * The Our Products page's opening words, said twice: by the HTML the server sends (its first paint,
 * before any code has run) and by the storefront's page that then draws over it. One copy, so the
 * two can never differ.
 */
export const OUR_PRODUCTS_WORDS = {
  eyebrow: 'Our products',
  title: 'Six pieces, each cut for one person',
  lede: 'Choose a piece to see the cloth we keep for it, the styles you decide, the fits we cut and how long it takes to reach you.',
} as const;

/** SPEC §2: the tab segment of /our-products/{tab} is the tab name with spaces replaced by dashes. */
export function ourProductsTab(title: string): string {
  return title.trim().replace(/\s+/g, '-');
}

/**
 * Which of the tabs named `titles` the segment `tab` (as decoded from the address) chooses, matched
 * without regard to case; -1 for none. The storefront and the server's first paint both ask this.
 */
export function ourProductsTabIndex(titles: readonly string[], tab: string): number {
  const wanted = tab.toLowerCase();
  return titles.findIndex((title) => ourProductsTab(title).toLowerCase() === wanted);
}
