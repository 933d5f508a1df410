import {
  AppointmentBookedSchema,
  ManagedAppointmentSchema,
  PublicStudiosSchema,
  StudioSlotsSchema,
  type ManagedAppointment,
  type PublicStudio,
} from '@selvedge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeShopApi, refusal } from '../../test/fake-shop';
import { BookingPage } from './booking-page';
import { ManageAppointmentPage } from './manage-appointment-page';

const TOKEN = 'A'.repeat(43);
const studio: PublicStudio = {
  id: 'std_tanjongpagar',
  name: 'Selvedge Studio Tanjong Pagar',
  address: '38 Duxton Road, Singapore 089496',
  timeZone: 'Asia/Singapore',
  durationMinutes: 45,
  fitters: [
    { id: 'ftr_weiming', name: 'Wei Ming Tan' },
    { id: 'ftr_priya', name: 'Priya Raman' },
  ],
};
// Tuesday 1 December 11:00 and 13:00, Wednesday 2 December 13:00, Singapore time.
const slots = [
  { start: '2026-12-01T03:00:00.000Z', end: '2026-12-01T03:45:00.000Z', fitterIds: ['ftr_weiming'] },
  { start: '2026-12-01T05:00:00.000Z', end: '2026-12-01T05:45:00.000Z', fitterIds: ['ftr_weiming', 'ftr_priya'] },
  { start: '2026-12-02T05:00:00.000Z', end: '2026-12-02T05:45:00.000Z', fitterIds: ['ftr_priya'] },
];
const managed = (overrides: Partial<ManagedAppointment> = {}): ManagedAppointment => ({
  status: 'booked',
  start: slots[1]!.start,
  end: slots[1]!.end,
  name: 'Sam Guest',
  studio,
  fitter: { id: 'ftr_priya', name: 'Priya Raman' },
  changeable: true,
  ...overrides,
});

function renderWith(element: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/appointments'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function studioApi(book: () => ReturnType<typeof answer> | undefined) {
  return fakeShopApi((call) => {
    if (call.path === '/appointments/studios') return answer(PublicStudiosSchema, { studios: [studio] });
    if (call.path === `/appointments/studios/${studio.id}/slots`) return answer(StudioSlotsSchema, { studio, slots });
    if (call.method === 'POST' && call.path === '/appointments') return book();
    return undefined;
  });
}

const user = userEvent.setup();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('booking a studio appointment', () => {
  it('shows free times by day in the studio’s clock, whatever the visitor’s, and books the chosen one as a guest', async () => {
    const api = studioApi(() =>
      answer(AppointmentBookedSchema, { appointment: managed(), manageUrl: `http://localhost/appointments/manage/${TOKEN}` }, 201),
    );
    renderWith(<BookingPage customer={null} />);
    expect(await screen.findByText(/All times are Singapore/)).toBeInTheDocument();
    const days = screen.getByRole('list', { name: 'Days with free times' });
    expect(
      within(days)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Tue 1 Dec2 times', 'Wed 2 Dec1 time']);
    const times = screen.getByRole('list', { name: /Free times on Tuesday/ });
    expect(
      within(times)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['11:00', '13:00']);

    // Priya only: the 11:00 time is not hers.
    await user.click(screen.getByRole('radio', { name: 'Priya Raman' }));
    expect(
      within(screen.getByRole('list', { name: /Free times on Tuesday/ }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['13:00']);
    await user.click(screen.getByRole('button', { name: '13:00' }));
    expect(screen.getByRole('button', { name: '13:00' })).toHaveAttribute('aria-pressed', 'true');

    await user.type(screen.getByLabelText('Name'), 'Sam Guest');
    await user.type(screen.getByLabelText('E-mail'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: /^Book Tuesday,? 1 December 2026, 13:00$/ }));
    expect(await screen.findByRole('heading', { name: 'You are booked' })).toHaveFocus();
    expect(api.callsTo('POST', '/appointments')[0]?.body).toEqual({
      studioId: studio.id,
      start: slots[1]!.start,
      fitterId: 'ftr_priya',
      name: 'Sam Guest',
      email: 'sam@example.com',
    });
    expect(screen.getByRole('link', { name: 'Move or cancel this appointment' })).toHaveAttribute('href', `/appointments/manage/${TOKEN}`);
  });

  it('asks for a time and a valid e-mail before sending anything', async () => {
    const api = studioApi(() => undefined);
    renderWith(<BookingPage customer={null} />);
    await screen.findByText(/All times are/);
    await user.type(screen.getByLabelText('Name'), 'Sam');
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('email');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a day and a time first.');
    expect(api.callsTo('POST', '/appointments')).toHaveLength(0);
  });

  it('says the time was just taken and lets the customer choose again', async () => {
    studioApi(() => refusal(409, { error: 'Someone has just booked this time. Pick another.', code: 'slot_taken' }));
    renderWith(<BookingPage customer={{ name: 'Ada Lovelace', email: 'ada@example.com' }} />);
    await screen.findByText(/All times are/);
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(screen.getByText(/Booking as Ada Lovelace/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '11:00' }));
    await user.click(screen.getByRole('button', { name: /^Book Tuesday/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone has just booked this time.');
    expect(screen.getByRole('button', { name: 'Book this time' })).toBeInTheDocument();
  });
});

describe('the appointment’s link', () => {
  it('moves the appointment to another free time', async () => {
    const api = fakeShopApi((call) => {
      if (call.path === `/appointments/manage/${TOKEN}`) return answer(ManagedAppointmentSchema, managed());
      if (call.path === `/appointments/studios/${studio.id}/slots`) return answer(StudioSlotsSchema, { studio, slots });
      if (call.path === `/appointments/manage/${TOKEN}/reschedule`)
        return answer(ManagedAppointmentSchema, managed({ start: slots[2]!.start, end: slots[2]!.end }));
      return undefined;
    });
    renderWith(<ManageAppointmentPage token={TOKEN} />);
    expect(await screen.findByText(/1 December 2026 at 13:00/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move to another time' }));
    await user.click(await screen.findByRole('button', { name: /Wed 2 Dec/ }));
    await user.click(screen.getByRole('button', { name: '13:00' }));
    await user.click(screen.getByRole('button', { name: /^Move to Wednesday/ }));
    expect(await screen.findByText(/2 December 2026 at 13:00/)).toBeInTheDocument();
    expect(api.callsTo('POST', `/appointments/manage/${TOKEN}/reschedule`)[0]?.body).toEqual({ start: slots[2]!.start, fitterId: null });
  });

  it('cancels after asking, and then offers to book again', async () => {
    const api = fakeShopApi((call) => {
      if (call.path === `/appointments/manage/${TOKEN}`) return answer(ManagedAppointmentSchema, managed());
      if (call.path === `/appointments/manage/${TOKEN}/cancel`)
        return answer(ManagedAppointmentSchema, managed({ status: 'cancelled', changeable: false }));
      return undefined;
    });
    renderWith(<ManageAppointmentPage token={TOKEN} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    expect(await screen.findByRole('heading', { name: 'Cancelled appointment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book another time' })).toHaveAttribute('href', '/appointments');
    expect(api.callsTo('POST', `/appointments/manage/${TOKEN}/cancel`)).toHaveLength(1);
  });

  it('says so when the link is not valid', async () => {
    fakeShopApi(() => refusal(404, { error: 'This appointment link is not valid.', code: 'not_found' }));
    renderWith(<ManageAppointmentPage token={TOKEN} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This appointment link is not valid');
  });
});
