import { ORDER_STATUSES, type OrderStatus } from '@selvedge/contract';
import { describe, expect, it } from 'vitest';
import { movePiece, orderStatusOf } from './order-status.js';

describe('a piece moving through the workroom', () => {
  it('goes forward, one stage or several, never back', () => {
    expect(movePiece('paid', null, 'measurements_confirmed')).toEqual({ ok: true, heldFrom: null });
    expect(movePiece('paid', null, 'cutting')).toEqual({ ok: true, heldFrom: null });
    expect(movePiece('sewing', null, 'cutting')).toEqual({ ok: false, reason: 'It cannot go back from sewing to cutting.' });
    expect(movePiece('sewing', null, 'sewing')).toEqual({ ok: false, reason: 'It is already sewing.' });
  });

  it('is cancelled only before cutting, also when it was held before cutting', () => {
    expect(movePiece('measurements_confirmed', null, 'cancelled').ok).toBe(true);
    expect(movePiece('cutting', null, 'cancelled')).toEqual({ ok: false, reason: 'It can be cancelled only before cutting.' });
    expect(movePiece('on_hold', 'paid', 'cancelled').ok).toBe(true);
    expect(movePiece('on_hold', 'sewing', 'cancelled').ok).toBe(false);
  });

  it('is held from any unfinished stage and goes back there or further', () => {
    expect(movePiece('cutting', null, 'on_hold')).toEqual({ ok: true, heldFrom: 'cutting' });
    expect(movePiece('on_hold', 'cutting', 'cutting')).toEqual({ ok: true, heldFrom: null });
    expect(movePiece('on_hold', 'cutting', 'sewing').ok).toBe(true);
    expect(movePiece('on_hold', 'cutting', 'paid').ok).toBe(false);
    expect(movePiece('delivered', null, 'on_hold')).toEqual({ ok: false, reason: 'It is delivered.' });
  });

  it('never leaves cancelled, whatever it is asked', () => {
    for (const to of ORDER_STATUSES) expect(movePiece('cancelled', null, to).ok).toBe(false);
  });
});

describe('an order’s status from its pieces', () => {
  it.each<[OrderStatus[], OrderStatus]>([
    [['cutting', 'sewing'], 'cutting'],
    [['cancelled', 'sewing'], 'sewing'],
    [['cancelled', 'cancelled'], 'cancelled'],
    [['on_hold', 'delivered'], 'on_hold'],
    [['delivered', 'delivered'], 'delivered'],
  ])('%j is %s', (pieces, status) => {
    expect(orderStatusOf(pieces)).toBe(status);
  });
});
