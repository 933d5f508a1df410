import {
  ErrorCode,
  type CurrencyCode,
  type OrderAgain,
  type OrderPiece,
  type PieceSizing,
  type ProductConfig,
  type ProductType,
} from '@selvedge/contract';
import { designFromSearchParams, designToSearchParams, FABRIC_PARAM, priceDesign, toMoney, type Design } from '@selvedge/domain';
import { notFound } from '../../platform/errors.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';

type FabricRow = NonNullable<Awaited<ReturnType<CatalogueService['fabricAsItIs']>>>;
import type { OrdersRepository } from './orders.repository.js';
import type { OrdersService, PaidSnapshot } from './orders.service.js';

/**
 * How much each shared attribute counts when a fabric that is gone is replaced: the colour matters
 * most to a customer, then the pattern and the cloth, then its weight. A shared word of the title
 * counts one (the only thing known of a fabric deleted outright).
 */
const ATTRIBUTE_WEIGHTS: Readonly<Record<string, number>> = { colour: 8, pattern: 4, material: 4, weight: 2 };
const TITLE_WORD_WEIGHT = 1;

/** What is known of the fabric a piece was made in: its row when the shop still has it, else what the order kept. */
interface OrderedFabric {
  title: string;
  row: FabricRow | undefined;
}

const wordsOf = (title: string): Set<string> =>
  new Set(
    title
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 1),
  );

/** How alike `candidate` is to the fabric ordered: shared attribute values, weighted, and shared title words. */
function fabricLikeness(
  ordered: { title: string; attributes: Record<string, string[]> | null },
  candidate: Pick<FabricRow, 'title' | 'attributes'>,
): number {
  let score = 0;
  if (ordered.attributes) {
    for (const [key, weight] of Object.entries(ATTRIBUTE_WEIGHTS)) {
      const mine = new Set((ordered.attributes[key] ?? []).map((value) => value.toLowerCase()));
      score += weight * (candidate.attributes[key] ?? []).filter((value) => mine.has(value.toLowerCase())).length;
    }
  }
  const words = wordsOf(ordered.title);
  for (const word of wordsOf(candidate.title)) if (words.has(word)) score += TITLE_WORD_WEIGHT;
  return score;
}

/** The fabric most like the one ordered among `candidates` (highest score; ties by title, then id), or null when there is none. */
export function nearestFabric(ordered: OrderedFabric, candidates: readonly FabricRow[]): FabricRow | null {
  const likeness = { title: ordered.title, attributes: ordered.row?.attributes ?? null };
  let best: { row: FabricRow; score: number } | null = null;
  for (const row of candidates) {
    if (row.id === ordered.row?.id) continue;
    const score = fabricLikeness(likeness, row);
    const better =
      best === null ||
      score > best.score ||
      (score === best.score && (row.title < best.row.title || (row.title === best.row.title && row.id < best.row.id)));
    if (better) best = { row, score };
  }
  return best?.row ?? null;
}

/** A number kept as text by the order ("15.5") back as the number the sizing step takes; a dropdown's choice stays text. */
const fittingSize = (value: string): number | string => (/^\d+(\.\d+)?$/.test(value) ? Number(value) : value);

/**
 * Order again (issue 30): a piece of a past order as a design for the customiser today. The design
 * is read from what was paid (the order keeps each piece's design query, with the configuration's
 * own keys), repaired against the live configuration, its fabric replaced by the nearest on sale
 * when it is gone, sized as it was made and priced now.
 */
