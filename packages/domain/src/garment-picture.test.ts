import {
  GarmentPictureSchema,
  PRODUCT_TYPES,
  ProductsConfigResponseSchema,
  type GarmentPicture,
  type ProductConfig,
} from '@selvedge/contract';
import { describe, expect, it } from 'vitest';
import { composeGarment, pictureProblems, pictureView, svgMarkup, UNDYED_CLOTH, type SvgNode } from './garment-picture.js';
import served from './fixtures/products-config.sgd.json' with { type: 'json' };
import drawings from './fixtures/garment-pictures.json' with { type: 'json' };

/** The configuration the shop serves in SGD (kept equal to the seed by an API test). */
const configs = ProductsConfigResponseSchema.parse(served).products;
const shirt = configs.shirt;
/** Each type's drawings as the shop serves them (GET /api/garment-pictures/{type}). */
const pictures = Object.fromEntries(PRODUCT_TYPES.map((type) => [type, GarmentPictureSchema.parse(drawings[type])]));

const optionsOf = (config: ProductConfig, group: string) => config.styles[group]?.options.map((option) => option.key) ?? [];
const collarPath = (index: number) => `M${100 + index} 20 L${140 + index} 60 Z`;
const buttonPath = (index: number) => `M200 ${100 + index} L205 ${105 + index} Z`;

/**
 * A small picture of the shirt, by hand: the collar in a paint that follows the contrast collar, the
 * buttons in one that follows the buttons' group, a shade and a light over the body, the initials on the chest.
 */
function handMadePicture(config: ProductConfig = shirt): GarmentPicture {
  const collars = optionsOf(config, 'collar');
  const buttons = optionsOf(config, 'buttons');
  return {
    views: [
      {
        key: 'front',
        name: 'Front',
        width: 400,
        height: 480,
        base: [{ d: 'M80 40 H320 V440 H80 Z', paint: 'cloth' }],
        stack: ['collar', 'buttons'],
        top: [
          { d: 'M90 50 H120 V400 H90 Z', paint: 'shade', opacity: 0.3 },
          { d: 'M250 50 H280 V400 H250 Z', paint: 'highlight' },
          { d: 'M200 40 V440', paint: 'line' },
        ],
        monogram: { 'left-chest': { x: 260, y: 150, size: 14 } },
      },
      {
        key: 'back',
        name: 'Back',
        width: 400,
        height: 480,
        base: [{ d: 'M80 40 H320 V440 H80 Z', paint: 'cloth' }],
        stack: ['collar'],
        top: [],
        monogram: {},
      },
    ],
    clothSpan: 120,
    unseen: config.stylesOrder.filter((group) => group !== 'collar' && group !== 'buttons'),
    layers: {
      collar: Object.fromEntries(
        collars.map((option, index) => [
          option,
          { front: [{ d: collarPath(index), paint: 'collar' }], back: [{ d: collarPath(index + 50), paint: 'cloth' }] },
        ]),
      ),
      buttons: Object.fromEntries(buttons.map((option, index) => [option, { front: [{ d: buttonPath(index), paint: 'button' }] }])),
    },
    paints: {
      collar: {
        default: null,
        from: {
          source: 'accessory',
          key: 'contrast-collar-cuffs',
          colours: { 'white-collar-and-cuffs': '#ffffff', 'white-collar': '#ffffff' },
        },
      },
      button: { default: '#eeeeee', from: { source: 'style', key: 'buttons', colours: { 'navy-corozo': '#1f2a44' } } },
    },
    monogram: {
      text: 'initials',
      position: 'initials-position',
      colour: { default: '#222222', from: { source: 'accessory', key: 'initials-colour', colours: { navy: '#1f2a44' } } },
    },
  };
}

