import { isProductType, type ProductType } from '@selvedge/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { productsConfigQueryOptions } from '../../features/catalogue/api/get-products-config';
import { leadTimeText } from '../../features/catalogue/lead-time-text';
import { pieceName } from '../../features/catalogue/piece-name';
import { useCurrency } from '../../features/currency/currency-provider';
import { Customiser } from '../../features/customiser/customiser';
import type { CustomiserMode } from '../../features/customiser/customiser-mode';
import type { ImageViewerProps } from '../../features/customiser/image-viewer';
import { usePageMeta } from '../../lib/page-meta';
import styles from './page.module.css';

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

interface CustomiserScreenProps {
  type: ProductType;
  mode: CustomiserMode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  /** The delivery promise; the type's lead time unless given. */
  delivery?: string;
}

/** The customiser of one product type, with its configuration in the display currency. */
export function CustomiserScreen({ type, mode, eyebrow, intro, delivery }: CustomiserScreenProps) {
  const { currency } = useCurrency();
  // While another currency loads, the page keeps the last one: the design and the open step stay put.
  const config = useQuery({ ...productsConfigQueryOptions(currency), placeholderData: keepPreviousData });
  const piece = pieceName(type);

  if (config.isPending) {
    return (
      <div className={styles.page}>
        <div className={styles.placeholder} aria-busy="true" aria-label="Loading the customiser" />
      </div>
    );
  }
  if (config.isError) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Design your {piece}</h1>
        <div role="alert" className={styles.notice}>
          <p>We could not load the customiser just now. Please try again in a moment.</p>
          <button type="button" onClick={() => void config.refetch()}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  const product = config.data.products[type];
  return (
    <Customiser
      key={`${type}-${mode}`}
      config={product}
      // Fabrics are priced in the configuration's own currency, so the two always add up.
      currency={config.data.currencyCode}
      mode={mode}
      piece={piece}
      delivery={delivery ?? `Made and shipped in ${leadTimeText(product.leadTime)}`}
      eyebrow={eyebrow}
      intro={intro}
      ImageViewer={FabricPictures}
    />
  );
}

/** /shop/{productType} (SPEC §2): the customiser for the cloth on general sale. */
export function ShopRoute() {
  const { productType = '' } = useParams();
  const type = isProductType(productType) ? productType : null;
  const piece = type ? pieceName(type) : 'piece';
  usePageMeta(
    `Design your ${piece}`,
    `Choose the cloth, the styles and the finishing touches of a ${piece} made to your measurements, and see the price as you go.`,
  );
  if (!type) return <Navigate to="/" replace />;
  return <CustomiserScreen type={type} mode="standard" />;
}
