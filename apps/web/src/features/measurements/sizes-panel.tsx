import { PRODUCT_TYPES, type Customer, type ProductConfig, type ProductType, type SavedSize } from '@selvedge/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { failureText, showApiFailure } from '../../lib/api-failure';
import { FormField } from '../../lib/ui/form-field';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog';
import fields from '../../lib/ui/form-fields.module.css';
import { deleteSize, updateSize, withSizes } from './api/sizes-api';
import { sizeNameResolver } from './size-name-field';
import { SizeDetails, sizeBasisText } from './size-details';
import styles from './sizes-panel.module.css';
import { UnitToggle } from './unit-toggle';
import { useMeasurementUnit } from './use-measurement-unit';
import { createSizePath } from '../../lib/route-paths';

interface SizesPanelProps {
  user: Customer;
  /** Every type's configuration: the measurements' names and units come from it. */
  products: Record<ProductType, ProductConfig>;
  /** After a rename or a delete: the customer with the server's sizes. */
  onUserChange(user: Customer): void;
}

const dateFormat = new Intl.DateTimeFormat('en-SG', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * The profile's "Sizes" tab (issue 6): every saved size per product type, to view, rename, edit or
 * delete, and the way to make a new one without buying anything.
 */
export function SizesPanel({ user, products, onUserChange }: SizesPanelProps) {
  const [unit, setUnit] = useMeasurementUnit();
  const [done, setDone] = useState<string | null>(null);
  const withSizesSaved = PRODUCT_TYPES.filter((type) => (user.measurements[type] ?? []).length > 0);
  const count = withSizesSaved.reduce((total, type) => total + (user.measurements[type]?.length ?? 0), 0);

  return (
    <div className={styles.panel}>
      <div className={styles.top}>
        <div>
          <h2 className={styles.heading}>Your sizes</h2>
          <p className={styles.lede}>
            {count === 0
              ? 'Save a size once and use it for every piece you order.'
              : `${count} saved ${count === 1 ? 'size' : 'sizes'}. Choose one under "Saved size" when you order.`}
          </p>
        </div>
        <div className={styles.topActions}>
          {count > 0 ? <UnitToggle unit={unit} onChange={setUnit} /> : null}
          <Link to={createSizePath()} className={fields.submit}>
            Create a new size
          </Link>
        </div>
      </div>
      <p role="status" className={done ? fields.success : styles.hidden}>
        {done}
      </p>

      {count === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>No saved sizes yet</p>
          <p className={styles.muted}>
            Start from one of our standard sizes and adjust it, or enter your own body measurements. A size you save when you order shows
            here too.
          </p>
        </div>
      ) : (
        withSizesSaved.map((type) => (
          <section key={type} className={styles.type} aria-labelledby={`sizes-${type}`}>
            <div className={styles.typeTop}>
              <h3 id={`sizes-${type}`} className={styles.typeTitle}>
                {products[type].title}
              </h3>
              <Link to={createSizePath(type)} className={styles.link} aria-label={`Add a size for ${products[type].title.toLowerCase()}`}>
                Add a size
              </Link>
            </div>
            <ul className={styles.list}>
              {(user.measurements[type] ?? []).map((size) => (
                <SizeCard
                  key={size.name}
                  user={user}
                  type={type}
                  config={products[type]}
                  size={size}
                  unit={unit}
                  mostRecent={user.sizeMeta[type]?.mostRecentSize === size.name}
                  onUserChange={onUserChange}
                  onDone={setDone}
                />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

interface SizeCardProps {
  user: Customer;
  type: ProductType;
  config: ProductConfig;
  size: SavedSize;
  unit: ReturnType<typeof useMeasurementUnit>[0];
  mostRecent: boolean;
  onUserChange(user: Customer): void;
  onDone(message: string): void;
}

function SizeCard({ user, type, config, size, unit, mostRecent, onUserChange, onDone }: SizeCardProps) {
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const detailsId = useId();
  const remove = useMutation({
    mutationFn: () => deleteSize(user.id, type, size.name),
    onSuccess: (answer) => {
      setConfirming(false);
      onUserChange(withSizes(user, answer));
      onDone(`“${size.name}” is deleted.`);
    },
  });
  const label = `${config.title}: ${size.name}`;

  return (
    <li className={styles.card} aria-label={label}>
      <div className={styles.cardTop}>
        <div className={styles.cardName}>
          <h4 className={styles.name}>{size.name}</h4>
          <p className={styles.muted}>
            {sizeBasisText(size)} · saved {dateFormat.format(new Date(size.updatedAt))}
          </p>
        </div>
        {mostRecent ? <span className={styles.badge}>Latest</span> : null}
      </div>

      <details className={styles.details}>
        <summary className={styles.summary} aria-controls={detailsId}>
          View measurements
        </summary>
        <div id={detailsId}>
          <SizeDetails config={config.measurements} size={size} unit={unit} />
        </div>
      </details>

      {renaming ? (
        <RenameForm
          user={user}
          type={type}
          size={size}
          onCancel={() => setRenaming(false)}
          onRenamed={(next, name) => {
            setRenaming(false);
            onUserChange(next);
            onDone(`“${size.name}” is now called “${name}”.`);
          }}
        />
      ) : (
        <div className={styles.actions}>
          <Link to={createSizePath(type, size.name)} className={fields.secondary} aria-label={`Edit ${label}`}>
            Edit
          </Link>
          <button type="button" className={fields.secondary} onClick={() => setRenaming(true)} aria-label={`Rename ${label}`}>
            Rename
          </button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={(open) => {
              if (open) remove.reset();
              setConfirming(open);
            }}
            trigger={{ text: 'Delete', label: `Delete ${label}`, className: fields.secondary }}
            title={`Delete “${size.name}”?`}
            description={`Your ${config.title.toLowerCase()} size “${size.name}” will be removed from your account. Pieces already ordered keep their measurements.`}
            problem={remove.isError ? failureText(remove.error) : null}
            cancelText="Keep it"
            confirmText="Delete size"
            pendingText="Deleting…"
            pending={remove.isPending}
            onConfirm={() => remove.mutate()}
          />
        </div>
      )}
    </li>
  );
}

interface RenameFormProps {
  user: Customer;
  type: ProductType;
  size: SavedSize;
  onCancel(): void;
  onRenamed(user: Customer, name: string): void;
}

function RenameForm({ user, type, size, onCancel, onRenamed }: RenameFormProps) {
  const { register, handleSubmit, control, setError, formState } = useForm({
    resolver: sizeNameResolver,
    defaultValues: { sizeName: size.name },
  });
  const rename = useMutation({
    mutationFn: (sizeName: string) => updateSize(user.id, type, size.name, { sizeName }),
    onSuccess: (answer, sizeName) => onRenamed(withSizes(user, answer), sizeName),
    onError: (error) => showApiFailure(error, setError, ['sizeName']),
  });
  const typed = useWatch({ control, name: 'sizeName' });
  const filled = typed.trim() !== '';

  const submit = handleSubmit(({ sizeName }) => {
    if (!rename.isPending) rename.mutate(sizeName);
  });
  const { errors } = formState;

  return (
    <form className={styles.rename} onSubmit={(event) => void submit(event)} noValidate>
      <FormField
        label="New name"
        maxLength={60}
        autoComplete="off"
        // The field opens because the customer asked to rename: it takes the focus.
        autoFocus
        error={errors.sizeName?.message ?? errors.root?.server?.message}
        {...register('sizeName')}
      />
      <div className={styles.actions}>
        <button type="submit" className={fields.submit} disabled={!filled || rename.isPending} aria-busy={rename.isPending}>
          {rename.isPending ? 'Saving…' : 'Save name'}
        </button>
        <button type="button" className={fields.secondary} onClick={onCancel} disabled={rename.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
