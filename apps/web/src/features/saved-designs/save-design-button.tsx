import { SavedDesignNameSchema, type ProductConfig } from '@selvedge/contract';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { failureText } from '../../lib/api-failure';
import { profilePath } from '../../lib/route-paths';
import dialogStyles from '../../lib/ui/confirm-dialog.module.css';
import fields from '../../lib/ui/form-fields.module.css';
import { Modal, ModalClose, ModalDescription, ModalTitle } from '../../lib/ui/modal';
import { saveInBrowser, useBrowserSaved } from './browser-designs';
import { defaultDesignName } from './default-name';
import { useSaveDesign } from './saved-designs-api';
import styles from './saved-designs.module.css';

export interface SaveDesignButtonProps {
  config: ProductConfig;
  /** The design's query, as the customiser's address carries it. */
  query: string;
  fabricTitle: string | null;
  /** A signed-in customer saves to their account; a guest to this browser. */
  signedIn: boolean;
}

/**
 * "Save design": asks for a name (the first style, the piece and the cloth by default) and keeps the
 * design in the customer's account, or in this browser for a guest, saying which.
 */
export function SaveDesignButton({ config, query, fabricTitle, signedIn }: SaveDesignButtonProps) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<'account' | 'browser' | null>(null);
  const [savedQuery, setSavedQuery] = useState<string | null>(null);
  const save = useSaveDesign();
  const inputId = useId();
  const errorId = useId();
  const browser = useBrowserSaved();

  const openDialog = (next: boolean) => {
    if (save.isPending) return;
    if (next) {
      setName(defaultDesignName(config, query, fabricTitle));
      setProblem(null);
    }
    setOpen(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = SavedDesignNameSchema.safeParse(name);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message.replace(/^name: /, '') ?? 'Give the design a name.');
      return;
    }
    if (!signedIn) {
      saveInBrowser({ name: checked.data, productType: config.productType, query, fabricTitle });
      setDone('browser');
      setSavedQuery(query);
      setOpen(false);
      return;
    }
    save.mutate(
      { name: checked.data, productType: config.productType, query },
      {
        onSuccess: () => {
          setDone('account');
          setSavedQuery(query);
          setOpen(false);
        },
        onError: (error) => setProblem(failureText(error)),
      },
    );
  };

  const shown = savedQuery === query ? done : null;
  return (
    <div className={styles.save}>
      <Modal
        open={open}
        onOpenChange={openDialog}
        trigger={{ text: 'Save design', className: styles.saveButton }}
        overlayClassName={dialogStyles.overlay}
        className={dialogStyles.dialog}
        described
      >
        <ModalTitle className={dialogStyles.dialogTitle}>Save this design</ModalTitle>
        <ModalDescription className={dialogStyles.dialogText}>
          {signedIn ? 'We keep it in your account, under Saved designs.' : 'We keep it in this browser. Sign in to keep it everywhere.'}
        </ModalDescription>
        <form onSubmit={submit} noValidate className={styles.form}>
          <div className={fields.field}>
            <label htmlFor={inputId} className={fields.label}>
              Name
            </label>
            <input
              id={inputId}
              className={fields.input}
              value={name}
              maxLength={60}
              autoComplete="off"
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          {problem ? (
            <p id={errorId} role="alert" className={fields.error}>
              {problem}
            </p>
          ) : null}
          <div className={dialogStyles.dialogActions}>
            <ModalClose className={fields.secondary} disabled={save.isPending}>
              Cancel
            </ModalClose>
            <button type="submit" className={fields.submit} disabled={save.isPending} aria-busy={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save'}
            </button>
          </div>
        </form>
      </Modal>
      <p className={styles.note} role="status">
        {shown === 'account' ? (
          <>
            Saved. Find it in <Link to={profilePath('designs')}>your saved designs</Link>.
          </>
        ) : shown === 'browser' ? (
          'Saved in this browser: sign in to keep it everywhere.'
        ) : null}
      </p>
      {!signedIn && browser.designs.length > 0 ? <BrowserDesignsList /> : null}
    </div>
  );
}

/** A guest's designs kept in this browser: each opens in the customiser. */
function BrowserDesignsList() {
  const { designs } = useBrowserSaved();
  return (
    <details className={styles.browserList}>
      <summary>Your saved designs in this browser ({designs.length})</summary>
      <ul>
        {designs.map((design) => (
          <li key={design.id}>
            <Link to={`/shop/${design.productType}?${design.query}`}>{design.name}</Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
