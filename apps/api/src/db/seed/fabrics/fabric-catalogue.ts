import type { CurrencyCode, ProductType } from '@selvedge/contract';
import { DISPLAY_TAG, PREORDER_TAG, PRODUCT_TYPES } from '@selvedge/contract';
import type { SeedFabric, SeedMedia } from '../seed-types.js';
import {
  collectionsFor,
  type Colour,
  type Material,
  type Occasion,
  type Pattern,
  type Season,
  type Weight,
} from './collections.js';
import { hashString, mulberry32, renderDrape, renderSwatch, SWATCH_SIZE, type SwatchSpec, type Weave } from './swatches.js';

/**
 * The demo fabric catalogue: every cloth below is woven out into its colourways, priced, given a
 * swatch and a drape picture, and placed in its collections. The cloth list is written by hand;
 * prices, hand-set foreign prices and texture details come from a seeded PRNG, so every run
 * produces exactly the same catalogue.
 *
 * Mills are invented or named by origin only; no real mill or cloth trademark is used.
 */

const CATALOGUE_SEED = 0x5e1fed6e;

/** The pre-order capsule: a named seasonal collection of shirt, trouser and jacket fabrics. */
export const PREORDER_CAPSULE = {
  name: 'Autunno',
  title: 'Autunno: The Italian Mill Autumn Capsule',
  description:
    'A small autumn run of brushed cotton-cashmere, Saxony flannel and cashmere-blend tweeds, woven for us by family mills near Como and Biella. Each cloth is made once, in limited lengths, and cut to order when it arrives.',
  productTypes: ['shirt', 'trousers', 'jackets'] as ProductType[],
} as const;

/* ---------------------------------------------------------------- cloths */

interface Colourway {
  /** Colour name as a tailor would write it; used in the title and the handle. */
  name: string;
  colour: Colour[];
  ground: string;
  accent?: string;
  accent2?: string;
  /** Sold out: shown, but not available for sale. */
  soldOut?: boolean;
}

interface Cloth {
  /** Handle stem, e.g. "royal-oxford"; the handle is `${type}-${key}-${colour}`. */
  key: string;
  /** Title; "{c}" is replaced by the colourway name, otherwise ", {colour}" is appended. */
  title: string;
  weave: Weave;
  scale?: number;
  horizontal?: boolean;
  pattern: Pattern;
  material: Material;
  weight: Weight;
  season?: Season;
  occasion: Occasion;
  /** Price band of one piece, whole SGD. */
  price: [number, number];
  /** One or two sentences; "{c}" is replaced by the colourway name in lower case. */
  copy: string;
  colourways: Colourway[];
  /** Part of the pre-order capsule. */
  preorder?: boolean;
}

function cw(
  name: string,
  colour: Colour[],
  ground: string,
  more: { accent?: string; accent2?: string; soldOut?: boolean } = {},
): Colourway {
  return { name, colour, ground, ...more };
}

/** Cloth colours, as hex values close to the real dyed yarn. */
const K = {
  white: '#f7f6f2',
  optic: '#fbfbf8',
  ecru: '#ede5d3',
  cream: '#f1ead8',
  sky: '#a9c4e4',
  paleBlue: '#c5d7ee',
  midBlue: '#3d5a8a',
  frenchBlue: '#3d5f99',
  indigo: '#2c3d63',
  lightIndigo: '#7b93b8',
  midIndigo: '#4f6690',
  navy: '#1f2a44',
  midnight: '#171d31',
  pink: '#efc4cc',
  palePink: '#f3d3d8',
  lilac: '#d2c8e2',
  sand: '#d8c9ab',
  stone: '#cbc2ae',
  khaki: '#b8a681',
  fawn: '#c2ae8a',
  oatmeal: '#cfc3ad',
  camel: '#b98d5a',
  tan: '#8a6a45',
  tobacco: '#7a5233',
  chestnut: '#6e4a33',
  brown: '#5a4130',
  rust: '#a5522f',
  terracotta: '#b0623f',
  ochre: '#c2912e',
  paleYellow: '#efe2a8',
  olive: '#6b6b3f',
  sage: '#9aa58a',
  loden: '#4a5a3c',
  moss: '#6f7448',
  forest: '#2f4a36',
  bottle: '#1f3d2f',
  burgundy: '#5e1f2b',
  bordeaux: '#7a2433',
  lightGrey: '#a9aaab',
  midGrey: '#7d7f82',
  smoke: '#8a8884',
  slate: '#5c6670',
  charcoal: '#3a3d42',
  black: '#1f1f21',
} as const;

