import {
  StaffDeviceSessionListSchema,
  StaffInvitationSchema,
  StaffListSchema,
  StaffPendingInvitationListSchema,
  StaffSchema,
  type Staff,
  type StaffPendingInvitation,
} from '@selvedge/contract/admin';
import { focusManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, noContent, type ShopCall } from '../../../test/fake-shop';
import { fakeAdminApi, renderAdminPage } from '../../test/orders-test-kit';
import { StaffRoute } from './staff-route';

const INVITATION_ID = '0b8f3c52-9a1e-4d7b-8c55-2f1e6a7b9c10';

const member = (overrides: Partial<Staff> = {}): Staff => ({
  id: 'stf_mina000000000000000',
  email: 'mina@selvedge.example',
  name: 'Mina Tan',
  role: 'manager',
  active: true,
  createdAt: '2026-01-05T02:00:00.000Z',
  lastLoginAt: null,
  version: 3,
  grants: [],
  ...overrides,
});

const invitation = (overrides: Partial<StaffPendingInvitation> = {}): StaffPendingInvitation => ({
  id: INVITATION_ID,
  email: 'new@selvedge.example',
  role: 'workroom',
  invitedBy: 'Ada Owner',
  // 11:30 in Singapore.
  createdAt: '2026-03-02T03:30:00.000Z',
  expiresAt: '2026-03-09T03:30:00.000Z',
  ...overrides,
});

