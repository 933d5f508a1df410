import {
  AdminAnnouncementSchema,
  AdminContentPageListSchema,
  AdminFaqSchema,
  CONTENT_MESSAGES,
  type AdminFaq,
} from '@selvedge/contract/admin';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, refusal, type ShopCall } from '../../../test/fake-shop';
import { STALE_EDIT_TEXT } from '../../lib/stale-edit';
import { renderAdmin } from '../../test/admin-test-kit';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const user = userEvent.setup();
const at = '2026-10-01T02:00:00.000Z';
const FAQ: AdminFaq = {
  questions: [
    { id: 'how-long', heading: 'How long does it take?', body: 'About **four weeks**.' },
    { id: 'returns', heading: 'Can I return a piece?', body: 'We remake it until it fits.' },
  ],
  updatedAt: at,
  version: 6,
};

function content(more: (call: ShopCall) => ReturnType<typeof answer> | undefined) {
  return renderAdmin('/content', (call) => {
    const other = more(call);
    if (other) return other;
    if (call.method !== 'GET') return undefined;
    if (call.path === '/admin/content/announcement')
      return answer(AdminAnnouncementSchema, { message: 'Free shipping over SGD 650', hidden: false, updatedAt: at, version: 2 });
    if (call.path === '/admin/content/pages')
      return answer(AdminContentPageListSchema, { pages: [{ page: 'faq', title: 'FAQ', sectionCount: 2, updatedAt: at, version: 6 }] });
    if (call.path === '/admin/content/faq') return answer(AdminFaqSchema, FAQ);
    return undefined;
  });
}

describe('content', () => {
  it("shows the server's refusal of an announcement on its field", async () => {
    const problem = `message: ${CONTENT_MESSAGES.unsafeLink('javascript:alert(1)')}`;
    const shop = content((call) =>
      call.method === 'PUT' && call.path === '/admin/content/announcement'
        ? refusal(400, { error: problem, code: 'bad_request', problems: [{ path: 'message', message: problem }] })
        : undefined,
    );
    const form = await screen.findByRole('form', { name: 'Announcement' });
    const field = within(form).getByLabelText(/^Announcement/);
    expect(field).toHaveValue('Free shipping over SGD 650');
    await user.clear(field);
    await user.type(field, 'Sale');
    await user.click(within(form).getByRole('button', { name: 'Save the announcement' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(problem));
    expect(shop.callsTo('PUT', '/admin/content/announcement')[0]?.body).toEqual({ message: 'Sale', version: 2 });
  });

  it('says NA hides the bar before it is saved', async () => {
    content(() => undefined);
    const form = await screen.findByRole('form', { name: 'Announcement' });
    await user.clear(within(form).getByLabelText(/^Announcement/));
    await user.type(within(form).getByLabelText(/^Announcement/), 'NA');
    expect(within(form).getByText(/No bar: NA hides it/)).toBeInTheDocument();
  });

  it('moves a question down with the FAQ version seen; a stale move shows the FAQ as it is now', async () => {
    const now: AdminFaq = {
      ...FAQ,
      questions: [...FAQ.questions, { id: 'fabric', heading: 'Which fabrics?', body: 'Wool and cotton.' }],
      version: 7,
    };
    const shop = content((call) =>
      call.method === 'PUT' && call.path === '/admin/content/faq/order'
        ? refusal(409, { error: CONTENT_MESSAGES.stale, code: 'stale_edit' }, { current: now })
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Move down: How long does it take?' }));
    expect(await screen.findByText(STALE_EDIT_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Which fabrics?' })).toBeInTheDocument();
    expect(shop.callsTo('PUT', '/admin/content/faq/order')[0]?.body).toEqual({ ids: ['returns', 'how-long'], version: 6 });
  });
});
