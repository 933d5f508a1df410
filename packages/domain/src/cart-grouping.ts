/**
 * SPEC §3: the lines of a cart grouped into its items by their internal reference, in the order the
 * items first appear, each item's lines in their own order. A line is its variant *and* its
 * reference: two lines of one variant under two references are two items (two shirts of one
 * cloth), never one line with a larger quantity.
 */
export function groupByReference<Line>(
  lines: readonly Line[],
  referenceOf: (line: Line) => string,
): { reference: string; lines: Line[] }[] {
  const groups = new Map<string, Line[]>();
  for (const line of lines) {
    const reference = referenceOf(line);
    const group = groups.get(reference);
    if (group) group.push(line);
    else groups.set(reference, [line]);
  }
  return [...groups].map(([reference, grouped]) => ({ reference, lines: grouped }));
}