/** The owner's Staff page over a shop holding `state`; `more` answers the changes. */
function open(
  state: { staff: Staff[]; invitations: StaffPendingInvitation[] },
  more: (call: ShopCall) => ReturnType<typeof answer> | undefined = () => undefined,
) {
  const shop = fakeAdminApi('owner', (call) => {
    if (call.method === 'GET' && call.path === '/admin/staff') return answer(StaffListSchema, { staff: state.staff });
    if (call.method === 'GET' && call.path === '/admin/staff/invitations')
      return answer(StaffPendingInvitationListSchema, { invitations: state.invitations });
    return more(call);
  });
  renderAdminPage('/staff', <StaffRoute />, '/staff');
  return shop;
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('the Staff page’s invitations', () => {
  it('lists the pending ones with who invited them and when, in the shop’s time; Resend sends a new link', async () => {
    const state = { staff: [member()], invitations: [invitation()] };
    const shop = open(state, (call) => {
      if (call.method === 'POST' && call.path === `/admin/staff/invitations/${INVITATION_ID}/resend`) {
        state.invitations = [invitation({ id: '7d1e2f30-4a5b-4c6d-8e7f-901a2b3c4d5e' })];
        return answer(
          StaffInvitationSchema,
          {
            email: 'new@selvedge.example',
            role: 'workroom',
            expiresAt: '2026-03-09T04:00:00.000Z',
            link: 'http://shop/admin/join?token=x',
          },
          201,
        );
      }
      return undefined;
    });
    const panel = await screen.findByRole('region', { name: 'Invitations waiting' });
    const row = await within(panel).findByRole('row', { name: /new@selvedge\.example/ });
    expect(row).toHaveTextContent('Workroom');
    expect(row).toHaveTextContent(/2 Mar 2026, 11:30\s?am by Ada Owner/);
    expect(row).toHaveTextContent(/9 Mar 2026, 11:30\s?am/);
    fireEvent.click(within(row).getByRole('button', { name: 'Resend the invitation to new@selvedge.example' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'A new link was e-mailed to new@selvedge.example; the old one no longer works.',
    );
    expect(shop.callsTo('POST', `/admin/staff/invitations/${INVITATION_ID}/resend`)).toHaveLength(1);
  });

  it('withdraws one only once the question is answered', async () => {
    const state = { staff: [member()], invitations: [invitation()] };
    const shop = open(state, (call) => {
      if (call.method === 'DELETE' && call.path === `/admin/staff/invitations/${INVITATION_ID}`) {
        state.invitations = [];
        return noContent;
      }
      return undefined;
    });
    const panel = await screen.findByRole('region', { name: 'Invitations waiting' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Withdraw the invitation to new@selvedge.example' }));
    const question = await screen.findByRole('alertdialog', { name: 'Withdraw the invitation to new@selvedge.example?' });
    expect(shop.callsTo('DELETE', `/admin/staff/invitations/${INVITATION_ID}`)).toHaveLength(0);
    fireEvent.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(shop.callsTo('DELETE', `/admin/staff/invitations/${INVITATION_ID}`)).toHaveLength(0);

    fireEvent.click(within(panel).getByRole('button', { name: 'Withdraw the invitation to new@selvedge.example' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw the invitation' }));
    expect(await within(panel).findByText('No invitation is waiting to be accepted.')).toBeInTheDocument();
    expect(shop.callsTo('DELETE', `/admin/staff/invitations/${INVITATION_ID}`)).toHaveLength(1);
  });

  it('invites the e-mail of a deactivated account again, and the new invitation is listed', async () => {
    const state = { staff: [member({ active: false })], invitations: [] as StaffPendingInvitation[] };
    const shop = open(state, (call) => {
      if (call.method === 'POST' && call.path === '/admin/staff/invitations') {
        state.invitations = [invitation({ email: 'mina@selvedge.example', role: 'manager' })];
        return answer(
          StaffInvitationSchema,
          {
            email: 'mina@selvedge.example',
            role: 'manager',
            expiresAt: '2026-03-09T03:30:00.000Z',
            link: 'http://shop/admin/join?token=x',
          },
          201,
        );
      }
      return undefined;
    });
    const people = await screen.findByRole('region', { name: 'People' });
    expect(await within(people).findByRole('row', { name: /Mina Tan/ })).toHaveTextContent(
      'Invite this e-mail again to bring the account back.',
    );
    const invite = screen.getByRole('region', { name: 'Invite someone' });
    fireEvent.change(within(invite).getByLabelText('Email'), { target: { value: 'mina@selvedge.example' } });
    fireEvent.change(within(invite).getByLabelText('Role'), { target: { value: 'manager' } });
    fireEvent.click(within(invite).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(invite).findByText(/Invitation e-mailed to/)).toHaveTextContent('mina@selvedge.example');
    expect(shop.callsTo('POST', '/admin/staff/invitations').map((call) => call.body)).toEqual([
      { email: 'mina@selvedge.example', role: 'manager' },
    ]);
    expect(await screen.findByRole('row', { name: /mina@selvedge\.example Manager/ })).toBeInTheDocument();
  });

  it('reads the people and invitations again when the window comes back', async () => {
    const state = { staff: [member()], invitations: [] as StaffPendingInvitation[] };
    const shop = open(state);
    await screen.findByRole('row', { name: /Mina Tan/ });
    state.staff = [
      member(),
      member({ id: 'stf_tom00000000000000000', name: 'Tom Tailor', email: 'tom@selvedge.example', role: 'workroom' }),
    ];
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByRole('row', { name: /Tom Tailor/ })).toBeInTheDocument();
    expect(shop.callsTo('GET', '/admin/staff').length).toBeGreaterThanOrEqual(2);
    act(() => focusManager.setFocused(undefined));
  });

  it('reads the people again every half minute while the page is open, so someone who joins appears', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const state = { staff: [member()], invitations: [invitation()] };
      open(state);
      await screen.findByRole('row', { name: /Mina Tan/ });
      state.staff = [
        member(),
        member({ id: 'stf_new00000000000000000', name: 'Nia New', email: 'new@selvedge.example', role: 'workroom' }),
      ];
      state.invitations = [];
      await act(async () => {
        await vi.advanceTimersByTimeAsync(30_000);
      });
      expect(await screen.findByRole('row', { name: /Nia New/ })).toBeInTheDocument();
      expect(await screen.findByText('No invitation is waiting to be accepted.')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the refunds switch', () => {
  it('says what it allows, grants refunds to a manager with the version seen, and owners always have them', async () => {
    const state = { staff: [member({ id: 'stf_ada00000000000000000', name: 'Ada Owner', role: 'owner' }), member()], invitations: [] };
    const shop = open(state, (call) => {
      if (call.method === 'PATCH' && call.path === '/admin/staff/stf_mina000000000000000') {
        state.staff = [state.staff[0]!, member({ grants: ['refunds'], version: 4 })];
        return answer(StaffSchema, state.staff[1]!);
      }
      return undefined;
    });
    const people = await screen.findByRole('region', { name: 'People' });
    expect(people).toHaveTextContent('Refunds: an owner can always give money back.');
    expect(within(await within(people).findByRole('row', { name: /Ada Owner/ })).queryByRole('switch')).toBeNull();
    const refunds = within(people).getByRole('switch', { name: 'Refunds by Mina Tan' });
    expect(refunds).not.toBeChecked();
    fireEvent.click(refunds);
    await waitFor(() => expect(within(people).getByRole('switch', { name: 'Refunds by Mina Tan' })).toBeChecked());
    expect(shop.callsTo('PATCH', '/admin/staff/stf_mina000000000000000').map((call) => call.body)).toEqual([
      { version: 3, grants: ['refunds'] },
    ]);
  });
});

describe('a member’s sessions', () => {
  it('shows the owner where a member is signed in and ends them all after asking', async () => {
    let sessions = [
      {
        id: '3f1e2f30-4a5b-4c6d-8e7f-901a2b3c4d5e',
        device: 'Firefox on Windows',
        createdAt: '2026-03-02T01:00:00.000Z',
        lastSeenAt: '2026-03-02T03:30:00.000Z',
        expiresAt: '2026-03-02T13:00:00.000Z',
        current: false,
      },
    ];
    const shop = open({ staff: [member()], invitations: [] }, (call) => {
      if (call.method === 'GET' && call.path === '/admin/staff/stf_mina000000000000000/sessions')
        return answer(StaffDeviceSessionListSchema, { sessions });
      if (call.method === 'POST' && call.path === '/admin/staff/stf_mina000000000000000/sessions/end') {
        sessions = [];
        return { status: 200, body: { ended: 1 } };
      }
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sessions of Mina Tan' }));
    const list = await screen.findByRole('list', { name: 'Mina Tan’s sessions' });
    expect(list).toHaveTextContent(/Firefox on Windows · signed in 2 Mar 2026, 9:00\s?am · last seen 2 Mar 2026, 11:30\s?am/);
    fireEvent.click(screen.getByRole('button', { name: 'Sign Mina Tan out everywhere' }));
    expect(shop.callsTo('POST', '/admin/staff/stf_mina000000000000000/sessions/end')).toHaveLength(0);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign them out' }));
    expect(await screen.findByText('Mina Tan was signed out of 1 session.')).toBeInTheDocument();
    expect(await screen.findByText('Mina Tan is not signed in anywhere.')).toBeInTheDocument();
    expect(shop.callsTo('POST', '/admin/staff/stf_mina000000000000000/sessions/end')).toHaveLength(1);
  });
});
