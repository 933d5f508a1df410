import { describe, expect, it } from 'vitest';
import { sortingOf, sortOf } from './data-table';

describe("a table's sort and the server's sort words", () => {
  it('reads `-due` as due descending and writes it back', () => {
    expect(sortingOf('-due')).toEqual([{ id: 'due', desc: true }]);
    expect(sortingOf('created')).toEqual([{ id: 'created', desc: false }]);
    for (const sort of ['due', '-due', 'total', '-number']) expect(sortOf(sortingOf(sort), 'x')).toBe(sort);
  });

  it('keeps the fallback when nothing is sorted', () => {
    expect(sortingOf('')).toEqual([]);
    expect(sortOf([], 'due')).toBe('due');
  });
});
