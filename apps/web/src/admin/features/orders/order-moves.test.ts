import { describe, expect, it } from 'vitest';
import { heldFromOf, orderMoves, pieceMoves } from './order-moves';
import { anAdminOrder, aPiece } from '../../test/orders-test-kit';

const at = (minute: number) => `2026-03-02T04:${String(minute).padStart(2, '0')}:00.000Z`;

describe('the moves the order page offers', () => {
  it('offers a paid piece the stages ahead (the next first), hold and cancel', () => {
    const order = anAdminOrder();
    expect(pieceMoves(order, order.pieces[0]!)).toEqual({
      forward: ['measurements_confirmed', 'cutting', 'sewing', 'quality_check', 'shipped', 'delivered'],
      hold: true,
      cancel: true,
      resume: null,
    });
  });

  it('no longer offers to cancel once the cloth is cut, nor to go back', () => {
    const order = anAdminOrder({ pieces: [aPiece({ status: 'cutting' })] });
    const moves = pieceMoves(order, order.pieces[0]!);
    expect(moves.cancel).toBe(false);
    expect(moves.forward[0]).toBe('sewing');
    expect(moves.forward).not.toContain('measurements_confirmed');
  });

  it('offers nothing for a delivered or cancelled piece', () => {
    const order = anAdminOrder({ pieces: [aPiece({ status: 'delivered' }), aPiece({ reference: 'ref_gone_0002', status: 'cancelled' })] });
    for (const piece of order.pieces) expect(pieceMoves(order, piece)).toEqual({ forward: [], hold: false, cancel: false, resume: null });
    expect(orderMoves(order)).toEqual({ forward: [], hold: false, cancel: false, resume: null });
  });

  it('returns a piece on hold to where it was held, read from the history', () => {
    const piece = aPiece({ status: 'on_hold' });
    const order = anAdminOrder({
      pieces: [piece],
      events: [
        { status: 'paid', at: at(0), reference: null, note: null },
        { status: 'cutting', at: at(1), reference: piece.reference, note: null },
        { status: 'on_hold', at: at(2), reference: null, note: 'Waiting for the customer' },
      ],
    });
    expect(heldFromOf(order, piece)).toBe('cutting');
    const moves = pieceMoves(order, piece);
    expect(moves.resume).toBe('cutting');
    expect(moves.hold).toBe(false);
    expect(moves.cancel).toBe(false);
    expect(moves.forward[0]).toBe('sewing');
  });

  it('moves the whole order only where every piece still going may go', () => {
    const order = anAdminOrder({
      pieces: [
        aPiece({ status: 'paid' }),
        aPiece({ reference: 'ref_flannel_0002', status: 'sewing' }),
        aPiece({ reference: 'ref_done_0003', status: 'delivered' }),
      ],
    });
    const moves = orderMoves(order);
    expect(moves.forward[0]).toBe('quality_check');
    expect(moves.cancel).toBe(false);
    expect(moves.hold).toBe(true);
  });
});
