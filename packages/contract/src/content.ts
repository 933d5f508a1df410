import { z } from 'zod';
import { ProductTypeSchema } from './product-types.js';
import { STATIC_PAGES } from './static-pages.js';

export { STATIC_PAGES, type StaticPage } from './static-pages.js';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const StaticPageSchema = z.enum(STATIC_PAGES, {
  error: () => `page must be one of: ${STATIC_PAGES.join(', ')}`,
});

export const ContentSectionSchema = z.object({
  id: slug,
  heading: z.string().min(1),
  /** Markdown; rendered without raw HTML. */
  body: z.string().min(1),
});
export type ContentSection = z.infer<typeof ContentSectionSchema>;

export const ContentLinkSchema = z.object({
  label: z.string().min(1),
  href: z.string().min(1),
  kind: z.enum(['social', 'email', 'appointment', 'internal', 'external']),
});

/**
 * A static page. For `announcement`, `intro` is the bar's message (markdown-style links allowed,
 * 'NA' hides the bar). For `faq`, each section is one question.
 */
export const StaticContentSchema = z.object({
  page: StaticPageSchema,
  title: z.string().min(1),
  metaDescription: z.string().min(1),
  intro: z.string(),
  sections: z.array(ContentSectionSchema),
  links: z.array(ContentLinkSchema),
  updatedAt: z.string(),
});
export type StaticContent = z.infer<typeof StaticContentSchema>;

/** GET /contentful/products/size-names: the standard size and fit names per product type. */
export const SizeNamesResponseSchema = z.object({
  sizeNames: z.array(
    z.object({
      productType: ProductTypeSchema,
      sizes: z.array(z.string()),
      fits: z.array(z.string()),
    }),
  ),
});
export type SizeNamesResponse = z.infer<typeof SizeNamesResponseSchema>;

export const BlogArticleSchema = z.object({
  handle: slug,
  title: z.string().min(1),
  excerpt: z.string().min(1),
  /** Markdown. */
  body: z.string().min(1),
  image: z.string().nullable(),
  publishedAt: z.string(),
  author: z.string(),
});
export type BlogArticle = z.infer<typeof BlogArticleSchema>;

export const BlogSchema = z.object({
  handle: slug,
  title: z.string().min(1),
  description: z.string(),
  articles: z.array(BlogArticleSchema),
});
export type Blog = z.infer<typeof BlogSchema>;
