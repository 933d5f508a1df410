import { StaticContentSchema } from '@selvedge/contract';
import {
  AdminAnnouncementSchema,
  AdminContentPageListSchema,
  AdminContentPageSchema,
  AdminContentPageUpdateRequestSchema,
  AdminFaqSchema,
  AuditPageSchema,
  type AdminFaq,
  type StaffRole,
  type StaffSession,
} from '@selvedge/contract/admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPages } from '../../db/schema.js';
import { seedStaticContent } from '../../db/seed/content/index.js';
import { expectAccess } from '../../test/admin-access.js';
import { createCustomer } from '../../test/factories.js';
import { staffSession, TEST_OWNER } from '../../test/staff-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let shop: TestApp;
let sessions: Record<StaffRole, StaffSession>;
let customerToken: string;

beforeAll(async () => {
  shop = await createTestApp({ config: { admin: TEST_OWNER, authRateLimitScale: 100 } });
  sessions = {
    owner: await staffSession(shop, 'owner'),
    manager: await staffSession(shop, 'manager'),
    workroom: await staffSession(shop, 'workroom'),
  };
  customerToken = (await createCustomer(shop)).token;
});
afterAll(async () => shop.close());

type Answer = Record<string, unknown> & {
  code?: string;
  problems?: { path: string; message: string }[];
  current?: Record<string, unknown>;
};

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown, session: StaffSession = sessions.manager) =>
  shop.call<Answer>({
    method,
    url: `/api/admin/content${url}`,
    headers: { authorization: `Bearer ${session.token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });

const storefront = async (page: string) => StaticContentSchema.parse((await shop.call(`/api/contentful/static-content/${page}`)).body);
const stored = async (page: string) => (await shop.database.handle.db.select().from(contentPages).where(eq(contentPages.page, page)))[0]!;
const faq = async (): Promise<AdminFaq> => AdminFaqSchema.parse((await call('GET', '/faq')).body);

async function auditOf(subjectId: string) {
  return AuditPageSchema.parse(
    (
      await shop.call({
        url: `/api/admin/audit?subjectType=content_page&subjectId=${encodeURIComponent(subjectId)}`,
        headers: { authorization: `Bearer ${sessions.owner.token}` },
      })
    ).body,
  ).entries;
}

/** Markdown or links that would run script, or that the storefront would drop. */
const HOSTILE = [
  '<script>alert(1)</script>',
  'Hello <img src=x onerror=alert(1)>',
  '<!-- hidden -->',
  '[click](javascript:alert(1))',
  '[click](JavaScript:alert(1))',
  '[click]( javascript:alert(1) )',
  '[click](data:text/html;base64,PHNjcmlwdD4=)',
  '[click](//evil.example/path)',
  '[click](/\\evil.example)',
  '![x](vbscript:msgbox(1))',
  '[ref]: javascript:alert(1)',
  '<javascript:alert(1)>',
];

describe('who may change content', () => {
  it('owners and managers only; the workroom is refused, a customer or nobody is not signed in', async () => {
    const before = { faq: await stored('faq'), announcement: await stored('announcement'), terms: await stored('terms-and-conditions') };
    const calls = [
      { method: 'GET', url: '/api/admin/content/pages', allowed: 200 },
      { method: 'GET', url: '/api/admin/content/pages/why-us', allowed: 200 },
      { method: 'PATCH', url: '/api/admin/content/pages/terms-and-conditions', body: { title: 'Changed', version: 99 }, allowed: 409 },
      { method: 'GET', url: '/api/admin/content/faq', allowed: 200 },
      { method: 'POST', url: '/api/admin/content/faq', body: { heading: 'New?', body: 'Yes.', version: 99 }, allowed: 409 },
      { method: 'PATCH', url: '/api/admin/content/faq/how-do-i-place-an-order', body: { heading: 'Changed?', version: 99 }, allowed: 409 },
      { method: 'PUT', url: '/api/admin/content/faq/order', body: { ids: [], version: 99 }, allowed: 409 },
      { method: 'DELETE', url: '/api/admin/content/faq/how-do-i-place-an-order?version=99', allowed: 409 },
      { method: 'GET', url: '/api/admin/content/announcement', allowed: 200 },
      { method: 'PUT', url: '/api/admin/content/announcement', body: { message: 'Changed', version: 99 }, allowed: 409 },
    ] as const;
    for (const entry of calls) await expectAccess(shop, entry, sessions, customerToken, ['owner', 'manager']);
    expect({ faq: await stored('faq'), announcement: await stored('announcement'), terms: await stored('terms-and-conditions') }).toEqual(
      before,
    );
  });
});

describe('content pages', () => {
  it('every seeded page passes the checks an edit must pass, so saving a page unchanged is never refused', async () => {
    for (const page of seedStaticContent) {
      const current = AdminContentPageSchema.parse((await call('GET', `/pages/${page.page}`)).body);
      const parsed = AdminContentPageUpdateRequestSchema.safeParse({
        title: current.title,
        metaDescription: current.metaDescription,
        intro: current.intro,
        sections: current.sections,
        links: current.links,
        version: current.version,
      });
      expect(parsed.error?.issues ?? [], page.page).toEqual([]);
    }
  });

  it('lists the pages and edits one; the storefront answers with it at once; audited; a stale edit is a 409', async () => {
    const list = AdminContentPageListSchema.parse((await call('GET', '/pages')).body);
    expect(list.pages.map((page) => page.page)).toContain('why-us');
    const page = AdminContentPageSchema.parse((await call('GET', '/pages/why-us')).body);
    const sections = [
      {
        id: 'the-cloth-we-weave-with',
        heading: 'The cloth',
        body: 'Woven in **Biella**; see [our fabrics](/shop/shirt) or [the mill](https://example.com/mill).',
      },
      ...page.sections.slice(1),
    ];
    const edited = await call('PATCH', '/pages/why-us', {
      title: 'Why Selvedge',
      intro: 'Made for you, in Singapore. Write to <mailto:studio@selvedge.example>.',
      sections,
      version: page.version,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(AdminContentPageSchema.parse(edited.body)).toMatchObject({ title: 'Why Selvedge', version: page.version + 1, sections });
    expect(await storefront('why-us')).toMatchObject({
      title: 'Why Selvedge',
      intro: 'Made for you, in Singapore. Write to <mailto:studio@selvedge.example>.',
      sections,
      metaDescription: page.metaDescription,
    });

    const stale = await call('PATCH', '/pages/why-us', { title: 'Overwritten?', version: page.version }, sessions.owner);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale_edit');
    expect(stale.body.current).toMatchObject({ title: 'Why Selvedge', version: page.version + 1 });
    expect((await auditOf('why-us'))[0]).toMatchObject({
      action: 'content_page.update',
      before: { title: page.title },
      after: { title: 'Why Selvedge' },
    });
    expect((await call('GET', '/pages/home')).status).toBe(400);
  });

  it('refuses raw HTML, links that could run script, and other bad input, naming the field, and writes nothing', async () => {
    const before = await stored('contact-us');
    const version = before.version;
    const section = (body: string) => ({ sections: [{ id: 'first', heading: 'First', body }], version });
    const cases: [Record<string, unknown>, string][] = [
      ...HOSTILE.map((text): [Record<string, unknown>, string] => [section(text), 'sections.0.body']),
      ...HOSTILE.map((text): [Record<string, unknown>, string] => [{ intro: text, version }, 'intro']),
      [{ title: '', version }, 'title'],
      [{ title: 'x'.repeat(121), version }, 'title'],
      [{ metaDescription: '', version }, 'metaDescription'],
      [section(''), 'sections.0.body'],
      [{ sections: [{ id: 'Not A Slug', heading: 'H', body: 'B' }], version }, 'sections.0.id'],
      [{ sections: [{ id: 'a', heading: '', body: 'B' }], version }, 'sections.0.heading'],
      [
        {
          sections: [
            { id: 'a', heading: 'H', body: 'B' },
            { id: 'a', heading: 'H2', body: 'B2' },
          ],
          version,
        },
        'sections',
      ],
      [{ links: [{ label: 'Evil', href: 'javascript:alert(1)', kind: 'external' }], version }, 'links.0.href'],
      [{ links: [{ label: 'Evil', href: '/ok', kind: 'pigeon' }], version }, 'links.0.kind'],
      [{ links: [{ label: '', href: '/ok', kind: 'internal' }], version }, 'links.0.label'],
      [{ title: 'No version' }, 'version'],
      [{ page: 'faq', version }, 'page'],
    ];
    for (const [body, path] of cases) {
      const answer = await call('PATCH', '/pages/contact-us', body);
      expect(answer.status, `${JSON.stringify(body)}: ${answer.raw}`).toBe(400);
      expect(
        answer.body.problems?.map((problem) => problem.path),
        JSON.stringify(body),
      ).toContain(path);
    }
    expect(await stored('contact-us')).toEqual(before);
  });
});

describe('the FAQ', () => {
  it('adds, edits, reorders and deletes questions; the storefront shows each change at once; each is audited', async () => {
    const start = await faq();
    const count = start.questions.length;
    const added = await call('POST', '/faq', {
      heading: 'Do you ship to Iceland?',
      body: 'Yes: see [shipping](/faq?tab=3).',
      version: start.version,
    });
    expect(added.status, added.raw).toBe(201);
    const withNew = AdminFaqSchema.parse(added.body);
    expect(withNew.questions.at(-1)).toEqual({
      id: 'do-you-ship-to-iceland',
      heading: 'Do you ship to Iceland?',
      body: 'Yes: see [shipping](/faq?tab=3).',
    });
    expect((await storefront('faq')).sections.at(-1)?.heading).toBe('Do you ship to Iceland?');

    const twin = await call('POST', '/faq', { heading: 'Do you ship to Iceland?', body: 'Again.', version: withNew.version });
    expect(AdminFaqSchema.parse(twin.body).questions.at(-1)?.id).toBe('do-you-ship-to-iceland-2');

    const edited = await call('PATCH', '/faq/do-you-ship-to-iceland', { body: 'Yes, in 4-7 working days.', version: withNew.version + 1 });
    expect(edited.status, edited.raw).toBe(200);
    expect((await storefront('faq')).sections.find((section) => section.id === 'do-you-ship-to-iceland')?.body).toBe(
      'Yes, in 4-7 working days.',
    );

    const current = AdminFaqSchema.parse(edited.body);
    const ids = current.questions.map((question) => question.id);
    const reordered = [ids.at(-2)!, ...ids.filter((id) => id !== ids.at(-2))];
    const moved = await call('PUT', '/faq/order', { ids: reordered, version: current.version }, sessions.owner);
    expect(moved.status, moved.raw).toBe(200);
    expect((await storefront('faq')).sections.map((section) => section.id)).toEqual(reordered);

    const removed = await call('DELETE', `/faq/do-you-ship-to-iceland-2?version=${current.version + 1}`);
    expect(removed.status, removed.raw).toBe(200);
    const end = AdminFaqSchema.parse(removed.body);
    expect(end.questions).toHaveLength(count + 1);
    expect((await storefront('faq')).sections.map((section) => section.id)).toEqual(
      reordered.filter((id) => id !== 'do-you-ship-to-iceland-2'),
    );

    const stale = await call('PATCH', '/faq/do-you-ship-to-iceland', { heading: 'Overwritten?', version: current.version });
    expect(stale.status).toBe(409);
    expect((stale.body.current as { version: number }).version).toBe(end.version);
    expect((await auditOf('faq#do-you-ship-to-iceland')).map((entry) => entry.action)).toEqual(['faq.update', 'faq.create']);
    expect((await auditOf('faq')).map((entry) => entry.action)).toContain('faq.reorder');
    expect((await auditOf('faq#do-you-ship-to-iceland-2')).map((entry) => entry.action)).toEqual(['faq.delete', 'faq.create']);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = await stored('faq');
    const { version } = before;
    const ids = (await faq()).questions.map((question) => question.id);
    const cases: [string, string, Record<string, unknown>, string][] = [
      ['POST', '/faq', { heading: '', body: 'B', version }, 'heading'],
      ['POST', '/faq', { heading: 'H', body: '', version }, 'body'],
      ['POST', '/faq', { heading: 'H', body: '<script>alert(1)</script>', version }, 'body'],
      ['POST', '/faq', { heading: 'H', body: '[x](javascript:alert(1))', version }, 'body'],
      ['POST', '/faq', { id: ids[0], heading: 'H', body: 'B', version }, 'id'],
      ['POST', '/faq', { id: 'Bad Id', heading: 'H', body: 'B', version }, 'id'],
      ['POST', '/faq', { heading: 'H', body: 'B' }, 'version'],
      ['PATCH', `/faq/${ids[0]}`, { body: '<iframe src="https://evil.example"></iframe>', version }, 'body'],
      ['PATCH', `/faq/${ids[0]}`, { heading: '', version }, 'heading'],
      ['PUT', '/faq/order', { ids: ids.slice(1), version }, 'ids'],
      ['PUT', '/faq/order', { ids: [...ids, ids[0]], version }, 'ids'],
      ['PUT', '/faq/order', { ids: [...ids.slice(1), 'no-such-question'], version }, 'ids'],
    ];
    for (const [method, url, body, path] of cases) {
      const answer = await call(method as 'POST', url, body);
      expect(answer.status, `${method} ${url} ${JSON.stringify(body)}: ${answer.raw}`).toBe(400);
      expect(
        answer.body.problems?.map((problem) => problem.path),
        JSON.stringify(body),
      ).toContain(path);
    }
    expect((await call('PATCH', '/faq/no-such-question', { heading: 'H', version })).status).toBe(404);
    expect((await call('DELETE', '/faq/no-such-question?version=' + version)).status).toBe(404);
    expect((await call('DELETE', `/faq/${ids[0]}`)).status).toBe(400);
    expect(await stored('faq')).toEqual(before);
  });
});

describe('the announcement', () => {
  it('a new message shows in the storefront at once; NA hides the bar; bad messages are refused and nothing is written', async () => {
    const start = AdminAnnouncementSchema.parse((await call('GET', '/announcement')).body);
    expect(start.hidden).toBe(false);
    const set = await call('PUT', '/announcement', {
      message: 'Studio closed 24-26 December. [Gift cards](/contact-us)',
      version: start.version,
    });
    expect(set.status, set.raw).toBe(200);
    expect(AdminAnnouncementSchema.parse(set.body)).toMatchObject({
      message: 'Studio closed 24-26 December. [Gift cards](/contact-us)',
      hidden: false,
      version: start.version + 1,
    });
    expect((await storefront('announcement')).intro).toBe('Studio closed 24-26 December. [Gift cards](/contact-us)');

    const hidden = await call('PUT', '/announcement', { message: 'NA', version: start.version + 1 }, sessions.owner);
    expect(AdminAnnouncementSchema.parse(hidden.body)).toMatchObject({ message: 'NA', hidden: true });
    // The storefront's bar shows nothing for NA (SPEC §2): the public answer carries NA as the message.
    expect((await storefront('announcement')).intro).toBe('NA');

    const before = await stored('announcement');
    const version = before.version;
    const cases: [Record<string, unknown>, string][] = [
      [{ message: '', version }, 'message'],
      [{ message: '   ', version }, 'message'],
      [{ message: 'Two\nlines', version }, 'message'],
      [{ message: 'x'.repeat(301), version }, 'message'],
      [{ message: '[Sale](javascript:alert(1))', version }, 'message'],
      [{ message: 'Sale <b>now</b>', version }, 'message'],
      [{ message: 'Sale' }, 'version'],
      [{ message: 'Sale', version, colour: 'red' }, 'colour'],
    ];
    for (const [body, path] of cases) {
      const answer = await call('PUT', '/announcement', body);
      expect(answer.status, `${JSON.stringify(body)}: ${answer.raw}`).toBe(400);
      expect(
        answer.body.problems?.map((problem) => problem.path),
        JSON.stringify(body),
      ).toContain(path);
    }
    const viaPage = await call('PATCH', '/pages/announcement', { intro: 'Two\nlines', version });
    expect(viaPage.status).toBe(400);
    expect(viaPage.body.problems?.[0]?.path).toBe('intro');
    const stale = await call('PUT', '/announcement', { message: 'Late', version: start.version });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ message: 'NA', hidden: true });
    expect(await stored('announcement')).toEqual(before);
    expect((await auditOf('announcement')).map((entry) => [entry.action, (entry.after as { message: string }).message])).toEqual([
      ['announcement.update', 'NA'],
      ['announcement.update', 'Studio closed 24-26 December. [Gift cards](/contact-us)'],
    ]);
  });
});