/** Every element of the tree, depth first. */
function elements(tree: SvgNode): SvgNode[] {
  return [tree, ...tree.children.flatMap((child) => (typeof child === 'string' ? [] : elements(child)))];
}
const paths = (tree: SvgNode) => elements(tree).filter((element) => element.tag === 'path');
const pathWith = (tree: SvgNode, d: string) => paths(tree).filter((element) => element.attrs.d === d);
/** The drawn paths (not the outline in <defs>) with this path data. */
function drawn(tree: SvgNode, d: string): SvgNode[] {
  const defs = tree.children.find((child): child is SvgNode => typeof child !== 'string' && child.tag === 'defs');
  const inDefs = new Set(defs ? elements(defs) : []);
  return pathWith(tree, d).filter((element) => !inDefs.has(element));
}

const design = (styles: Record<string, string>, accessories: Record<string, string | true> = {}) => ({
  styles: { collar: 'point', buttons: 'white-shell', ...styles },
  accessories,
});

function compose(
  styles: Record<string, string> = {},
  accessories: Record<string, string | true> = {},
  view?: string,
  clothHref: string | null = '/api/media/swatch-x',
) {
  const tree = composeGarment({ picture: handMadePicture(), design: design(styles, accessories), view, clothHref, idPrefix: 'p' });
  if (!tree) throw new Error('no picture');
  return tree;
}

