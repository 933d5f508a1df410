import type { DesignShareCreated, ProductType } from '@selvedge/contract';
import { useId, useRef, useState } from 'react';
import { failureText } from '../../lib/api-failure';
import { useCreateDesignShare, useStopSharing } from './design-share-api';
import styles from './share-design-button.module.css';

interface Shared extends DesignShareCreated {
  /** The design the link shows: a changed design needs a new link. */
  query: string;
  /** The link as the customer pastes it (on this shop's address). */
  href: string;
  copied: boolean;
}

/** Copies `text`; false where the browser refuses (no clipboard, no permission): the field is there to copy by hand. */
async function copy(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * "Share this design": makes a link to the design as it stands (its picture, cloth and choices; never
 * a size, initials or notes), copies it, shows it, and offers to stop sharing it.
 */
export function ShareDesignButton({ productType, query }: { productType: ProductType; query: string }) {
  const create = useCreateDesignShare();
  const stop = useStopSharing();
  const [shared, setShared] = useState<Shared | null>(null);
  const [stopped, setStopped] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const current = shared !== null && shared.query === query ? shared : null;

  const share = () => {
    setStopped(false);
    create.mutate(
      { productType, query },
      {
        onSuccess: async (created) => {
          const href = new URL(created.url, window.location.origin).toString();
          setShared({ ...created, query, href, copied: false });
          const copied = await copy(href);
          setShared({ ...created, query, href, copied });
          if (!copied) field.current?.select();
        },
      },
    );
  };

  const copyAgain = async () => {
    if (!current) return;
    const copied = await copy(current.href);
    if (!copied) field.current?.select();
    setShared({ ...current, copied });
  };

  const stopSharing = () => {
    if (!current) return;
    stop.mutate(current.token, {
      onSuccess: () => {
        setShared(null);
        setStopped(true);
      },
    });
  };

  if (!current) {
    return (
      <div className={styles.share}>
        <button type="button" className={styles.button} onClick={share} disabled={create.isPending}>
          {create.isPending ? 'Making a link…' : 'Share this design'}
        </button>
        {create.isError ? (
          <p className={styles.error} role="alert">
            {failureText(create.error)}
          </p>
        ) : null}
        {stopped ? (
          <p className={styles.note} role="status">
            This design is no longer shared: the link opens nothing now.
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div className={styles.share}>
      <div className={styles.link}>
        <label htmlFor={fieldId}>Link to your design</label>
        <input
          ref={field}
          id={fieldId}
          className={styles.field}
          type="text"
          readOnly
          value={current.href}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <p className={styles.note} role="status">
        {current.copied ? 'Link copied. ' : 'Copy the link above to share it. '}
        Anyone with it sees the cloth and every choice, never your size, initials or notes.
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.quiet} onClick={() => void copyAgain()}>
          Copy link
        </button>
        <button type="button" className={styles.quiet} onClick={stopSharing} disabled={stop.isPending}>
          {stop.isPending ? 'Stopping…' : 'Stop sharing'}
        </button>
      </div>
      {stop.isError ? (
        <p className={styles.error} role="alert">
          {failureText(stop.error)}
        </p>
      ) : null}
    </div>
  );
}
