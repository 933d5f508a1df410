import { attributeLabel } from '@selvedge/domain';
import type { CurrencyCode, GroupedCartItem } from '@selvedge/contract';
import { useState } from 'react';
import { failureText } from '../../lib/api-failure';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog';
import { PiecePicture } from '../../lib/ui/piece-picture';
import { piecePriceText } from './cart-money';
import styles from './cart-drawer.module.css';

/** SPEC §5, §9: comments show their first 100 characters, with view more / view less. */
const COMMENT_PREVIEW = 100;

const CATEGORY_LABELS = { trial: 'Trial piece', preorder: 'Pre-order', piece: null } as const;

function AttributeValue({ value }: { value: string }) {
  const [expanded, setExpanded] = useState(false);
  if (value.length <= COMMENT_PREVIEW) return <>{value}</>;
  return (
    <>
      {expanded ? value : `${value.slice(0, COMMENT_PREVIEW)}…`}{' '}
      <button type="button" className={styles.linkButton} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
        {expanded ? 'view less' : 'view more'}
      </button>
    </>
  );
}

export interface CartPieceProps {
  item: GroupedCartItem;
  currency: CurrencyCode;
  /** Another piece is being edited: this one's Edit waits (SPEC §4 Edit flow). */
  editDisabled: boolean;
  onEdit(item: GroupedCartItem): void;
  /** Deletes the piece; rejects with the shop's refusal. */
  onDelete(reference: string): Promise<unknown>;
}

/** One piece of the cart drawer: picture, fabric, what was chosen, price, Edit and Delete. */
export function CartPiece({ item, currency, editDisabled, onEdit, onDelete }: CartPieceProps) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const category = CATEGORY_LABELS[item.category];
  const name = `${item.fabric.title} ${item.productType}`;

  const remove = () => {
    setDeleting(true);
    setProblem(null);
    onDelete(item.reference)
      .then(() => setConfirming(false))
      .catch((error: unknown) => setProblem(failureText(error)))
      .finally(() => setDeleting(false));
  };

  return (
    <li className={styles.piece} data-reference={item.reference} data-invalid={item.invalid ? 'true' : undefined} aria-busy={deleting}>
      <PiecePicture piece={item} className={styles.pieceImage} size={88} />
      <div className={styles.pieceBody}>
        <p className={styles.pieceTitle}>
          <span data-testid="piece-fabric">{item.fabric.title}</span>
          {category ? <span className={styles.category}>{category}</span> : null}
        </p>
        <p className={styles.pieceType}>
          {item.productType}
          {item.quantity > 1 ? ` × ${item.quantity}` : ''}
        </p>
        <dl className={styles.attributes}>
          {item.attributes.map((attribute) => (
            <div key={attribute.key} className={styles.attribute}>
              <dt>{attributeLabel(attribute.key)}</dt>
              <dd>
                <AttributeValue value={attribute.value} />
              </dd>
            </div>
          ))}
        </dl>
        {item.invalid ? (
          <div className={styles.invalid} role="note">
            <p>{item.invalid.message}</p>
            {item.invalid.problems.length > 0 ? (
              <ul>
                {item.invalid.problems.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            ) : null}
            <p>Edit or remove this piece</p>
          </div>
        ) : null}
        {deleting ? (
          <p className={styles.deleting} role="status">
            Deleting item...
          </p>
        ) : null}
        <div className={styles.pieceFoot}>
          <span className={styles.piecePrice} data-testid="piece-price">
            {piecePriceText(item, currency)}
          </span>
          <span className={styles.pieceActions}>
            <button
              type="button"
              className={styles.linkButton}
              disabled={editDisabled || deleting}
              aria-label={`Edit ${name}`}
              onClick={() => onEdit(item)}
            >
              Edit
            </button>
            <ConfirmDialog
              open={confirming}
              onOpenChange={(next) => {
                setConfirming(next);
                setProblem(null);
              }}
              trigger={{ text: 'Delete', label: `Delete ${name}`, className: styles.linkButton, disabled: deleting }}
              title="Are you sure you want to delete item from cart?"
              description={name}
              problem={problem}
              cancelText="No, keep in cart"
              confirmText="Yes, delete from cart"
              pendingText="Deleting item..."
              pending={deleting}
              onConfirm={remove}
            />
          </span>
        </div>
      </div>
    </li>
  );
}
