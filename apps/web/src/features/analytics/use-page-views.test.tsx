import { act, cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as events from './track';
import { usePageViews } from './use-page-views';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Layout() {
  usePageViews();
  return <Outlet />;
}

describe('usePageViews', () => {
  it('records one page view per route change, even under StrictMode', async () => {
    const track = vi.spyOn(events, 'track').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          element: <Layout />,
          children: [
            { path: '/', element: <p>home</p> },
            { path: '/faq', element: <p>faq</p> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    expect(track.mock.calls).toEqual([['page_view', undefined, { path: '/' }]]);

    await act(() => router.navigate('/faq?tab=2'));
    await act(() => router.navigate('/'));
    expect(track.mock.calls.map((call) => call[2]?.path)).toEqual(['/', '/faq', '/']);
  });
});
