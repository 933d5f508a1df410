import { createHash } from 'node:crypto';
import { PRODUCT_TYPES, type ApiProblem, type GarmentPicture, type ProductConfig, type ProductType } from '@selvedge/contract';
import {
  composeGarment,
  designFromSearchParams,
  designToSearchParams,
  FABRIC_PARAM,
  pictureView,
  svgMarkup,
  type Design,
} from '@selvedge/domain';
import sharp from 'sharp';
import { invalidInput, notFound } from '../../platform/errors.js';
import { createKeptAnswers } from '../../platform/announced-cache.js';
import type { FileStorage } from '../../platform/file-storage.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { ContentService } from '../content/content.service.js';

/**
 * The garment in its cloth as a picture (issue 30, decision 050): the same layers the customiser
 * draws, rendered by sharp (librsvg) to WebP for the cart, the checkout, orders, e-mails, the
 * production sheet and shared designs. A picture is kept in the file storage under the hash of all it
 * depends on (the configuration's version, the view, the design, the cloth's picture), written once and
 * never changed; the same design asked for twenty times at once is drawn once, and at most
 * `RENDERS_AT_ONCE` pictures are drawn at a time, so memory stays bounded however many are asked for.
 */

/** The width of a preview, in pixels. */
const PREVIEW_WIDTH = 600;
/** The side of the cloth's tile embedded in the drawing. */
const TILE_SIDE = 256;
const RENDERS_AT_ONCE = 2;
const TILES_KEPT = 64;
const HOT_KEPT = 64;

export interface Preview {
  /** The hash of everything the picture depends on: its ETag and its name in the file storage. */
  hash: string;
  body: Buffer;
}

export interface PreviewsDependencies {
  catalogue: Pick<CatalogueService, 'productConfigs' | 'productByHandle' | 'livePicture'>;
  content: Pick<ContentService, 'media'>;
  storage: FileStorage;
  /** Tests only: counts the renders running at once. */
  onRender?: (running: number) => void;
}

