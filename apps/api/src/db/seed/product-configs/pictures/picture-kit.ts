import type { PictureShape } from '@selvedge/contract';

/**
 * The pen the garment pictures are drawn with (issue 30): shapes by paint, and path data built from
 * points, with mirroring for the left and right of a symmetric garment. Path data is absolute
 * (M, L, C, Q, A and Z), numbers rounded to a tenth, so the configuration stays small.
 */

export type Pt = readonly [number, number];

const num = (value: number): string => String(Math.round(value * 10) / 10);

export const cloth = (d: string): PictureShape => ({ d, paint: 'cloth' });
export const shade = (d: string, opacity = 0.35): PictureShape => ({ d, paint: 'shade', opacity });
export const highlight = (d: string, opacity = 0.3): PictureShape => ({ d, paint: 'highlight', opacity });
export const seam = (d: string, opacity?: number): PictureShape =>
  opacity === undefined ? { d, paint: 'line' } : { d, paint: 'line', opacity };
export const painted = (paint: string, d: string, opacity?: number): PictureShape =>
  opacity === undefined ? { d, paint } : { d, paint, opacity };

/** A closed (or open) polygon through the points. */
export function poly(points: readonly Pt[], close = true): string {
  const [first, ...rest] = points;
  if (!first) return '';
  return `M${num(first[0])} ${num(first[1])}${rest.map(([x, y]) => `L${num(x)} ${num(y)}`).join('')}${close ? 'Z' : ''}`;
}

/** A smooth curve through the points (Catmull-Rom as cubic Béziers), closed unless told. */
export function smooth(points: readonly Pt[], close = true, tension = 1 / 6): string {
  const n = points.length;
  if (n < 3) return poly(points, close);
  const at = (i: number): Pt => (close ? points[(i + n) % n]! : points[Math.min(Math.max(i, 0), n - 1)]!);
  let d = `M${num(points[0]![0])} ${num(points[0]![1])}`;
  const segments = close ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) * tension, p1[1] + (p2[1] - p0[1]) * tension];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) * tension, p2[1] - (p3[1] - p1[1]) * tension];
    d += `C${num(c1[0])} ${num(c1[1])} ${num(c2[0])} ${num(c2[1])} ${num(p2[0])} ${num(p2[1])}`;
  }
  return close ? `${d}Z` : d;
}

/** A circle as two arcs. */
export function circle(cx: number, cy: number, r: number): string {
  return `M${num(cx - r)} ${num(cy)}A${num(r)} ${num(r)} 0 1 0 ${num(cx + r)} ${num(cy)}A${num(r)} ${num(r)} 0 1 0 ${num(cx - r)} ${num(cy)}Z`;
}

/** A rectangle with rounded corners. */
export function rect(x: number, y: number, width: number, height: number, radius = 0): string {
  if (radius <= 0)
    return poly([
      [x, y],
      [x + width, y],
      [x + width, y + height],
      [x, y + height],
    ]);
  const r = Math.min(radius, width / 2, height / 2);
  return `M${num(x + r)} ${num(y)}H${num(x + width - r)}A${num(r)} ${num(r)} 0 0 1 ${num(x + width)} ${num(y + r)}V${num(y + height - r)}A${num(r)} ${num(r)} 0 0 1 ${num(x + width - r)} ${num(y + height)}H${num(x + r)}A${num(r)} ${num(r)} 0 0 1 ${num(x)} ${num(y + height - r)}V${num(y + r)}A${num(r)} ${num(r)} 0 0 1 ${num(x + r)} ${num(y)}Z`;
}

/**
 * Absolute path data mirrored across the vertical line x = axis (the garment's centre front). Only
 * absolute commands are taken (M L H V C S Q T A Z): the pen writes no others.
 */
export function mirror(d: string, axis: number): string {
  const tokens = d.match(/[A-Za-z]|-?\d*\.?\d+(?:e[-+]?\d+)?/g) ?? [];
  let out = '';
  let command = '';
  let index = 0;
  const arity: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 };
  for (const token of tokens) {
    if (/^[A-Za-z]$/.test(token)) {
      if (token !== token.toUpperCase()) throw new Error(`mirror takes absolute path data only, not "${token}"`);
      command = token;
      index = 0;
      out += token;
      continue;
    }
    const value = Number(token);
    const size = arity[command] ?? 2;
    const position = size === 0 ? 0 : index % size;
    let written = value;
    if (command === 'H') written = 2 * axis - value;
    else if (command === 'A') {
      if (position === 5) written = 2 * axis - value;
      else if (position === 4) written = value === 0 ? 1 : 0; // the sweep flag turns over in a mirror
    } else if (command !== 'V' && position % 2 === 0) written = 2 * axis - value;
    out += `${index > 0 || out.endsWith(command) ? (out.endsWith(command) ? '' : ' ') : ''}${num(written)}`;
    index++;
  }
  return out;
}

/** The shape on both sides of the centre line. */
export function pair(shape: PictureShape, axis: number): PictureShape[] {
  return [shape, { ...shape, d: mirror(shape.d, axis) }];
}
