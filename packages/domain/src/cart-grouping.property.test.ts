import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupByReference } from './cart-grouping.js';

interface Line {
  id: number;
  variant: string;
  reference: string;
}

/** Lines of a few variants under a few references, in any order: many pieces share a cloth. */
const lines = fc
  .array(
    fc.record({
      variant: fc.constantFrom('oxford-blue', 'linen-white', 'initials', 'collar-stays'),
      reference: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
    }),
    { maxLength: 60 },
  )
  .map((list) => list.map((line, id): Line => ({ id, ...line })));

describe('cart lines grouped into items', () => {
  it('puts every line in exactly one item, the item of its reference, keeping the lines’ order', () => {
    fc.assert(
      fc.property(lines, (list) => {
        const items = groupByReference(list, (line) => line.reference);
        expect(items.flatMap((item) => item.lines).sort((a, b) => a.id - b.id)).toEqual(list);
        for (const item of items) {
          expect(item.lines.every((line) => line.reference === item.reference)).toBe(true);
          expect(item.lines.map((line) => line.id)).toEqual([...item.lines.map((line) => line.id)].sort((a, b) => a - b));
        }
        expect(new Set(items.map((item) => item.reference)).size).toBe(items.length);
        // Items come in the order their first line does.
        const firsts = items.map((item) => item.lines[0]?.id ?? -1);
        expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
      }),
    );
  });

  it('keeps two pieces of one variant apart: an item per reference, never per variant', () => {
    fc.assert(
      fc.property(lines, (list) => {
        const items = groupByReference(list, (line) => line.reference);
        const references = new Set(list.map((line) => line.reference));
        expect(items).toHaveLength(references.size);
        const variants = new Set(list.map((line) => line.variant));
        if (references.size > variants.size) expect(items.length).toBeGreaterThan(variants.size);
      }),
    );
  });
});
