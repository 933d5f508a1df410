import type { ProductType } from '@selvedge/contract';
import { FABRIC_ATTRIBUTE_VALUES } from '@selvedge/contract/admin';
import type { SeedCollection } from '../seed-types.js';

/**
 * The fabric filters (collections) of each product type, and the small fixed vocabularies of
 * fabric attributes they filter on. A collection filters one attribute family (its filterType)
 * and holds every fabric whose attribute values meet its own `values`, so membership always
 * agrees with the attributes (a blue fabric is in "blues", a linen in "linen").
 */

type Values = typeof FABRIC_ATTRIBUTE_VALUES;
export type Colour = Values['colour'][number];
export type Pattern = Values['pattern'][number];
export type Material = Values['material'][number];
export type Weight = Values['weight'][number];
export type Season = Values['season'][number];
export type Occasion = Values['occasion'][number];

/** Attribute family -> allowed values (the back office's contract holds them). Every fabric attribute is one of these keys and values. */
export const FABRIC_ATTRIBUTE_VOCABULARY: Readonly<Record<string, readonly string[]>> = FABRIC_ATTRIBUTE_VALUES;

type FilterType = 'colour' | 'pattern' | 'material' | 'weight' | 'season' | 'occasion';

/** A collection plus the rule that fills it. */
export interface CollectionRule {
  handle: string;
  title: string;
  description: string;
  filterType: FilterType;
  /** A fabric belongs when its attribute `filterType` holds at least one of these values. */
  values: readonly string[];
}

/** A fabric belongs to at most this many collections (and, by design, to at least two). */
export const MAX_COLLECTIONS_PER_FABRIC = 4;

/**
 * Per product type, in order of precedence: when a fabric meets more than
 * MAX_COLLECTIONS_PER_FABRIC rules, the earlier ones win. Colour comes first, so a fabric is
 * always in the collections of its colours.
 */
