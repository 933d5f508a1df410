import { isProductType, type ProductType } from '@selvedge/contract';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { leadTimeText } from '../../features/catalogue/lead-time-text';
import { pieceName } from '../../features/catalogue/piece-name';
import { Customiser } from '../../features/customiser/customiser';
import type { CustomiserMode } from '../../features/customiser/customiser-mode';
import type { ImageViewerProps } from '../../features/customiser/image-viewer';
import { usePageMeta } from '../../lib/page-meta';
import { ROUTES } from '../../lib/route-paths';
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
  const piece = pieceName(type);
  return (
    <WithProductsConfig title={`Design your ${piece}`} what="the customiser">
      {(config) => {
        const product = config.products[type];
        return (
          <Customiser
            key={`${type}-${mode}`}
            config={product}
            // Fabrics are priced in the configuration's own currency, so the two always add up.
            currency={config.currencyCode}
            mode={mode}
            piece={piece}
            delivery={delivery ?? `Made and shipped in ${leadTimeText(product.leadTime)}`}
            eyebrow={eyebrow}
            intro={intro}
            ImageViewer={FabricPictures}
          />
        );
      }}
    </WithProductsConfig>
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
  if (!type) return <Navigate to={ROUTES.home} replace />;
  return <CustomiserScreen type={type} mode="standard" />;
}
