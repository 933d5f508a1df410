import { AUTH_MESSAGES, emptyPerType, recoverMessage } from '@selvedge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeShopApi, refusal, type ShopAnswer } from '../../../test/fake-shop';
import { UserSessionProvider } from '../session/user-session';
import { LoginModal, SESSION_EXPIRED_MESSAGE } from './login-modal';

const customer = {
  id: 'cus_1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: null,
  acceptsMarketing: true,
  activeCart: 'cart_1',
  measurements: emptyPerType(() => []),
  sizeMeta: emptyPerType(() => ({ sizeAndFitMeasurements: {}, mostRecentSize: null })),
  defaultAddress: null,
  addresses: [],
  createdAt: '2025-01-01T00:00:00.000Z',
};
const loginAnswer = {
  token: 'session-token',
  id: customer.id,
  email: customer.email,
  activeCart: 'cart_1',
  measurements: customer.measurements,
  sizeMeta: customer.sizeMeta,
  customer,
};

const json = (status: number, body: unknown): ShopAnswer => ({ status, body });

type Handler = () => ShopAnswer | Promise<ShopAnswer>;
type Shop = ReturnType<typeof fakeShopApi>;

/** Answers by path (with its /api base); anything else (the cart read after login, say) is a 404. */
const serve = (routes: Record<string, Handler>) => fakeShopApi((call) => routes[`/api${call.path.split('?')[0] ?? ''}`]?.());

const callsTo = (shop: Shop, path: string) => shop.calls.filter((call) => `/api${call.path.split('?')[0] ?? ''}` === path);
const sentBody = (shop: Shop, path: string) => callsTo(shop, path)[0]?.body;

