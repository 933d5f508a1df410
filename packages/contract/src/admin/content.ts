import { z } from 'zod';
import { ContentLinkSchema, StaticPageSchema } from '../content.js';
import { requestBody, requestPart } from '../request-body.js';

/**
 * Content in the back office (issue 16): the static pages, the FAQ (the `faq` page's sections,
 * one per question) and the announcement (the `announcement` page's intro; `NA` hides the bar).
 * Text is markdown as the storefront renders it: no raw HTML, and every link a path on this
 * site, an http(s) address or a mailto: address, so nothing an editor writes can run script.
 */

export const CONTENT_MESSAGES = {
  notAnObject: 'The request must be a JSON object.',
  version: 'version: send the version you saw',
  title: 'title: 1 to 120 characters',
  metaDescription: 'metaDescription: 1 to 300 characters',
  intro: 'intro: at most 20,000 characters',
  heading: 'heading: 1 to 200 characters',
  body: 'body: 1 to 20,000 characters',
  sectionId: 'id: lower-case letters, digits and single hyphens, like shipping-times',
  sectionIdsRepeat: "sections: each section's id must be different",
  sectionsTooMany: 'sections: at most 100',
  linksTooMany: 'links: at most 40',
  rawHtml: 'raw HTML is not shown on the shop; write markdown instead',
  unsafeLink: (href: string) =>
    `the link "${href.slice(0, 60)}" cannot be shown: use a path on this site (/faq), an http(s):// address or a mailto: address`,
  announcement: 'message: one line of at most 300 characters; NA hides the bar',
  faqOrder: 'ids: every question of the FAQ, each once, in the new order',
  pageNotFound: 'This page has no content yet.',
  questionNotFound: 'The FAQ has no question with this id.',
  stale: 'Someone else changed this page first. Reload it and make your change again.',
} as const;

const M = CONTENT_MESSAGES;

export { NO_ANNOUNCEMENT } from '../announcement.js';

/** Characters a browser drops or trims inside a URL, and the backslash it reads as a slash (as the storefront's classifyHref). */
const UNSAFE_URL_CHARACTERS = /[\s\p{Cc}\p{Cf}\\]/u;

/** Whether the storefront would show `href` as a link: a path on this site, an http(s) address with a host, or mailto:. */
export function isShownLink(href: string): boolean {
  if (href === '' || UNSAFE_URL_CHARACTERS.test(href)) return false;
  if (href.startsWith('/')) return !href.startsWith('//');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme === 'mailto') return href.length > 'mailto:'.length;
  if (scheme !== 'http' && scheme !== 'https') return false;
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).hostname !== '';
  } catch {
    return false;
  }
}

/** `[text](href "title")` and `![alt](src)`: the destination, with balanced parentheses as markdown allows. */
const INLINE_LINK = /\]\(\s*(<[^>\n]*>|(?:[^()\s]|\([^()\s]*\))*)/g;
/** `[label]: href` reference definitions. */
const REFERENCE_LINK = /^ {0,3}\[[^\]\n]+\]:\s*(<[^>\n]*>|\S+)/gm;
/** An HTML tag, comment or declaration: markdown's raw HTML (an autolink `<https://...>` is markdown, and is checked as a link). */
const HTML_START = /<(?:[A-Za-z][A-Za-z0-9-]*(?:[\s/>]|$)|\/[A-Za-z]|!|\?)/m;
const AUTOLINK = /<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^<>\s]*)>/g;

/** What is wrong with markdown written for the shop, for a person, or null when it renders as written. */
export function markdownProblem(text: string): string | null {
  if (HTML_START.test(text.replace(AUTOLINK, ''))) return M.rawHtml;
  const hrefs = [
    ...[...text.matchAll(INLINE_LINK)].map((match) => match[1] ?? ''),
    ...[...text.matchAll(REFERENCE_LINK)].map((match) => match[1] ?? ''),
    ...[...text.matchAll(AUTOLINK)].map((match) => match[1] ?? ''),
  ].map((href) => (href.startsWith('<') && href.endsWith('>') ? href.slice(1, -1) : href));
  const unsafe = hrefs.find((href) => !isShownLink(href));
  return unsafe === undefined ? null : M.unsafeLink(unsafe);
}

/** Markdown text: its length, then what the storefront would drop or refuse, named on the field. */
const markdown = (field: string, max: number, min: number, lengthMessage: string) =>
  z
    .string({ error: lengthMessage })
    .min(min, lengthMessage)
    .max(max, lengthMessage)
    .superRefine((value, context) => {
      const problem = markdownProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: `${field}: ${problem}` });
    });

const sectionId = z
  .string({ error: M.sectionId })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, M.sectionId)
  .max(80, M.sectionId);
