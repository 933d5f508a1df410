import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import styles from './confirm-dialog.module.css';
import fields from './form-fields.module.css';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that asks: its words, its accessible name and its look; none when the caller opens it (after checking a form). */
  trigger?: { text: string; label: string; className?: string; disabled?: boolean };
  title: ReactNode;
  description: ReactNode;
  /** Why the last try failed, shown in the dialog. */
  problem: string | null;
  cancelText: string;
  confirmText: string;
  pendingText: string;
  /** While the server is answering: the dialog cannot be closed and the buttons wait. */
  pending: boolean;
  onConfirm(): void;
  /** When the dialog closes after the thing is gone, the focus is the caller's to place. */
  keepFocusOnClose?: () => boolean;
}

/**
 * A question before something that cannot be undone (Radix AlertDialog). It stays open until the
 * server has answered, so a refusal shows where the customer is looking.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  problem,
  cancelText,
  confirmText,
  pendingText,
  pending,
  onConfirm,
  keepFocusOnClose,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
    >
      {trigger ? (
        <AlertDialog.Trigger className={trigger.className} disabled={trigger.disabled} aria-label={trigger.label}>
          {trigger.text}
        </AlertDialog.Trigger>
      ) : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content
          className={styles.dialog}
          onCloseAutoFocus={(event) => {
            if (keepFocusOnClose?.()) event.preventDefault();
          }}
        >
          <AlertDialog.Title className={styles.dialogTitle}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.dialogText}>{description}</AlertDialog.Description>
          {problem ? (
            <p role="alert" className={fields.error}>
              {problem}
            </p>
          ) : null}
          <div className={styles.dialogActions}>
            <AlertDialog.Cancel className={fields.secondary} disabled={pending}>
              {cancelText}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={`${styles.confirm} ${styles.danger}`}
              disabled={pending}
              aria-busy={pending}
              onClick={(event) => {
                // The dialog stays open until the server has answered, to show a refusal.
                event.preventDefault();
                if (!pending) onConfirm();
              }}
            >
              {pending ? pendingText : confirmText}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
