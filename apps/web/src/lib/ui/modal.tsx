import { Dialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import styles from './modal.module.css';

type ContentProps = Omit<ComponentProps<typeof Dialog.Content>, 'aria-describedby' | 'className' | 'children'>;

export interface ModalPanelProps extends ContentProps {
  /** The dim layer behind the panel, when it is not the shop's usual one. */
  overlayClassName?: string | undefined;
  className: string | undefined;
  /**
   * Whether a `ModalDescription` is inside. Every panel has a `ModalTitle`; one with no description
   * says so, so assistive technology is not pointed at text that is not there.
   */
  described: boolean;
  /** Given, the portal renders at once (a panel rendered ahead, hidden, is built before it opens). */
  container?: HTMLElement | undefined;
  children: ReactNode;
}

/**
 * The panel of a modal dialog, drawer or sheet (Radix Dialog): portal, overlay and content, inside a
 * `ModalRoot`. Its children hold a `ModalTitle`, and a `ModalDescription` when `described`.
 */
export function ModalPanel({ overlayClassName, className, described, container, children, ...content }: ModalPanelProps) {
  return (
    <Dialog.Portal container={container}>
      <Dialog.Overlay className={overlayClassName ?? styles.overlay} />
      <Dialog.Content className={className} {...(described ? {} : { 'aria-describedby': undefined })} {...content}>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

export interface ModalRootProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opens it: its words, its accessible name when they are not enough, its look. */
  trigger?: { text: ReactNode; label?: string | undefined; className: string | undefined; disabled?: boolean | undefined };
  children: ReactNode;
}

/** A modal's state and the button that opens it, when it has one; the panel comes as children. */
export function ModalRoot({ open, onOpenChange, trigger, children }: ModalRootProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? (
        <Dialog.Trigger className={trigger.className} aria-label={trigger.label} disabled={trigger.disabled}>
          {trigger.text}
        </Dialog.Trigger>
      ) : null}
      {children}
    </Dialog.Root>
  );
}

type ModalProps = Omit<ModalRootProps, 'children'> & ModalPanelProps;

/** A modal dialog, drawer or sheet: the one wrapper of Radix Dialog the shop uses. */
export function Modal({ open, onOpenChange, trigger, ...panel }: ModalProps) {
  return (
    <ModalRoot open={open} onOpenChange={onOpenChange} trigger={trigger}>
      <ModalPanel {...panel} />
    </ModalRoot>
  );
}

/** The modal's accessible name (every modal has one). */
export const ModalTitle = Dialog.Title;
/** The modal's accessible description (with `described`). */
export const ModalDescription = Dialog.Description;
/** A button that closes the modal. */
export const ModalClose = Dialog.Close;
