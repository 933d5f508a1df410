import { thumbnailOf } from '@selvedge/contract';
import type { CurrencyCode, Product, ProductType } from '@selvedge/contract';
import { formatMoneyValue } from '@selvedge/domain';
import { memo, useCallback, useEffect, useId, useMemo, useState, type ComponentType } from 'react';
import { useFabricCollections } from './api/get-fabric-collections';
import { useFabrics } from './api/get-fabrics';
import type { CustomiserMode } from './customiser-mode';
import { groupFilters, matchesFilters, MIN_FILTERED_FABRICS } from './fabric-filters';
import styles from './fabric-step.module.css';
import type { ImageViewer } from './image-viewer';
import stepStyles from './step.module.css';

const PLACEHOLDERS = 6;

interface FabricStepProps {
  type: ProductType;
  currency: CurrencyCode;
  mode: CustomiserMode;
  /** The handle of the chosen fabric. */
  selected: string | null;
  /** Handles of the chosen collections (filters). */
  filters: ReadonlySet<string>;
  onFiltersChange(filters: ReadonlySet<string>): void;
  onChoose(handle: string): void;
  ImageViewer: ImageViewer;
  FavouriteFabric?: FavouriteFabric | undefined;
}

/** The app's "Add to favourites" heart on a fabric card (issue 30). */
export type FavouriteFabric = ComponentType<{ handle: string; title: string; productType: ProductType }>;

/** The cloth: a page of fabrics at a time, filtered by collection, each with its price and pictures. */
export const FabricStep = memo(function FabricStep({
  type,
  currency,
  mode,
  selected,
  filters,
  onFiltersChange,
  onChoose,
  ImageViewer,
  FavouriteFabric,
}: FabricStepProps) {
  const fabrics = useFabrics(type, currency, mode);
  const collections = useFabricCollections(type, currency);
  const [viewing, setViewing] = useState<Product | null>(null);
  const headingId = useId();

  const listed = useMemo(() => fabrics.data?.pages.flatMap((page) => page.products) ?? [], [fabrics.data]);
  const shown = useMemo(
    () => (filters.size === 0 ? listed : listed.filter((fabric) => matchesFilters(fabric, filters))),
    [listed, filters],
  );
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = fabrics;

  // A filter keeps fetching pages until it has enough to show, or the list has no more.
  const wantMore = filters.size > 0 && shown.length < MIN_FILTERED_FABRICS && hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  useEffect(() => {
    if (wantMore) void fetchNextPage();
  }, [wantMore, fetchNextPage]);

  // Once every fabric is listed, only the filters that match one of them are worth offering.
  const filterGroups = useMemo(() => {
    const all = collections.data?.collections ?? [];
    if (!fabrics.isSuccess) return [];
    const usable = hasNextPage ? all : all.filter((collection) => listed.some((fabric) => fabric.collections.includes(collection.handle)));
    return groupFilters(usable);
  }, [collections.data, fabrics.isSuccess, hasNextPage, listed]);

  const closeViewer = useCallback((open: boolean) => {
    if (!open) setViewing(null);
  }, []);

  return (
    <div className={stepStyles.step}>
      <div className={stepStyles.head}>
        <h2 id={headingId} className={stepStyles.heading}>
          Fabric
        </h2>
        <p className={stepStyles.description}>Choose the cloth your piece is cut from. Prices include the standard make.</p>
      </div>

      {filterGroups.length > 0 ? <FabricFilters groups={filterGroups} chosen={filters} onChange={onFiltersChange} /> : null}

      {fabrics.isError ? (
        <div role="alert" className={stepStyles.problem}>
          <p>We could not load the fabrics just now.</p>
          <button type="button" className={stepStyles.secondary} onClick={() => void fabrics.refetch()}>
            Try again
          </button>
        </div>
      ) : null}

      <ul className={styles.grid} aria-labelledby={headingId} aria-busy={fabrics.isPending}>
        {fabrics.isPending
          ? Array.from({ length: PLACEHOLDERS }, (_, index) => <li key={index} className={styles.placeholder} aria-hidden="true" />)
          : shown.map((fabric) => (
              <FabricCard
                key={fabric.id}
                fabric={fabric}
                type={type}
                selected={fabric.handle === selected}
                onChoose={onChoose}
                onView={setViewing}
                Favourite={FavouriteFabric}
              />
            ))}
      </ul>

      {fabrics.isSuccess && listed.length === 0 ? (
        <p className={stepStyles.note}>There are no fabrics for this piece just now. Please come back soon.</p>
      ) : null}
      {filters.size > 0 && shown.length === 0 && !hasNextPage && listed.length > 0 ? (
        <p className={stepStyles.note}>
          No fabric is in all of the chosen filters.{' '}
          <button type="button" className={stepStyles.linkButton} onClick={() => onFiltersChange(new Set())}>
            Clear the filters
          </button>
        </p>
      ) : null}

      <p className={styles.count} aria-live="polite">
        {fabrics.isSuccess
          ? `Showing ${shown.length} ${shown.length === 1 ? 'fabric' : 'fabrics'}${filters.size > 0 ? ' that match the filters' : ''}.`
          : ''}
      </p>

      {isFetchNextPageError ? (
        <p role="alert" className={stepStyles.problem}>
          We could not load more fabrics. Please try again.
        </p>
      ) : null}
      {hasNextPage ? (
        <button type="button" className={styles.more} onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
          {isFetchingNextPage ? 'Loading more fabrics…' : 'Show more fabrics'}
        </button>
      ) : null}

      {viewing ? <ImageViewer title={viewing.title} images={viewing.images} open onOpenChange={closeViewer} /> : null}
    </div>
  );
});

