import {
  RESERVED_PAINTS,
  type ColourSource,
  type GarmentPicture,
  type GarmentView,
  type PictureShape,
  type ProductConfigDocument,
} from '@selvedge/contract';
import type { Design } from './design.js';

/**
 * The garment drawn in its cloth (issue 30): one function builds the picture of a design in a view
 * from the configuration's layers, as a small tree of SVG elements. The storefront turns the tree into
 * React elements; the server writes it as markup and renders it to WebP. Both draw the same layers.
 */

export interface SvgNode {
  tag: 'svg' | 'defs' | 'pattern' | 'image' | 'clipPath' | 'filter' | 'feGaussianBlur' | 'g' | 'path' | 'rect' | 'text' | 'title';
  /** Attribute names as SVG markup writes them (`stroke-width`, `clip-path`). */
  attrs: Record<string, string | number>;
  children: (SvgNode | string)[];
}

export interface GarmentPictureInput {
  picture: GarmentPicture;
  design: Pick<Design, 'styles' | 'accessories'>;
  /** A view key of the picture; the first view when absent. */
  view?: string;
  /** The address of the fabric's picture (a data: URL on the server); null draws undyed cloth. */
  clothHref: string | null;
  /** Prefix of the element ids, unique on the page. */
  idPrefix?: string;
  /** The picture's accessible name. */
  title?: string;
}

/** The colour of undyed cloth, before a fabric is chosen. */
export const UNDYED_CLOTH = '#d9d4ca';
const OUTLINE = '#2b2b2b';

const node = (tag: SvgNode['tag'], attrs: SvgNode['attrs'] = {}, children: SvgNode['children'] = []): SvgNode => ({ tag, attrs, children });

/** The view of a picture by key, or the first. */
export function pictureView(picture: GarmentPicture, view?: string): GarmentView | undefined {
  return view === undefined ? picture.views[0] : picture.views.find((candidate) => candidate.key === view);
}

/** The colour a source gives for the design, or null for the cloth itself. */
export function colourOf(source: ColourSource, design: Pick<Design, 'styles' | 'accessories'>): string | null {
  if (source.from) {
    const chosen = source.from.source === 'style' ? design.styles[source.from.key] : design.accessories[source.from.key];
    if (typeof chosen === 'string') {
      const colour = source.from.colours[chosen];
      if (colour) return colour;
    }
  }
  return source.default;
}

/** The shapes a view draws for a design: the base, each stacked group's chosen option, the top. */
function shapesOf(picture: GarmentPicture, view: GarmentView, design: Pick<Design, 'styles'>): PictureShape[] {
  const shapes: PictureShape[] = [...view.base];
  for (const group of view.stack) {
    const option = design.styles[group];
    const drawn = option === undefined ? undefined : picture.layers[group]?.[option]?.[view.key];
    if (drawn) shapes.push(...drawn);
  }
  shapes.push(...view.top);
  return shapes;
}

/**
 * The picture of a design in one view, or null when the picture has no such view. Shapes are drawn
 * in four passes: the cloth and painted parts in stack order; the shading (multiplied) and the light
 * (screened), both softened and kept inside the garment's outline; then buttons and other painted top
 * parts are already in place, and the initials go last.
 */
