import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARKETING_OFF, MARKETING_ON } from './marketing-preference';
import type { ShopCall as Call } from '../../../test/fake-shop';
import { aCustomer, fakeShop, json, renderProfile } from './profile-test-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const marketingCall = (call: Call) => call.method === 'PATCH' && call.path === '/shopify/customer/cus_ada/marketing';
const toggle = () => screen.getByRole('switch', { name: 'Send me news and offers by e-mail' });

describe('e-mail preferences', () => {
  it('switches news and offers on and off, saving each choice and confirming it', async () => {
    const shop = fakeShop(aCustomer({ acceptsMarketing: false }), [
      (call) =>
        marketingCall(call)
          ? json(aCustomer({ acceptsMarketing: (call.body as { acceptsMarketing: boolean }).acceptsMarketing }))
          : undefined,
    ]);
    renderProfile('/profile?tab=marketing');
    await screen.findByRole('heading', { name: 'E-mail preferences', level: 2 });
    expect(toggle().getAttribute('aria-checked')).toBe('false');

    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-checked')).toBe('true');
    expect(toggle().getAttribute('aria-busy')).toBe('true');
    expect((await screen.findByRole('status')).textContent).toBe(MARKETING_ON);
    expect(toggle().getAttribute('aria-checked')).toBe('true');

    fireEvent.click(toggle());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(MARKETING_OFF));
    expect(toggle().getAttribute('aria-checked')).toBe('false');
    expect(shop.calls.filter(marketingCall).map((call) => call.body)).toEqual([{ acceptsMarketing: true }, { acceptsMarketing: false }]);
  });

  it("puts the switch back and shows the server's sentence when saving fails", async () => {
    fakeShop(aCustomer({ acceptsMarketing: true }), [
      (call) =>
        marketingCall(call) ? json({ error: 'You can only see and change your own account.', code: 'forbidden' }, 403) : undefined,
    ]);
    renderProfile('/profile?tab=marketing');
    await screen.findByRole('heading', { name: 'E-mail preferences', level: 2 });
    expect(toggle().getAttribute('aria-checked')).toBe('true');

    fireEvent.click(toggle());
    expect((await screen.findByRole('alert')).textContent).toBe('You can only see and change your own account.');
    expect(toggle().getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
