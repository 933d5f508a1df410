import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExpectedLine, PieceTimelineFacts } from './order-timeline';
import { anAdminOrder, aPiece } from '../../test/orders-test-kit';

afterEach(cleanup);

const timeline = {
  steps: [
    { status: 'paid' as const, state: 'done' as const, on: '2026-03-02', expectedOn: null },
    { status: 'measurements_confirmed' as const, state: 'current' as const, on: '2026-03-04', expectedOn: null },
    { status: 'cutting' as const, state: 'upcoming' as const, on: null, expectedOn: '2026-03-09' },
  ],
  hold: { since: '2026-03-05', reason: 'Waiting for the cloth' },
  cancelled: false,
  promised: { from: '2026-03-30', to: '2026-04-08' },
  expectedDelivery: '2026-04-12',
  late: true,
};

describe('timelines in the back office', () => {
  it('flag a late card in words, with its expected date', () => {
    render(
      <ul>
        <ExpectedLine expectedOn="2026-04-12" late />
        <ExpectedLine expectedOn="2026-04-01" late={false} />
        <ExpectedLine expectedOn={null} late={false} />
      </ul>,
    );
    expect(screen.getAllByTestId('card-expected').map((line) => line.textContent)).toEqual([
      'Late: expected 12 Apr 2026',
      'Expected 1 Apr 2026',
    ]);
  });

  it('show a piece’s expected and promised dates, late and told, its hold and each stage', () => {
    const piece = aPiece({ timeline });
    render(<PieceTimelineFacts order={anAdminOrder({ pieces: [piece], lateNotified: { [piece.reference]: true } })} piece={piece} />);
    expect(screen.getByText('Expected delivery 12 Apr 2026')).toBeInTheDocument();
    expect(screen.getByText('Promised by 8 Apr 2026')).toBeInTheDocument();
    expect(screen.getByTestId('piece-late')).toHaveTextContent('Late: the customer was told');
    expect(screen.getByText('On hold since 5 Mar 2026: Waiting for the cloth')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: `Stages of piece ${piece.reference}` }).textContent).toContain('Cutting: expected 9 Mar 2026');
  });

  it('show nothing for a piece without a timeline', () => {
    const { container } = render(<PieceTimelineFacts order={anAdminOrder()} piece={aPiece()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
