import {
  AdminAppointmentSchema,
  AdminAppointmentsSchema,
  AdminStudioSchema,
  AdminStudiosSchema,
  StudioMeasurementFormSchema,
  type AdminAppointment,
  type AdminStudio,
} from '@selvedge/contract/admin';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, refusal } from '../../../test/fake-shop';
import { renderAdmin } from '../../test/admin-test-kit';

const studio: AdminStudio = {
  id: 'std_tanjongpagar',
  name: 'Selvedge Studio Tanjong Pagar',
  address: '38 Duxton Road, Singapore 089496',
  timeZone: 'Asia/Singapore',
  durationMinutes: 45,
  bufferMinutes: 15,
  minNoticeMinutes: 720,
  horizonDays: 28,
  active: true,
  fitters: [
    { id: 'ftr_weiming', name: 'Wei Ming Tan', active: true },
    { id: 'ftr_priya', name: 'Priya Raman', active: true },
  ],
  hours: [{ fitterId: null, weekday: 1, opens: '11:00', closes: '19:00' }],
  closures: [],
};
const appointment = (overrides: Partial<AdminAppointment> = {}): AdminAppointment => ({
  id: 'apt_1',
  status: 'booked',
  start: '2026-12-01T03:00:00.000Z',
  end: '2026-12-01T03:45:00.000Z',
  timeZone: 'Asia/Singapore',
  studio: { id: studio.id, name: studio.name },
  fitter: { id: 'ftr_weiming', name: 'Wei Ming Tan' },
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  customerId: 'cus_ada',
  measuredSize: null,
  ...overrides,
});

const user = userEvent.setup();
afterEach(() => cleanup());

describe('the back office’s appointments', () => {
  it('lists appointments in the studio’s clock and saves the fitter’s measurements as a size version', async () => {
    const shop = renderAdmin('/appointments', (call) => {
      if (call.path === '/admin/appointments')
        return answer(AdminAppointmentsSchema, {
          appointments: [appointment(), appointment({ id: 'apt_2', name: 'Sam Guest', customerId: null })],
        });
      if (call.path === '/admin/studio-measurements/shirt')
        return answer(StudioMeasurementFormSchema, {
          productType: 'shirt',
          fits: ['Slim', 'Regular'],
          fields: [
            { key: 'neck', label: 'Neck', type: 'display', lowerBound: 12, upperBound: 20, value: 15.5, options: [] },
            {
              key: 'shoulder_slope',
              label: 'Shoulder slope',
              type: 'dropdown',
              lowerBound: null,
              upperBound: null,
              value: 'Normal',
              options: ['Normal', 'Sloping'],
            },
          ],
        });
      if (call.method === 'POST' && call.path === '/admin/appointments/apt_1/measurements')
        return answer(AdminAppointmentSchema, appointment({ measuredSize: 'shirt: Studio 2026-12-01 (version 1)' }));
      return undefined;
    });
    const list = await screen.findByRole('list', { name: 'Upcoming appointments' });
    const cards = within(list).getAllByRole('listitem');
    expect(within(cards[0]!).getByRole('heading').textContent).toMatch(/Tuesday,? 1 December 2026, 11:00/);
    expect(within(cards[1]!).getByText(/guest booking/)).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('button', { name: /Record measurements/ })).toBeNull();

    await user.click(within(cards[0]!).getByRole('button', { name: 'Record measurements for Ada Lovelace' }));
    const neck = await screen.findByLabelText('Neck (in)');
    await user.clear(neck);
    await user.type(neck, '16');
    await user.selectOptions(screen.getByLabelText('Fit'), 'Regular');
    await user.click(screen.getByRole('button', { name: 'Save as a new size version' }));
    expect(await screen.findByText(/Saved to the customer’s sizes: shirt: Studio 2026-12-01 \(version 1\)/)).toBeInTheDocument();
    expect(shop.callsTo('POST', '/admin/appointments/apt_1/measurements')[0]?.body).toEqual({
      productType: 'shirt',
      track: 'body',
      basedOn: { size: null, fit: 'Regular' },
      measurements: [
        { id: 'neck', fitting_size: 16 },
        { id: 'shoulder_slope', fitting_size: 'Normal' },
      ],
    });
  });

  it('edits weekly hours and shows the server’s refusal on the field', async () => {
    let saved: unknown = null;
    const shop = renderAdmin('/studios', (call) => {
      if (call.path === '/admin/studios') return answer(AdminStudiosSchema, { studios: [studio] });
      if (call.method === 'PUT' && call.path === `/admin/studios/${studio.id}/hours`) {
        saved = call.body;
        const hours = (call.body as { hours: { closes: string; opens: string }[] }).hours;
        if (hours.some((entry) => entry.closes <= entry.opens)) {
          return refusal(400, {
            error: 'hours.1.closes: closes must be later than opens.',
            code: 'invalid_input',
            problems: [{ path: 'hours.1.closes', message: 'hours.1.closes: closes must be later than opens.' }],
          });
        }
        return answer(AdminStudioSchema, { ...studio, hours: hours as AdminStudio['hours'] });
      }
      return undefined;
    });
    await screen.findByRole('heading', { name: 'Weekly hours' });
    await user.click(screen.getByRole('button', { name: 'Add opening hours' }));
    const rows = screen.getAllByLabelText('Closes');
    await user.clear(rows[1]!);
    await user.type(rows[1]!, '10:00');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findAllByText('hours.1.closes: closes must be later than opens.')).not.toHaveLength(0);
    expect(screen.getAllByLabelText('Closes')[1]).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual({ hours: [studio.hours[0], { fitterId: null, weekday: 1, opens: '11:00', closes: '10:00' }] });
    expect(shop.callsTo('PUT', `/admin/studios/${studio.id}/hours`)).toHaveLength(1);
  });
});
