import { TEST_CARDS, TEST_PAYMENT_MESSAGES, TestPaymentSchema, TestPaymentStepSchema, type TestPayment } from '@selvedge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeShopApi, type ShopAnswer, type ShopCall } from '../../../test/fake-shop';
import { checkoutNavigation } from '../api/checkout-mutations';
import { TEST_BANNER, TestChallengePage, TestPaymentPage } from './test-payment-page';

const person = userEvent.setup();
const payment: TestPayment = {
  id: 'pay_1',
  status: 'pending',
  amount: { amount: '175.00', currencyCode: 'SGD' },
  merchant: 'Selvedge',
  email: 'ada@example.com',
  returnUrl: '/checkout/Y3J0X2d1ZXN0?payment=pay_1',
  cancelUrl: '/checkout/Y3J0X2d1ZXN0',
  message: null,
};

function renderPage(page: ReactNode, respond: (call: ShopCall) => ShopAnswer | undefined) {
  const shop = fakeShopApi(
    (call) =>
      respond(call) ?? (call.method === 'GET' && call.path === '/payments/test/pay_1' ? answer(TestPaymentSchema, payment) : undefined),
  );
  const go = vi.spyOn(checkoutNavigation, 'go').mockImplementation(() => {});
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(<QueryClientProvider client={queryClient}>{page}</QueryClientProvider>);
  return { shop, go };
}

const step = (next: string | null, status: 'succeeded' | 'failed' | 'requires_action', message: string | null = null) =>
  answer(TestPaymentStepSchema, { status, next, message });

async function payWith(cardNumber: string) {
  await person.type(await screen.findByLabelText('Card number'), cardNumber);
  await person.type(screen.getByLabelText('Expiry (MM / YY)'), '12 / 34');
  await person.type(screen.getByLabelText('CVC'), '123');
  await person.type(screen.getByLabelText('Name on card'), 'Ada Lovelace');
  await person.click(screen.getByRole('button', { name: /^Pay / }));
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the test payment page', () => {
  it('says plainly that it is a test, what is paid and to whom, and lists the test cards', async () => {
    renderPage(<TestPaymentPage paymentId="pay_1" />, () => undefined);
    expect(screen.getByText(TEST_BANNER)).toBeInTheDocument();
    expect(await screen.findByTestId('payment-amount')).toHaveTextContent(/^SGD\s175\.00$/);
    expect(screen.getByText('Selvedge')).toBeInTheDocument();
    expect(screen.getByText('4000 0000 0000 0002')).toBeInTheDocument();
    expect(screen.getByText('Asks for 3-D Secure authentication')).toBeInTheDocument();
  });

  it('keeps a declined card on the page with the reason beside the form', async () => {
    const { shop, go } = renderPage(<TestPaymentPage paymentId="pay_1" />, (call) =>
      call.path === '/payments/test/pay_1/confirm' ? step(null, 'failed', TEST_PAYMENT_MESSAGES.declined) : undefined,
    );
    await payWith(TEST_CARDS.declined);
    expect(await screen.findByTestId('payment-message')).toHaveTextContent(TEST_PAYMENT_MESSAGES.declined);
    expect(go).not.toHaveBeenCalled();
    expect(shop.callsTo('POST', '/payments/test/pay_1/confirm')[0]?.body).toEqual({
      cardNumber: TEST_CARDS.declined,
      expiry: '12 / 34',
      cvc: '123',
      name: 'Ada Lovelace',
    });
  });

  it('goes where the answer says once the card is accepted', async () => {
    const { go } = renderPage(<TestPaymentPage paymentId="pay_1" />, (call) =>
      call.path === '/payments/test/pay_1/confirm' ? step(payment.returnUrl, 'succeeded') : undefined,
    );
    await payWith(TEST_CARDS.succeeds);
    await waitFor(() => expect(go).toHaveBeenCalledWith(payment.returnUrl));
  });

  it('goes to the 3-D Secure page for a card that asks for it', async () => {
    const { go } = renderPage(<TestPaymentPage paymentId="pay_1" />, (call) =>
      call.path === '/payments/test/pay_1/confirm' ? step('/pay/test/pay_1/challenge', 'requires_action') : undefined,
    );
    await payWith(TEST_CARDS.threeDSecure);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/pay/test/pay_1/challenge'));
  });

  it('names each field that is wrong and sends nothing', async () => {
    const { shop } = renderPage(<TestPaymentPage paymentId="pay_1" />, () => undefined);
    await person.click(await screen.findByRole('button', { name: /^Pay / }));
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Card number: must be 12 to 19 digits');
    expect(screen.getByLabelText('Expiry (MM / YY)')).toHaveAccessibleDescription('Expiry: must be MM / YY');
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    expect(shop.callsTo('POST', '/payments/test/pay_1/confirm')).toEqual([]);
  });

  it('goes back to the checkout on Cancel', async () => {
    const { go } = renderPage(<TestPaymentPage paymentId="pay_1" />, () => undefined);
    await person.click(await screen.findByRole('button', { name: 'Cancel and go back' }));
    expect(go).toHaveBeenCalledWith(payment.cancelUrl);
  });
});

describe('the test 3-D Secure page', () => {
  it('approves, or fails authentication and says so', async () => {
    let approve: boolean | null = null;
    const { go } = renderPage(<TestChallengePage paymentId="pay_1" />, (call) => {
      if (call.path !== '/payments/test/pay_1/challenge') return undefined;
      approve = (call.body as { approve: boolean }).approve;
      return approve ? step(payment.returnUrl, 'succeeded') : step(null, 'failed', TEST_PAYMENT_MESSAGES.authenticationFailed);
    });
    await person.click(await screen.findByRole('button', { name: 'Fail authentication' }));
    expect(await screen.findByText(TEST_PAYMENT_MESSAGES.authenticationFailed)).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
    await person.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(payment.returnUrl));
    expect(approve).toBe(true);
  });
});
