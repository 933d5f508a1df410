/**
 * Splits a discount over a cart's lines in proportion to what each line costs, in whole minor
 * units, so every line can carry its own allocation (SPEC §3 Cart line: discountAllocations) and a
 * refund of one line knows what was taken off it.
 *
 * Largest remainder: every line first gets its exact share rounded down; the units still missing
 * go one each to the lines whose shares lost the most to rounding (the earlier line first on a
 * tie). The shares add up to the discount exactly, no share is negative, none is more than its
 * line, and each is within one minor unit of the exact proportion. A discount larger than the
 * lines together takes all of them and no more. Integer arithmetic only.
 */
export function allocateDiscount(discountMinor: number, lineAmountsMinor: readonly number[]): number[] {
  for (const value of [discountMinor, ...lineAmountsMinor]) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError('amounts are whole, non-negative numbers of minor units');
  }
  const amounts = lineAmountsMinor.map(BigInt);
  const total = amounts.reduce((sum, amount) => sum + amount, 0n);
  const discount = BigInt(discountMinor) < total ? BigInt(discountMinor) : total;
  if (total === 0n) return lineAmountsMinor.map(() => 0);

  const shares = amounts.map((amount) => (amount * discount) / total);
  const remainders = amounts.map((amount, index) => ({ index, remainder: (amount * discount) % total }));
  let missing = discount - shares.reduce((sum, share) => sum + share, 0n);
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of remainders) {
    if (missing === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    missing -= 1n;
  }
  return shares.map(Number);
}
