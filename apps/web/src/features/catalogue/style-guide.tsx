import {
  PRODUCT_TYPES,
  type ProductConfig,
  type ProductsConfigResponse,
  type ProductType,
  type StyleGroup,
  pieceNoun,
} from '@selvedge/contract';
import { Link } from 'react-router';
import { shopPath, styleGuidePath } from '../../lib/route-paths';
import styles from './style-guide.module.css';

/** The style guide's front page: every product type's style groups. */
export function StyleGuideIndex({ config }: { config: ProductsConfigResponse }) {
  return (
    <div className={styles.index}>
      {PRODUCT_TYPES.map((type) => {
        const product = config.products[type];
        return (
          <section key={type} aria-labelledby={`guide-${type}`} className={styles.typeSection}>
            <h2 id={`guide-${type}`}>{product.title}</h2>
            <ul className={styles.groups}>
              {product.stylesOrder.map((key) => {
                const group = product.styles[key];
                return group ? (
                  <li key={key}>
                    <Link className={styles.groupCard} to={styleGuidePath(type, key)}>
                      <img src={group.image} alt="" width={240} height={240} loading="lazy" />
                      <strong>{group.name}</strong>
                      <span>{group.description}</span>
                    </Link>
                  </li>
                ) : null;
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

export function findStyleGroup(config: ProductsConfigResponse, type: string, groupKey: string) {
  const productType = PRODUCT_TYPES.find((each) => each === type);
  if (!productType) return null;
  const product = config.products[productType];
  const group = product.styles[groupKey];
  return group ? { productType, product, group } : null;
}

/** What choosing an option rules out elsewhere, in words. */
function notSuitableWith(product: ProductConfig, groupKey: string, optionKey: string): string[] {
  return product.exceptions
    .filter((rule) => rule.when.group === groupKey && rule.when.option === optionKey)
    .flatMap((rule) =>
      rule.notSuitable.flatMap(({ group, options }) =>
        options.map((key) => product.styles[group]?.options.find((option) => option.key === key)?.value ?? key),
      ),
    );
}

/** One style group: what it is, and every option with its picture and what it does not go with. */
export function StyleGroupGuide({
  productType,
  product,
  group,
  focusOption,
}: {
  productType: ProductType;
  product: ProductConfig;
  group: StyleGroup;
  focusOption?: string | undefined;
}) {
  const otherGroups = product.stylesOrder.filter((key) => key !== group.key);
  return (
    <article className={styles.group}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <Link to={styleGuidePath()}>Style guide</Link> / <span>{product.title}</span> / <span>{group.name}</span>
      </nav>
      <h1>
        {product.title}: {group.name}
      </h1>
      <p className={styles.lede}>{group.description}</p>
      {product.exceptions.length === 0 ? <p className={styles.note}>{product.title} have no exceptions.</p> : null}
      <ul className={styles.options}>
        {group.options.map((option) => {
          const ruledOut = notSuitableWith(product, group.key, option.key);
          const focused = option.key === focusOption;
          return (
            <li key={option.key} id={option.key} className={focused ? styles.focused : undefined} aria-current={focused || undefined}>
              <img src={option.image} alt={`${option.value}: drawing`} width={240} height={240} loading="lazy" />
              <div>
                <h2>
                  <Link to={styleGuidePath(productType, group.key, option.key)}>{option.value}</Link>
                  {option.key === group.default ? <span className={styles.badge}>Our default</span> : null}
                </h2>
                <p>{option.description}</p>
                {ruledOut.length > 0 ? <p className={styles.note}>Not suitable with {ruledOut.join(', ')}.</p> : null}
              </div>
            </li>
          );
        })}
      </ul>
      <h2 className={styles.more}>More {product.title.toLowerCase()} styles</h2>
      <ul className={styles.moreLinks}>
        {otherGroups.map((key) => (
          <li key={key}>
            <Link to={styleGuidePath(productType, key)}>{product.styles[key]?.name ?? key}</Link>
          </li>
        ))}
      </ul>
      <p>
        <Link className={styles.cta} to={shopPath(productType)}>
          Design your {pieceNoun(productType)}
        </Link>
      </p>
    </article>
  );
}