describe('composeGarment', () => {
  it('draws the chosen option of each stacked group, and no other option of it', () => {
    const collars = optionsOf(shirt, 'collar');
    expect(collars.length).toBeGreaterThan(1);
    collars.forEach((collar, index) => {
      const tree = compose({ collar });
      expect(drawn(tree, collarPath(index))).toHaveLength(1);
      collars.forEach((other, otherIndex) => {
        if (other !== collar) expect(drawn(tree, collarPath(otherIndex))).toHaveLength(0);
      });
    });
    optionsOf(shirt, 'buttons').forEach((buttons, index) => expect(drawn(compose({ buttons }), buttonPath(index))).toHaveLength(1));
  });

  it('draws a view’s own drawing of an option, and only the groups that view stacks', () => {
    const back = compose({ collar: 'spread' }, {}, 'back');
    const index = optionsOf(shirt, 'collar').indexOf('spread');
    expect(drawn(back, collarPath(index + 50))).toHaveLength(1);
    expect(drawn(back, collarPath(index))).toHaveLength(0);
    expect(drawn(back, buttonPath(0))).toHaveLength(0);
    expect(back.attrs.viewBox).toBe('0 0 400 480');
  });

  it('fills the cloth with the fabric’s picture as a pattern at the cloth’s scale, or undyed cloth without a fabric', () => {
    const tree = compose();
    const pattern = elements(tree).find((element) => element.tag === 'pattern');
    expect(pattern?.attrs).toMatchObject({ id: 'p-cloth', width: 120, height: 120, patternUnits: 'userSpaceOnUse' });
    expect(elements(tree).find((element) => element.tag === 'image')?.attrs.href).toBe('/api/media/swatch-x');
    expect(drawn(tree, 'M80 40 H320 V440 H80 Z')[0]?.attrs.fill).toBe('url(#p-cloth)');

    const undyed = compose({}, {}, undefined, null);
    expect(elements(undyed).some((element) => element.tag === 'pattern' || element.tag === 'image')).toBe(false);
    expect(drawn(undyed, 'M80 40 H320 V440 H80 Z')[0]?.attrs.fill).toBe(UNDYED_CLOTH);
  });

  it('paints follow the style and accessory choices, and a null colour is the cloth itself', () => {
    const point = optionsOf(shirt, 'collar').indexOf('point');
    expect(drawn(compose({}, { 'contrast-collar-cuffs': 'none' }), collarPath(point))[0]?.attrs.fill).toBe('url(#p-cloth)');
    expect(drawn(compose(), collarPath(point))[0]?.attrs.fill).toBe('url(#p-cloth)');
    expect(drawn(compose({}, { 'contrast-collar-cuffs': 'white-collar' }), collarPath(point))[0]?.attrs.fill).toBe('#ffffff');
    expect(drawn(compose({}, { 'contrast-collar-cuffs': 'white-collar' }, undefined, null), collarPath(point))[0]?.attrs.fill).toBe(
      '#ffffff',
    );
    expect(drawn(compose({}, {}, undefined, null), collarPath(point))[0]?.attrs.fill).toBe(UNDYED_CLOTH);

    const navy = optionsOf(shirt, 'buttons').indexOf('navy-corozo');
    const white = optionsOf(shirt, 'buttons').indexOf('white-shell');
    expect(drawn(compose({ buttons: 'navy-corozo' }), buttonPath(navy))[0]?.attrs.fill).toBe('#1f2a44');
    expect(drawn(compose({ buttons: 'white-shell' }), buttonPath(white))[0]?.attrs.fill).toBe('#eeeeee');
  });

  it('keeps shades and lights inside the garment’s outline, softened, multiplied and screened over the cloth', () => {
    const tree = compose();
    const outline = elements(tree).find((element) => element.tag === 'clipPath');
    expect(outline?.attrs.id).toBe('p-outline');
    const outlined = outline ? paths(outline).map((path) => path.attrs.d) : [];
    expect(outlined).toContain('M80 40 H320 V440 H80 Z');
    expect(outlined).not.toContain('M90 50 H120 V400 H90 Z');
    expect(outlined).not.toContain('M200 40 V440');

    const groupOf = (d: string) =>
      elements(tree).find((element) => element.tag === 'g' && element.attrs['clip-path'] !== undefined && pathWith(element, d).length > 0);
    const shade = groupOf('M90 50 H120 V400 H90 Z');
    expect(shade?.attrs).toMatchObject({ 'clip-path': 'url(#p-outline)', style: 'mix-blend-mode:multiply' });
    expect(pathWith(shade!, 'M90 50 H120 V400 H90 Z')[0]?.attrs['fill-opacity']).toBe(0.3);
    expect(elements(shade!).some((element) => element.attrs.filter === 'url(#p-soft)')).toBe(true);
    expect(groupOf('M250 50 H280 V400 H250 Z')?.attrs).toMatchObject({ 'clip-path': 'url(#p-outline)', style: 'mix-blend-mode:screen' });
    // A seam is a stroke, never a fill.
    expect(drawn(tree, 'M200 40 V440')[0]?.attrs).toMatchObject({ fill: 'none', stroke: expect.any(String) });
  });

  it('draws the initials only where their position is placed in the view, in the chosen thread, escaped in the markup', () => {
    const chest = { initials: '<b>&"', 'initials-position': 'left-chest', 'initials-colour': 'navy' };
    const tree = compose({}, chest);
    const text = elements(tree).find((element) => element.tag === 'text');
    expect(text?.children).toEqual(['<b>&"']);
    expect(text?.attrs).toMatchObject({ x: 260, y: 150, 'font-size': 14, fill: '#1f2a44' });
    const markup = svgMarkup(tree);
    expect(markup).toContain('&lt;b&gt;&amp;&quot;</text>');
    expect(markup).not.toContain('<b>');

    expect(elements(compose({}, { ...chest, 'initials-position': 'left-cuff' })).some((element) => element.tag === 'text')).toBe(false);
    expect(elements(compose({}, chest, 'back')).some((element) => element.tag === 'text')).toBe(false);
    expect(elements(compose({}, { ...chest, initials: '   ' })).some((element) => element.tag === 'text')).toBe(false);
    expect(elements(compose({}, { 'initials-position': 'left-chest' })).some((element) => element.tag === 'text')).toBe(false);
  });

  it('gives null for a view the picture does not have, and the first view when none is named', () => {
    expect(composeGarment({ picture: handMadePicture(), design: design({}), view: 'lining', clothHref: null })).toBeNull();
    expect(pictureView(handMadePicture(), 'lining')).toBeUndefined();
    expect(pictureView(handMadePicture())?.key).toBe('front');
    const first = composeGarment({ picture: handMadePicture(), design: design({}), clothHref: null, title: 'A shirt' });
    expect(first && drawn(first, buttonPath(0))).toHaveLength(1);
    expect(first?.children[0]).toEqual({ tag: 'title', attrs: {}, children: ['A shirt'] });
  });

  it('escapes attributes in the markup', () => {
    const tree = composeGarment({ picture: handMadePicture(), design: design({}), clothHref: '/x?a=1&b="2"><script>', idPrefix: 'q' });
    const markup = svgMarkup(tree!);
    expect(markup).toContain('href="/x?a=1&amp;b=&quot;2&quot;&gt;&lt;script&gt;"');
    expect(markup).not.toContain('<script');
  });
});

