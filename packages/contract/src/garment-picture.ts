import { z } from 'zod';
import type { ProductType } from './product-types.js';

/**
 * The garment drawn in its cloth (issue 30), as configuration data: per view an SVG built from
 * layers, one drawing per style option, stacked in the order the view names. A new option needs a
 * drawing here, never code. The drawing is data, not markup: every shape is path data (commands and
 * numbers only) and a paint, so nothing a member of staff types can run in a customer's browser.
 */

const key = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'keys are lower-case words joined by dashes');
const hex = z.string().regex(/^#[0-9a-f]{6}$/, 'colours are written #rrggbb in lower case');

/** SVG path data: commands and numbers only (no markup, no references). */
export const PathDataSchema = z
  .string()
  .min(1)
  .max(20_000)
  .regex(/^[MmLlHhVvCcSsQqTtAaZz0-9eE.,\s+-]+$/, 'path data holds only path commands and numbers');

/**
 * What fills a shape:
 * - `cloth`: the fabric's picture, repeated at the fabric's scale (with a fine outline);
 * - `shade`: grey, multiplied over what is beneath (folds, the shadow under a collar);
 * - `highlight`: light, screened over what is beneath (where the cloth catches the light);
 * - `line`: a seam or stitch line, stroked and never filled;
 * - any other key names one of the picture's `paints` (buttons, a contrast collar, the lining, a zip).
 * Shades and highlights are drawn after every cloth shape and kept inside the garment's outline.
 */
export const PictureShapeSchema = z.object({
  d: PathDataSchema,
  paint: key,
  /** 0 to 1; shades and highlights use it for depth. */
  opacity: z.number().min(0).max(1).optional(),
});
export type PictureShape = z.infer<typeof PictureShapeSchema>;

/** The paints a picture's shapes are drawn in, other than the cloth: `cloth`, `shade`, `highlight` and `line` are reserved. */
export const RESERVED_PAINTS = ['cloth', 'shade', 'highlight', 'line'] as const;

/**
 * A colour that follows a choice: the colour of the chosen option of a style group (buttons) or of an
 * accessory choice (a contrast collar, the lining colour, the initials' thread). An option without a
 * colour, or no choice, gives `default`; a `default` of null means the cloth itself (a collar with no
 * contrast is in the shirt's cloth, a "tonal" lining is the cloth's colour).
 */
export const ColourSourceSchema = z.object({
  default: hex.nullable(),
  from: z
    .object({
      source: z.enum(['style', 'accessory']),
      key,
      colours: z.record(key, hex),
    })
    .nullable(),
});
export type ColourSource = z.infer<typeof ColourSourceSchema>;

/** Where the initials sit in a view, per option of the initials-position choice. */
export const MonogramPlacementSchema = z.object({
  x: z.number(),
  y: z.number(),
  /** Letter height in drawing units. */
  size: z.number().positive(),
  rotate: z.number().min(-180).max(180).optional(),
});

export const GarmentViewSchema = z.object({
  /** `front`, `back`, or a detail (`cuff`, `collar`, `lining`). */
  key,
  name: z.string().min(1),
  /** The drawing's coordinate box (0 0 width height). */
  width: z.number().positive(),
  height: z.number().positive(),
  /** Drawn first, whatever is chosen: the body of the garment. */
  base: z.array(PictureShapeSchema),
  /** The style groups drawn in this view, bottom first; each option of each has a drawing for this view. */
  stack: z.array(key),
  /** Drawn after every option (shading over the whole garment, a hanger loop ...). */
  top: z.array(PictureShapeSchema),
  /** initials-position option -> where the initials go in this view; positions not here are not seen in it. */
  monogram: z.record(key, MonogramPlacementSchema),
});
export type GarmentView = z.infer<typeof GarmentViewSchema>;

export const GarmentPictureSchema = z.object({
  /** The first view is the one shown first (front). */
  views: z.array(GarmentViewSchema).min(1),
  /** How many drawing units one fabric picture spans: the cloth's scale on the garment. */
  clothSpan: z.number().positive(),
  /** Style groups no view shows (collar stiffness, a jacket's canvas); every other group is in some view's stack. */
  unseen: z.array(key),
  /** group -> option -> view -> the option's shapes in that view (an empty list draws nothing, as for "no pocket"). */
  layers: z.record(key, z.record(key, z.record(key, z.array(PictureShapeSchema)))),
  /** Paint key -> its colour source. */
  paints: z.record(key, ColourSourceSchema),
  /** The initials: which accessory holds the text, which the position, and their colour. Null where a type has none. */
  monogram: z
    .object({
      text: key,
      position: key,
      colour: ColourSourceSchema,
    })
    .nullable(),
});
export type GarmentPicture = z.infer<typeof GarmentPictureSchema>;

/**
 * What the storefront's configuration answer says of the picture: its views' names and boxes, enough
 * to lay out the customiser and its view switcher. The drawings themselves (tens of kilobytes a type)
 * are asked for apart, by the customiser only (GarmentPictureResponseSchema), so every other page's
 * configuration stays small.
 */
export const GarmentPictureOutlineSchema = z.object({
  views: z.array(GarmentViewSchema.pick({ key: true, name: true, width: true, height: true })).min(1),
});
export type GarmentPictureOutline = z.infer<typeof GarmentPictureOutlineSchema>;

/** A picture's outline: its views' keys, names and boxes. */
export function pictureOutline(picture: GarmentPicture): GarmentPictureOutline {
  return { views: picture.views.map(({ key: viewKey, name, width, height }) => ({ key: viewKey, name, width, height })) };
}

/** Answer of GET /api/garment-pictures/{productType}?v={version}: the live configuration's drawings. */
export const GarmentPictureResponseSchema = z.object({
  productType: z.string(),
  /** The configuration version the drawings belong to. */
  version: z.number().int().positive(),
  picture: GarmentPictureSchema,
});
export type GarmentPictureResponse = z.infer<typeof GarmentPictureResponseSchema>;

/**
 * The drawings' address (without `/api`). It carries the configuration's version, so a browser keeps
 * the answer an hour and a publish is a new address.
 */
export function garmentPicturePath(productType: ProductType, version: number): string {
  return `/garment-pictures/${productType}?v=${version}`;
}

/** The views a preview can be asked for. */
export const PreviewViewSchema = key;

/** What a piece of each type is called in a sentence ("a spread collar shirt in ..."). */
const PIECE_NOUNS: Record<ProductType, string> = {
  shirt: 'shirt',
  polo: 'polo shirt',
  trousers: 'trousers',
  shorts: 'shorts',
  outerwears: 'outerwear',
  jackets: 'jacket',
};

/** How a person names one piece of a type: "Design your jacket", "a polo shirt in ...". */
export function pieceNoun(type: ProductType): string {
  return PIECE_NOUNS[type];
}

/** The attributes a piece carries after its style choices (its size, initials and notes); the engine's own start with `_`. */
const NOT_STYLES = new Set(['Size', 'Fit', 'Initials', 'Add ons', 'Others']);

/**
 * The words for a piece's picture (its alt text): its first style choice, what it is and its cloth,
 * "Spread collar shirt in Royal Oxford Sky". A piece's attributes (past the engine's `_` ones) start with its style choices.
 */
export function piecePictureAlt(piece: {
  productType: ProductType;
  fabric: { title: string };
  attributes: readonly { key: string; value: string }[];
}): string {
  const first = piece.attributes.find((attribute) => !attribute.key.startsWith('_'));
  const style = first && !NOT_STYLES.has(first.key) ? first.value.trim() : '';
  const what = style ? `${style} ${PIECE_NOUNS[piece.productType]}` : PIECE_NOUNS[piece.productType];
  return `${what.charAt(0).toUpperCase()}${what.slice(1)} in ${piece.fabric.title}`;
}
