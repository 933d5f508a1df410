import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportCaughtError } from '../page-errors';
import { ScreenErrors } from '../screens';

const PERSONAL = ['ada@example.com', 'reset-token-1234', '12 Orchard Road'];

/** A screen that breaks, with a customer's details in its error, under the shop's error boundary. */
function openBrokenScreen(url: string) {
  function Broken(): never {
    throw new Error('Could not draw the address 12 Orchard Road for ada@example.com');
  }
  const routes: RouteObject[] = [{ children: [{ path: '/account/reset-password', element: <Broken /> }] }];
  function Pages() {
    return useRoutes(routes);
  }
  render(
    <MemoryRouter initialEntries={[url]}>
      <ScreenErrors routes={routes}>
        <Pages />
      </ScreenErrors>
    </MemoryRouter>,
    { onCaughtError: reportCaughtError },
  );
}

/** Everything written to the console, as text. */
function consoleText(): () => string {
  const spies = (['error', 'warn', 'log', 'info'] as const).map((level) => vi.spyOn(console, level).mockImplementation(() => {}));
  return () =>
    spies
      .flatMap((spy) =>
        spy.mock.calls.map((call) =>
          call.map((part) => (part instanceof Error ? `${part.message} ${part.stack}` : String(part))).join(' '),
        ),
      )
      .join('\n');
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the root error page', () => {
  it('shows a friendly page with a way home and a way to try again', () => {
    consoleText();
    openBrokenScreen('/account/reset-password?token=reset-token-1234&email=ada%40example.com');
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong on our side' })).toBeVisible();
    const home = screen.getByRole('link', { name: 'Go to the home page' });
    expect(home.getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    // No stack trace or error text for the customer.
    expect(document.body.textContent).not.toMatch(/Orchard|ada@example\.com|Error:/);
  });

  it('logs where and what kind of failure, and nothing personal', () => {
    const logged = consoleText();
    openBrokenScreen('/account/reset-password?token=reset-token-1234&email=ada%40example.com');
    const text = logged();
    expect(text).toContain('Selvedge: the page /account/reset-password failed to show (Error).');
    for (const detail of PERSONAL) expect(text).not.toContain(detail);
    expect(text).not.toContain('ada%40example.com');
  });
});
