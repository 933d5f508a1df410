import { useState } from 'react';
import { failureText } from '../../lib/api-failure';

/** What a confirmed change needs of its mutation (TanStack Query's). */
interface ConfirmedChange {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset(): void;
}

/**
 * A `ConfirmDialog`'s state for one change: open until the server answers, its refusal shown in the
 * dialog, and forgotten when the dialog closes. Spread `dialog` on the ConfirmDialog; `close()` once
 * the change is made.
 */
export function useConfirmState(change: ConfirmedChange) {
  const [open, setOpen] = useState(false);
  return {
    close: () => setOpen(false),
    dialog: {
      open,
      onOpenChange(next: boolean) {
        setOpen(next);
        if (!next) change.reset();
      },
      problem: change.isError ? failureText(change.error) : null,
      pending: change.isPending,
    },
  };
}
