import { describe, expect, it } from 'vitest';
import { movedBy } from './moved-by';

describe('an order changed by one place', () => {
  it('moves the one at the index up or down, leaving the list it was given as it was', () => {
    const ids = ['a', 'b', 'c'];
    expect(movedBy(ids, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(movedBy(ids, 1, 1)).toEqual(['a', 'c', 'b']);
    expect(ids).toEqual(['a', 'b', 'c']);
  });

  it('says there is nothing to move past the end', () => {
    expect(movedBy(['a', 'b'], 2, -1)).toBeNull();
    expect(movedBy([], 0, 1)).toBeNull();
  });
});
