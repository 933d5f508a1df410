import { describe, expect, it } from 'vitest';
import { cartItemCount } from './cart-item-count';

describe('the cart badge count', () => {
  it('counts the items of a stored cart', () => {
    expect(cartItemCount(JSON.stringify({ items: [{ title: 'Oxford shirt' }, { title: 'Flannel trousers' }] }))).toBe(2);
    expect(cartItemCount(JSON.stringify({ id: 'c1', items: [{}] }))).toBe(1);
  });

  it('counts lines of one customised piece (one reference) once', () => {
    const items = [
      { reference: 'a', title: 'Shirt' },
      { reference: 'a', title: 'Shirt: initials' },
      { reference: 'b', title: 'Trousers' },
    ];
    expect(cartItemCount(JSON.stringify({ items }))).toBe(2);
  });

  it('counts pieces as the shop does: quantities added up (totalQuantity)', () => {
    const items = [
      { reference: 'a', quantity: 2 },
      { reference: 'b', quantity: 1 },
    ];
    expect(cartItemCount(JSON.stringify({ items, totalQuantity: 3 }))).toBe(3);
    expect(cartItemCount(JSON.stringify({ items: [], totalQuantity: 0 }))).toBe(0);
    // A doctored count is not believed: the items are counted instead.
    expect(cartItemCount(JSON.stringify({ items, totalQuantity: -4 }))).toBe(2);
    expect(cartItemCount(JSON.stringify({ items, totalQuantity: 'many' }))).toBe(2);
  });

  it('reads nothing, junk or a cart without an items list as empty', () => {
    for (const stored of [null, '', 'not json', 'null', '42', '[]', '{"items":"two"}', '{"lineItems":[{}]}', '{"items":[]}']) {
      expect(cartItemCount(stored)).toBe(0);
    }
  });
});
