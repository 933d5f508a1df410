import { MalformedAnswerError, type StaticContent } from '@selvedge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnnouncementBar } from './announcement-bar';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function announcement(intro: string): StaticContent {
  return {
    page: 'announcement',
    title: 'Announcement',
    metaDescription: 'Site-wide announcement.',
    intro,
    sections: [],
    links: [],
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

function serve(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderBar() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const error = () => client.getQueryState(['static-content', 'announcement'])?.error;
  const settled = () => waitFor(() => expect(client.getQueryState(['static-content', 'announcement'])?.status).not.toBe('pending'));
  return {
    settled,
    error,
    ...render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <AnnouncementBar />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}

describe('AnnouncementBar', () => {
  it('shows the message with its links', async () => {
    serve(200, announcement('Free shipping over SGD 650. [See rates](/faq?tab=3)'));
    renderBar();
    const bar = await screen.findByTestId('announcement-bar');
    expect(bar.textContent).toBe('Free shipping over SGD 650. See rates');
    expect(screen.getByRole('link', { name: 'See rates' }).getAttribute('href')).toBe('/faq?tab=3');
  });

  it.each(['NA', '  NA\n'])('shows nothing when the message is %j', async (intro) => {
    const fetchMock = serve(200, announcement(intro));
    const { container, settled } = renderBar();
    await settled();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(container.innerHTML).toBe('');
  });

  it.each(['na', 'NA.', 'NA until Monday'])("shows %j: only exactly 'NA' hides the bar", async (intro) => {
    serve(200, announcement(intro));
    renderBar();
    expect((await screen.findByTestId('announcement-bar')).textContent).toBe(intro);
  });

  it('shows nothing when the announcement fails to load', async () => {
    const fetchMock = serve(500, { error: 'Something went wrong.', code: 'internal' });
    const { container, settled } = renderBar();
    await settled();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(container.innerHTML).toBe('');
  });

  it.each([
    ['a link without its kind', { ...announcement('Hello'), links: [{ label: 'Write', href: 'mailto:a@b.c' }] }],
    ['no title', { ...announcement('Hello'), title: '' }],
    ['a page of another shop', '<html>Not found</html>'],
  ])('shows nothing, and does not break the page, for an answer with %s', async (_what, body) => {
    serve(200, body);
    const { container, settled, error } = renderBar();
    await settled();
    expect(error()).toBeInstanceOf(MalformedAnswerError);
    expect(container.innerHTML).toBe('');
  });
});