export function createPreviewsService({ catalogue, content, storage, onRender }: PreviewsDependencies) {
  // A failed read is not kept: the next drawing asks again.
  const tiles = createKeptAnswers<string>({ max: TILES_KEPT });
  // The pictures drawn last; callers asking for one being drawn wait for that drawing.
  const hot = createKeptAnswers<Buffer>({ max: HOT_KEPT });
  let running = 0;
  const waiting: (() => void)[] = [];

  async function limited<T>(work: () => Promise<T>): Promise<T> {
    if (running >= RENDERS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    onRender?.(running);
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  }

  /** The cloth's picture as a small tile in a data: address: librsvg fetches nothing. */
  function tileOf(imageUrl: string): Promise<string> {
    return tiles
      .read(imageUrl, async () => {
        const id = /^\/api\/media\/([a-z0-9-]{1,120})$/.exec(imageUrl)?.[1];
        if (!id) return '';
        const media = await content.media(id, 'full');
        // A drawn swatch is kept as SVG text, an uploaded photograph as bytes.
        const bytes = typeof media.body === 'string' ? Buffer.from(media.body) : media.body;
        // A JPEG tile: a sixth of a PNG's bytes, and librsvg decodes it in a fraction of the time.
        const jpeg = await sharp(bytes, { limitInputPixels: 50_000_000 })
          .resize(TILE_SIDE, TILE_SIDE, { fit: 'cover' })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 85 })
          .toBuffer();
        return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
      })
      .then((tile) => tile ?? '');
  }

  /**
   * The design a preview's query names, checked strictly: every parameter must be the design's (or
   * `view`), every option one of its group's, the cloth one of the type's, and no exception broken.
   */
  async function designOf(
    type: ProductType,
    query: URLSearchParams,
  ): Promise<{
    config: ProductConfig;
    drawings: { version: number; picture: GarmentPicture };
    design: Design;
    view: string;
    imageUrl: string | null;
    fabricTitle: string | null;
  }> {
    const [configs, drawings] = await Promise.all([catalogue.productConfigs('SGD'), catalogue.livePicture(type)]);
    const config = configs[type];
    const { picture } = drawings;
    const params = new URLSearchParams(query);
    const viewAsked = params.get('view');
    params.delete('view');
    const problems: ApiProblem[] = [];
    const view = viewAsked ?? picture.views[0]!.key;
    if (!pictureView(picture, view)) {
      problems.push({
        path: 'query.view',
        message: `view: "${view.slice(0, 40)}" is not a view of the picture (${picture.views.map((one) => one.key).join(', ')})`,
      });
    }
    const { design, notices } = designFromSearchParams(config, params);
    for (const notice of notices) problems.push({ path: `query.${notice.field}`, message: notice.message });
    let imageUrl: string | null = null;
    let fabricTitle: string | null = null;
    if (design.fabric !== null) {
      const handle = design.fabric;
      const fabric = /^[a-z0-9-]{1,120}$/.test(handle) ? await catalogue.productByHandle(type, handle, 'SGD').catch(() => null) : null;
      if (!fabric)
        problems.push({
          path: `query.${FABRIC_PARAM}`,
          message: `fabric: no ${config.title.toLowerCase()} fabric has the handle "${handle.slice(0, 120)}"`,
        });
      else {
        imageUrl = fabric.images[0]?.url ?? null;
        fabricTitle = fabric.title;
      }
    }
    if (problems.length > 0) throw invalidInput(problems.map((problem) => problem.message).join(' '), problems);
    return { config, drawings, design, view, imageUrl, fabricTitle };
  }

  async function render(picture: GarmentPicture, design: Design, view: string, imageUrl: string | null, title: string): Promise<Buffer> {
    const clothHref = imageUrl ? (await tileOf(imageUrl)) || null : null;
    const tree = composeGarment({ picture, design, view, clothHref, idPrefix: 'p', title });
    if (!tree) throw new Error(`the view ${view} vanished while drawing`);
    const width = pictureView(picture, view)!.width;
    return limited(() =>
      sharp(Buffer.from(svgMarkup(tree)), { density: (72 * PREVIEW_WIDTH) / width })
        .resize({ width: PREVIEW_WIDTH })
        .webp({ quality: 80, effort: 2 })
        .toBuffer(),
    );
  }

  const service = {
    /** The picture of the design `query` names, in its view; a 400 names what is wrong with the query. */
    async preview(file: string, query: URLSearchParams): Promise<Preview> {
      const type = /^([a-z]+)\.webp$/.exec(file)?.[1];
      if (!type || !(PRODUCT_TYPES as readonly string[]).includes(type)) {
        throw notFound(`file: there is no picture "${file.slice(0, 60)}": ask for {product type}.webp (${PRODUCT_TYPES.join(', ')})`);
      }
      const { config, drawings, design, view, imageUrl, fabricTitle } = await designOf(type as ProductType, query);
      const normalised = designToSearchParams(config, design).toString();
      const hash = createHash('sha256')
        .update(JSON.stringify([type, config.version, drawings.version, view, normalised, imageUrl]))
        .digest('hex')
        .slice(0, 40);

      const body = await hot.read(hash, async () => {
        const key = `previews/${hash}.webp`;
        const stored = await storage.get(key);
        if (stored) return stored;
        const title = `${config.title} in ${fabricTitle ?? 'undyed cloth'}`;
        const drawn = await render(drawings.picture, design, view, imageUrl, title);
        await storage.put(key, drawn);
        return drawn;
      });
      if (!body) throw new Error(`the preview ${hash} was not drawn`);
      return { hash, body };
    },

    /**
     * Draws, one after another, the picture each customiser opens on at a bare `/shop/{type}` (the
     * page's largest paint), unless the file storage has it: run once a process has started, so the
     * first visitor after a deploy waits for no drawing. Returns how many types it has ready.
     */
    async warmDefaults(): Promise<number> {
      const configs = await catalogue.productConfigs('SGD');
      let ready = 0;
      for (const type of PRODUCT_TYPES) {
        const { design } = designFromSearchParams(configs[type], new URLSearchParams());
        await service.preview(`${type}.webp`, designToSearchParams(configs[type], design));
        ready++;
      }
      return ready;
    },
  };
  return service;
}

export type PreviewsService = ReturnType<typeof createPreviewsService>;
