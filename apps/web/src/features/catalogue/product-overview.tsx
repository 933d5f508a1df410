import {
  type CurrencyCode,
  type Product,
  PRODUCT_TYPES,
  type ProductsConfigResponse,
  type ProductType,
  thumbnailOf,
  pieceNoun,
  ourProductsTab,
} from '@selvedge/contract';
import { Tabs } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ourProductsPath, ROUTES, shopPath, styleGuidePath } from '../../lib/route-paths';
import { useProducts } from './api/get-products';
import { leadTimeText } from './lead-time-text';
import { PriceText } from './price-text';
import styles from './product-overview.module.css';
import { ScrollingTabList } from './scrolling-tab-list';

const FABRICS_SHOWN = 8;

// The carousel (Embla and the dialog) loads when a customer first enlarges a fabric.
const ImageCarouselDialog = lazy(async () => ({ default: (await import('./image-carousel-dialog')).ImageCarouselDialog }));

/** Our Products: a tab per product type with its cloth, styles, fit and lead time. */
export function ProductOverview({
  config,
  activeType,
  currency,
}: {
  config: ProductsConfigResponse;
  activeType: ProductType;
  currency: CurrencyCode;
}) {
  const navigate = useNavigate();
  const tabOf = (type: ProductType) => ourProductsTab(config.products[type].title);

  return (
    <Tabs.Root
      value={tabOf(activeType)}
      onValueChange={(tab) => navigate(ourProductsPath(tab), { replace: true, preventScrollReset: true })}
      className={styles.tabs}
    >
      <ScrollingTabList label="Product types" active={tabOf(activeType)}>
        {PRODUCT_TYPES.map((type) => (
          <Tabs.Trigger key={type} value={tabOf(type)} className={styles.tab}>
            {config.products[type].title}
          </Tabs.Trigger>
        ))}
      </ScrollingTabList>
      {PRODUCT_TYPES.map((type) => (
        <Tabs.Content key={type} value={tabOf(type)} className={styles.panel}>
          {type === activeType ? <ProductPanel config={config} type={type} currency={currency} /> : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function ProductPanel({ config, type, currency }: { config: ProductsConfigResponse; type: ProductType; currency: CurrencyCode }) {
  const product = config.products[type];
  const { sizes, fits } = product.measurements;
  return (
    <article>
      <h2 className={styles.heading}>{product.title}</h2>
      <p className={styles.lede}>{product.description}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Made and delivered in</dt>
          <dd>{leadTimeText(product.leadTime)}</dd>
        </div>
        {product.trialLeadTime ? (
          <div>
            <dt>Trial piece</dt>
            <dd>
              <Link to={ROUTES.trial}>{leadTimeText(product.trialLeadTime)}</Link>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Fits</dt>
          <dd>{fits.join(', ')}</dd>
        </div>
        <div>
          <dt>Sizes</dt>
          <dd>
            {sizes[0]} to {sizes.at(-1)}, or your own measurements
          </dd>
        </div>
      </dl>

      <h3 className={styles.subheading}>Cloth</h3>
      <FabricStrip type={type} currency={currency} />

      <h3 className={styles.subheading}>Styles you choose</h3>
      <ul className={styles.styles}>
        {product.stylesOrder.map((key) => {
          const group = product.styles[key];
          if (!group) return null;
          return (
            <li key={key}>
              <Link to={styleGuidePath(type, key)} className={styles.style}>
                <img src={group.image} alt="" width={96} height={96} loading="lazy" />
                <span>
                  <strong>{group.name}</strong>
                  <span className={styles.muted}>{group.options.length} options</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <p>
        <Link className={styles.cta} to={shopPath(type)}>
          Design your {pieceNoun(type)}
        </Link>
      </p>
    </article>
  );
}

function FabricStrip({ type, currency }: { type: ProductType; currency: CurrencyCode }) {
  const products = useProducts(type, currency, FABRICS_SHOWN);
  const [enlarged, setEnlarged] = useState<Product | null>(null);

  if (products.isError) return <p role="alert">We could not load the cloth for this piece. Please refresh the page.</p>;
  const items = products.data?.products ?? [];
  return (
    <>
      <ul className={styles.fabrics} aria-busy={products.isPending}>
        {products.isPending
          ? Array.from({ length: FABRICS_SHOWN }, (_, index) => <li key={index} className={styles.fabricPlaceholder} />)
          : items.map((fabric) => (
              <li key={fabric.id} className={styles.fabric} data-testid="fabric-card">
                <button type="button" className={styles.fabricButton} onClick={() => setEnlarged(fabric)}>
                  <img src={thumbnailOf(fabric.images[0])} alt="" width={160} height={160} loading="lazy" />
                  <span className={styles.fabricTitle}>{fabric.title}</span>
                  <PriceText price={fabric.price} className={styles.price} />
                  <span className={styles.visuallyHidden}>Enlarge the pictures of {fabric.title}</span>
                </button>
              </li>
            ))}
      </ul>
      <p>
        <Link to={shopPath(type)}>Browse every cloth</Link>
      </p>
      {enlarged ? (
        <Suspense fallback={null}>
          <ImageCarouselDialog
            title={enlarged.title}
            images={enlarged.images}
            open
            onOpenChange={(open) => {
              if (!open) setEnlarged(null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