function renderModal(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <LoginModal currency="EUR" /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={client}>
      <UserSessionProvider currency="EUR" navigate={vi.fn()}>
        <RouterProvider router={router} />
      </UserSessionProvider>
    </QueryClientProvider>,
  );
  return router;
}

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;
const user = userEvent.setup();
/** Types into a field as a person does, replacing what was there. */
async function type(label: string, value: string) {
  await user.clear(field(label));
  if (value !== '') await user.type(field(label), value);
}
const button = (name: string) => within(dialog()).getByRole('button', { name }) as HTMLButtonElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('LoginModal', () => {
  it('opens the form the URL names, the login form by default, and only with ?modal=navbar-login', async () => {
    serve({});
    const cases = [
      ['/?modal=navbar-login', 'Log in'],
      ['/?modal=navbar-login&form=login', 'Log in'],
      ['/?modal=navbar-login&form=register', 'Create an account'],
      ['/?modal=navbar-login&form=forget+password', 'Reset your password'],
      ['/faq?modal=navbar-login&form=forget%20password', 'Reset your password'],
      ['/?modal=navbar-login&form=nonsense', 'Log in'],
    ] as const;
    for (const [url, title] of cases) {
      renderModal(url);
      expect(screen.getByRole('dialog', { name: title })).toBeVisible();
      expect(screen.getByRole('heading', { name: title })).toBeVisible();
      cleanup();
    }
    renderModal('/?form=register');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells a customer whose session expired to log in again', async () => {
    serve({});
    renderModal('/?modal=navbar-login&session-expired=true');
    expect(SESSION_EXPIRED_MESSAGE).toBe('Your session has expired. Please login again.');
    const notice = screen.getByText(SESSION_EXPIRED_MESSAGE);
    // It is the dialog's description, so it is read out as the dialog opens.
    expect(dialog().getAttribute('aria-describedby')).toBe(notice.id);

    cleanup();
    renderModal('/?modal=navbar-login');
    expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).toBeNull();
  });

  it('closing takes its own parameters off the URL and keeps the page’s', async () => {
    serve({});
    const router = renderModal('/faq?tab=2&modal=navbar-login&form=register&session-expired');
    await user.click(button('Close'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/faq');
    expect(router.state.location.search).toBe('?tab=2');
  });

  it('labels every field and tells password managers what each one holds', async () => {
    serve({});
    renderModal('/?modal=navbar-login');
    expect(field('E-mail').getAttribute('autocomplete')).toBe('email');
    expect(field('E-mail').type).toBe('email');
    expect(field('Password').getAttribute('autocomplete')).toBe('current-password');
    expect(field('Password').type).toBe('password');
    cleanup();

    renderModal('/?modal=navbar-login&form=register');
    expect(field('First name').getAttribute('autocomplete')).toBe('given-name');
    expect(field('Last name').getAttribute('autocomplete')).toBe('family-name');
    expect(field('E-mail').getAttribute('autocomplete')).toBe('email');
    expect(field('Password').getAttribute('autocomplete')).toBe('new-password');
    expect(field('Confirm password').getAttribute('autocomplete')).toBe('new-password');
    const terms = within(dialog()).getByRole('link', { name: 'Terms of Service' });
    expect(terms.getAttribute('href')).toBe('/terms-and-conditions');
  });

  it('logs in with the e-mail lower-cased, keeps the session and closes', async () => {
    const shop = serve({ '/api/shopify/auth/login': () => json(200, loginAnswer) });
    const router = renderModal('/our-products?modal=navbar-login&form=login');

    expect(button('Log in').disabled).toBe(true);
    await type('E-mail', ' Ada@Example.COM ');
    expect(button('Log in').disabled).toBe(true);
    await type('Password', 'secret-password');
    expect(button('Log in').disabled).toBe(false);
    await user.click(button('Log in'));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [login] = callsTo(shop, '/api/shopify/auth/login');
    expect(login?.path).toBe('/shopify/auth/login?cc=EUR');
    expect(login?.method).toBe('POST');
    expect(sentBody(shop, '/api/shopify/auth/login')).toEqual({ email: 'ada@example.com', password: 'secret-password' });
    expect(window.localStorage.getItem('token')).toBe('session-token');
    expect(router.state.location.pathname).toBe('/our-products');
    expect(router.state.location.search).toBe('');
  });

  it('shows that it is logging in, and does not send twice', async () => {
    let answer: (response: ShopAnswer) => void = () => undefined;
    const shop = serve({ '/api/shopify/auth/login': () => new Promise<ShopAnswer>((resolve) => (answer = resolve)) });
    renderModal('/?modal=navbar-login');
    await type('E-mail', 'ada@example.com');
    await type('Password', 'secret-password');
    await user.click(button('Log in'));

    const busy = await within(dialog()).findByRole('button', { name: 'Logging in…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    fireEvent.submit(busy.closest('form') as HTMLFormElement);
    expect(callsTo(shop, '/api/shopify/auth/login')).toHaveLength(1);

    await act(async () => answer(refusal(401, { error: AUTH_MESSAGES.invalidCredentials, code: 'invalid_credentials' })));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Email or password is incorrect.');
    expect(button('Log in').disabled).toBe(false);
  });

  it("shows the server's own sentence when the login is refused, and stays open", async () => {
    serve({
      '/api/shopify/auth/login': () => refusal(429, { error: AUTH_MESSAGES.tooManyAttempts('15 minutes'), code: 'too_many_attempts' }),
    });
    renderModal('/?modal=navbar-login');
    await type('E-mail', 'ada@example.com');
    await type('Password', 'secret-password');
    await user.click(button('Log in'));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Too many attempts. Please wait 15 minutes and try again.');
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('switching form clears the error and the passwords, keeps the e-mail, and replaces the form parameter', async () => {
    serve({ '/api/shopify/auth/login': () => refusal(401, { error: AUTH_MESSAGES.invalidCredentials, code: 'invalid_credentials' }) });
    const router = renderModal('/?modal=navbar-login');
    await type('E-mail', 'ada@example.com');
    await type('Password', 'wrong-password');
    await user.click(button('Log in'));
    await within(dialog()).findByRole('alert');

    await user.click(button('Forgot your password?'));
    expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
    expect(router.state.location.search).toBe('?modal=navbar-login&form=forget+password');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(field('E-mail').value).toBe('ada@example.com');

    await user.click(button('Back to log in'));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(router.state.location.search).toBe('?modal=navbar-login&form=login');
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(field('Password').value).toBe('');
    expect(button('Log in').disabled).toBe(true);

    await user.click(button('Create an account'));
    expect(screen.getByRole('dialog', { name: 'Create an account' })).toBeVisible();
    await type('Password', 'abc');
    await type('Confirm password', 'abc');
    await user.click(button('Log in'));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await user.click(button('Create an account'));
    expect(field('Password').value).toBe('');
    expect(field('Confirm password').value).toBe('');
  });

  it('register waits for the five text fields, then checks them in the order of SPEC §5 without calling the shop', async () => {
    const shop = serve({});
    renderModal('/?modal=navbar-login&form=register');
    const submit = () => user.click(button('Create account'));

    const fill: [string, string][] = [
      ['First name', 'Ada'],
      ['Last name', 'Lovelace'],
      ['E-mail', 'ada.example.com'],
      ['Password', 'abc'],
      ['Confirm password', 'abcd'],
    ];
    for (const [label, value] of fill) {
      expect(button('Create account').disabled).toBe(true);
      await type(label, value);
    }
    expect(button('Create account').disabled).toBe(false);

    // Too short, a bad e-mail and a mismatch all at once: the length comes first.
    await submit();
    expect(within(dialog()).getByRole('alert').textContent).toBe('Password must be at least 5 characters.');
    expect(field('Password').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Password'));

    await type('Password', 'abcde');
    await submit();
    expect(within(dialog()).getByRole('alert').textContent).toBe('Email is invalid.');
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(field('Password').getAttribute('aria-invalid')).toBeNull();

    await type('E-mail', 'ada@example.com');
    await submit();
    expect(within(dialog()).getByRole('alert').textContent).toBe('Password and Confirm Password do not match.');
    expect(document.activeElement).toBe(field('Confirm password'));

    await type('First name', '   ');
    await submit();
    expect(button('Create account').disabled).toBe(true);

    expect(shop.calls).toEqual([]);
  });

  it('registers with the marketing box checked by default, sends the clean values and closes', async () => {
    const shop = serve({ '/api/shopify/auth/register': () => json(201, loginAnswer) });
    renderModal('/?modal=navbar-login&form=register');
    const marketing = within(dialog()).getByRole('checkbox') as HTMLInputElement;
    expect(marketing.checked).toBe(true);
    const terms = within(dialog()).getByRole('link', { name: 'Terms of Service' }).closest('p');
    expect(terms?.textContent).toBe('By creating an account you agree to our Terms of Service.');

    await type('First name', ' Ada ');
    await type('Last name', 'Lovelace');
    await type('E-mail', 'Ada@Example.com');
    await type('Password', 'Secret pass');
    await type('Confirm password', 'Secret pass');
    await user.click(button('Create account'));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBody(shop, '/api/shopify/auth/register')).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'Secret pass',
      confirmPassword: 'Secret pass',
      acceptsMarketing: true,
    });
    expect(window.localStorage.getItem('token')).toBe('session-token');
  });

  it('sends acceptsMarketing false when the customer unticks the box', async () => {
    const shop = serve({ '/api/shopify/auth/register': () => json(201, loginAnswer) });
    renderModal('/?modal=navbar-login&form=register');
    await user.click(within(dialog()).getByRole('checkbox'));
    await type('First name', 'Ada');
    await type('Last name', 'Lovelace');
    await type('E-mail', 'ada@example.com');
    await type('Password', 'secret');
    await type('Confirm password', 'secret');
    await user.click(button('Create account'));
    await waitFor(() => expect(callsTo(shop, '/api/shopify/auth/register')).toHaveLength(1));
    expect(sentBody(shop, '/api/shopify/auth/register')).toMatchObject({ acceptsMarketing: false });
    // The new customer is logged in before the next test starts.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's sentence when the e-mail already has an account, and the creating state before it", async () => {
    let answer: (response: ShopAnswer) => void = () => undefined;
    serve({ '/api/shopify/auth/register': () => new Promise<ShopAnswer>((resolve) => (answer = resolve)) });
    renderModal('/?modal=navbar-login&form=register');
    await type('First name', 'Ada');
    await type('Last name', 'Lovelace');
    await type('E-mail', 'ada@example.com');
    await type('Password', 'secret');
    await type('Confirm password', 'secret');
    await user.click(button('Create account'));
    expect((await within(dialog()).findByRole('button', { name: 'Creating your account…' })).hasAttribute('disabled')).toBe(true);

    await act(async () => answer(refusal(409, { error: AUTH_MESSAGES.emailTaken, code: 'email_taken' })));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(AUTH_MESSAGES.emailTaken);
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('a reset request returns to the login form with the shop’s answer', async () => {
    let answer: (response: ShopAnswer) => void = () => undefined;
    const shop = serve({ '/api/shopify/auth/recover': () => new Promise<ShopAnswer>((resolve) => (answer = resolve)) });
    const router = renderModal('/?modal=navbar-login&form=forget+password');
    expect(button('Send reset link').disabled).toBe(true);
    await type('E-mail', ' Ada@Example.com');
    await user.click(button('Send reset link'));
    expect((await within(dialog()).findByRole('button', { name: 'Sending…' })).hasAttribute('disabled')).toBe(true);
    expect(sentBody(shop, '/api/shopify/auth/recover')).toEqual({ email: 'ada@example.com' });
    await act(async () => answer(json(200, { message: recoverMessage('ada@example.com') })));

    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(recoverMessage('ada@example.com'));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(router.state.location.search).toBe('?modal=navbar-login&form=login');
    // The address carries over, so the customer only types the new password.
    expect(field('E-mail').value).toBe('Ada@Example.com');

    // Another switch clears the success message (SPEC §4).
    await user.click(button('Create an account'));
    await user.click(button('Log in'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows the server's sentence when a reset link cannot be sent", async () => {
    serve({
      '/api/shopify/auth/recover': () => refusal(429, { error: AUTH_MESSAGES.tooManyAttempts('an hour'), code: 'too_many_attempts' }),
    });
    renderModal('/?modal=navbar-login&form=forget+password');
    await type('E-mail', 'ada@example.com');
    await user.click(button('Send reset link'));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Too many attempts. Please wait an hour and try again.');
    expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
  });

  it('says so plainly when the shop cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderModal('/?modal=navbar-login');
    await type('E-mail', 'ada@example.com');
    await type('Password', 'secret');
    await user.click(button('Log in'));
    expect((await within(dialog()).findByRole('alert')).textContent).toMatch(/could not reach the shop/);
  });

  it('stays closed for a customer who is already logged in, also while the stored session is read', async () => {
    window.localStorage.setItem('token', 'stored-token');
    let answer: (response: ShopAnswer) => void = () => undefined;
    serve({ '/api/firebase/customers/customer': () => new Promise<ShopAnswer>((resolve) => (answer = resolve)) });
    renderModal('/?modal=navbar-login');
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => answer(json(200, customer)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
