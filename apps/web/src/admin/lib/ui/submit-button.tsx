import type { ComponentProps } from 'react';
import ui from './admin-ui.module.css';

interface SubmitButtonProps extends Omit<ComponentProps<'button'>, 'type' | 'disabled'> {
  /** While the server answers: the button waits and says so. */
  pending: boolean;
  pendingText?: string;
}

/** A form's button: the back office's main button unless told otherwise, 'Saving…' while the server answers. */
export function SubmitButton({ pending, pendingText = 'Saving…', className = ui.button, children, ...button }: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={pending} {...button}>
      {pending ? pendingText : children}
    </button>
  );
}