const CLOTHS: Record<ProductType, Cloth[]> = {
  shirt: [
    {
      key: 'royal-oxford', title: 'Lombardy Royal Oxford', weave: 'oxford', pattern: 'Solid', material: 'Cotton', weight: 'Medium', occasion: 'Business', price: [119, 129],
      copy: 'A two-ply royal oxford in {c}, woven in Lombardy with a fine, pronounced basket that feels soft yet holds a crisp collar. Medium weight for year-round wear; wash at 30°C and iron while slightly damp.',
      colourways: [cw('Sky', ['Blue'], K.sky, { accent: K.optic }), cw('White', ['White'], K.white, { accent: '#ffffff' }), cw('Pink', ['Pink'], K.pink, { accent: K.optic }), cw('Ecru', ['Beige'], K.ecru, { accent: K.optic })],
    },
    {
      key: 'giza-poplin', title: 'Egyptian Giza Two-Ply Poplin', weave: 'solid', pattern: 'Solid', material: 'Cotton', weight: 'Light', occasion: 'Business', price: [139, 159],
      copy: 'A 120s two-ply poplin in {c}, spun from long-staple Egyptian cotton for a smooth, cool hand and a quiet sheen. Light enough for a Singapore afternoon; machine wash at 30°C and press hot.',
      colourways: [cw('White', ['White'], K.optic), cw('Sky', ['Blue'], '#c3d6ee'), cw('Pale Pink', ['Pink'], K.palePink), cw('Lilac', ['Purple'], K.lilac)],
    },
    {
      key: 'pinpoint-oxford', title: 'Pinpoint Oxford', weave: 'oxford', scale: 0.7, pattern: 'Solid', material: 'Cotton', weight: 'Medium', occasion: 'Business', price: [99, 109],
      copy: 'A fine pinpoint oxford in {c}: smoother than a royal oxford, sturdier than poplin and very forgiving in the wash. An easy first made-to-measure shirt.',
      colourways: [cw('White', ['White'], K.white, { accent: '#ffffff' }), cw('Blue', ['Blue'], '#b6cde9', { accent: K.optic })],
    },
    {
      key: 'bengal-stripe-poplin', title: '{c} Bengal Stripe Poplin', weave: 'bengal', pattern: 'Stripe', material: 'Cotton', weight: 'Light', occasion: 'Business', price: [119, 139],
      copy: 'Bold quarter-inch {c} stripes on a white ground, woven into a crisp poplin. A confident city shirt that still sits quietly under a navy jacket; wash at 40°C.',
      colourways: [
        cw('Pale Blue', ['Blue'], K.optic, { accent: '#9dbbe0' }),
        cw('Pink', ['Pink'], K.optic, { accent: '#e7a3b3' }),
        cw('Navy', ['Navy'], K.optic, { accent: '#2b3a5c' }),
        cw('Burgundy', ['Burgundy'], K.optic, { accent: '#7a2a3a' }),
        cw('Lavender', ['Purple'], K.optic, { accent: '#b3a3d1', soldOut: true }),
      ],
    },
    {
      key: 'pencil-stripe-twill', title: '{c} Pencil Stripe Twill', weave: 'pencil', pattern: 'Stripe', material: 'Cotton', weight: 'Medium', occasion: 'Business', price: [129, 149],
      copy: 'Fine {c} pencil lines spaced wide on a white twill, so the shirt reads as texture from across the room. The twill drapes well and resists creasing through a long day.',
      colourways: [cw('Blue', ['Blue'], K.optic, { accent: '#3f6aa8' }), cw('Navy', ['Navy'], K.optic, { accent: K.navy }), cw('Grey', ['Grey'], K.optic, { accent: '#5f6368' })],
    },
    {
      key: 'candy-stripe-poplin', title: '{c} Candy Stripe Poplin', weave: 'candy', pattern: 'Stripe', material: 'Cotton', weight: 'Light', occasion: 'Smart Casual', price: [109, 129],
      copy: 'Narrow {c} candy stripes on white poplin, cheerful and crisp with a button-down or a cutaway collar. Lightweight and quick to dry.',
      colourways: [cw('Sky', ['Blue'], K.optic, { accent: '#8fb2dc' }), cw('Pink', ['Pink'], K.optic, { accent: '#dd8196' }), cw('Green', ['Green'], K.optic, { accent: '#5f8f6a' })],
    },
    {
      key: 'fine-twill', title: 'Como Fine Twill', weave: 'twill', pattern: 'Twill', material: 'Cotton', weight: 'Medium', occasion: 'Business', price: [139, 159],
      copy: 'A dense two-ply twill in {c} with a faint diagonal and a soft, fluid drape. It irons easily and creases less than poplin, which makes it our favourite for travel.',
      colourways: [cw('White', ['White'], K.white, { accent: '#e4e2da' }), cw('Sky', ['Blue'], '#b3cbe8', { accent: '#9dbade' }), cw('Navy', ['Navy'], '#22304f', { accent: '#31416a' })],
    },
    {
      key: 'herringbone', title: 'Herringbone Twill', weave: 'herringbone', pattern: 'Herringbone', material: 'Cotton', weight: 'Medium', occasion: 'Business', price: [129, 149],
      copy: 'A small {c} herringbone, fine enough to read as a solid at a glance and rich enough to reward a closer look. Medium weight and lovely with a knitted tie.',
      colourways: [cw('White', ['White'], K.white, { accent: '#d9d7cf' }), cw('Sky', ['Blue'], '#f1f5fa', { accent: '#9ab8dc' }), cw('Grey', ['Grey'], '#eeeeec', { accent: '#8d8f92' })],
    },
    {
      key: 'irish-linen', title: 'Irish Linen', weave: 'linen', pattern: 'Solid', material: 'Linen', weight: 'Light', occasion: 'Weekend', price: [139, 159],
      copy: 'A washed Irish linen in {c}, slubby and cool, that softens and creases handsomely with every wear. Made for heat and humidity; wash at 30°C and hang to dry.',
      colourways: [
        cw('White', ['White'], '#f1eee6'),
        cw('Sand', ['Beige'], K.sand),
        cw('Sky', ['Blue'], '#b5c9df'),
        cw('Olive', ['Green'], '#7b7a52'),
        cw('Navy', ['Navy'], '#2a3550'),
        cw('Stone', ['Beige'], K.stone, { soldOut: true }),
      ],
    },
    {
      key: 'gingham-poplin', title: '{c} Gingham Poplin', weave: 'gingham', scale: 0.6, pattern: 'Gingham', material: 'Cotton', weight: 'Light', occasion: 'Weekend', price: [109, 129],
      copy: 'A classic eighth-inch gingham in {c} and white, light and crisp, at home with chinos or under a summer jacket.',
      colourways: [cw('Navy', ['Navy'], K.optic, { accent: '#2b3a5c' }), cw('Sky', ['Blue'], K.optic, { accent: '#7fa6d6' }), cw('Bordeaux', ['Burgundy'], K.optic, { accent: K.bordeaux }), cw('Green', ['Green'], K.optic, { accent: '#3f6b4a' })],
    },
    {
      key: 'brushed-tattersall', title: 'Brushed Tattersall', weave: 'tattersall', pattern: 'Check', material: 'Cotton', weight: 'Heavy', occasion: 'Weekend', price: [129, 149],
      copy: 'A country tattersall of {c} lines on cream, brushed on both faces for warmth and a soft, peachy hand. For cool evenings and weekends away.',
      colourways: [cw('Olive & Rust', ['Green', 'Brown'], K.cream, { accent: '#5a6b3a', accent2: K.rust }), cw('Navy & Red', ['Navy', 'Burgundy'], K.cream, { accent: '#2b3a5c', accent2: '#a3323a' })],
    },
    {
      key: 'windowpane-poplin', title: 'Windowpane Poplin', weave: 'windowpane', scale: 0.5, pattern: 'Check', material: 'Cotton', weight: 'Light', occasion: 'Business', price: [119, 139],
      copy: 'A fine {c} windowpane on a white poplin ground: a check subtle enough for the office and sharp with a plain navy tie.',
      colourways: [cw('Sky', ['Blue'], K.optic, { accent: '#6f97c9' }), cw('Navy', ['Navy'], K.optic, { accent: '#2b3a5c' })],
    },
    {
      key: 'selvedge-chambray', title: 'Japanese Selvedge Chambray', weave: 'chambray', pattern: 'Solid', material: 'Cotton', weight: 'Light', occasion: 'Weekend', price: [149, 169],
      copy: 'Woven on narrow shuttle looms in Okayama, this {c} chambray crosses an indigo warp with a white weft for a softly mottled face. It fades beautifully; wash cold and inside out.',
      colourways: [cw('Light Indigo', ['Blue'], K.lightIndigo), cw('Mid Indigo', ['Blue'], K.midIndigo)],
    },
    {
      key: 'brushed-flannel', title: 'Portuguese Brushed Flannel', weave: 'flannel', pattern: 'Solid', material: 'Cotton', weight: 'Heavy', occasion: 'Weekend', price: [119, 139],
      copy: 'A heavy cotton flannel from northern Portugal in {c} mélange, brushed until it feels almost like wool. For air-conditioned offices and cooler climates; wash at 30°C.',
      colourways: [cw('Charcoal', ['Grey'], '#4a4c50'), cw('Oatmeal', ['Beige'], K.oatmeal), cw('Navy', ['Navy'], '#2a3350')],
    },
    {
      key: 'seersucker', title: '{c} Seersucker', weave: 'seersucker', pattern: 'Stripe', material: 'Cotton', weight: 'Light', occasion: 'Weekend', price: [119, 139],
      copy: 'Puckered {c} and white stripes that stand away from the skin, so the shirt stays cool and never needs an iron. The summer classic; wash and hang to dry.',
      colourways: [cw('Blue', ['Blue'], K.optic, { accent: '#8fb2dc' }), cw('Pink', ['Pink'], K.optic, { accent: '#e9a7b6' })],
    },
    {
      key: 'micro-houndstooth', title: 'Micro Houndstooth Poplin', weave: 'houndstooth', scale: 0.5, pattern: 'Houndstooth', material: 'Cotton', weight: 'Light', occasion: 'Business', price: [129, 149],
      copy: 'A tiny {c} houndstooth on white, woven so small it reads as a soft texture until you are close. A good alternative to plain white for the office.',
      colourways: [cw('Navy', ['Navy'], K.optic, { accent: '#2b3a5c' }), cw('Black', ['Black'], K.optic, { accent: '#2a2a2c' })],
    },
    {
      key: 'needlecord', title: 'Needlecord', weave: 'corduroy', scale: 0.55, pattern: 'Textured', material: 'Cotton', weight: 'Heavy', occasion: 'Weekend', price: [129, 149],
      copy: 'A fine needlecord in {c}, soft as velvet and warm without bulk; it makes a shirt that doubles as a light overshirt. Wash inside out at 30°C.',
      colourways: [cw('Tobacco', ['Brown'], K.tobacco), cw('Forest', ['Green'], K.forest)],
    },
    {
      key: 'autunno-cotton-cashmere-twill', title: 'Autunno Brushed Cotton-Cashmere Twill', weave: 'twill', pattern: 'Twill', material: 'Cotton-Cashmere', weight: 'Heavy', occasion: 'Smart Casual', price: [159, 169], preorder: true,
      copy: 'From the Autunno capsule: a cotton twill with a whisper of cashmere, brushed to a soft nap in {c} and woven near Como in a single autumn run. Hand wash cold or dry clean.',
      colourways: [cw('Chestnut', ['Brown'], K.chestnut), cw('Smoke', ['Grey'], K.smoke), cw('Loden', ['Green'], K.loden)],
    },
    {
      key: 'autunno-wool-cotton-tattersall', title: 'Autunno Wool-Cotton Tattersall', weave: 'tattersall', pattern: 'Check', material: 'Wool-Cotton', weight: 'Heavy', occasion: 'Smart Casual', price: [159, 169], preorder: true,
      copy: 'From the Autunno capsule: a fine wool and cotton tattersall with {c} lines on a warm cream, soft enough for the skin and warm enough to wear as a layer. Hand wash cold.',
      colourways: [cw('Ochre & Forest', ['Yellow', 'Green'], '#efe6d0', { accent: K.ochre, accent2: K.forest })],
    },
    {
      key: 'autunno-brushed-gingham', title: 'Autunno Brushed Gingham', weave: 'gingham', scale: 0.7, pattern: 'Gingham', material: 'Cotton', weight: 'Heavy', occasion: 'Smart Casual', price: [149, 159], preorder: true,
      copy: 'From the Autunno capsule: a brushed cotton gingham in {c} and cream, a country check made soft as flannel for the first cold mornings. Wash at 30°C.',
      colourways: [cw('Moss', ['Green'], K.cream, { accent: K.moss })],
    },
  ],

  polo: [
    {
      key: 'classic-pique', title: 'Classic Cotton Piqué', weave: 'pique', pattern: 'Textured', material: 'Cotton', weight: 'Medium', occasion: 'Weekend', price: [89, 99],
      copy: 'A substantial two-ply cotton piqué in {c}, with an open honeycomb texture that breathes in the heat and keeps its shape wash after wash. Wash at 30°C and dry flat.',
      colourways: [
        cw('Navy', ['Navy'], K.navy),
        cw('White', ['White'], K.white),
        cw('Sky', ['Blue'], K.sky),
        cw('Bottle Green', ['Green'], K.bottle),
        cw('Burgundy', ['Burgundy'], K.burgundy),
        cw('Black', ['Black'], K.black),
        cw('Sand', ['Beige'], K.sand, { soldOut: true }),
      ],
    },
    {
      key: 'mercerised-pique', title: 'Mercerised Fine Piqué', weave: 'pique', scale: 0.7, pattern: 'Textured', material: 'Cotton', weight: 'Light', occasion: 'Smart Casual', price: [109, 119],
      copy: 'A fine piqué in {c}, mercerised for a cool, silky hand and a gentle lustre, so the polo looks at home under a jacket. Wash cold and dry flat.',
      colourways: [cw('White', ['White'], K.optic), cw('Pale Blue', ['Blue'], K.paleBlue), cw('Stone', ['Beige'], K.stone), cw('Pink', ['Pink'], K.pink)],
    },
    {
      key: 'cotton-jersey', title: 'Egyptian Cotton Jersey', weave: 'solid', pattern: 'Solid', material: 'Cotton', weight: 'Light', occasion: 'Weekend', price: [79, 89],
      copy: 'A smooth single jersey in {c}, knitted from long-staple Egyptian cotton for a soft, almost silky hand. Light and easy for hot days; wash at 30°C.',
      colourways: [cw('Ecru', ['Beige'], K.ecru), cw('Slate', ['Grey'], K.slate), cw('Navy', ['Navy'], '#22304f')],
    },
    {
      key: 'breton-stripe', title: '{c} Breton Stripe Jersey', weave: 'bengal', scale: 0.6, horizontal: true, pattern: 'Stripe', material: 'Cotton', weight: 'Medium', occasion: 'Weekend', price: [89, 99],
      copy: 'A dense cotton jersey with {c} stripes running across, in the spirit of the sailor’s Breton. Sturdy, easy and best worn with the collar open.',
      colourways: [cw('Navy & Ecru', ['Navy', 'Beige'], K.ecru, { accent: K.navy }), cw('Green & Ecru', ['Green', 'Beige'], K.ecru, { accent: K.forest }), cw('Burgundy & Ecru', ['Burgundy', 'Beige'], K.ecru, { accent: K.burgundy })],
    },
    {
      key: 'merino-knit', title: 'Extra-Fine Merino Knit', weave: 'flannel', pattern: 'Solid', material: 'Wool', weight: 'Light', occasion: 'Smart Casual', price: [109, 119],
      copy: 'A fine-gauge extra-fine merino knit in {c}, light enough for a tropical evening and naturally resistant to odour. Hand wash cold and dry flat.',
      colourways: [cw('Navy', ['Navy'], K.navy), cw('Charcoal', ['Grey'], K.charcoal), cw('Camel', ['Brown'], K.camel)],
    },
    {
      key: 'linen-cotton-knit', title: 'Linen-Cotton Knit', weave: 'linen', pattern: 'Textured', material: 'Cotton-Linen', weight: 'Light', occasion: 'Weekend', price: [99, 109],
      copy: 'A breezy linen and cotton knit in {c}, with the irregular slub of linen and the softness of cotton. Made for the hottest days; hand wash cold.',
      colourways: [cw('Sand', ['Beige'], K.sand), cw('Sky', ['Blue'], '#b5c9df'), cw('Olive', ['Green'], '#7b7a52')],
    },
    {
      key: 'waffle-knit', title: 'Waffle-Knit Cotton', weave: 'pique', scale: 1.3, pattern: 'Textured', material: 'Cotton', weight: 'Medium', occasion: 'Weekend', price: [99, 109],
      copy: 'A chunky waffle knit in {c} whose deep cells trap air and dry quickly: a polo with the comfort of a favourite sweatshirt. Wash at 30°C.',
      colourways: [cw('Ecru', ['Beige'], K.ecru), cw('Grey Marl', ['Grey'], '#9a9b9c'), cw('Navy', ['Navy'], '#22304f')],
    },
    {
      key: 'pencil-stripe-pique', title: '{c} Pencil Stripe Piqué', weave: 'pencil', horizontal: true, pattern: 'Stripe', material: 'Cotton', weight: 'Medium', occasion: 'Smart Casual', price: [99, 109],
      copy: 'Fine {c} pencil stripes running across a crisp piqué, smart enough for the office on a Friday.',
      colourways: [cw('Sky', ['Blue'], K.optic, { accent: '#6f97c9' }), cw('Navy', ['Navy'], K.optic, { accent: K.navy })],
    },
    {
      key: 'cotton-interlock', title: 'Cotton Interlock', weave: 'solid', pattern: 'Solid', material: 'Cotton', weight: 'Medium', occasion: 'Smart Casual', price: [89, 99],
      copy: 'A double-knit interlock in {c} with a smooth face on both sides, so the polo drapes like a shirt yet stretches like a tee. Wash at 30°C.',
      colourways: [cw('White', ['White'], K.optic), cw('Navy', ['Navy'], K.navy), cw('Pale Yellow', ['Yellow'], K.paleYellow), cw('Sage', ['Green'], K.sage, { soldOut: true })],
    },
  ],

  trousers: [
    {
      key: 'biella-flannel', title: 'Biella Wool Flannel', weave: 'flannel', pattern: 'Solid', material: 'Wool', weight: 'Heavy', season: 'Autumn-Winter', occasion: 'Business', price: [189, 209],
      copy: 'A classic 370-gram woollen flannel in {c} from the Biella hills, soft and full with a fine mélange. Warm enough for a European winter; dry clean only.',
      colourways: [
        cw('Mid Grey', ['Grey'], K.midGrey),
        cw('Charcoal', ['Grey'], K.charcoal),
        cw('Navy', ['Navy'], '#2a3350'),
        cw('Tobacco', ['Brown'], '#6e5440'),
        cw('Light Grey', ['Grey'], K.lightGrey, { soldOut: true }),
      ],
    },
    {
      key: 'tropical-wool', title: 'Tropical Wool', weave: 'solid', pattern: 'Solid', material: 'Wool', weight: 'Light', season: 'Spring-Summer', occasion: 'Business', price: [169, 189],
      copy: 'A plain-weave tropical worsted in {c}, light and springy, that recovers from creases overnight. The office trouser for warm cities; dry clean.',
      colourways: [cw('Navy', ['Navy'], '#242f4a'), cw('Mid Grey', ['Grey'], '#7f8184'), cw('Stone', ['Beige'], '#bfb6a2')],
    },
    {
      key: 'high-twist-hopsack', title: 'High-Twist Wool Hopsack', weave: 'oxford', scale: 1.6, pattern: 'Textured', material: 'Wool', weight: 'Light', season: 'Spring-Summer', occasion: 'Smart Casual', price: [189, 209],
      copy: 'An open hopsack woven from tightly twisted yarns in {c}, so air moves through it and creases fall out. Cool, crisp and ideal for travel; dry clean.',
      colourways: [cw('Navy', ['Navy'], '#232e49'), cw('Light Grey', ['Grey'], K.lightGrey), cw('Olive', ['Green'], K.olive)],
    },
    {
      key: 'cotton-drill-chino', title: 'Cotton Drill Chino', weave: 'twill', pattern: 'Twill', material: 'Cotton', weight: 'Medium', season: 'Year-Round', occasion: 'Weekend', price: [129, 149],
      copy: 'A sturdy cotton drill chino in {c}, garment-washed for a soft, lived-in hand from the first wear. Machine wash at 30°C.',
      colourways: [
        cw('Khaki', ['Beige'], K.khaki),
        cw('Navy', ['Navy'], '#283552'),
        cw('Olive', ['Green'], K.olive),
        cw('Stone', ['Beige'], K.stone),
        cw('Tobacco', ['Brown'], '#7a5a3c'),
        cw('Rust', ['Brown'], '#9a4f30', { soldOut: true }),
      ],
    },
    {
      key: 'stretch-twill', title: 'Stretch Cotton Twill', weave: 'twill', scale: 0.8, pattern: 'Twill', material: 'Stretch Cotton', weight: 'Medium', season: 'Year-Round', occasion: 'Smart Casual', price: [139, 159],
      copy: 'A compact cotton twill in {c} with two per cent stretch for comfort on long flights and long days. Smart enough for the office; machine wash at 30°C.',
      colourways: [cw('Navy', ['Navy'], K.navy), cw('Grey', ['Grey'], '#6d7075'), cw('Sand', ['Beige'], '#c8b793')],
    },
    {
      key: 'irish-linen', title: 'Irish Linen', weave: 'linen', pattern: 'Solid', material: 'Linen', weight: 'Medium', season: 'Spring-Summer', occasion: 'Weekend', price: [149, 169],
      copy: 'A medium-weight Irish linen in {c}, heavy enough to hang cleanly yet cool in the tropics. The creases are part of the charm; wash at 30°C or dry clean.',
      colourways: [cw('Sand', ['Beige'], K.sand), cw('Navy', ['Navy'], '#2a3550'), cw('Olive', ['Green'], '#7b7a52'), cw('White', ['White'], '#f1eee6')],
    },
    {
      key: 'wide-wale-corduroy', title: 'Wide-Wale Corduroy', weave: 'corduroy', scale: 1.4, pattern: 'Textured', material: 'Cotton', weight: 'Heavy', season: 'Autumn-Winter', occasion: 'Weekend', price: [159, 179],
      copy: 'A plush eight-wale corduroy in {c} with a deep, soft pile that glows in low light. For cold weekends; wash inside out at 30°C.',
      colourways: [cw('Tobacco', ['Brown'], K.tobacco), cw('Forest', ['Green'], K.forest), cw('Camel', ['Brown'], '#b08a5a'), cw('Navy', ['Navy'], '#26304a')],
    },
    {
      key: 'cavalry-twill', title: 'Cavalry Twill', weave: 'twill', scale: 1.3, pattern: 'Twill', material: 'Wool', weight: 'Heavy', season: 'Autumn-Winter', occasion: 'Smart Casual', price: [199, 229],
      copy: 'A dense, steep-ribbed cavalry twill in {c}, first woven for riding breeches and still the hardest-wearing wool trouser we make. Dry clean.',
      colourways: [cw('Fawn', ['Beige'], K.fawn), cw('Olive', ['Green'], '#5f6040')],
    },
    {
      key: 'glen-check', title: 'Glen Check Worsted', weave: 'glen', pattern: 'Check', material: 'Wool', weight: 'Medium', season: 'Year-Round', occasion: 'Business', price: [199, 219],
      copy: 'A mid-weight worsted in a {c} glen check, the patterned trouser that still belongs in the boardroom. Dry clean.',
      colourways: [cw('Grey', ['Grey'], '#e4e2dc', { accent: '#3b3b3d', accent2: '#4d72a8' }), cw('Brown', ['Brown'], '#e7dfcf', { accent: K.brown, accent2: '#8a3b2e' })],
    },
    {
      key: 'chalk-stripe-flannel', title: 'Chalk Stripe Flannel', weave: 'chalkstripe', pattern: 'Stripe', material: 'Wool', weight: 'Heavy', season: 'Autumn-Winter', occasion: 'Business', price: [209, 229],
      copy: 'A soft {c} flannel with a hazy chalk stripe, the traditional banker’s cloth, cut here for a single trouser. Dry clean only.',
      colourways: [cw('Charcoal', ['Grey'], K.charcoal, { accent: '#d9d6cf' }), cw('Navy', ['Navy'], '#24304d', { accent: '#d9d6cf' })],
    },
    {
      key: 'moleskin', title: 'Moleskin', weave: 'solid', pattern: 'Solid', material: 'Cotton', weight: 'Heavy', season: 'Autumn-Winter', occasion: 'Weekend', price: [149, 169],
      copy: 'A dense moleskin in {c}, sheared to a suede-like face that keeps out the wind. A country trouser that softens for years; wash at 30°C.',
      colourways: [cw('Olive', ['Green'], '#5d5f3e'), cw('Navy', ['Navy'], '#28324c')],
    },
    {
      key: 'autunno-saxony-flannel', title: 'Autunno Saxony Flannel', weave: 'flannel', pattern: 'Solid', material: 'Wool', weight: 'Heavy', season: 'Autumn-Winter', occasion: 'Business', price: [209, 229], preorder: true,
      copy: 'From the Autunno capsule: a woollen-spun Saxony flannel in {c}, milled and raised in a single autumn run near Biella. Deeply soft with a dense, cloudy handle; dry clean.',
      colourways: [cw('Smoke', ['Grey'], K.smoke), cw('Chestnut', ['Brown'], K.chestnut), cw('Loden', ['Green'], K.loden)],
    },
    {
      key: 'autunno-cashmere-cavalry-twill', title: 'Autunno Wool-Cashmere Cavalry Twill', weave: 'twill', scale: 1.3, pattern: 'Twill', material: 'Wool-Cashmere', weight: 'Heavy', season: 'Autumn-Winter', occasion: 'Smart Casual', price: [219, 229], preorder: true,
      copy: 'From the Autunno capsule: a steep cavalry twill in {c} with a tenth of cashmere for a softer hand and a low sheen. Dry clean.',
      colourways: [cw('Ochre', ['Yellow'], '#b58a3a'), cw('Midnight', ['Navy'], K.midnight)],
    },
  ],

  shorts: [
    {
      key: 'cotton-drill', title: 'Cotton Drill', weave: 'twill', pattern: 'Twill', material: 'Cotton', weight: 'Medium', occasion: 'Weekend', price: [99, 109],
      copy: 'A hard-wearing cotton drill in {c}, garment-washed for softness and cut for a clean, tailored short. Machine wash at 30°C.',
      colourways: [
        cw('Stone', ['Beige'], K.stone),
        cw('Navy', ['Navy'], '#283552'),
        cw('Olive', ['Green'], K.olive),
        cw('Khaki', ['Beige'], K.khaki),
        cw('White', ['White'], K.white),
        cw('Sky', ['Blue'], K.sky, { soldOut: true }),
      ],
    },
    {
      key: 'washed-linen', title: 'Washed Irish Linen', weave: 'linen', pattern: 'Solid', material: 'Linen', weight: 'Light', occasion: 'Weekend', price: [119, 139],
      copy: 'Irish linen in {c}, stone-washed so it arrives soft and relaxed: the coolest cloth we cut for shorts. Wash at 30°C and line dry.',
      colourways: [
        cw('Sand', ['Beige'], K.sand),
        cw('Sky', ['Blue'], '#b5c9df'),
        cw('Navy', ['Navy'], '#2a3550'),
        cw('White', ['White'], '#f1eee6'),
        cw('Olive', ['Green'], '#7b7a52'),
        cw('Terracotta', ['Brown'], K.terracotta, { soldOut: true }),
      ],
    },
    {
      key: 'cotton-linen', title: 'Cotton-Linen Blend', weave: 'linen', scale: 0.8, pattern: 'Solid', material: 'Cotton-Linen', weight: 'Light', occasion: 'Smart Casual', price: [109, 129],
      copy: 'A half-and-half cotton and linen in {c}: the breathability of linen with fewer creases, for shorts that go from the beach to dinner. Wash at 30°C.',
      colourways: [cw('Stone', ['Beige'], K.stone), cw('Sage', ['Green'], K.sage), cw('Navy', ['Navy'], '#2a3550')],
    },
    {
      key: 'seersucker', title: '{c} Seersucker', weave: 'seersucker', pattern: 'Stripe', material: 'Cotton', weight: 'Light', occasion: 'Weekend', price: [109, 119],
      copy: 'Crinkled {c} and white stripes that never need ironing and stay cool in the sun. Pack them, wear them, wash them.',
      colourways: [cw('Blue', ['Blue'], K.optic, { accent: '#8fb2dc' }), cw('Navy', ['Navy'], K.optic, { accent: '#3a4d78' }), cw('Green', ['Green'], K.optic, { accent: '#8fb59a' }), cw('Pink', ['Pink'], K.optic, { accent: '#e9a7b6' })],
    },
    {
      key: 'madras-check', title: 'Madras Check', weave: 'madras', pattern: 'Check', material: 'Cotton', weight: 'Light', occasion: 'Weekend', price: [119, 139],
      copy: 'A light, open madras in {c} tones, woven in the hand-loomed style, whose colours soften with every wash. Wash cold, separately at first.',
      colourways: [
        cw('Blue & Pink', ['Blue', 'Pink'], '#f3ecd9', { accent: '#3f6fb0', accent2: '#d4657a' }),
        cw('Green & Yellow', ['Green', 'Yellow'], '#f3ecd9', { accent: '#3f7a4e', accent2: '#e0b640' }),
        cw('Navy & Red', ['Navy', 'Burgundy'], '#f3ecd9', { accent: K.navy, accent2: '#b23a3a' }),
      ],
    },
    {
      key: 'gingham', title: '{c} Gingham', weave: 'gingham', scale: 1.2, pattern: 'Gingham', material: 'Cotton', weight: 'Light', occasion: 'Weekend', price: [99, 109],
      copy: 'A bold quarter-inch gingham in {c} and white on a crisp cotton, for shorts with a holiday air. Machine wash at 30°C.',
      colourways: [cw('Navy', ['Navy'], K.optic, { accent: '#2b3a5c' }), cw('Green', ['Green'], K.optic, { accent: '#3f6b4a' })],
    },
    {
      key: 'stretch-twill', title: 'Stretch Cotton Twill', weave: 'twill', scale: 0.8, pattern: 'Twill', material: 'Stretch Cotton', weight: 'Medium', occasion: 'Smart Casual', price: [109, 119],
      copy: 'A compact cotton twill in {c} with a touch of stretch, neat enough for a golf club and comfortable all day. Machine wash at 30°C.',
      colourways: [cw('Navy', ['Navy'], K.navy), cw('Grey', ['Grey'], '#6d7075'), cw('Stone', ['Beige'], K.stone)],
    },
    {
      key: 'needlecord', title: 'Needlecord', weave: 'corduroy', scale: 0.55, pattern: 'Textured', material: 'Cotton', weight: 'Medium', occasion: 'Weekend', price: [119, 129],
      copy: 'A fine needlecord in {c} with a velvety hand, for shorts with a vintage feel on cooler days. Wash inside out at 30°C.',
      colourways: [cw('Tobacco', ['Brown'], K.tobacco), cw('Olive', ['Green'], K.olive)],
    },
    {
      key: 'chambray', title: 'Japanese Chambray', weave: 'chambray', pattern: 'Solid', material: 'Cotton', weight: 'Light', occasion: 'Weekend', price: [129, 149],
      copy: 'A light Japanese chambray in {c}, indigo crossed with white, that fades gently with each summer. Wash cold and inside out.',
      colourways: [cw('Light Indigo', ['Blue'], K.lightIndigo), cw('Mid Indigo', ['Blue'], K.midIndigo)],
    },
  ],

  outerwears: [
    {
      key: 'waxed-cotton', title: 'Scottish Waxed Cotton', weave: 'solid', pattern: 'Solid', material: 'Cotton', weight: 'Heavy', season: 'Autumn-Winter', occasion: 'Weekend', price: [299, 329],
      copy: 'A dense cotton impregnated with paraffin wax in {c}, showerproof and windproof, that marks and creases into a personal patina. Sponge clean and re-wax each season.',
      colourways: [cw('Olive', ['Green'], '#4f5236'), cw('Navy', ['Navy'], '#232b40'), cw('Tan', ['Brown'], K.tan), cw('Black', ['Black'], K.black)],
    },
    {
      key: 'cotton-canvas', title: 'Heavy Cotton Canvas', weave: 'oxford', scale: 1.5, pattern: 'Solid', material: 'Cotton', weight: 'Heavy', season: 'Year-Round', occasion: 'Weekend', price: [199, 229],
      copy: 'A 400-gram cotton canvas in {c} for chore coats and overshirts, stiff at first and softening into a worn-in comfort. Machine wash at 30°C.',
      colourways: [
        cw('Ecru', ['Beige'], '#e6dcc5'),
        cw('French Blue', ['Blue'], K.frenchBlue),
        cw('Olive', ['Green'], K.olive),
        cw('Black', ['Black'], '#232325'),
        cw('Rust', ['Brown'], K.rust, { soldOut: true }),
      ],
    },
    {
      key: 'moleskin', title: 'Moleskin', weave: 'solid', pattern: 'Solid', material: 'Cotton', weight: 'Heavy', season: 'Autumn-Winter', occasion: 'Weekend', price: [229, 259],
      copy: 'A thick, brushed moleskin in {c} that blocks the wind like a far heavier cloth. It makes a handsome field jacket or overshirt; wash at 30°C.',
      colourways: [cw('Olive', ['Green'], '#5d5f3e'), cw('Navy', ['Navy'], '#28324c'), cw('Tobacco', ['Brown'], K.tobacco)],
    },
    {
      key: 'shetland-herringbone', title: 'Shetland Herringbone Tweed', weave: 'herringbone', scale: 1.3, pattern: 'Herringbone', material: 'Wool', weight: 'Heavy', season: 'Autumn-Winter', occasion: 'Weekend', price: [299, 349],
      copy: 'A springy Shetland wool tweed in a {c} herringbone, rugged enough for the hills and handsome enough for town. Dry clean.',
      colourways: [cw('Grey', ['Grey'], '#d3d0c8', { accent: '#4b4a47' }), cw('Brown', ['Brown'], '#c9b79a', { accent: K.brown })],
    },
    {
      key: 'donegal-tweed', title: 'Donegal Tweed', weave: 'donegal', pattern: 'Textured', material: 'Wool', weight: 'Heavy', season: 'Autumn-Winter', occasion: 'Weekend', price: [299, 349],
      copy: 'A soft Donegal tweed in {c}, flecked with neps of red, green and cream, that gives an overshirt real warmth and plenty of character. Dry clean.',
      colourways: [cw('Oatmeal', ['Beige'], '#b9ad97', { accent: '#b5452f', accent2: '#3f6a3a' }), cw('Charcoal', ['Grey'], '#55575a', { accent: '#c0573a', accent2: '#5d8a4f' })],
    },
    {
      key: 'brushed-wool-plaid', title: 'Brushed Wool Plaid', weave: 'madras', scale: 1.2, pattern: 'Check', material: 'Wool', weight: 'Heavy', season: 'Autumn-Winter', occasion: 'Weekend', price: [269, 299],
      copy: 'A brushed lambswool plaid in {c}, thick and warm, for the shirt-jacket that replaces a sweater. Dry clean or hand wash cold.',
      colourways: [
        cw('Forest & Navy', ['Green', 'Navy'], '#3d5a44', { accent: K.navy, accent2: '#1c1c1e' }),
        cw('Grey & Black', ['Grey', 'Black'], '#8c8d8f', { accent: '#2a2a2c', accent2: '#55575a' }),
        cw('Rust & Navy', ['Brown', 'Navy'], K.rust, { accent: K.navy, accent2: '#3a2a24' }),
      ],
    },
    {
      key: 'technical-ripstop', title: 'Technical Ripstop', weave: 'ripstop', pattern: 'Solid', material: 'Technical', weight: 'Light', season: 'Spring-Summer', occasion: 'Weekend', price: [219, 249],
      copy: 'A feather-light ripstop in {c} with a water-repellent finish that packs down to nothing for travel and sudden tropical showers. Wipe clean or machine wash cold.',
      colourways: [cw('Navy', ['Navy'], '#222c45'), cw('Black', ['Black'], K.black), cw('Stone', ['Beige'], '#bdb5a3'), cw('Olive', ['Green'], '#5d5f3e', { soldOut: true })],
    },
    {
      key: 'wide-wale-corduroy', title: 'Wide-Wale Corduroy', weave: 'corduroy', scale: 1.4, pattern: 'Textured', material: 'Cotton', weight: 'Heavy', season: 'Autumn-Winter', occasion: 'Weekend', price: [249, 279],
      copy: 'A plush wide-wale corduroy in {c}, cut into a chore coat or trucker jacket that wears in like old leather. Wash inside out at 30°C.',
      colourways: [cw('Tobacco', ['Brown'], K.tobacco), cw('Forest', ['Green'], K.forest), cw('Navy', ['Navy'], '#26304a')],
    },
    {
      key: 'linen-cotton-canvas', title: 'Linen-Cotton Canvas', weave: 'linen', pattern: 'Solid', material: 'Cotton-Linen', weight: 'Medium', season: 'Spring-Summer', occasion: 'Smart Casual', price: [219, 249],
      copy: 'A crisp linen and cotton canvas in {c} for unlined summer overshirts and chore jackets. Breathable, relaxed and easy to wash at 30°C.',
      colourways: [cw('Sand', ['Beige'], K.sand), cw('Navy', ['Navy'], '#2a3550'), cw('Olive', ['Green'], '#7b7a52')],
    },
    {
      key: 'sashiko-indigo', title: 'Japanese Sashiko', weave: 'oxford', scale: 1.8, pattern: 'Textured', material: 'Cotton', weight: 'Heavy', season: 'Year-Round', occasion: 'Weekend', price: [319, 349],
      copy: 'A dobby-woven sashiko in {c}, its raised running-stitch texture borrowed from the quilted work coats of Japanese farmers. Rope-dyed, so expect it to fade; wash cold, alone.',
      colourways: [cw('Indigo', ['Navy'], K.indigo, { accent: '#d8dde6' }), cw('Faded Indigo', ['Blue'], '#5a6f96', { accent: '#dfe3ea' })],
    },
  ],

  jackets: [
    {
      key: 'hopsack', title: 'Hopsack Blazer Cloth', weave: 'oxford', scale: 1.4, pattern: 'Textured', material: 'Wool', weight: 'Medium', season: 'Year-Round', occasion: 'Business', price: [699, 799],
      copy: 'An open two-by-two hopsack in {c}, the classic blazer cloth: breathable, crease-resistant and slightly matte. Dry clean.',
      colourways: [
        cw('Navy', ['Navy'], K.navy),
        cw('Mid Grey', ['Grey'], K.midGrey),
        cw('Bottle Green', ['Green'], K.bottle),
        cw('Mid Blue', ['Blue'], K.midBlue),
        cw('Burgundy', ['Burgundy'], K.burgundy, { soldOut: true }),
      ],
    },
    {
      key: 'worsted-flannel', title: 'Biella Worsted Flannel', weave: 'flannel', pattern: 'Solid', material: 'Wool', weight: 'Heavy', season: 'Autumn-Winter', occasion: 'Business', price: [799, 899],
      copy: 'A lightly milled worsted flannel in {c}, smoother than a woollen flannel and just as warm, woven in Biella. It makes a soft, unstructured sport coat; dry clean.',
      colourways: [cw('Mid Grey', ['Grey'], K.midGrey), cw('Charcoal', ['Grey'], K.charcoal), cw('Navy', ['Navy'], '#2a3350'), cw('Brown', ['Brown'], K.brown)],
    },
    {
      key: 'shetland-herringbone', title: 'Shetland Herringbone Tweed', weave: 'herringbone', scale: 1.3, pattern: 'Herringbone', material: 'Wool', weight: 'Heavy', season: 'Autumn-Winter', occasion: 'Smart Casual', price: [849, 949],
      copy: 'A lofty Shetland tweed in a {c} herringbone, light for its warmth and tough enough to outlast its owner. Dry clean.',
      colourways: [cw('Grey', ['Grey'], '#d3d0c8', { accent: '#4b4a47' }), cw('Brown', ['Brown'], '#c9b79a', { accent: K.brown }), cw('Green', ['Green'], '#a9ab95', { accent: '#3f4a30' })],
    },
    {
      key: 'donegal-tweed', title: 'Donegal Tweed', weave: 'donegal', pattern: 'Textured', material: 'Wool', weight: 'Heavy', season: 'Autumn-Winter', occasion: 'Smart Casual', price: [899, 999],
      copy: 'A hand-finished Donegal tweed in {c}, flecked with bright neps that catch the eye only up close. A sport coat for cold weekends; dry clean.',
      colourways: [cw('Oatmeal', ['Beige'], '#b9ad97', { accent: '#b5452f', accent2: '#3f6a3a' }), cw('Charcoal', ['Grey'], '#55575a', { accent: '#c0573a', accent2: '#5d8a4f' })],
    },
    {
      key: 'glen-check', title: 'Glen Check Worsted', weave: 'glen', pattern: 'Check', material: 'Wool', weight: 'Medium', season: 'Year-Round', occasion: 'Business', price: [899, 999],
      copy: 'A crisp worsted in a {c} glen check with a fine overcheck: the patterned jacket that wears like a solid. Dry clean.',
      colourways: [
        cw('Grey & Blue', ['Grey'], '#e4e2dc', { accent: '#3b3b3d', accent2: '#4d72a8' }),
        cw('Brown & Rust', ['Brown'], '#e7dfcf', { accent: K.brown, accent2: K.rust }),
        cw('Navy', ['Navy'], '#cfd3dc', { accent: K.navy, accent2: '#8a3b2e' }),
      ],
    },
    {
      key: 'houndstooth', title: 'Lambswool Houndstooth', weave: 'houndstooth', scale: 1.1, pattern: 'Houndstooth', material: 'Wool', weight: 'Medium', season: 'Autumn-Winter', occasion: 'Smart Casual', price: [849, 949],
      copy: 'A bold {c} houndstooth in soft lambswool, confident but never loud once cut into a soft-shouldered jacket. Dry clean.',
      colourways: [cw('Black & White', ['Black', 'White'], '#ece8de', { accent: '#222222' }), cw('Brown & Cream', ['Brown', 'Beige'], K.ecru, { accent: K.brown })],
    },
    {
      key: 'windowpane-flannel', title: 'Windowpane Flannel', weave: 'windowpane', pattern: 'Check', material: 'Wool', weight: 'Heavy', season: 'Autumn-Winter', occasion: 'Business', price: [899, 999],
      copy: 'A soft {c} flannel crossed by a wide windowpane: the cloth for a jacket that works with plain grey trousers. Dry clean.',
      colourways: [cw('Grey & Blue', ['Grey'], K.midGrey, { accent: '#4a6d9c' }), cw('Navy & Rust', ['Navy'], '#2a3350', { accent: K.rust })],
    },
    {
      key: 'wool-silk-linen', title: 'Wool, Silk & Linen', weave: 'linen', pattern: 'Textured', material: 'Wool-Silk-Linen', weight: 'Light', season: 'Spring-Summer', occasion: 'Smart Casual', price: [1049, 1199],
      copy: 'A summer blend in {c}: wool for drape, silk for lustre and linen for slub. Cool, textured and made for an unlined jacket; dry clean.',
      colourways: [
        cw('Sand', ['Beige'], K.sand),
        cw('Sky', ['Blue'], '#a9bcd3'),
        cw('Olive', ['Green'], '#7b7a52'),
        cw('Navy', ['Navy'], '#2a3550'),
        cw('Stone', ['Beige'], K.stone, { soldOut: true }),
      ],
    },
    {
      key: 'irish-linen', title: 'Irish Linen', weave: 'linen', pattern: 'Solid', material: 'Linen', weight: 'Medium', season: 'Spring-Summer', occasion: 'Weekend', price: [599, 699],
      copy: 'A heavier Irish linen in {c} that holds the line of a soft jacket yet breathes in tropical heat. It creases with character; dry clean.',
      colourways: [cw('Navy', ['Navy'], '#2a3550'), cw('Sand', ['Beige'], K.sand), cw('Olive', ['Green'], '#7b7a52')],
    },
    {
      key: 'seersucker', title: '{c} Seersucker', weave: 'seersucker', scale: 1.2, pattern: 'Stripe', material: 'Cotton', weight: 'Light', season: 'Spring-Summer', occasion: 'Smart Casual', price: [499, 549],
      copy: 'A puckered cotton seersucker in {c} and white, the coolest jacket in the heat and the one that never needs pressing. Wash cold and hang to dry.',
      colourways: [cw('Blue', ['Blue'], K.optic, { accent: '#8fb2dc' }), cw('Grey', ['Grey'], K.optic, { accent: '#9a9ea6' })],
    },
    {
      key: 'wool-cashmere-twill', title: 'Wool-Cashmere Twill', weave: 'twill', pattern: 'Twill', material: 'Wool-Cashmere', weight: 'Medium', season: 'Autumn-Winter', occasion: 'Business', price: [1199, 1299],
      copy: 'A ninety-ten wool and cashmere twill in {c}, with a soft, cool hand and a faint lustre: the finest everyday jacket we make. Dry clean.',
      colourways: [cw('Navy', ['Navy'], K.navy), cw('Camel', ['Brown'], K.camel)],
    },
    {
      key: 'autunno-cashmere-herringbone', title: 'Autunno Wool-Cashmere Herringbone', weave: 'herringbone', scale: 1.2, pattern: 'Herringbone', material: 'Wool-Cashmere', weight: 'Heavy', season: 'Autumn-Winter', occasion: 'Smart Casual', price: [1199, 1299], preorder: true,
      copy: 'From the Autunno capsule: a brushed wool and cashmere herringbone in {c}, woven in a single autumn run by a small Biella mill. Deep, soft and warm; dry clean.',
      colourways: [cw('Smoke', ['Grey'], '#9a9894', { accent: '#5b5955' }), cw('Chestnut', ['Brown'], '#8a6a52', { accent: '#4e3323' })],
    },
    {
      key: 'autunno-shetland-glen-check', title: 'Autunno Shetland Glen Check', weave: 'glen', pattern: 'Check', material: 'Wool', weight: 'Heavy', season: 'Autumn-Winter', occasion: 'Smart Casual', price: [1049, 1149], preorder: true,
      copy: 'From the Autunno capsule: a woollen-spun Shetland glen check in {c}, the town pattern in a country cloth. Dry clean.',
      colourways: [cw('Loden & Ochre', ['Green', 'Yellow'], '#d7d3c0', { accent: K.loden, accent2: K.ochre })],
    },
    {
      key: 'autunno-lambswool-houndstooth', title: 'Autunno Lambswool Houndstooth', weave: 'houndstooth', scale: 0.8, pattern: 'Houndstooth', material: 'Wool', weight: 'Heavy', season: 'Autumn-Winter', occasion: 'Smart Casual', price: [999, 1099], preorder: true,
      copy: 'From the Autunno capsule: a small {c} houndstooth in springy lambswool, milled for a soft, felted face. Dry clean.',
      colourways: [cw('Moss', ['Green'], '#d8d2bd', { accent: K.moss })],
    },
    {
      key: 'autunno-cashmere-flannel', title: 'Autunno Cashmere-Blend Flannel', weave: 'flannel', pattern: 'Solid', material: 'Wool-Cashmere', weight: 'Heavy', season: 'Autumn-Winter', occasion: 'Business', price: [1199, 1299], preorder: true,
      copy: 'From the Autunno capsule: a cashmere-rich flannel in {c}, raised to a cloudy softness, for the most luxurious blazer in the collection. Dry clean only.',
      colourways: [cw('Midnight', ['Navy'], K.midnight)],
    },
  ],
};

