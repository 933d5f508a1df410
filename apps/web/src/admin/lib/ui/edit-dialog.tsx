import { useState, type FormEvent, type ReactNode } from 'react';
import { ModalClose, ModalDescription, ModalPanel, ModalRoot, ModalTitle } from '../../../lib/ui/modal';
import type { StaleNow } from '../stale-edit';
import ui from './admin-ui.module.css';
import styles from './edit-dialog.module.css';
import { ProblemLine } from './form-messages';
import { SubmitButton } from './submit-button';

interface EditDialogActionProps<Row> {
  /** The button that opens the dialog: its words, its accessible name and its look. */
  trigger: { text: string; label: string; className: string | undefined };
  /** Told of the row as the server saved it, as the dialog closes. */
  onSaved(saved: Row): void;
  /** The dialog (an `EditDialog`), made afresh each time it opens, so its form starts from the row as it is; `done` closes it once saved. */
  children(done: (saved: Row) => void): ReactNode;
}

/** A row's button and the edit dialog it opens. */
export function EditDialogAction<Row>({ trigger, onSaved, children }: EditDialogActionProps<Row>) {
  const [open, setOpen] = useState(false);
  const done = (saved: Row) => {
    setOpen(false);
    onSaved(saved);
  };
  return (
    <ModalRoot open={open} onOpenChange={setOpen} trigger={trigger}>
      {open ? children(done) : null}
    </ModalRoot>
  );
}

interface EditDialogProps {
  title: ReactNode;
  description: ReactNode;
  /** While the server answers: the dialog cannot be closed and its buttons wait. */
  pending: boolean;
  /** A save refused because someone else saved first, with the row as it is now. */
  stale: StaleNow | null;
  /** A refusal no field of the form owns. */
  problem: ReactNode;
  /** The button that saves: its words and, when it is not the main button's, its look. */
  submit: { text: string; className?: string | undefined };
  onSubmit(event: FormEvent<HTMLFormElement>): void | Promise<void>;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * An edit made in a dialog (inside an `EditDialogAction`): the form, its problems, Cancel and the
 * button that saves. A stale edit says what the row is now, so the next save is made from that.
 */
export function EditDialog({ title, description, pending, stale, problem, submit, onSubmit, children }: EditDialogProps) {
  const keepOpen = (event: Event) => {
    if (pending) event.preventDefault();
  };
  return (
    <ModalPanel
      overlayClassName={styles.overlay}
      className={styles.dialog}
      described
      onInteractOutside={keepOpen}
      onEscapeKeyDown={keepOpen}
    >
      <ModalTitle className={styles.title}>{title}</ModalTitle>
      <ModalDescription className={styles.text}>{description}</ModalDescription>
      {stale ? (
        <div className={ui.problem} role="alert">
          <p className={styles.tight}>{stale.message}</p>
          {stale.now ? (
            <p className={styles.tight}>
              It is now: <strong>{stale.now}</strong>. Save again to make your change from this, or cancel.
            </p>
          ) : null}
        </div>
      ) : null}
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        {children}
        <ProblemLine>{problem}</ProblemLine>
        <div className={styles.actions}>
          <ModalClose className={ui.secondaryButton} disabled={pending}>
            Cancel
          </ModalClose>
          <SubmitButton pending={pending} className={submit.className}>
            {submit.text}
          </SubmitButton>
        </div>
      </form>
    </ModalPanel>
  );
}