interface FabricCardProps {
  fabric: Product;
  selected: boolean;
  onChoose(handle: string): void;
  onView(fabric: Product): void;
  type: ProductType;
  Favourite?: FavouriteFabric | undefined;
}

/** One fabric; only the cards whose `selected` changes render again when the choice changes. */
const FabricCard = memo(function FabricCard({ fabric, type, selected, onChoose, onView, Favourite }: FabricCardProps) {
  const soldOut = !fabric.availableForSale;
  return (
    <li className={styles.card} data-testid="fabric-option" data-handle={fabric.handle} data-selected={selected || undefined}>
      <button type="button" className={styles.choose} aria-pressed={selected} disabled={soldOut} onClick={() => onChoose(fabric.handle)}>
        <img
          className={styles.swatch}
          src={thumbnailOf(fabric.images[0])}
          alt=""
          width={200}
          height={200}
          loading="lazy"
          decoding="async"
        />
        <span className={styles.title}>{fabric.title}</span>
        <span className={styles.price} data-price={fabric.price.currencyCode}>
          {formatMoneyValue(fabric.price)}
        </span>
        {soldOut ? <span className={styles.soldOut}>Out of stock</span> : null}
        {selected ? (
          <span className={styles.chosen} aria-hidden="true">
            ✓ Chosen
          </span>
        ) : null}
      </button>
      {fabric.images.length > 0 ? (
        <button type="button" className={styles.view} onClick={() => onView(fabric)} aria-label={`View pictures of ${fabric.title}`}>
          View
        </button>
      ) : null}
      {Favourite ? <Favourite handle={fabric.handle} title={fabric.title} productType={type} /> : null}
    </li>
  );
});

interface FabricFiltersProps {
  groups: ReturnType<typeof groupFilters>;
  chosen: ReadonlySet<string>;
  onChange(filters: ReadonlySet<string>): void;
}

function FabricFilters({ groups, chosen, onChange }: FabricFiltersProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = (handle: string) => {
    const next = new Set(chosen);
    if (next.has(handle)) next.delete(handle);
    else next.add(handle);
    onChange(next);
  };
  return (
    <div className={styles.filters}>
      <div className={styles.filterBar}>
        <button type="button" className={styles.filterToggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          Filter fabrics{chosen.size > 0 ? ` (${chosen.size})` : ''}
          <span aria-hidden="true" className={styles.chevron}>
            {open ? '▴' : '▾'}
          </span>
        </button>
        {chosen.size > 0 ? (
          <button type="button" className={stepStyles.linkButton} onClick={() => onChange(new Set())}>
            Clear filters
          </button>
        ) : null}
      </div>
      <div id={panelId} hidden={!open} className={styles.filterPanel}>
        {groups.map((group) => (
          <fieldset key={group.filterType} className={styles.filterGroup}>
            <legend className={styles.filterLegend}>{group.label}</legend>
            <div className={styles.chips}>
              {group.collections.map((collection) => (
                <button
                  key={collection.handle}
                  type="button"
                  className={styles.chip}
                  aria-pressed={chosen.has(collection.handle)}
                  onClick={() => toggle(collection.handle)}
                >
                  {collection.title}
                </button>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </div>
  );
}
