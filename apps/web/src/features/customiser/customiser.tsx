import type { CurrencyCode, Product, ProductConfig, ProductType } from '@selvedge/contract';
import { chooseStyle, designToSearchParams, formatMoney, priceDesign, type DesignNotice, type DesignPrice } from '@selvedge/domain';
import { useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { AccessoriesStep, type AccessoryChange } from './accessories-step';
import { accessorySections } from './accessory-sections';
import { useFabrics } from './api/get-fabrics';
import { CustomiseDrawer } from './customise-drawer';
import type { CustomiserMode } from './customiser-mode';
import styles from './customiser.module.css';
import { DesignNotices } from './design-notices';
import { DesignSummary } from './design-summary';
import { FabricStep, type FavouriteFabric } from './fabric-step';
import { GarmentPicture } from './garment-picture';
import type { ImageViewer } from './image-viewer';
import { StepTabs, type Step } from './step-tabs';
import { StyleStep } from './style-step';
import { useChosenFabric, type ChosenFabric } from './use-chosen-fabric';
import { useDesignUrl } from './use-design-url';
import { useWideLayout } from './use-wide-layout';
import { measurementsPath } from '../../lib/route-paths';

const FABRIC_STEP = 'fabric';
const ACCESSORIES_STEP = 'accessories';

export interface CustomiserProps {
  /** The configuration of the piece's type, fetched in `currency`. */
  config: ProductConfig;
  /** The display currency: fabric prices are fetched in it. */
  currency: CurrencyCode;
  mode: CustomiserMode;
  /** How a person names one piece: "shirt", "polo shirt". */
  piece: string;
  /** "Made and shipped in 3.5–4 weeks", or the pre-order's estimated delivery. */
  delivery: string;
  /** Above the heading: the pre-order's name. */
  eyebrow?: ReactNode;
  /** Under the heading: the pre-order's countdown, or what a trial piece is. */
  intro?: ReactNode;
  ImageViewer: ImageViewer;
  /** Beside the summary once a fabric is chosen: the app's "Share this design" (issue 30). */
  ShareDesign?: ComponentType<{ productType: ProductType; query: string }>;
  /** Beside it: the app's "Save design" (issue 30). */
  SaveDesign?: ComponentType<{ config: ProductConfig; query: string; fabricTitle: string | null }>;
  /** On each fabric card: the app's "Add to favourites" heart (issue 30). */
  FavouriteFabric?: FavouriteFabric;
}

/** What the customer is told when the fabric a link names cannot be used. */
function fallbackMessage(chosen: ChosenFabric & { status: 'unavailable' }, handle: string, replacement: Product): string {
  if (chosen.reason === 'sold-out' && chosen.fabric)
    return `${chosen.fabric.title} is out of stock just now, so we chose ${replacement.title}.`;
  if (chosen.reason === 'not-in-preorder' && chosen.fabric)
    return `${chosen.fabric.title} is not part of this pre-order, so we chose ${replacement.title}.`;
  return `We could not find the fabric “${handle}”, so we chose ${replacement.title}.`;
}

/**
 * The customiser (SPEC §2 /shop/{type}): fabric, one step per style group, accessories; the piece's
 * picture, summary and price beside them. Everything about the piece comes from its configuration.
 */
export function Customiser({
  config,
  currency,
  mode,
  piece,
  delivery,
  eyebrow,
  intro,
  ImageViewer,
  ShareDesign,
  SaveDesign,
  FavouriteFabric,
}: CustomiserProps) {
  const type = config.productType;
  const { design, repairs, notices, tab, pieceQuery, saveDesign, setTab, dismissNotices, currentDesign } = useDesignUrl(config);
  // SPEC §2, §4: edit=true&edit-id=&reference= edits a cart piece; its fabric, styles and size load first.
  const editing = new URLSearchParams(pieceQuery).get('edit') === 'true';
  const fabrics = useFabrics(type, currency, mode);
  const listed = useMemo(() => fabrics.data?.pages.flatMap((page) => page.products) ?? [], [fabrics.data]);
  const chosen = useChosenFabric(type, currency, mode, design.fabric, listed);
  const wide = useWideLayout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [filters, setFilters] = useState<ReadonlySet<string>>(() => new Set());

  // A link the configuration cannot honour is rewritten to what we made of it, and the customer is told.
  useEffect(() => {
    if (repairs.length > 0) saveDesign(design, { replace: true, notices: [...notices, ...repairs] });
  }, [repairs, design, notices, saveDesign]);

  // SPEC §4: a fabric that cannot be had falls back to the first one listed. Primitive dependencies keep
  // the effect from firing again while the new address is on its way.
  const replacement = chosen.status === 'unavailable' ? listed.find((fabric) => fabric.availableForSale) : undefined;
  const fallbackHandle = replacement?.handle;
  const fallbackText =
    chosen.status === 'unavailable' && replacement && design.fabric !== null ? fallbackMessage(chosen, design.fabric, replacement) : null;
  useEffect(() => {
    if (repairs.length > 0 || !fallbackHandle || !fallbackText) return;
    const notice: DesignNotice = { field: 'fabric', message: fallbackText };
    saveDesign({ ...currentDesign(), fabric: fallbackHandle }, { replace: true, notices: [...notices, notice] });
  }, [repairs, fallbackHandle, fallbackText, notices, saveDesign, currentDesign]);

  const steps = useMemo<Step[]>(
    () => [
      { value: FABRIC_STEP, label: 'Fabric' },
      ...config.stylesOrder.flatMap((key) => {
        const group = config.styles[key];
        return group ? [{ value: key, label: group.name }] : [];
      }),
      ...(accessorySections(config).length > 0 ? [{ value: ACCESSORIES_STEP, label: 'Accessories' }] : []),
    ],
    [config],
  );
  const active = steps.find((step) => step.value === tab) ?? steps[0] ?? { value: FABRIC_STEP, label: 'Fabric' };

  const chooseFabric = useCallback((handle: string) => saveDesign({ ...currentDesign(), fabric: handle }), [saveDesign, currentDesign]);
  const chooseOption = useCallback(
    (group: string, option: string) => {
      const result = chooseStyle(config, currentDesign(), group, option);
      saveDesign(result.design, { notices: result.changed });
    },
    [config, saveDesign, currentDesign],
  );
  const changeAccessory = useCallback(
    ({ item, value }: AccessoryChange) => {
      const current = currentDesign();
      const accessories = { ...current.accessories };
      if (value === null) delete accessories[item.key];
      else accessories[item.key] = value;
      // Typing replaces the entry (Back does not undo one letter at a time); a click adds one.
      saveDesign({ ...current, accessories }, item.kind === 'text' ? { replace: true, notices: 'keep' } : {});
    },
    [saveDesign, currentDesign],
  );
  const openFabricStep = useCallback(() => {
    setTab(FABRIC_STEP);
    if (!wide) setDrawerOpen(true);
  }, [setTab, wide]);

  let price: DesignPrice | null = null;
  if (chosen.status === 'ready') {
    try {
      price = priceDesign(config, chosen.fabric.price, design);
    } catch {
      // For a moment after a currency change the fabric and the configuration can disagree: no price beats a wrong one.
      price = null;
    }
  }
  const priceText = price ? formatMoney(price.totalMinor, price.currencyCode) : chosen.status === 'loading' ? '…' : 'Choose a fabric';
  const query = designToSearchParams(config, design).toString();
  // The sizing step gets the design and what the piece is for (an edit, a trial, a pre-order piece).
  const carried = new URLSearchParams(query);
  for (const [key, value] of new URLSearchParams(pieceQuery)) carried.append(key, value);
  if (mode === 'preorder') carried.set('preorder', '1');
  const continueHref = measurementsPath(type, 'standard', carried);

  const renderStep = (step: Step) => {
    if (step.value === FABRIC_STEP) {
      return (
        <FabricStep
          type={type}
          currency={currency}
          mode={mode}
          selected={design.fabric}
          filters={filters}
          onFiltersChange={setFilters}
          onChoose={chooseFabric}
          ImageViewer={ImageViewer}
          FavouriteFabric={FavouriteFabric}
        />
      );
    }
    if (step.value === ACCESSORIES_STEP)
      return <AccessoriesStep config={config} accessories={design.accessories} onChange={changeAccessory} />;
    const group = config.styles[step.value];
    return group ? <StyleStep config={config} group={group} chosen={design.styles} onChoose={chooseOption} /> : null;
  };

  const title = `Customise your ${piece}`;
  const tabs = <StepTabs steps={steps} active={active.value} onStep={setTab} label={title} renderStep={renderStep} />;
  const noticeList = <DesignNotices notices={notices} onDismiss={dismissNotices} />;

  return (
    <div className={styles.customiser} data-mode={mode} data-product-type={type} data-editing={editing ? 'true' : undefined}>
      {editing && chosen.status === 'loading' ? (
        <div className={styles.checkingOverlay} role="status" aria-live="polite">
          <span className={styles.checkingSpinner} aria-hidden="true" />
          Checking item to edit
        </div>
      ) : null}
      <header className={styles.header}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>Design your {piece}</h1>
        {intro ? <div className={styles.intro}>{intro}</div> : null}
      </header>
      {wide || !drawerOpen ? noticeList : null}
      <div className={styles.layout}>
        <div className={styles.preview}>
          <GarmentPicture config={config} design={design} fabric={chosen.status === 'ready' ? chosen.fabric : null} piece={piece} />
          <DesignSummary
            config={config}
            design={design}
            fabric={chosen}
            price={price}
            title={`Your ${piece}`}
            delivery={delivery}
            continueHref={continueHref}
            onChooseFabric={openFabricStep}
          />
          {SaveDesign && design.fabric ? <SaveDesign config={config} query={query} fabricTitle={chosen.fabric?.title ?? null} /> : null}
          {ShareDesign && design.fabric ? <ShareDesign productType={type} query={query} /> : null}
        </div>
        {wide ? <div className={styles.steps}>{tabs}</div> : null}
      </div>
      {wide ? null : (
        <CustomiseDrawer open={drawerOpen} onOpenChange={setDrawerOpen} title={title} stepLabel={active.label} priceText={priceText}>
          {noticeList}
          {tabs}
        </CustomiseDrawer>
      )}
    </div>
  );
}
