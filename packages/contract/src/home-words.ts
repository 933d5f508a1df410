/**
 * The home page's opening words, said twice: by the HTML the server sends (its first paint, before
 * any code has run) and by the storefront's home page that then draws over it. One copy, so the two
 * can never differ and nothing moves or changes as the page takes over.
 */
export const HOME_WORDS = {
  eyebrow: 'Made to measure · shipped worldwide from Singapore',
  title: 'Clothes cut for you, not for a size chart.',
  lede: 'Choose the cloth, the collar, the cuff and the fit. We cut every piece to your measurements in our Singapore workroom and send it to your door, wherever that is.',
  primaryAction: 'Design a shirt',
  secondaryAction: 'How it works',
  productTypesTitle: 'Design your piece',
} as const;
