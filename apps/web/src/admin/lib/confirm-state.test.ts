import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { useConfirmState } from './confirm-state';

/** A change as TanStack Query's mutation shows it, counting its resets. */
function aChange(overrides: Partial<{ isPending: boolean; isError: boolean; error: unknown }> = {}) {
  const change = { isPending: false, isError: false, error: null as unknown, resets: 0, reset: () => (change.resets += 1), ...overrides };
  return change;
}

describe("a confirmed change's dialog", () => {
  it('opens and closes, and forgets a refusal when it closes', () => {
    const change = aChange();
    const { result } = renderHook(() => useConfirmState(change));
    expect(result.current.dialog.open).toBe(false);
    act(() => result.current.dialog.onOpenChange(true));
    expect(result.current.dialog.open).toBe(true);
    expect(change.resets).toBe(0);
    act(() => result.current.dialog.onOpenChange(false));
    expect(result.current.dialog.open).toBe(false);
    expect(change.resets).toBe(1);
  });

  it('closes once the change is made', () => {
    const { result } = renderHook(() => useConfirmState(aChange()));
    act(() => result.current.dialog.onOpenChange(true));
    act(() => result.current.close());
    expect(result.current.dialog.open).toBe(false);
  });

  it('shows the server’s refusal and waits while it answers', () => {
    const refused = renderHook(() =>
      useConfirmState(aChange({ isError: true, error: new ApiRequestError(409, 'in_use', 'The country has open checkouts.') })),
    );
    expect(refused.result.current.dialog.problem).toBe('The country has open checkouts.');
    const waiting = renderHook(() => useConfirmState(aChange({ isPending: true })));
    expect(waiting.result.current.dialog).toMatchObject({ problem: null, pending: true });
  });
});
