import { ErrorCode } from '@selvedge/contract';
import { STAFF_MESSAGES, StaffMessageSchema, staffRecoverMessage } from '@selvedge/contract/admin';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, fakeShopApi, refusal, type ShopAnswer, type ShopCall } from '../../../test/fake-shop';
import { AdminApp } from '../../app/admin-app';

const TOKEN = 'A'.repeat(43);

/** The back office at `path`, signed out, its API faked by `respond`. */
function openSignedOut(path: string, respond: (call: ShopCall) => ShopAnswer | undefined) {
  window.history.replaceState(null, '', `/admin${path}`);
  const shop = fakeShopApi(respond);
  render(<AdminApp />);
  return shop;
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('“Forgot your password?”', () => {
  it('is linked from the login page, and answers the server’s one sentence', async () => {
    const shop = openSignedOut('/login', (call) =>
      call.method === 'POST' && call.path === '/admin/auth/recover'
        ? answer(StaffMessageSchema, { message: staffRecoverMessage('mina@selvedge.example') })
        : undefined,
    );
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/forgot-password');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not an e-mail' } });
    fireEvent.click(screen.getByRole('button', { name: 'E-mail me a link' }));
    expect(await screen.findByText(STAFF_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(shop.callsTo('POST', '/admin/auth/recover')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'mina@selvedge.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'E-mail me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(staffRecoverMessage('mina@selvedge.example'));
    expect(shop.callsTo('POST', '/admin/auth/recover').map((call) => call.body)).toEqual([{ email: 'mina@selvedge.example' }]);
  });

  it('shows a refusal for too many requests in the server’s words', async () => {
    openSignedOut('/forgot-password', () =>
      refusal(429, { error: 'Too many attempts. Please wait 15 minutes and try again.', code: ErrorCode.too_many_attempts }),
    );
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'mina@selvedge.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'E-mail me a link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait 15 minutes and try again.');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('the reset link’s page', () => {
  it('checks the contract’s rules and the repeat before sending, then sends to the login page with the server’s sentence', async () => {
    const shop = openSignedOut(`/reset-password?token=${TOKEN}`, (call) =>
      call.method === 'POST' && call.path === '/admin/auth/password-reset'
        ? answer(StaffMessageSchema, { message: STAFF_MESSAGES.resetDone })
        : undefined,
    );
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'too short' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'too short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText(STAFF_MESSAGES.passwordTooShort)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a long new staff password' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'a long new staff passwort' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText('Password and Confirm Password do not match.')).toBeInTheDocument();
    expect(shop.callsTo('POST', '/admin/auth/password-reset')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'a long new staff password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(STAFF_MESSAGES.resetDone);
    expect(shop.callsTo('POST', '/admin/auth/password-reset').map((call) => call.body)).toEqual([
      { token: TOKEN, password: 'a long new staff password' },
    ]);
  });

  it('says a spent or expired link is so, and offers a new one', async () => {
    openSignedOut(`/reset-password?token=${TOKEN}`, () =>
      refusal(400, { error: STAFF_MESSAGES.resetTokenInvalid, code: ErrorCode.reset_token_invalid }),
    );
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'a long new staff password' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'a long new staff password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.resetTokenInvalid);
    fireEvent.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it('says a link cut short cannot work, before anything is sent', async () => {
    const shop = openSignedOut('/reset-password?token=cut-short', () => undefined);
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'a long new staff password' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'a long new staff password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.resetTokenInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
    expect(shop.calls).toHaveLength(0);
  });
});