describe('pictureProblems', () => {
  const whole = () => ({ ...shirt, picture: handMadePicture() });

  it('finds nothing wrong in a whole picture, nor in any seeded configuration’s', () => {
    expect(pictureProblems(whole())).toEqual([]);
    for (const type of PRODUCT_TYPES) expect(pictureProblems({ ...configs[type], picture: pictures[type]! }), type).toEqual([]);
  });

  it('names an option with no drawing in a view that stacks its group', () => {
    const config = whole();
    delete config.picture.layers.collar!.spread!.back;
    expect(pictureProblems(config)).toEqual([
      `${shirt.styles.collar?.name}: "${shirt.styles.collar?.options.find((option) => option.key === 'spread')?.value}" has no drawing in the back view.`,
    ]);
  });

  it('names a paint the picture does not define, wherever it is used', () => {
    const config = whole();
    config.picture.views[0]!.base.push({ d: 'M0 0 H1 Z', paint: 'gold' });
    config.picture.layers.buttons!['white-shell']!.front = [{ d: 'M0 0 H1 Z', paint: 'pearl' }];
    const problems = pictureProblems(config);
    expect(problems).toContain('The base of the front view uses the paint "gold", which the picture does not define.');
    expect(problems.some((problem) => problem.includes('uses the paint "pearl"'))).toBe(true);
  });

  it('names a style group in no view that is not listed as unseen, and unseen or stacked groups that do not exist', () => {
    const config = whole();
    config.picture.unseen = config.picture.unseen.filter((group) => group !== 'hem');
    config.picture.unseen.push('shoulder-pads');
    config.picture.views[1]!.stack.push('sleeve');
    expect(pictureProblems(config)).toEqual([
      'The style group "hem" is in no view of the picture and not listed as unseen.',
      'The unseen group "shoulder-pads" is not a style group.',
      'The back view stacks "sleeve", which is not a style group.',
    ]);
  });

  it('names a colour that follows no real choice, a colour for an option that is not one, and a reserved paint', () => {
    const config = whole();
    config.picture.paints.collar = { default: null, from: { source: 'accessory', key: 'gold-collar', colours: {} } };
    config.picture.paints.button = { default: '#eeeeee', from: { source: 'style', key: 'buttons', colours: { 'gold-coin': '#d4af37' } } };
    config.picture.paints.shade = { default: '#000000', from: null };
    expect(pictureProblems(config)).toEqual([
      'The paint "collar" follows "gold-collar", which is not an accessory.',
      'The paint "button" gives a colour to "gold-coin", which is not an option of buttons.',
      'The paint "shade" is reserved.',
    ]);
  });

  it('names initials that follow no accessory or sit at a position that is not one, and two views with one key', () => {
    const config = whole();
    config.picture.monogram = {
      ...config.picture.monogram!,
      text: 'monogram',
      colour: { default: null, from: { source: 'style', key: 'thread', colours: {} } },
    };
    config.picture.views[0]!.monogram['breast-pocket'] = { x: 1, y: 1, size: 1 };
    config.picture.views[1]!.key = 'front';
    expect(pictureProblems(config)).toEqual(
      expect.arrayContaining([
        'Two views of the picture have the same key.',
        'The initials\' text "monogram" is not an accessory.',
        'The initials\' colour follows "thread", which is not a style group.',
        'The front view places initials at "breast-pocket", which is not an initials position.',
      ]),
    );
  });
});