const heading = z.string({ error: M.heading }).trim().min(1, M.heading).max(200, M.heading);
const body = markdown('body', 20_000, 1, M.body);

export const AdminContentSectionSchema = requestPart({ id: sectionId, heading, body });

const link = requestPart({
  label: z.string({ error: 'label: 1 to 80 characters' }).trim().min(1, 'label: 1 to 80 characters').max(80, 'label: 1 to 80 characters'),
  href: z
    .string({ error: 'href: a link' })
    .max(500, 'href: at most 500 characters')
    .superRefine((value, context) => {
      if (!isShownLink(value)) context.addIssue({ code: 'custom', message: `href: ${M.unsafeLink(value)}` });
    }),
  kind: ContentLinkSchema.shape.kind,
});

const version = z.number({ error: M.version }).int(M.version).min(0, M.version);

/** A page as the back office edits it: the storefront's document, with its version. */
export const AdminContentPageSchema = z.object({
  page: StaticPageSchema,
  title: z.string(),
  metaDescription: z.string(),
  intro: z.string(),
  sections: z.array(z.object({ id: z.string(), heading: z.string(), body: z.string() })),
  links: z.array(ContentLinkSchema),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type AdminContentPage = z.infer<typeof AdminContentPageSchema>;

export const AdminContentPageListSchema = z.object({
  pages: z.array(
    z.object({
      page: StaticPageSchema,
      title: z.string(),
      sectionCount: z.number().int(),
      updatedAt: z.string(),
      version: z.number().int(),
    }),
  ),
});
export type AdminContentPageList = z.infer<typeof AdminContentPageListSchema>;

/** PATCH /api/admin/content/pages/:page: any of the page's parts, with the version seen. */
export const AdminContentPageUpdateRequestSchema = requestBody(
  {
    title: z.string({ error: M.title }).trim().min(1, M.title).max(120, M.title).optional(),
    metaDescription: z.string({ error: M.metaDescription }).trim().min(1, M.metaDescription).max(300, M.metaDescription).optional(),
    intro: markdown('intro', 20_000, 0, M.intro).optional(),
    sections: z
      .array(AdminContentSectionSchema)
      .max(100, M.sectionsTooMany)
      .refine((sections) => new Set(sections.map((section) => section.id)).size === sections.length, M.sectionIdsRepeat)
      .optional(),
    links: z.array(link).max(40, M.linksTooMany).optional(),
    version,
  },
  M.notAnObject,
);
export type AdminContentPageUpdateRequest = z.infer<typeof AdminContentPageUpdateRequestSchema>;

export const AdminContentPageParamsSchema = z.object({ page: StaticPageSchema });

/** The FAQ: its questions in order, and the `faq` page's version (every FAQ edit names it). */
export const AdminFaqSchema = z.object({
  questions: z.array(z.object({ id: z.string(), heading: z.string(), body: z.string() })),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type AdminFaq = z.infer<typeof AdminFaqSchema>;

/** POST /api/admin/content/faq: a question added at the end (its id made from the heading unless given). */
export const AdminFaqCreateRequestSchema = requestBody({ id: sectionId.optional(), heading, body, version }, M.notAnObject);
export type AdminFaqCreateRequest = z.infer<typeof AdminFaqCreateRequestSchema>;

/** PATCH /api/admin/content/faq/:id. */
export const AdminFaqUpdateRequestSchema = requestBody({ heading: heading.optional(), body: body.optional(), version }, M.notAnObject);
export type AdminFaqUpdateRequest = z.infer<typeof AdminFaqUpdateRequestSchema>;

/** PUT /api/admin/content/faq/order: every question's id, in the new order. */
export const AdminFaqOrderRequestSchema = requestBody({ ids: z.array(sectionId).max(100, M.faqOrder), version }, M.notAnObject);
export type AdminFaqOrderRequest = z.infer<typeof AdminFaqOrderRequestSchema>;

export const AdminFaqParamsSchema = z.object({ id: sectionId });

/** The announcement bar: its one-line message (`NA` hides it). */
export const AdminAnnouncementSchema = z.object({
  message: z.string(),
  hidden: z.boolean(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type AdminAnnouncement = z.infer<typeof AdminAnnouncementSchema>;

/** PUT /api/admin/content/announcement. */
export const AdminAnnouncementUpdateRequestSchema = requestBody(
  {
    message: z
      .string({ error: M.announcement })
      .trim()
      .min(1, M.announcement)
      .max(300, M.announcement)
      .regex(/^[^\n\r]*$/, M.announcement)
      .superRefine((value, context) => {
        const problem = markdownProblem(value);
        if (problem) context.addIssue({ code: 'custom', message: `message: ${problem}` });
      }),
    version,
  },
  M.notAnObject,
);
export type AdminAnnouncementUpdateRequest = z.infer<typeof AdminAnnouncementUpdateRequestSchema>;