/* ------------------------------------------------------------- generator */

/** Lower-case words joined by dashes. */
function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Rough market rates used only to set the hand-set foreign prices (units per SGD). */
const FIXED_PRICE_RATES: Partial<Record<CurrencyCode, number>> = { USD: 0.75, EUR: 0.68, GBP: 0.58 };

/** A hand-set price in minor units: the converted price rounded to a retail amount such as 99 or 649. */
function handSetPrice(sgdDollars: number, rate: number): number {
  const amount = sgdDollars * rate;
  const step = amount >= 300 ? 50 : 10;
  return (Math.max(step, Math.round(amount / step) * step) - 1) * 100;
}

export interface FabricCatalogue {
  fabrics: SeedFabric[];
  media: SeedMedia[];
}

/** Builds the whole fabric catalogue. Pure: every call returns equal, fresh data. */
export function generateFabricCatalogue(): FabricCatalogue {
  const fabrics: SeedFabric[] = [];
  const media: SeedMedia[] = [];

  for (const productType of PRODUCT_TYPES) {
    for (const cloth of CLOTHS[productType]) {
      // One price per cloth, whole dollars ending in 9, from its band.
      const clothRng = mulberry32(CATALOGUE_SEED ^ hashString(`${productType}/${cloth.key}`));
      const [min, max] = cloth.price;
      const steps = Math.floor((max - min) / 10);
      const dollars = min + 10 * Math.floor(clothRng() * (steps + 1));

      for (const colourway of cloth.colourways) {
        const handle = slugify(`${productType}-${cloth.key}-${colourway.name}`);
        const title = cloth.title.includes('{c}')
          ? cloth.title.replace('{c}', colourway.name)
          : `${cloth.title}, ${colourway.name}`;
        const description = cloth.copy.replaceAll('{c}', colourway.name.toLowerCase());
        const attributes: Record<string, string[]> = {
          colour: [...colourway.colour],
          pattern: [cloth.pattern],
          material: [cloth.material],
          weight: [cloth.weight],
          ...(cloth.season ? { season: [cloth.season] } : {}),
          occasion: [cloth.occasion],
        };
        const spec: SwatchSpec = {
          weave: cloth.weave,
          ground: colourway.ground,
          ...(colourway.accent ? { accent: colourway.accent } : {}),
          ...(colourway.accent2 ? { accent2: colourway.accent2 } : {}),
          ...(cloth.scale ? { scale: cloth.scale } : {}),
          ...(cloth.horizontal ? { horizontal: true } : {}),
          seed: (CATALOGUE_SEED ^ hashString(handle)) >>> 0,
        };
        const swatchId = `swatch-${handle}`;
        const drapeId = `drape-${handle}`;
        media.push(
          { id: swatchId, contentType: 'image/svg+xml', body: renderSwatch(spec), width: SWATCH_SIZE, height: SWATCH_SIZE },
          { id: drapeId, contentType: 'image/svg+xml', body: renderDrape(spec), width: SWATCH_SIZE, height: SWATCH_SIZE },
        );
        fabrics.push({
          handle,
          productType,
          title,
          description,
          tags: cloth.preorder ? [DISPLAY_TAG, PREORDER_TAG] : [DISPLAY_TAG],
          attributes,
          priceMinorSgd: dollars * 100,
          imageIds: [swatchId, drapeId],
          collections: collectionsFor(productType, attributes),
          availableForSale: !colourway.soldOut,
        });
      }
    }
  }

  // About one fabric in six gets hand-set prices: always USD, sometimes EUR and GBP too.
  const rng = mulberry32(CATALOGUE_SEED);
  const order = fabrics.map((_, index) => index);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  for (const index of order.slice(0, Math.round(fabrics.length / 6)).sort((a, b) => a - b)) {
    const fabric = fabrics[index]!;
    const dollars = fabric.priceMinorSgd / 100;
    const fixed: Partial<Record<CurrencyCode, number>> = { USD: handSetPrice(dollars, FIXED_PRICE_RATES.USD!) };
    if (rng() < 0.4) {
      fixed.EUR = handSetPrice(dollars, FIXED_PRICE_RATES.EUR!);
      fixed.GBP = handSetPrice(dollars, FIXED_PRICE_RATES.GBP!);
    }
    fabric.fixedPrices = fixed;
  }

  return { fabrics, media };
}