export function composeGarment(input: GarmentPictureInput): SvgNode | null {
  const { picture, design } = input;
  const view = pictureView(picture, input.view);
  if (!view) return null;
  const id = (name: string) => `${input.idPrefix ?? 'garment'}-${name}`;
  const shapes = shapesOf(picture, view, design);
  const span = picture.clothSpan;

  const clothFill = input.clothHref ? `url(#${id('cloth')})` : UNDYED_CLOTH;
  const paintFill = (paint: string): string => {
    if (paint === 'cloth') return clothFill;
    const source = picture.paints[paint];
    const colour = source ? colourOf(source, design) : null;
    return colour ?? clothFill;
  };

  const defs = node('defs');
  if (input.clothHref) {
    defs.children.push(
      node('pattern', { id: id('cloth'), patternUnits: 'userSpaceOnUse', width: span, height: span }, [
        node('image', { href: input.clothHref, width: span, height: span, preserveAspectRatio: 'xMidYMid slice' }),
      ]),
    );
  }
  const outline = shapes.filter((shape) => shape.paint !== 'shade' && shape.paint !== 'highlight' && shape.paint !== 'line');
  defs.children.push(
    node(
      'clipPath',
      { id: id('outline') },
      outline.map((shape) => node('path', { d: shape.d })),
    ),
    node('filter', { id: id('soft'), x: '-10%', y: '-10%', width: '120%', height: '120%' }, [
      node('feGaussianBlur', { stdDeviation: Math.max(view.width, view.height) / 160 }),
    ]),
  );

  const body = node('g', { 'stroke-linejoin': 'round' });
  for (const shape of shapes) {
    if (shape.paint === 'shade' || shape.paint === 'highlight') continue;
    if (shape.paint === 'line') {
      body.children.push(
        node('path', {
          d: shape.d,
          fill: 'none',
          stroke: OUTLINE,
          'stroke-width': 1.2,
          'stroke-opacity': shape.opacity ?? 0.45,
          'stroke-dasharray': '3 2',
        }),
      );
      continue;
    }
    const attrs: SvgNode['attrs'] = {
      d: shape.d,
      fill: paintFill(shape.paint),
      stroke: OUTLINE,
      'stroke-width': 1.4,
      'stroke-opacity': 0.55,
    };
    if (shape.opacity !== undefined) attrs['fill-opacity'] = shape.opacity;
    body.children.push(node('path', attrs));
  }
  const light = (paint: 'shade' | 'highlight', colour: string, blend: string) =>
    node('g', { 'clip-path': `url(#${id('outline')})`, style: `mix-blend-mode:${blend}` }, [
      node(
        'g',
        { filter: `url(#${id('soft')})` },
        shapes
          .filter((shape) => shape.paint === paint)
          .map((shape) => node('path', { d: shape.d, fill: colour, 'fill-opacity': shape.opacity ?? 0.5 })),
      ),
    ]);

  const children: SvgNode['children'] = [];
  if (input.title) children.push(node('title', {}, [input.title]));
  children.push(defs, body, light('shade', '#5f5f5f', 'multiply'), light('highlight', '#ffffff', 'screen'));

  const monogram = picture.monogram;
  if (monogram) {
    const text = design.accessories[monogram.text];
    const position = design.accessories[monogram.position];
    const place = typeof position === 'string' ? view.monogram[position] : undefined;
    if (typeof text === 'string' && text.trim() !== '' && place) {
      const attrs: SvgNode['attrs'] = {
        x: place.x,
        y: place.y,
        'font-size': place.size,
        'font-family': 'Georgia, serif',
        'font-style': 'italic',
        'text-anchor': 'middle',
        fill: colourOf(monogram.colour, design) ?? OUTLINE,
      };
      if (place.rotate) attrs.transform = `rotate(${place.rotate} ${place.x} ${place.y})`;
      children.push(node('text', attrs, [text.trim().slice(0, 12)]));
    }
  }

  return node(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', viewBox: `0 0 ${view.width} ${view.height}`, width: view.width, height: view.height },
    children,
  );
}

const escapeXml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** The tree as SVG markup, every attribute and text escaped. */
export function svgMarkup(tree: SvgNode): string {
  const attrs = Object.entries(tree.attrs)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');
  const children = tree.children.map((child) => (typeof child === 'string' ? escapeXml(child) : svgMarkup(child))).join('');
  return `<${tree.tag}${attrs}>${children}</${tree.tag}>`;
}

/**
 * What a configuration's picture lacks or names wrongly, as sentences (empty when it is whole): every
 * style group is drawn in some view or listed as unseen; every option of a stacked group has its
 * drawing in that view; every paint a shape names exists; colours follow real choices. The server refuses to publish a configuration with any, and a test holds the seed to it.
 */