export const COLLECTION_RULES: Record<ProductType, CollectionRule[]> = {
  shirt: [
    {
      handle: 'blues',
      title: 'Blues',
      description: 'Sky, mid blue, indigo and navy shirtings, from crisp poplin to soft oxford.',
      filterType: 'colour',
      values: ['Blue', 'Navy'],
    },
    {
      handle: 'whites',
      title: 'Whites & Ecru',
      description: 'Clean whites and warm ecru, the foundation of every wardrobe.',
      filterType: 'colour',
      values: ['White', 'Beige'],
    },
    {
      handle: 'pinks-and-reds',
      title: 'Pinks, Lilacs & Reds',
      description: 'Soft pinks, lilac and deep burgundy for a little warmth under a grey suit.',
      filterType: 'colour',
      values: ['Pink', 'Purple', 'Burgundy'],
    },
    {
      handle: 'earth-tones',
      title: 'Greens, Greys & Earth Tones',
      description: 'Olive, forest, tobacco, charcoal and black for the weekend and the evening.',
      filterType: 'colour',
      values: ['Green', 'Brown', 'Grey', 'Black', 'Yellow'],
    },
    {
      handle: 'stripes',
      title: 'Stripes',
      description: 'Pencil, candy and bengal stripes, plus seersucker for the heat.',
      filterType: 'pattern',
      values: ['Stripe'],
    },
    {
      handle: 'checks',
      title: 'Checks & Gingham',
      description: 'Gingham, tattersall, windowpane and a tiny houndstooth.',
      filterType: 'pattern',
      values: ['Check', 'Gingham', 'Houndstooth'],
    },
    {
      handle: 'linen',
      title: 'Linen',
      description: 'Cool, slubby linens that soften and crease handsomely with wear.',
      filterType: 'material',
      values: ['Linen', 'Cotton-Linen'],
    },
    {
      handle: 'business',
      title: 'Business',
      description: 'Poplins, twills and oxfords that hold a collar under a tie all day.',
      filterType: 'occasion',
      values: ['Business'],
    },
    {
      handle: 'summer-weight',
      title: 'Summer Weight',
      description: 'Light, airy cloths for hot days and humid evenings.',
      filterType: 'weight',
      values: ['Light'],
    },
    {
      handle: 'winter-weight',
      title: 'Brushed & Winter Weight',
      description: 'Flannels, needlecords and brushed cottons for cool air and cold offices.',
      filterType: 'weight',
      values: ['Heavy'],
    },
  ],
  polo: [
    { handle: 'blues', title: 'Blues', description: 'Navy, sky and pale blue knits.', filterType: 'colour', values: ['Blue', 'Navy'] },
    {
      handle: 'whites',
      title: 'Whites & Ecru',
      description: 'White, ecru and stone, for the crispest summer polo.',
      filterType: 'colour',
      values: ['White', 'Beige'],
    },
    {
      handle: 'greys-and-blacks',
      title: 'Greys & Blacks',
      description: 'Charcoal, slate, grey marl and black for evenings out.',
      filterType: 'colour',
      values: ['Grey', 'Black'],
    },
    {
      handle: 'rich-colours',
      title: 'Rich Colours',
      description: 'Bottle green, burgundy, camel, pink and pale yellow.',
      filterType: 'colour',
      values: ['Green', 'Brown', 'Burgundy', 'Pink', 'Yellow', 'Purple'],
    },
    {
      handle: 'stripes',
      title: 'Stripes',
      description: 'Breton and pencil stripes that run across the body.',
      filterType: 'pattern',
      values: ['Stripe'],
    },
    {
      handle: 'pique-and-texture',
      title: 'Piqué & Textured Knits',
      description: 'Honeycomb piqué, waffle and slub knits that breathe in the heat.',
      filterType: 'pattern',
      values: ['Textured'],
    },
    {
      handle: 'merino',
      title: 'Merino',
      description: 'Fine-gauge merino wool, cool by day and warm by night.',
      filterType: 'material',
      values: ['Wool'],
    },
    {
      handle: 'summer-weight',
      title: 'Summer Weight',
      description: 'The lightest knits we make, for the hottest days.',
      filterType: 'weight',
      values: ['Light'],
    },
    {
      handle: 'weekend',
      title: 'Weekend',
      description: 'Relaxed polos for days off, the boat and the beach.',
      filterType: 'occasion',
      values: ['Weekend'],
    },
    {
      handle: 'smart-casual',
      title: 'Smart Casual',
      description: 'Polos neat enough for a jacket, or for the office on a Friday.',
      filterType: 'occasion',
      values: ['Smart Casual'],
    },
  ],
  trousers: [
    {
      handle: 'blues',
      title: 'Navy & Blue',
      description: 'Navy trousers in every weight, from tropical wool to corduroy.',
      filterType: 'colour',
      values: ['Blue', 'Navy'],
    },
    {
      handle: 'greys',
      title: 'Greys',
      description: 'Light grey to charcoal: the trousers that go with everything.',
      filterType: 'colour',
      values: ['Grey', 'Black'],
    },
    {
      handle: 'earth-tones',
      title: 'Stone, Olive & Earth Tones',
      description: 'Khaki, stone, olive, tobacco and fawn, for smart-casual days.',
      filterType: 'colour',
      values: ['Brown', 'Green', 'Beige', 'White', 'Yellow', 'Burgundy'],
    },
    {
      handle: 'patterned',
      title: 'Patterned',
      description: 'Glen checks and chalk stripes for a trouser with character.',
      filterType: 'pattern',
      values: ['Check', 'Stripe', 'Herringbone', 'Houndstooth'],
    },
    {
      handle: 'wool',
      title: 'Wool',
      description: 'Flannels, tropicals, hopsacks and twills from Italian and English mills.',
      filterType: 'material',
      values: ['Wool', 'Wool-Cashmere'],
    },
    {
      handle: 'cotton',
      title: 'Cotton & Chinos',
      description: 'Drill chinos, stretch twills, moleskin and corduroy.',
      filterType: 'material',
      values: ['Cotton', 'Stretch Cotton'],
    },
    {
      handle: 'linen',
      title: 'Linen',
      description: 'Irish linen trousers for heat and humidity.',
      filterType: 'material',
      values: ['Linen', 'Cotton-Linen'],
    },
    {
      handle: 'business',
      title: 'Business',
      description: 'Worsteds and flannels that belong in the boardroom.',
      filterType: 'occasion',
      values: ['Business'],
    },
    {
      handle: 'autumn-winter',
      title: 'Autumn-Winter',
      description: 'Flannel, cord, moleskin and cavalry twill for the cold months.',
      filterType: 'season',
      values: ['Autumn-Winter'],
    },
    {
      handle: 'spring-summer',
      title: 'Spring-Summer',
      description: 'Tropical wool, hopsack and linen that stay cool in the heat.',
      filterType: 'season',
      values: ['Spring-Summer'],
    },
  ],
  shorts: [
    { handle: 'blues', title: 'Blues', description: 'Navy, sky and indigo shorts.', filterType: 'colour', values: ['Blue', 'Navy'] },
    {
      handle: 'earth-tones',
      title: 'Stone, Olive & Earth Tones',
      description: 'Khaki, stone, sage, olive and tobacco.',
      filterType: 'colour',
      values: ['Beige', 'Brown', 'Green', 'Grey', 'Black'],
    },
    {
      handle: 'whites-and-brights',
      title: 'Whites & Brights',
      description: 'White linen, pink seersucker and sunny madras.',
      filterType: 'colour',
      values: ['White', 'Pink', 'Yellow', 'Burgundy', 'Purple'],
    },
    {
      handle: 'patterned',
      title: 'Stripes & Checks',
      description: 'Seersucker stripes, gingham and madras checks.',
      filterType: 'pattern',
      values: ['Stripe', 'Check', 'Gingham'],
    },
    {
      handle: 'linen',
      title: 'Linen',
      description: 'Washed linen and linen blends, the coolest cloths we cut for shorts.',
      filterType: 'material',
      values: ['Linen', 'Cotton-Linen'],
    },
    {
      handle: 'cotton',
      title: 'Cotton',
      description: 'Drill, stretch twill, chambray and needlecord.',
      filterType: 'material',
      values: ['Cotton', 'Stretch Cotton'],
    },
    {
      handle: 'summer-weight',
      title: 'Summer Weight',
      description: 'Featherweight cloths for the hottest days.',
      filterType: 'weight',
      values: ['Light'],
    },
    {
      handle: 'weekend',
      title: 'Weekend',
      description: 'Easy shorts for days off and holidays.',
      filterType: 'occasion',
      values: ['Weekend'],
    },
  ],
  outerwears: [
    {
      handle: 'blues',
      title: 'Navy & Indigo',
      description: 'Navy, French blue and indigo overshirts and jackets.',
      filterType: 'colour',
      values: ['Blue', 'Navy'],
    },
    {
      handle: 'earth-tones',
      title: 'Olive, Tan & Earth Tones',
      description: 'Field olive, tobacco, ecru and rust.',
      filterType: 'colour',
      values: ['Green', 'Brown', 'Beige', 'Yellow', 'Burgundy'],
    },
    {
      handle: 'greys-and-blacks',
      title: 'Greys & Blacks',
      description: 'Charcoal tweeds and black canvas.',
      filterType: 'colour',
      values: ['Grey', 'Black', 'White'],
    },
    {
      handle: 'patterned',
      title: 'Checks & Tweeds',
      description: 'Herringbone, plaid and flecked Donegal.',
      filterType: 'pattern',
      values: ['Check', 'Herringbone', 'Houndstooth', 'Stripe'],
    },
    {
      handle: 'wool',
      title: 'Wool',
      description: 'Shetland and Donegal tweeds and brushed wool plaids.',
      filterType: 'material',
      values: ['Wool'],
    },
    {
      handle: 'cotton',
      title: 'Cotton & Canvas',
      description: 'Waxed cotton, canvas, moleskin and cord.',
      filterType: 'material',
      values: ['Cotton', 'Cotton-Linen'],
    },
    {
      handle: 'technical',
      title: 'Technical',
      description: 'Light, water-repellent cloths for travel and tropical showers.',
      filterType: 'material',
      values: ['Technical'],
    },
    {
      handle: 'autumn-winter',
      title: 'Autumn-Winter',
      description: 'Heavy cloths that keep out wind and rain.',
      filterType: 'season',
      values: ['Autumn-Winter'],
    },
    {
      handle: 'spring-summer',
      title: 'Spring-Summer',
      description: 'Unlined layers for warm days and cool evenings.',
      filterType: 'season',
      values: ['Spring-Summer'],
    },
  ],
  jackets: [
    {
      handle: 'blues',
      title: 'Navy & Blue',
      description: 'Blazer navies, mid blues and sky linens.',
      filterType: 'colour',
      values: ['Blue', 'Navy'],
    },
    {
      handle: 'greys',
      title: 'Greys',
      description: 'Flannels, glen checks and houndstooth in every shade of grey.',
      filterType: 'colour',
      values: ['Grey', 'Black', 'White'],
    },
    {
      handle: 'earth-tones',
      title: 'Browns, Greens & Earth Tones',
      description: 'Tweeds, camel and olive for the country and the weekend.',
      filterType: 'colour',
      values: ['Brown', 'Green', 'Beige', 'Burgundy', 'Yellow'],
    },
    {
      handle: 'checks',
      title: 'Checks',
      description: 'Glen check, windowpane and houndstooth.',
      filterType: 'pattern',
      values: ['Check', 'Houndstooth'],
    },
    {
      handle: 'herringbone-and-twill',
      title: 'Herringbone & Twill',
      description: 'Herringbone tweeds and soft cashmere twills.',
      filterType: 'pattern',
      values: ['Herringbone', 'Twill'],
    },
    {
      handle: 'summer-blends',
      title: 'Linen & Summer Blends',
      description: 'Linen, seersucker and wool-silk-linen for unlined summer jackets.',
      filterType: 'material',
      values: ['Linen', 'Cotton-Linen', 'Wool-Silk-Linen', 'Cotton'],
    },
    {
      handle: 'cashmere',
      title: 'Cashmere Blends',
      description: 'Wool and cashmere, the softest jackets we make.',
      filterType: 'material',
      values: ['Wool-Cashmere'],
    },
    {
      handle: 'business',
      title: 'Business',
      description: 'Hopsack, flannel and worsted checks for the office.',
      filterType: 'occasion',
      values: ['Business'],
    },
    {
      handle: 'autumn-winter',
      title: 'Autumn-Winter',
      description: 'Tweed, flannel and cashmere for the cold months.',
      filterType: 'season',
      values: ['Autumn-Winter'],
    },
    {
      handle: 'spring-summer',
      title: 'Spring-Summer',
      description: 'Light, open cloths for warm climates.',
      filterType: 'season',
      values: ['Spring-Summer'],
    },
  ],
};

/** Whether a fabric with these attributes meets a collection's rule. */
export function matchesRule(rule: CollectionRule, attributes: Readonly<Record<string, readonly string[]>>): boolean {
  const values = attributes[rule.filterType] ?? [];
  return values.some((value) => rule.values.includes(value));
}

/** The collections of a product type a fabric belongs to, by precedence, at most four. */
export function collectionsFor(productType: ProductType, attributes: Readonly<Record<string, readonly string[]>>): string[] {
  return COLLECTION_RULES[productType]
    .filter((rule) => matchesRule(rule, attributes))
    .slice(0, MAX_COLLECTIONS_PER_FABRIC)
    .map((rule) => rule.handle);
}

/** The collections in seed shape, grouped by product type in shop order. */
export function buildSeedCollections(productTypes: readonly ProductType[]): SeedCollection[] {
  return productTypes.flatMap((productType) =>
    COLLECTION_RULES[productType].map(({ handle, title, description, filterType }) => ({
      handle,
      productType,
      title,
      description,
      filterType,
    })),
  );
}
