import { isProductType, type ProductType, pieceNoun } from '@selvedge/contract';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { leadTimeText } from '../../features/catalogue/lead-time-text';
import { Customiser } from '../../features/customiser/customiser';
import { useUserSession } from '../../features/account/session/user-session';
import type { CustomiserMode } from '../../features/customiser/customiser-mode';
import type { ImageViewerProps } from '../../features/customiser/image-viewer';
import type { ProductConfig } from '@selvedge/contract';
import { usePageMeta } from '../../lib/page-meta';
import { ROUTES } from '../../lib/route-paths';
import styles from './page.module.css';
import { WithProductsConfig } from './with-products-config';

// The carousel (Embla and the dialog) downloads when a customer first enlarges a fabric.
const ImageCarouselDialog = lazy(async () => ({
  default: (await import('../../features/catalogue/image-carousel-dialog')).ImageCarouselDialog,
}));

/** The shop's enlarged-image carousel, as the customiser's picture viewer. */
function FabricPictures(props: ImageViewerProps) {
  return (
    <Suspense fallback={null}>
      <ImageCarouselDialog {...props} />
    </Suspense>
  );
}

// Saving, sharing and the favourites' hearts (their dialogs and calls) download after the customiser
// has drawn, so the page's first paint waits for none of them.
const SaveDesignButton = lazy(async () => ({
  default: (await import('../../features/saved-designs/save-design-button')).SaveDesignButton,
}));
const ShareDesignButton = lazy(async () => ({
  default: (await import('../../features/design-share/share-design-button')).ShareDesignButton,
}));
const FavouriteToggle = lazy(async () => ({ default: (await import('../../features/saved-designs/favourite-toggle')).FavouriteToggle }));

/** "Save design", to the customer's account or, for a guest, this browser. */
function SaveDesign(props: { config: ProductConfig; query: string; fabricTitle: string | null }) {
  const { user } = useUserSession();
  return (
    <Suspense fallback={null}>
      <SaveDesignButton {...props} signedIn={user !== null} />
    </Suspense>
  );
}

/** "Share design": a link to the design anyone can open. */
function ShareDesign(props: { productType: ProductType; query: string }) {
  return (
    <Suspense fallback={null}>
      <ShareDesignButton {...props} />
    </Suspense>
  );
}

/** The heart on each fabric card: the customer's favourites, or a guest's in this browser. */
function FavouriteFabric(props: { handle: string; title: string; productType: ProductType }) {
  const { user } = useUserSession();
  return (
    <Suspense fallback={null}>
      <FavouriteToggle {...props} signedIn={user !== null} />
    </Suspense>
  );
}

interface CustomiserScreenProps {
  type: ProductType;
  mode: CustomiserMode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  /** The delivery promise; the type's lead time unless given. */
  delivery?: string;
  /** A trial piece (`trial=1`, from /trial or the navbar's Trial Item panel), where the type offers one. */
  trial?: boolean;
}

/** What a trial piece is, above its customiser (SPEC §1, §9): its lead time and what happens next. */
function TrialIntro({ leadTime }: { leadTime: string }) {
  return (
    <div className={styles.notice} data-testid="trial-intro">
      <p>
        <strong>This is a trial piece.</strong> It is priced as shown beside your design and made and delivered in {leadTime}, with no extra
        delivery charge.
      </p>
      <p>What happens next:</p>
      <ol>
        <li>Wear it for a few days, as you would any piece.</li>
        <li>
          Send us your fit pictures, following the <Link to={ROUTES.fitPicturesGuide}>fit pictures guide</Link>.
        </li>
        <li>We refine your pattern and keep it for every piece you order after.</li>
      </ol>
    </div>
  );
}

/** The customiser of one product type, with its configuration in the display currency. */
export function CustomiserScreen({ type, mode, eyebrow, intro, delivery, trial = false }: CustomiserScreenProps) {
  const piece = pieceNoun(type);
  return (
    <WithProductsConfig title={`Design your ${piece}`} what="the customiser">
      {(config) => {
        const product = config.products[type];
        const trialLeadTime = trial && product.trialLeadTime ? leadTimeText(product.trialLeadTime) : null;
        return (
          <Customiser
            key={`${type}-${mode}`}
            config={product}
            // Fabrics are priced in the configuration's own currency, so the two always add up.
            currency={config.currencyCode}
            mode={mode}
            piece={piece}
            delivery={
              trialLeadTime
                ? `Trial piece: made and delivered in ${trialLeadTime}`
                : (delivery ?? `Made and shipped in ${leadTimeText(product.leadTime)}`)
            }
            eyebrow={trialLeadTime ? 'Trial piece' : eyebrow}
            intro={trialLeadTime ? <TrialIntro leadTime={trialLeadTime} /> : intro}
            ImageViewer={FabricPictures}
            ShareDesign={mode === 'standard' ? ShareDesign : undefined}
            SaveDesign={mode === 'standard' ? SaveDesign : undefined}
            FavouriteFabric={mode === 'standard' ? FavouriteFabric : undefined}
          />
        );
      }}
    </WithProductsConfig>
  );
}

/** /shop/{productType} (SPEC §2): the customiser for the cloth on general sale. */
export function ShopRoute() {
  const { productType = '' } = useParams();
  const [searchParams] = useSearchParams();
  const type = isProductType(productType) ? productType : null;
  const piece = type ? pieceNoun(type) : 'piece';
  usePageMeta(
    `Design your ${piece}`,
    `Choose the cloth, the styles and the finishing touches of a ${piece} made to your measurements, and see the price as you go.`,
  );
  if (!type) return <Navigate to={ROUTES.home} replace />;
  return <CustomiserScreen type={type} mode="standard" trial={searchParams.get('trial') === '1'} />;
}
