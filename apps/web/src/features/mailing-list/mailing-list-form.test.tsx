import { MAILING_LIST_MESSAGES } from '@selvedge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MailingListForm } from './mailing-list-form';

function answer(status: number, body: unknown) {
  return vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

function renderForm(onSubscribed = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MailingListForm onSubscribed={onSubscribed} />
    </QueryClientProvider>,
  );
  return { onSubscribed };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const user = userEvent.setup();
/** Types into a field as a person does, replacing what was there. */
async function type(label: string, value: string) {
  await user.clear(field(label));
  if (value !== '') await user.type(field(label), value);
}
const submit = () => user.click(screen.getByRole('button', { name: 'Join the list' }));

let fetchMock: ReturnType<typeof answer>;
beforeEach(() => {
  fetchMock = answer(200, { confirmationSent: true, message: MAILING_LIST_MESSAGES.confirmationSent });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MailingListForm', () => {
  it('labels every field and checks them in the order of SPEC §5, sending nothing until all are good', async () => {
    renderForm();
    expect(field('First name').type).toBe('text');
    expect(field('Last name').type).toBe('text');
    expect(field('E-mail').type).toBe('email');

    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('First name cannot be empty');
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('First name'));

    await type('First name', '   ');
    await type('E-mail', 'not-an-email');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('First name cannot be empty');

    await type('First name', 'Ada');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Last name cannot be empty');
    expect(document.activeElement).toBe(field('Last name'));

    await type('Last name', 'Lovelace');
    await type('E-mail', '  ');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Email cannot be empty');

    await type('E-mail', 'ada.example.com');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Email is invalid');
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(field('E-mail').getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(field('First name').getAttribute('aria-invalid')).toBeNull();

    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the names trimmed and the e-mail lower-cased, then thanks the customer', async () => {
    const { onSubscribed } = renderForm();
    await type('First name', ' Ada ');
    await type('Last name', 'Lovelace');
    await type('E-mail', ' Ada@Example.COM ');
    await submit();

    // Double opt-in: the customer is told to confirm from their inbox, in the server's words.
    expect(await screen.findByText(MAILING_LIST_MESSAGES.confirmationSent)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSubscribed).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/email/mailerlite');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
    expect(document.activeElement?.textContent).toBe(MAILING_LIST_MESSAGES.confirmationSent);
  });

  it("shows the server's own sentence when it refuses the signup", async () => {
    vi.stubGlobal('fetch', answer(400, { error: 'Email is invalid', code: 'invalid_input' }));
    const { onSubscribed } = renderForm();
    await type('First name', 'Ada');
    await type('Last name', 'Lovelace');
    await type('E-mail', 'ada@example.com');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Email is invalid');
    expect(screen.queryByText(MAILING_LIST_MESSAGES.confirmationSent)).toBeNull();
    expect(onSubscribed).not.toHaveBeenCalled();
  });

  it('says so plainly when the shop cannot be reached, and lets the customer try again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderForm();
    await type('First name', 'Ada');
    await type('Last name', 'Lovelace');
    await type('E-mail', 'ada@example.com');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not reach the shop/);

    vi.stubGlobal('fetch', answer(200, { confirmationSent: true, message: MAILING_LIST_MESSAGES.confirmationSent }));
    await submit();
    expect(await screen.findByText(MAILING_LIST_MESSAGES.confirmationSent)).toBeVisible();
  });
});
