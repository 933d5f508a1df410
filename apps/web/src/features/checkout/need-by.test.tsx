import { addDays, singaporeDay } from '@selvedge/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { aCheckout } from '../../test/checkout-factory';
import { NeedBy } from './need-by';

afterEach(cleanup);

describe('I need it by, at the checkout', () => {
  it('saves the date on leaving the field, within today and a year', () => {
    const save = vi.fn(() => Promise.resolve());
    render(<NeedBy checkout={aCheckout()} save={save} saving={false} />);
    const field = screen.getByLabelText('I need it by (optional)');
    const today = singaporeDay(new Date());
    expect(field).toHaveAttribute('min', today);
    expect(field).toHaveAttribute('max', addDays(today, 365));
    fireEvent.change(field, { target: { value: addDays(today, 10) } });
    fireEvent.blur(field);
    expect(save).toHaveBeenCalledWith({ needBy: addDays(today, 10) });
  });

  it('shows the checkout’s warning, and lets the date go', () => {
    const save = vi.fn(() => Promise.resolve());
    render(
      <NeedBy
        checkout={aCheckout({ needBy: '2026-03-10', needByWarning: 'We expect to deliver your order by 1 April 2026.' })}
        save={save}
        saving={false}
      />,
    );
    expect(screen.getByTestId('need-by-warning')).toHaveTextContent('We expect to deliver your order by 1 April 2026.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove the date' }));
    expect(save).toHaveBeenCalledWith({ needBy: null });
  });

  it('says in words what the shop refused', async () => {
    const refused = new ApiRequestError(400, 'bad_request', 'needBy: is in the past', [
      { path: 'needBy', message: 'needBy: is in the past' },
    ]);
    render(<NeedBy checkout={aCheckout()} save={() => Promise.reject(refused)} saving={false} />);
    const field = screen.getByLabelText('I need it by (optional)');
    fireEvent.change(field, { target: { value: '2020-01-01' } });
    fireEvent.blur(field);
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('Choose a date from today to a year from now.')));
  });
});