export function createOrderAgainService({
  orders,
  repository,
  catalogue,
}: {
  orders: Pick<OrdersService, 'access'>;
  repository: Pick<OrdersRepository, 'pieces'>;
  catalogue: Pick<CatalogueService, 'productConfigs' | 'priceIn' | 'cartVariants' | 'fabricAsItIs' | 'fabricsOnSale'>;
}) {
  const missing = () => notFound('We could not find that piece.', ErrorCode.order_not_found);

  /** The fabric a design should be made in now, and what the customer is told when it is not the one ordered. */
  async function fabricNow(
    type: ProductType,
    config: ProductConfig,
    sold: OrderPiece['fabric'],
    handle: string | null,
  ): Promise<{ handle: string | null; notice: string | null }> {
    const row = await catalogue.fabricAsItIs(type, sold.id, handle);
    if (row && row.saleStatus === 'on_sale' && row.availableForSale) return { handle: row.handle, notice: null };
    const title = row?.title ?? sold.title;
    const why = row?.saleStatus === 'out_of_stock' || (row && row.saleStatus === 'on_sale') ? 'is sold out' : 'is no longer offered';
    const nearest = nearestFabric({ title, row }, await catalogue.fabricsOnSale(type));
    if (!nearest)
      return {
        handle: null,
        notice: `${title} ${why}, and we have no fabric like it for ${config.title.toLowerCase()} now: please choose a fabric.`,
      };
    return { handle: nearest.handle, notice: `${title} ${why}: the nearest is ${nearest.title}.` };
  }

  /** The piece (one of it) priced today in `currency`, the cart's way: the fabric's price and every priced accessory. */
  async function priceNow(type: ProductType, design: Design, currency: CurrencyCode): Promise<OrderAgain['price']> {
    if (!design.fabric) return null;
    const row = await catalogue.fabricAsItIs(type, '', design.fabric);
    if (!row) return null;
    const [configs, priceOf, variants] = await Promise.all([
      catalogue.productConfigs(currency),
      catalogue.priceIn(currency),
      catalogue.cartVariants([row.variantId]),
    ]);
    const variant = variants.get(row.variantId);
    const config = configs[type];
    if (!variant || !config) return null;
    const price = priceDesign(config, priceOf({ priceMinorSgd: variant.priceMinorSgd, fixedPrices: variant.fixedPrices }), design);
    return toMoney(price.totalMinor, currency);
  }

  return {
    /** GET /api/orders/{number}/pieces/{reference}/again, for the order's customer or the holder of its link's key (else 404). */
    async again(
      number: string,
      reference: string,
      customerId: string | null,
      key: string | undefined,
      currency: CurrencyCode,
    ): Promise<OrderAgain> {
      const { row } = await orders.access(number, customerId, key);
      const pieces = await repository.pieces(row.id);
      const pieceRow = pieces.find((piece) => piece.reference === reference);
      if (!pieceRow) throw missing();
      const sold = pieceRow.snapshot as OrderPiece;
      // A remake is its original's design, made to the remake's adjusted measurements.
      const designReference = sold.remakeOf ?? sold.reference;
      const paid = row.snapshot as PaidSnapshot;
      const item = (paid.items ?? []).find((candidate) => candidate.reference === designReference);
      if (!item) throw missing();
      const type = item.productType;
      const config = (await catalogue.productConfigs(currency))[type];
      if (!config) throw missing();

      const ordered = new URLSearchParams(item.design);
      const read = designFromSearchParams(config, ordered);
      const notices = read.notices.map((notice) => notice.message);
      const fabric = await fabricNow(
        type,
        config,
        item.fabric ? { id: item.fabric.id, title: item.fabric.title, handle: item.fabric.handle } : sold.fabric,
        ordered.get(FABRIC_PARAM),
      );
      if (fabric.notice) notices.unshift(fabric.notice);
      const design: Design = { ...read.design, fabric: fabric.handle };
      if (item.category === 'trial') notices.push('This was a trial piece: this time it is the full piece, made to the same size.');

      const sizing: PieceSizing = item.sizing;
      const measurements = sold.remakeOf
        ? sold.measurements.map((measurement) => ({ id: measurement.key, fitting_size: fittingSize(measurement.value) }))
        : sizing.measurements;
      return {
        productType: type,
        query: designToSearchParams(config, design).toString(),
        notices,
        sizing: {
          method: sold.remakeOf ? sizing.track : sizing.method,
          track: sizing.track,
          size: sizing.size,
          fit: sizing.fit,
          sizeName: sold.remakeOf ? null : sizing.sizeName,
          measurements,
          source: sold.sizeSource,
        },
        price: await priceNow(type, design, currency),
      };
    },
  };
}

export type OrderAgainService = ReturnType<typeof createOrderAgainService>;
