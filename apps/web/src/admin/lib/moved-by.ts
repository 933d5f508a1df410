/** `ids` with the one at `index` moved one place up (-1) or down (1); null when there is none at `index`. */
export function movedBy(ids: readonly string[], index: number, by: -1 | 1): string[] | null {
  const next = [...ids];
  const [moved] = next.splice(index, 1);
  if (moved === undefined) return null;
  next.splice(index + by, 0, moved);
  return next;
}
