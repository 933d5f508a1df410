// Without zod, so that the storefront's first page can name its pages without downloading it.

/** The pages served by GET /contentful/static-content/{page}. Home, our-products and trial are built in. */
export const STATIC_PAGES = [
  'announcement',
  'faq',
  'terms-and-conditions',
  'why-us',
  '5-reasons-to-get-custom-made-pants',
  'fit-pictures-guide',
  'preorder',
  'contact-us',
  'style-guide',
] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];
