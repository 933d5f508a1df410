import { ErrorCode } from '@selvedge/contract';
import {
  STAFF_MESSAGES,
  StaffDeviceSessionListSchema,
  StaffMessageSchema,
  ShopSettingsSchema,
  type StaffDeviceSession,
} from '@selvedge/contract/admin';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, noContent, refusal, type ShopAnswer, type ShopCall } from '../../../test/fake-shop';
import { renderAdmin } from '../../test/admin-test-kit';

const THIS = '3f1e2f30-4a5b-4c6d-8e7f-901a2b3c4d5e';
const PHONE = '7d1e2f30-4a5b-4c6d-8e7f-901a2b3c4d5e';
const LAPTOP = '0b8f3c52-9a1e-4d7b-8c55-2f1e6a7b9c10';

const session = (id: string, device: string, current = false): StaffDeviceSession => ({
  id,
  device,
  createdAt: '2026-03-02T01:00:00.000Z',
  // 11:30 in New York's winter is 16:30 UTC.
  lastSeenAt: '2026-03-02T16:30:00.000Z',
  expiresAt: '2026-03-02T13:00:00.000Z',
  current,
});

/** "Your account" for a signed-in manager, in a shop set to New York time; `more` answers the changes. */
function open(state: { sessions: StaffDeviceSession[] }, more: (call: ShopCall) => ShopAnswer | undefined = () => undefined) {
  return renderAdmin('/account', (call) => {
    if (call.method === 'GET' && call.path === '/admin/shop-settings')
      return answer(ShopSettingsSchema, { timeZone: 'America/New_York', version: 0 });
    if (call.method === 'GET' && call.path === '/admin/auth/sessions')
      return answer(StaffDeviceSessionListSchema, { sessions: state.sessions });
    return more(call);
  });
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('Your account', () => {
  it('is linked from the menu of every member of staff', async () => {
    open({ sessions: [session(THIS, 'Chrome on macOS', true)] });
    expect(await screen.findByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/admin/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
  });

  it('changes the password from the current one, says the other sessions ended, and shows a wrong current password on its field', async () => {
    let wrong = true;
    const shop = open({ sessions: [session(THIS, 'Chrome on macOS', true)] }, (call) => {
      if (call.method !== 'PATCH' || call.path !== '/admin/auth/password') return undefined;
      if (wrong)
        return refusal(400, {
          error: STAFF_MESSAGES.currentPasswordWrong,
          code: ErrorCode.current_password_wrong,
          problems: [{ path: 'currentPassword', message: STAFF_MESSAGES.currentPasswordWrong }],
        });
      return answer(StaffMessageSchema, { message: STAFF_MESSAGES.passwordChanged });
    });
    const panel = await screen.findByRole('region', { name: 'Change your password' });
    expect(panel).toHaveTextContent('Your other sessions end when you change it');
    fireEvent.change(within(panel).getByLabelText('Current password'), { target: { value: 'not my password' } });
    fireEvent.change(within(panel).getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.change(within(panel).getByLabelText('Confirm new password'), { target: { value: 'short' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Change the password' }));
    expect(await within(panel).findByText(STAFF_MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(shop.callsTo('PATCH', '/admin/auth/password')).toHaveLength(0);

    fireEvent.change(within(panel).getByLabelText('New password'), { target: { value: 'a new long staff password' } });
    fireEvent.change(within(panel).getByLabelText('Confirm new password'), { target: { value: 'a new long staff password' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Change the password' }));
    expect(await within(panel).findByText(STAFF_MESSAGES.currentPasswordWrong)).toBeInTheDocument();
    expect(within(panel).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');

    wrong = false;
    fireEvent.change(within(panel).getByLabelText('Current password'), { target: { value: 'a long manager password' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Change the password' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(STAFF_MESSAGES.passwordChanged);
    expect(shop.callsTo('PATCH', '/admin/auth/password').at(-1)?.body).toEqual({
      currentPassword: 'a long manager password',
      password: 'a new long staff password',
    });
    expect(within(panel).getByLabelText('Current password')).toHaveValue('');
  });

  it('lists the sessions in the shop’s time with this device marked, and signs out one or all the others', async () => {
    const state = {
      sessions: [session(THIS, 'Chrome on macOS', true), session(PHONE, 'Safari on iOS'), session(LAPTOP, 'Firefox on Windows')],
    };
    const shop = open(state, (call) => {
      if (call.method === 'DELETE' && call.path === `/admin/auth/sessions/${PHONE}`) {
        state.sessions = state.sessions.filter((one) => one.id !== PHONE);
        return noContent;
      }
      if (call.method === 'POST' && call.path === '/admin/auth/sessions/end-others') {
        state.sessions = state.sessions.filter((one) => one.current);
        return { status: 200, body: { ended: 1 } };
      }
      return undefined;
    });
    const panel = await screen.findByRole('region', { name: 'Where you are signed in' });
    const mine = (await within(panel).findByText('Chrome on macOS')).closest('li')!;
    expect(mine).toHaveTextContent('This device');
    expect(mine).toHaveTextContent(/2 Mar 2026, 11:30\s?am/);
    expect(within(mine).queryByRole('button')).toBeNull();
    const phone = within(panel).getByText('Safari on iOS').closest('li')!;
    expect(phone).not.toHaveTextContent('This device');

    fireEvent.click(within(phone).getByRole('button', { name: /^Sign out Safari on iOS/ }));
    await waitFor(() => expect(within(panel).queryByText('Safari on iOS')).toBeNull());
    expect(within(panel).getByText('Firefox on Windows')).toBeInTheDocument();
    expect(shop.callsTo('DELETE', `/admin/auth/sessions/${PHONE}`)).toHaveLength(1);

    fireEvent.click(within(panel).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await within(panel).findByText('Signed out of 1 other session.')).toBeInTheDocument();
    expect(await within(panel).findByText('You are signed in on this device only.')).toBeInTheDocument();
    expect(within(panel).queryByText('Firefox on Windows')).toBeNull();
    expect(shop.callsTo('POST', '/admin/auth/sessions/end-others')).toHaveLength(1);
  });
});
