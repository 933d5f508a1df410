import type { ReactNode } from 'react';
import ui from './admin-ui.module.css';

/** What a form says after its last save: saved, or refused because someone else saved first. */
export type SaveNotice = { kind: 'saved' | 'stale'; text: string } | null;

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
