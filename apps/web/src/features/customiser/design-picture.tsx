import type { Product, ProductConfig, StyleOption } from '@selvedge/contract';
import type { Design } from '@selvedge/domain';
import styles from './design-picture.module.css';

interface DesignPictureProps {
  config: ProductConfig;
  design: Design;
  fabric: Product | null;
}

interface Layer {
  group: string;
  groupName: string;
  option: StyleOption;
}

/** The chosen option of each group, the style-keyed groups (collar, waistband ...) first. */
function layersOf(config: ProductConfig, design: Design): Layer[] {
  const order = [...config.styleKeys, ...config.stylesOrder.filter((group) => !config.styleKeys.includes(group))];
  const layers: Layer[] = [];
  for (const group of order) {
    const definition = config.styles[group];
    const option = definition?.options.find((candidate) => candidate.key === (design.styles[group] ?? definition.default));
    if (definition && option) layers.push({ group, groupName: definition.name, option });
  }
  return layers;
}

/**
 * The piece as designed so far: the chosen cloth as the ground, the drawing of the defining style
 * (the collar of a shirt, the waistband of trousers) on it, and the other choices as a strip beneath.
 * Its size never depends on the choices, so nothing around it moves when they change.
 */
export function DesignPicture({ config, design, fabric }: DesignPictureProps) {
  const [main, ...others] = layersOf(config, design);
  const swatch = fabric?.images[0];
  // The other choices sit on the same cloth, a ring of it around each drawing.
  const clothBackground = swatch ? { backgroundImage: `url("${swatch.url}")` } : undefined;
  const label = [main ? `${main.option.value}` : config.title, fabric ? `in ${fabric.title}` : null].filter(Boolean).join(' ');

  return (
    <figure className={styles.picture} data-testid="design-picture" data-fabric={fabric?.handle ?? ''} data-main-option={main?.option.key ?? ''}>
      <div className={styles.stage} role="img" aria-label={label}>
        {swatch ? (
          // The largest picture of the page: fetched at once, never lazily.
          <img className={styles.cloth} src={swatch.url} alt="" width={swatch.width} height={swatch.height} fetchPriority="high" />
        ) : (
          <span className={styles.noCloth} />
        )}
        {main ? (
          <span className={styles.card}>
            <img key={main.option.image} className={styles.drawing} src={main.option.image} alt="" width={240} height={240} fetchPriority="high" />
          </span>
        ) : null}
        <span className={styles.caption}>{fabric ? fabric.title : 'Choose a fabric to see it here'}</span>
      </div>
      {others.length > 0 ? (
        <ul className={styles.strip} aria-label="Your other choices">
          {others.map((layer) => (
            <li
              key={layer.group}
              className={styles.thumb}
              style={clothBackground}
              title={`${layer.groupName}: ${layer.option.value}`}
              data-group={layer.group}
            >
              <span className={styles.thumbCard}>
                <img src={layer.option.image} alt={`${layer.groupName}: ${layer.option.value}`} width={64} height={64} loading="lazy" decoding="async" />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </figure>
  );
}
