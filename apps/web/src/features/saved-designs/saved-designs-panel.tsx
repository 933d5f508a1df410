import { previewPath, SavedDesignNameSchema, type ProductType, type SavedDesign } from '@selvedge/contract';
import { useId, useState, type ComponentType, type FormEvent } from 'react';
import { Link } from 'react-router';
import { failureText } from '../../lib/api-failure';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog';
import fields from '../../lib/ui/form-fields.module.css';
import { useDeleteDesign, useFavouriteFabric, useRenameDesign, useSavedDesigns } from './saved-designs-api';
import styles from './saved-designs.module.css';

export interface SavedDesignsPanelProps {
  /** The app's "Share this design" (features do not import each other). */
  ShareDesign?: ComponentType<{ productType: ProductType; query: string }>;
}

/** The server's picture of a design, or a quiet box where it cannot be drawn. */
function DesignPicture({ design }: { design: SavedDesign }) {
  const [broken, setBroken] = useState(false);
  const alt = `${design.name}${design.fabric ? `, in ${design.fabric.title}` : ''}`;
  const src = previewPath(design.productType, design.query);
  if (broken) {
    return (
      <span className={styles.broken} role="img" aria-label={alt}>
        No picture
      </span>
    );
  }
  return (
    <img
      className={styles.picture}
      src={src}
      alt={alt}
      width={96}
      height={120}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}

function DesignRow({ design, ShareDesign }: { design: SavedDesign } & SavedDesignsPanelProps) {
  const rename = useRenameDesign();
  const remove = useDeleteDesign();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(design.name);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [sharing, setSharing] = useState(false);
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = SavedDesignNameSchema.safeParse(name);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message.replace(/^name: /, '') ?? 'Give the design a name.');
      return;
    }
    rename.mutate(
      { id: design.id, name: checked.data },
      { onSuccess: () => setRenaming(false), onError: (error) => setProblem(failureText(error)) },
    );
  };

  return (
    <li className={styles.row} data-testid="saved-design">
      <DesignPicture design={design} />
      <div className={styles.body}>
        <p className={styles.name}>{design.name}</p>
        <p className={styles.meta}>{design.fabric ? design.fabric.title : 'This cloth is no longer offered'}</p>
        {renaming ? (
          <form className={styles.rename} onSubmit={submit} noValidate>
            <div className={fields.field}>
              <label htmlFor={inputId} className={fields.label}>
                New name
              </label>
              <input
                id={inputId}
                className={fields.input}
                value={name}
                maxLength={60}
                onChange={(event) => setName(event.target.value)}
                aria-invalid={problem ? true : undefined}
              />
            </div>
            <button type="submit" className={styles.action} disabled={rename.isPending}>
              {rename.isPending ? 'Saving…' : 'Save name'}
            </button>
            <button type="button" className={styles.action} onClick={() => setRenaming(false)}>
              Cancel
            </button>
          </form>
        ) : null}
        {problem && renaming ? (
          <p role="alert" className={fields.error}>
            {problem}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Link className={styles.action} to={`/shop/${design.productType}?${design.query}`}>
            Open in the customiser
          </Link>
          {renaming ? null : (
            <button
              type="button"
              className={styles.action}
              aria-label={`Rename ${design.name}`}
              onClick={() => {
                setName(design.name);
                setProblem(null);
                setRenaming(true);
              }}
            >
              Rename
            </button>
          )}
          {ShareDesign ? (
            <button
              type="button"
              className={styles.action}
              aria-expanded={sharing}
              onClick={() => setSharing(!sharing)}
              aria-label={`Share ${design.name}`}
            >
              Share
            </button>
          ) : null}
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={{ text: 'Delete', label: `Delete ${design.name}`, className: styles.action }}
            title="Delete this design?"
            description={`“${design.name}” will be removed from your saved designs.`}
            problem={remove.isError ? failureText(remove.error) : null}
            cancelText="Keep it"
            confirmText="Delete"
            pendingText="Deleting…"
            pending={remove.isPending}
            onConfirm={() => remove.mutate(design.id, { onSuccess: () => setConfirming(false) })}
          />
        </div>
        {ShareDesign && sharing ? <ShareDesign productType={design.productType} query={design.query} /> : null}
      </div>
    </li>
  );
}

/** The account's Saved designs tab: the customer's designs and, in the same list, their favourite fabrics. */
export function SavedDesignsPanel({ ShareDesign }: SavedDesignsPanelProps) {
  const saved = useSavedDesigns();
  const favourite = useFavouriteFabric();
  const designsId = useId();
  const fabricsId = useId();

  if (saved.isPending) return <p aria-busy="true">Loading your saved designs…</p>;
  if (saved.isError) {
    return (
      <div role="alert">
        <p>We could not load your saved designs just now. Please try again in a moment.</p>
        <button type="button" className={styles.action} onClick={() => void saved.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const { designs, favouriteFabrics } = saved.data;
  return (
    <div className={styles.panel}>
      <section aria-labelledby={designsId}>
        <h2 id={designsId} className={styles.sectionTitle}>
          Saved designs
        </h2>
        {designs.length === 0 ? (
          <p>
            You have no saved designs yet. In the customiser, choose “Save design” to keep one here.{' '}
            <Link to="/shop/shirt">Design a shirt</Link>
          </p>
        ) : (
          <ul className={styles.list}>
            {designs.map((design) => (
              <DesignRow key={design.id} design={design} ShareDesign={ShareDesign} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={fabricsId}>
        <h2 id={fabricsId} className={styles.sectionTitle}>
          Favourite fabrics
        </h2>
        {favouriteFabrics.length === 0 ? (
          <p>No favourite fabrics yet. Tap the heart on a fabric in the customiser to keep it here.</p>
        ) : (
          <ul className={styles.list}>
            {favouriteFabrics.map((fabric) => (
              <li key={fabric.handle} className={styles.row} data-testid="favourite-fabric">
                {fabric.image ? (
                  <img
                    className={styles.picture}
                    src={fabric.image}
                    alt={fabric.title}
                    width={96}
                    height={120}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span className={styles.broken} role="img" aria-label={fabric.title}>
                    No picture
                  </span>
                )}
                <div className={styles.body}>
                  <p className={styles.name}>{fabric.title}</p>
                  <p className={styles.meta}>{fabric.availableForSale ? 'Favourite fabric' : 'Not available just now'}</p>
                  <div className={styles.actions}>
                    <Link className={styles.action} to={`/shop/${fabric.productType}?fabric=${encodeURIComponent(fabric.handle)}`}>
                      Design with this fabric
                    </Link>
                    <button
                      type="button"
                      className={styles.action}
                      aria-label={`Remove ${fabric.title} from favourites`}
                      disabled={favourite.isPending}
                      onClick={() => favourite.mutate({ handle: fabric.handle, favourite: false })}
                    >
                      Remove
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
