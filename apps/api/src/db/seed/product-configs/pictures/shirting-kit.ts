import type { GarmentPicture, PictureShape } from '@selvedge/contract';
import { circle, mirror, type Pt } from './picture-kit.js';

/**
 * Drawing helpers the shirt and the polo share: symmetric outlines drawn as one half, seams drawn
 * as solid lines, buttons, and the building of every option's drawings per view.
 */

const num = (value: number): string => String(Math.round(value * 10) / 10);
const at = ([x, y]: Pt): string => `${num(x)} ${num(y)}`;

/** One step of a path: a line to a point, a quadratic curve (control, end) or a cubic one (c1, c2, end). */
export type Seg = readonly [Pt] | readonly [Pt, Pt] | readonly [Pt, Pt, Pt];

/** Path data from a start point and steps (absolute L, Q and C), closed unless told. */
export function path(start: Pt, segs: readonly Seg[], close = true): string {
  let d = `M${at(start)}`;
  for (const seg of segs) d += `${seg.length === 1 ? 'L' : seg.length === 2 ? 'Q' : 'C'}${seg.map(at).join(' ')}`;
  return close ? `${d}Z` : d;
}

const flip = (axis: number, [x, y]: Pt): Pt => [2 * axis - x, y];

/**
 * A shape symmetric about x = axis, from its left half: a start on the axis and steps down the left
 * side to a point on the axis. The right half is the left one mirrored and walked back.
 */
export function sym(axis: number, start: Pt, half: readonly Seg[]): string {
  const points: Pt[] = [start, ...half.map((seg) => seg[seg.length - 1]!)];
  const back: Seg[] = [];
  for (let i = half.length - 1; i >= 0; i--) {
    const seg = half[i]!;
    const from = points[i]!;
    const controls = seg.slice(0, -1).reverse();
    back.push([...controls, from].map((p) => flip(axis, p)) as unknown as Seg);
  }
  return path(start, [...half, ...back]);
}

/** A seam drawn as a solid line: an open path in the cloth, so only its outline shows. */
export const seamLine = (d: string): PictureShape => ({ d, paint: 'cloth' });

/** An open path through points (for seams and stitching). */
export const line = (...points: Pt[]): string => `M${points.map(at).join('L')}`;

/** A button in the `buttons` paint. */
export const button = (x: number, y: number, r = 3.2): PictureShape => ({ d: circle(x, y, r), paint: 'buttons' });

/** Shapes and their mirror images across the axis. */
export const both = (axis: number, shapes: PictureShape[]): PictureShape[] => [
  ...shapes,
  ...shapes.map((shape) => ({ ...shape, d: mirror(shape.d, axis) })),
];

/** Every option of a group drawn per view: `draw(option)` gives the option's shapes by view. */
export function optionLayers<O extends string>(
  options: readonly O[],
  views: readonly string[],
  draw: (option: O) => Partial<Record<string, PictureShape[]>>,
) {
  return Object.fromEntries(
    options.map((option) => {
      const drawn = draw(option);
      return [option, Object.fromEntries(views.map((view) => [view, drawn[view] ?? []]))];
    }),
  );
}

/** The initials: their text, position and thread colour, as the initials items name them. */
export const INITIALS: GarmentPicture['monogram'] = {
  text: 'initials',
  position: 'initials-position',
  colour: {
    default: '#1f2a44',
    from: {
      source: 'accessory',
      key: 'initials-colour',
      colours: {
        navy: '#1f2a44',
        white: '#ffffff',
        black: '#111111',
        burgundy: '#6d1f2e',
        'bottle-green': '#1f4a33',
        'sky-blue': '#7fa7d1',
        'silver-grey': '#a9adb1',
        'old-gold': '#b08d3c',
      },
    },
  },
};
