import { ErrorCode, type StaticPage } from '@selvedge/contract';
import {
  AdminAnnouncementUpdateRequestSchema,
  CONTENT_MESSAGES,
  NO_ANNOUNCEMENT,
  type AdminAnnouncement,
  type AdminAnnouncementUpdateRequest,
  type AdminContentPage,
  type AdminContentPageList,
  type AdminContentPageUpdateRequest,
  type AdminFaq,
  type AdminFaqCreateRequest,
  type AdminFaqOrderRequest,
  type AdminFaqUpdateRequest,
} from '@selvedge/contract/admin';
import type { Runner } from '../../db/transaction.js';
import { badField, HttpError, notFound } from '../../platform/errors.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { ContentAdminRepository, PageDocument, PageRow } from './content-admin.repository.js';

const M = CONTENT_MESSAGES;

const pageView = (row: PageRow): AdminContentPage => ({
  page: row.page as StaticPage,
  title: row.document.title,
  metaDescription: row.document.metaDescription,
  intro: row.document.intro,
  sections: row.document.sections,
  links: row.document.links,
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

const faqView = (row: PageRow): AdminFaq => ({
  questions: row.document.sections,
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

const announcementView = (row: PageRow): AdminAnnouncement => ({
  message: row.document.intro,
  hidden: row.document.intro.trim() === '' || row.document.intro.trim() === NO_ANNOUNCEMENT,
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

/** An id for a new question from its words: lower case, hyphens between words, unlike any other. */
function questionId(heading: string, taken: ReadonlySet<string>): string {
  const base =
    heading
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'question';
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

/**
 * Content in the back office (issue 16): the static pages, the FAQ (the `faq` page's sections)
 * and the announcement (the `announcement` page's intro; `NA` hides the bar). Every edit names
 * the page's version, runs in one transaction with its audit entry, and is what the storefront's
 * next content answer reads (the content service keeps no copy; a browser asks again, by ETag,
 * before it uses a page it kept).
 */
export function createContentAdminService({
  repository,
  audit,
  now,
}: {
  repository: ContentAdminRepository;
  audit: Pick<AuditService, 'record'>;
  now: () => Date;
}) {
  /** Edits page `page` at version `version`: `edit` returns the new document and what to audit. */
  async function edit<T>(
    page: StaticPage,
    version: number,
    change: (document: PageDocument) => {
      document: PageDocument;
      action: string;
      subjectId?: string;
      before: unknown;
      after: (row: PageRow) => unknown;
    },
    answer: (row: PageRow) => T,
    actor: Actor,
  ): Promise<T> {
    return repository.transaction(async (tx: Runner) => {
      const before = await repository.lock(page, tx);
      if (!before) throw notFound(M.pageNotFound, ErrorCode.page_not_found);
      if (before.version !== version) throw new HttpError(409, ErrorCode.stale_edit, M.stale, {}, { current: answer(before) });
      const planned = change(before.document);
      const row = await repository.save(page, planned.document, now(), tx);
      await audit.record(
        actor,
        {
          action: planned.action,
          subjectType: 'content_page',
          subjectId: planned.subjectId ?? page,
          before: planned.before,
          after: planned.after(row),
        },
        tx,
      );
      return answer(row);
    });
  }

  async function read(page: StaticPage): Promise<PageRow> {
    const row = await repository.find(page);
    if (!row) throw notFound(M.pageNotFound, ErrorCode.page_not_found);
    return row;
  }

  return {
    async listPages(): Promise<AdminContentPageList> {
      const rows = await repository.list();
      return {
        pages: rows.map((row) => ({
          page: row.page as StaticPage,
          title: row.document.title,
          sectionCount: row.document.sections.length,
          updatedAt: row.updatedAt.toISOString(),
          version: row.version,
        })),
      };
    },

    async page(page: StaticPage): Promise<AdminContentPage> {
      return pageView(await read(page));
    },

    updatePage(actor: Actor, page: StaticPage, request: AdminContentPageUpdateRequest): Promise<AdminContentPage> {
      const { version, ...parts } = request;
      // The announcement's intro is the bar's one line, whichever call edits it.
      if (
        page === 'announcement' &&
        parts.intro !== undefined &&
        !AdminAnnouncementUpdateRequestSchema.shape.message.safeParse(parts.intro).success
      ) {
        throw badField('intro', `intro: ${M.announcement}`, ErrorCode.invalid_input);
      }
      return edit(
        page,
        version,
        (document) => ({
          document: { ...document, ...parts },
          action: 'content_page.update',
          before: Object.fromEntries(Object.keys(parts).map((key) => [key, document[key as keyof typeof parts]])),
          after: (row) => Object.fromEntries(Object.keys(parts).map((key) => [key, row.document[key as keyof typeof parts]])),
        }),
        pageView,
        actor,
      );
    },

    async faq(): Promise<AdminFaq> {
      return faqView(await read('faq'));
    },

    addQuestion(actor: Actor, request: AdminFaqCreateRequest): Promise<AdminFaq> {
      return edit(
        'faq',
        request.version,
        (document) => {
          const taken = new Set(document.sections.map((section) => section.id));
          if (request.id !== undefined && taken.has(request.id))
            throw badField('id', 'id: another question has this id', ErrorCode.invalid_input);
          if (document.sections.length >= 100)
            throw badField('heading', 'heading: the FAQ holds at most 100 questions', ErrorCode.invalid_input);
          const question = { id: request.id ?? questionId(request.heading, taken), heading: request.heading, body: request.body };
          return {
            document: { ...document, sections: [...document.sections, question] },
            action: 'faq.create',
            subjectId: `faq#${question.id}`,
            before: null,
            after: () => question,
          };
        },
        faqView,
        actor,
      );
    },

    updateQuestion(actor: Actor, id: string, request: AdminFaqUpdateRequest): Promise<AdminFaq> {
      const { version, ...parts } = request;
      return edit(
        'faq',
        version,
        (document) => {
          const before = document.sections.find((section) => section.id === id);
          if (!before) throw notFound(M.questionNotFound);
          const after = { ...before, ...parts };
          return {
            document: { ...document, sections: document.sections.map((section) => (section.id === id ? after : section)) },
            action: 'faq.update',
            subjectId: `faq#${id}`,
            before,
            after: () => after,
          };
        },
        faqView,
        actor,
      );
    },

    reorderQuestions(actor: Actor, request: AdminFaqOrderRequest): Promise<AdminFaq> {
      return edit(
        'faq',
        request.version,
        (document) => {
          const byId = new Map(document.sections.map((section) => [section.id, section]));
          const sameSet =
            request.ids.length === byId.size && new Set(request.ids).size === request.ids.length && request.ids.every((id) => byId.has(id));
          if (!sameSet) throw badField('ids', M.faqOrder, ErrorCode.invalid_input);
          return {
            document: { ...document, sections: request.ids.map((id) => byId.get(id)!) },
            action: 'faq.reorder',
            before: { ids: document.sections.map((section) => section.id) },
            after: () => ({ ids: request.ids }),
          };
        },
        faqView,
        actor,
      );
    },

    removeQuestion(actor: Actor, id: string, version: number): Promise<AdminFaq> {
      return edit(
        'faq',
        version,
        (document) => {
          const before = document.sections.find((section) => section.id === id);
          if (!before) throw notFound(M.questionNotFound);
          return {
            document: { ...document, sections: document.sections.filter((section) => section.id !== id) },
            action: 'faq.delete',
            subjectId: `faq#${id}`,
            before,
            after: () => null,
          };
        },
        faqView,
        actor,
      );
    },

    async announcement(): Promise<AdminAnnouncement> {
      return announcementView(await read('announcement'));
    },

    setAnnouncement(actor: Actor, request: AdminAnnouncementUpdateRequest): Promise<AdminAnnouncement> {
      return edit(
        'announcement',
        request.version,
        (document) => ({
          document: { ...document, intro: request.message },
          action: 'announcement.update',
          before: { message: document.intro },
          after: (row) => ({ message: row.document.intro }),
        }),
        announcementView,
        actor,
      );
    },
  };
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