export function pictureProblems(
  config: Pick<ProductConfigDocument, 'styles' | 'stylesOrder' | 'accessories'> & { picture: GarmentPicture },
): string[] {
  const { picture } = config;
  const problems: string[] = [];
  const viewKeys = new Set(picture.views.map((view) => view.key));
  if (viewKeys.size !== picture.views.length) problems.push('Two views of the picture have the same key.');
  const stacked = new Set(picture.views.flatMap((view) => view.stack));
  const paints = new Set<string>([...RESERVED_PAINTS, ...Object.keys(picture.paints)]);
  const checkShapes = (shapes: PictureShape[], where: string) => {
    for (const shape of shapes)
      if (!paints.has(shape.paint)) problems.push(`${where} uses the paint "${shape.paint}", which the picture does not define.`);
  };

  for (const group of config.stylesOrder) {
    const definition = config.styles[group];
    if (!definition) continue;
    if (!stacked.has(group) && !picture.unseen.includes(group))
      problems.push(`The style group "${group}" is in no view of the picture and not listed as unseen.`);
  }
  for (const group of picture.unseen) if (!config.styles[group]) problems.push(`The unseen group "${group}" is not a style group.`);

  for (const view of picture.views) {
    checkShapes(view.base, `The base of the ${view.key} view`);
    checkShapes(view.top, `The top of the ${view.key} view`);
    for (const group of view.stack) {
      const definition = config.styles[group];
      if (!definition) {
        problems.push(`The ${view.key} view stacks "${group}", which is not a style group.`);
        continue;
      }
      for (const option of definition.options) {
        if (!picture.layers[group]?.[option.key]?.[view.key])
          problems.push(`${definition.name}: "${option.value}" has no drawing in the ${view.key} view.`);
      }
    }
  }
  // Drawings of an option no longer offered are left alone (unused): removing an option needs no picture edit.
  for (const [group, options] of Object.entries(picture.layers)) {
    for (const [option, views] of Object.entries(options)) {
      for (const [view, shapes] of Object.entries(views))
        checkShapes(shapes, `${config.styles[group]?.name ?? group} "${option}" in the ${view} view`);
    }
  }

  const accessoryChoices = new Map<string, string[]>();
  for (const item of [
    ...config.accessories.fabric,
    ...config.accessories.initials,
    ...config.accessories.addOns,
    ...config.accessories.others,
  ]) {
    accessoryChoices.set(
      item.key,
      item.options.map((option) => option.key),
    );
  }
  const checkSource = (source: ColourSource, what: string) => {
    if (!source.from) return;
    const known =
      source.from.source === 'style'
        ? config.styles[source.from.key]?.options.map((option) => option.key)
        : accessoryChoices.get(source.from.key);
    if (!known) {
      problems.push(
        `${what} follows "${source.from.key}", which is not ${source.from.source === 'style' ? 'a style group' : 'an accessory'}.`,
      );
      return;
    }
    for (const option of Object.keys(source.from.colours))
      if (!known.includes(option)) problems.push(`${what} gives a colour to "${option}", which is not an option of ${source.from.key}.`);
  };
  for (const [paint, source] of Object.entries(picture.paints)) {
    if ((RESERVED_PAINTS as readonly string[]).includes(paint)) problems.push(`The paint "${paint}" is reserved.`);
    checkSource(source, `The paint "${paint}"`);
  }
  if (picture.monogram) {
    if (!accessoryChoices.has(picture.monogram.text)) problems.push(`The initials' text "${picture.monogram.text}" is not an accessory.`);
    const positions = accessoryChoices.get(picture.monogram.position);
    if (!positions) problems.push(`The initials' position "${picture.monogram.position}" is not an accessory.`);
    checkSource(picture.monogram.colour, "The initials' colour");
    for (const view of picture.views) {
      for (const position of Object.keys(view.monogram)) {
        if (positions && !positions.includes(position))
          problems.push(`The ${view.key} view places initials at "${position}", which is not an initials position.`);
      }
    }
  }
  return problems;
}
