import { AUTH_MESSAGES } from '@selvedge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function answer(status: number, body: unknown) {
  const mock = vi.fn(async (_url: string, _init?: RequestInit) => json(status, body));
  vi.stubGlobal('fetch', mock);
  return mock;
}

function renderPage(url: string) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/account/reset-password', element: <ResetPasswordPage /> },
      { path: '/', element: <p>Home</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const user = userEvent.setup();
async function type(label: string, value: string) {
  await user.clear(field(label));
  await user.type(field(label), value);
}
const save = () => screen.getByRole('button', { name: 'Save new password' }) as HTMLButtonElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResetPasswordPage', () => {
  it('checks the new password twice before sending anything', async () => {
    const fetchMock = answer(200, { message: AUTH_MESSAGES.resetDone });
    renderPage(`/account/reset-password?token=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose a new password');
    expect(document.title).toBe('Choose a new password · Selvedge');
    expect(field('New password').getAttribute('autocomplete')).toBe('new-password');
    expect(field('Confirm new password').getAttribute('autocomplete')).toBe('new-password');

    expect(save().disabled).toBe(true);
    await type('New password', 'abc');
    expect(save().disabled).toBe(true);
    await type('Confirm new password', 'abcd');
    await user.click(save());
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 5 characters.');

    await type('New password', 'abcdef');
    await user.click(save());
    expect(screen.getByRole('alert').textContent).toBe('Password and Confirm Password do not match.');
    expect(field('Confirm new password').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the token and the new password, shows the shop's answer and leads to the login form", async () => {
    let reply: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>((resolve) => (reply = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const router = renderPage(`/account/reset-password?token=${TOKEN}`);
    await type('New password', 'new secret');
    await type('Confirm new password', 'new secret');
    await user.click(save());

    expect((await screen.findByRole('button', { name: 'Saving…' })).hasAttribute('disabled')).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/account/password-reset');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN, password: 'new secret', confirmPassword: 'new secret' });

    await act(async () => reply(json(200, { message: AUTH_MESSAGES.resetDone })));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Your password has been changed. Log in with your new password.');
    expect(document.activeElement).toBe(status);
    expect(screen.queryByLabelText('New password')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?modal=navbar-login&form=login');
  });

  it('offers a new link when the shop says this one is spent', async () => {
    answer(400, { error: AUTH_MESSAGES.resetTokenInvalid, code: 'reset_token_invalid' });
    renderPage(`/account/reset-password?token=${TOKEN}`);
    await type('New password', 'new secret');
    await type('Confirm new password', 'new secret');
    await user.click(save());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This reset link has expired or has already been used. Ask for a new one.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/?modal=navbar-login&form=forget+password');
  });

  it('refuses a mangled token without calling the shop', async () => {
    const fetchMock = answer(200, { message: AUTH_MESSAGES.resetDone });
    renderPage('/account/reset-password?token=short');
    await type('New password', 'new secret');
    await type('Confirm new password', 'new secret');
    await user.click(save());
    expect(screen.getByRole('alert').textContent).toContain(AUTH_MESSAGES.resetTokenInvalid);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains a link without a token and offers to send a new one', async () => {
    const fetchMock = answer(200, {});
    renderPage('/account/reset-password');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This link is incomplete');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/?modal=navbar-login&form=forget+password');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
