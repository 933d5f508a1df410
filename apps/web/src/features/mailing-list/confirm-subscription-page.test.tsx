import { MAILING_LIST_MESSAGES, MailingListConfirmResponseSchema } from '@selvedge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, fakeShopApi, refusal, type ShopAnswer } from '../../test/fake-shop';
import { ConfirmSubscriptionPage } from './confirm-subscription-page';

const TOKEN = 'a'.repeat(43);

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/mailing-list/confirm', element: <ConfirmSubscriptionPage /> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: [url] },
  );
  // Strict mode runs effects twice: the link must still be sent once.
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

const confirmCalls = (respond: () => ShopAnswer) =>
  fakeShopApi((call) => (call.path === '/email/mailerlite/confirm' ? respond() : undefined));

afterEach(cleanup);

describe('the mailing list confirmation page', () => {
  it('sends the link’s token once as it opens, then says the subscription is confirmed in the server’s words', async () => {
    const shop = confirmCalls(() =>
      answer(MailingListConfirmResponseSchema, { confirmed: true, message: MAILING_LIST_MESSAGES.confirmed }),
    );
    renderAt(`/mailing-list/confirm?token=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Confirming your subscription');
    expect(await screen.findByRole('heading', { level: 1, name: 'You are on the list' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(MAILING_LIST_MESSAGES.confirmed);
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Continue to the shop' })).toHaveAttribute('href', '/');
    expect(shop.calls).toEqual([{ method: 'POST', path: '/email/mailerlite/confirm', body: { token: TOKEN } }]);
  });

  it('says why an expired link did not work and offers the sign-up again', async () => {
    confirmCalls(() => refusal(400, { error: MAILING_LIST_MESSAGES.confirmTokenInvalid, code: 'confirmation_token_invalid' }));
    renderAt(`/mailing-list/confirm?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(MAILING_LIST_MESSAGES.confirmTokenInvalid);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This link did not work');
    expect(screen.getByRole('button', { name: 'Join the list' })).toBeInTheDocument();
  });

  it('calls nothing for a link without its token, and says what to do', () => {
    const shop = confirmCalls(() =>
      answer(MailingListConfirmResponseSchema, { confirmed: true, message: MAILING_LIST_MESSAGES.confirmed }),
    );
    renderAt('/mailing-list/confirm');
    expect(screen.getByRole('alert')).toHaveTextContent(/no confirmation code/);
    expect(screen.getByRole('button', { name: 'Join the list' })).toBeInTheDocument();
    expect(shop.calls).toEqual([]);
  });
});
