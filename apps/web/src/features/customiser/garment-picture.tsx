import { previewPath, type Product, type ProductConfig } from '@selvedge/contract';
import { composeGarment, designToSearchParams, type Design } from '@selvedge/domain';
import { RadioGroup } from 'radix-ui';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { GarmentSvg } from '../../lib/ui/garment-svg';
import { useGarmentPicture } from './api/get-garment-picture';
import styles from './garment-picture.module.css';

interface GarmentPictureProps {
  config: ProductConfig;
  design: Design;
  fabric: Product | null;
  /** How a person names one piece: "shirt". */
  piece: string;
}

/**
 * What the picture shows: the server's picture of the design as the page opened it (preloaded with the
 * HTML, so the page's largest paint is one image that arrives with it, and nothing is composed while
 * the page loads), then, from the customer's first change, the drawing composed here, which follows
 * every choice within a frame. The drawings are asked for at that first change (a response of their
 * own): until they arrive, the server's picture of the design as it now is stands in.
 */
type Shown = 'preview' | 'drawing';

/** The design's choices with each group's usual option where none is chosen yet (the address holds only what was chosen). */
function withUsualStyles(config: ProductConfig, design: Design): Design {
  const styles: Record<string, string> = {};
  for (const group of config.stylesOrder) {
    const chosen = design.styles[group] ?? config.styles[group]?.default;
    if (chosen !== undefined) styles[group] = chosen;
  }
  return { ...design, styles };
}

/** "Spread collar shirt in Royal Oxford Sky, front": the defining style, the piece, the cloth and the view. */
function garmentLabel(config: ProductConfig, design: Design, fabric: Product | null, piece: string, viewName: string): string {
  const key = config.styleKeys[0];
  const group = key === undefined ? undefined : config.styles[key];
  const option = group?.options.find((candidate) => candidate.key === (design.styles[group.key] ?? group.default));
  const what = option ? `${option.value} ${piece}` : piece.charAt(0).toUpperCase() + piece.slice(1);
  return `${what}${fabric ? ` in ${fabric.title}` : ''}, ${viewName.toLowerCase()}`;
}

/**
 * The piece as designed so far, drawn in its cloth with every style and accessory choice (issue 30,
 * decision 049): the configuration's layers composed by the same function the server renders with.
 * The box is the first view's shape and never changes with a choice, so nothing around it moves.
 */
export function GarmentPicture({ config, design, fabric, piece }: GarmentPictureProps) {
  // The configuration holds the views' names and boxes; the drawings come with their own request.
  const { views } = config.picture;
  const first = views[0];
  const [viewKey, setViewKey] = useState(first?.key ?? 'front');
  const view = views.find((candidate) => candidate.key === viewKey) ?? first;
  const idPrefix = `garment${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;

  const query = designToSearchParams(config, design).toString();
  const [openedWith] = useState(query);
  const [shown, setShown] = useState<Shown>('preview');
  // Any change (a choice, another view) is drawn here: the preview shows the design as it opened.
  if (shown !== 'drawing' && (query !== openedWith || view?.key !== first?.key)) setShown('drawing');
  const picture = useGarmentPicture(config.productType, config.version, shown === 'drawing').data ?? null;

  const clothHref = fabric?.images[0]?.url ?? null;
  const complete = useMemo(() => withUsualStyles(config, design), [config, design]);
  const tree = useMemo(
    () => (picture && view ? composeGarment({ picture, design: complete, view: view.key, clothHref, idPrefix }) : null),
    [picture, complete, view, clothHref, idPrefix],
  );

  // The cloth's picture inside the drawing: known to be loaded when its <image> says so.
  const drawingRef = useRef<HTMLDivElement>(null);
  const [clothLoaded, setClothLoaded] = useState<string | null>(null);
  const drawn = shown === 'drawing' && tree !== null;
  useLayoutEffect(() => {
    const image = drawn && clothHref ? drawingRef.current?.querySelector('image') : null;
    if (!image) return;
    const done = () => setClothLoaded(clothHref);
    image.addEventListener('load', done);
    image.addEventListener('error', done);
    return () => {
      image.removeEventListener('load', done);
      image.removeEventListener('error', done);
    };
  }, [drawn, clothHref]);
  const clothReady = clothHref === null || clothLoaded === clothHref;

  const label = garmentLabel(config, design, fabric, piece, view?.name ?? 'Front');
  const width = first?.width ?? 400;
  const height = first?.height ?? 480;

  return (
    <figure
      className={styles.picture}
      data-testid="garment-picture"
      data-fabric={fabric?.handle ?? ''}
      data-view={view?.key ?? ''}
      data-shown={shown}
      data-cloth={clothHref === null ? 'none' : clothReady ? 'ready' : 'loading'}
    >
      <div className={styles.stage} style={{ aspectRatio: `${width} / ${height}` }} data-testid="garment-stage">
        {drawn ? (
          <div ref={drawingRef} className={styles.layer}>
            <GarmentSvg tree={tree} className={styles.drawing} label={label} />
          </div>
        ) : (
          // The page's largest paint: the server's picture of this very design, preloaded with the HTML
          // (or, while the drawings are on their way, of the design and view as they now are).
          <img
            className={styles.preview}
            src={shown === 'preview' ? previewPath(config.productType, openedWith) : previewPath(config.productType, query, view?.key)}
            alt={label}
            width={width}
            height={height}
            fetchPriority="high"
            onError={() => setShown('drawing')}
          />
        )}
      </div>
      {views.length > 1 ? (
        <RadioGroup.Root className={styles.views} value={view?.key} onValueChange={setViewKey} aria-label="View" orientation="horizontal">
          {views.map((candidate) => (
            <RadioGroup.Item key={candidate.key} value={candidate.key} className={styles.view}>
              {candidate.name}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      ) : null}
      <figcaption className={styles.note}>
        The garment shown is a visualisation: the real cloth and its pattern may look a little different.
      </figcaption>
    </figure>
  );
}
