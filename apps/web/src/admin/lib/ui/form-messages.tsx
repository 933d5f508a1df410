import type { ReactNode } from 'react';
import type { SaveNotice } from '../save-notice';
import ui from './admin-ui.module.css';

/** A save's outcome: 'saved' is a status, read out when the reader is free; 'stale' an alert. */
export function SaveNoticeLine({ notice, savedClassName = ui.success }: { notice: SaveNotice; savedClassName?: string | undefined }) {
  if (!notice) return null;
  const saved = notice.kind === 'saved';
  return (
    <p className={saved ? savedClassName : ui.problem} role={saved ? 'status' : 'alert'}>
      {notice.text}
    </p>
  );
}

/** A problem in words (a refusal no field owns, a change that failed), read out at once; nothing while there is none. */
export function ProblemLine({ children }: { children: ReactNode }) {
  return children ? (
    <p className={ui.problem} role="alert">
      {children}
    </p>
  ) : null;
}

/** What was just done, read out when the reader is free; nothing while there is none. */
export function DoneLine({ children }: { children: ReactNode }) {
  return children ? (
    <p className={ui.success} role="status">
      {children}
    </p>
  ) : null;
}

/** A problem under a group of fields (a single field's is FormField's own), read out at once; nothing while there is none. */
export function FieldProblem({ text, className = ui.fieldProblem }: { text: string | null | undefined; className?: string | undefined }) {
  return text ? (
    <p className={className} role="alert">
      {text}
    </p>
  ) : null;
}
