import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { MailingListForm } from './mailing-list-form';
import styles from './mailing-list-popper.module.css';

/** SPEC §2 and §9: the invitation shows once the page is scrolled past this many pixels. */
export const POPPER_SCROLL_THRESHOLD = 500;
/** Within this distance of the bottom of the page the footer is left uncovered. */
export const POPPER_BOTTOM_MARGIN = 80;
/** Closed once, closed for the rest of the visit. */
export const POPPER_CLOSED_KEY = 'mailingListPopperClosed';

export interface MailingListPopperProps {
  /** True for logged-in customers, on /shop pages and on the 5-reasons page: nothing is rendered. */
  hidden: boolean;
  /** Called when the customer closes the invitation (e.g. to record it in analytics). */
  onClose?: () => void;
  /** Called once the shop has the customer's address. */
  onSubscribed?: () => void;
}

type Placement = 'top' | 'middle' | 'bottom';

function readPlacement(): Placement {
  const scrolled = window.scrollY;
  if (scrolled <= POPPER_SCROLL_THRESHOLD) return 'top';
  const pageHeight = document.documentElement.scrollHeight;
  return scrolled + window.innerHeight >= pageHeight - POPPER_BOTTOM_MARGIN ? 'bottom' : 'middle';
}

function readClosed(): boolean {
  try {
    return window.sessionStorage.getItem(POPPER_CLOSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberClosed(): void {
  try {
    window.sessionStorage.setItem(POPPER_CLOSED_KEY, '1');
  } catch {
    // Storage refused: it stays closed until the page is reloaded.
  }
}

/** Where the page is scrolled to, measured at most once a frame. */
function usePlacement(active: boolean): Placement {
  const [placement, setPlacement] = useState<Placement>('top');
  useEffect(() => {
    if (!active) return undefined;
    let pending = false;
    let frame = 0;
    const measure = () => {
      pending = false;
      setPlacement(readPlacement());
    };
    const schedule = () => {
      if (pending) return;
      pending = true;
      frame = window.requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    // The page grows as content loads, which moves the bottom without any scrolling.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      if (pending) window.cancelAnimationFrame(frame);
    };
  }, [active]);
  return placement;
}

/**
 * The mailing-list invitation fixed at the bottom of the page (SPEC §2). Fixed, so it never moves the
 * page; it slides in past 500 px of scrolling and out again near the bottom, and stays closed once closed.
 */
export function MailingListPopper({ hidden, onClose, onSubscribed }: MailingListPopperProps) {
  if (hidden) return null;
  return <PopperCard onClose={onClose} onSubscribed={onSubscribed} />;
}

function PopperCard({ onClose, onSubscribed }: Omit<MailingListPopperProps, 'hidden'>) {
  const headingId = useId();
  const [closed, setClosed] = useState(readClosed);
  const [focused, setFocused] = useState(false);
  const [subscribed, setSubscribed] = useState(false);
  const placement = usePlacement(!closed);
  // A customer typing in the card keeps it, even if the on-screen keyboard scrolls the page to the bottom.
  const shown = !closed && (placement === 'middle' || focused);
  // Mounted from the first time it shows, so what was typed survives it sliding out and back.
  const [appeared, setAppeared] = useState(false);
  if (shown && !appeared) setAppeared(true);

  if (closed || !appeared) return null;

  const close = () => {
    rememberClosed();
    setClosed(true);
    onClose?.();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  return (
    <aside
      className={styles.popper}
      data-testid="mailing-list-popper"
      data-shown={shown}
      aria-labelledby={headingId}
      aria-hidden={shown ? undefined : true}
      inert={!shown}
      onKeyDown={onKeyDown}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          Join the Selvedge list
        </h2>
        <button type="button" className={styles.close} onClick={close} aria-label="Close the mailing list invitation">
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {subscribed ? null : (
        <p className={styles.lede}>New cloth as it arrives and first word when a pre-order opens. No spam; leave whenever you like.</p>
      )}
      <MailingListForm
        onSubscribed={() => {
          // On the list: no need to invite them again on the next page of this visit.
          rememberClosed();
          setSubscribed(true);
          onSubscribed?.();
        }}
      />
    </aside>
  );
}
