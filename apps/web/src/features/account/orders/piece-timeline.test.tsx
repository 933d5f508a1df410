import type { PieceTimeline as Timeline } from '@selvedge/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PieceTimeline } from './piece-timeline';

afterEach(cleanup);

const timeline = (overrides: Partial<Timeline> = {}): Timeline => ({
  steps: [
    { status: 'paid', state: 'done', on: '2026-03-02', expectedOn: null },
    { status: 'measurements_confirmed', state: 'done', on: '2026-03-04', expectedOn: null },
    { status: 'cutting', state: 'current', on: '2026-03-06', expectedOn: null },
    { status: 'sewing', state: 'upcoming', on: null, expectedOn: '2026-03-09' },
    { status: 'quality_check', state: 'upcoming', on: null, expectedOn: '2026-03-22' },
    { status: 'shipped', state: 'upcoming', on: null, expectedOn: '2026-03-25' },
    { status: 'delivered', state: 'upcoming', on: null, expectedOn: '2026-04-01' },
  ],
  hold: null,
  cancelled: false,
  promised: { from: '2026-03-30', to: '2026-04-08' },
  expectedDelivery: '2026-04-01',
  late: false,
  ...overrides,
});

describe('a piece’s timeline on the order page', () => {
  it('lists every stage in order, in words: done with its day, the current one, the rest expected', () => {
    render(<PieceTimeline timeline={timeline()} name="Oxford Blue shirt" />);
    const steps = within(screen.getByRole('list', { name: 'Timeline of the Oxford Blue shirt' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'PaidDone 2 March 2026',
      'Measurements confirmedDone 4 March 2026',
      'CuttingNow, since 6 March 2026',
      'SewingExpected 9 March 2026',
      'Quality checkExpected 22 March 2026',
      'ShippedExpected 25 March 2026',
      'DeliveredExpected 1 April 2026',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByTestId('piece-expected')).toHaveTextContent('1 April 2026');
    expect(screen.getByText('Promised 30 March 2026 – 8 April 2026')).toBeInTheDocument();
    expect(screen.queryByTestId('piece-hold')).toBeNull();
    expect(screen.queryByTestId('piece-late')).toBeNull();
  });

  it('says why it is on hold, and that it is late', () => {
    render(
      <PieceTimeline
        timeline={timeline({ hold: { since: '2026-03-06', reason: 'Waiting for the cloth from Biella' }, late: true })}
        name="Oxford Blue shirt"
      />,
    );
    expect(screen.getByTestId('piece-hold')).toHaveTextContent('On hold: Waiting for the cloth from Biella');
    expect(screen.getByTestId('piece-late')).toHaveTextContent('Later than we promised');
  });

  it('plans nothing more for a cancelled piece', () => {
    const steps = timeline().steps.map((step) => (step.state === 'upcoming' ? { ...step, expectedOn: null } : step));
    render(<PieceTimeline timeline={timeline({ steps, cancelled: true, expectedDelivery: null })} name="Oxford Blue shirt" />);
    expect(screen.getAllByText('Not planned')).toHaveLength(4);
    expect(screen.queryByTestId('piece-expected')).toBeNull();
  });
});
