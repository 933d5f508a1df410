import type { ColourSource, PictureShape } from '@selvedge/contract';
import { circle, cloth, mirror, painted, rect, seam, shade, type Pt } from './picture-kit.js';

/**
 * Drawing helpers trousers and shorts share (issue 30): both are drawn on the same 400-wide box with
 * the centre front at x = 200, the waistband's lower edge at y = 72 and the crotch near y = 205, so
 * waistbands, belt loops, pleats, pockets and flies are drawn once for both.
 */

export const AXIS = 200;
/** The lower edge of every waistband; what hangs from the waist starts here. */
export const BAND_BOTTOM = 72;

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

const flip = ([x, y]: Pt): Pt => [2 * AXIS - x, y];

/**
 * A shape symmetric about the centre line, from its left half: a start on the axis and steps down
 * the left side to a point on the axis. The right half is the left one mirrored and walked back.
 */
function sym(start: Pt, half: readonly Seg[]): string {
  const points: Pt[] = [start, ...half.map((seg) => seg[seg.length - 1]!)];
  const back: Seg[] = [];
  for (let i = half.length - 1; i >= 0; i--) {
    const controls = half[i]!.slice(0, -1).reverse();
    back.push([...controls, points[i]!].map(flip) as unknown as Seg);
  }
  return path(start, [...half, ...back]);
}

/** An open path through points. */
export const line = (...points: Pt[]): string => `M${points.map(at).join('L')}`;

/** A solid edge (a pocket mouth, a fold): an open path in the cloth, so only its outline shows. */
export const edge = (d: string): PictureShape => cloth(d);

/** Shapes and their mirror images across the centre line: each shape's path data gains its mirror image. */
export const both = (shapes: PictureShape[]): PictureShape[] => shapes.map((shape) => ({ ...shape, d: shape.d + mirror(shape.d, AXIS) }));

/** A button in the `buttons` paint, with its two thread holes. */
export const button = (x: number, y: number, r = 3.6): PictureShape[] => [
  painted('buttons', circle(x, y, r)),
  shade(circle(x + 0.6, y + 0.8, r * 0.9), 0.25),
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

/** Trouser buttons default to dark horn; metal is the zip, the buckles and the eyelets. */
export const LEGWEAR_PAINTS: Record<string, ColourSource> = {
  buttons: { default: '#3b2a20', from: null },
  metal: { default: '#b8b2a6', from: null },
};

/* ------------------------------------------------------------------ outline */

/** Where a pair of legs ends: the hem's height at the outer and the inner seam, and its width. */
export interface Legs {
  /** Outer seam at the hem. */
  outer: Pt;
  /** Inseam at the hem. */
  inner: Pt;
  /** Outer seam at the knee (trousers), or null for shorts. */
  knee: { outer: Pt; inner: Pt } | null;
}

/**
 * The whole outline of the pair from the top edge of the waist (`top`, its height at the side and at
 * the centre) down both legs, as one closed path. `crotch` is where the inseams meet.
 */
export function outline(top: { side: number; centre: number }, legs: Legs, crotch = 206): string {
  const sideTopX = 104 + (40 - top.side) * 0.06;
  const half: Seg[] = [
    [
      [150, top.centre + (top.side - top.centre) * 0.4],
      [sideTopX, top.side],
    ],
    [[102, BAND_BOTTOM]],
    [
      [94, 104],
      [87.5, 136],
      [86.5, 180],
    ],
  ];
  if (legs.knee)
    half.push(
      [[86.5, 250], legs.knee.outer],
      [legs.outer],
      [legs.inner],
      [legs.knee.inner],
      [
        [188.5, 250],
        [197.5, 226],
      ],
    );
  else
    half.push(
      [[86.5, 210], legs.outer],
      [legs.inner],
      [
        [196, legs.inner[1] - 30],
        [197.5, 228],
      ],
    );
  half.push([
    [199.3, crotch + 8],
    [AXIS, crotch],
  ]);
  return sym([AXIS, top.centre], half);
}

/* ---------------------------------------------------------------- waistband */

/** A plain waistband from `top` to the band's lower edge, closed at the centre front. */
export function band(top: number, bottom = BAND_BOTTOM): PictureShape[] {
  const left = 104 + (40 - top) * 0.06;
  return [
    cloth(path([left, top], [[[2 * AXIS - left, top]], [[298, bottom]], [[102, bottom]]])),
    shade(rect(102, bottom, 196, 7), 0.3),
    seam(line([left + 1, top + 3.5], [2 * AXIS - left - 1, top + 3.5]), 0.35),
  ];
}

/** The front of a standard waistband: the band, its overlap at the fly and the button. */
export function standardBandFront(): PictureShape[] {
  return [...band(40), edge(line([212, 40], [212, 72])), ...button(205, 56)];
}

/** The band carried past the fly in a pointed tab, buttoned at its point. */
export function extendedTabFront(): PictureShape[] {
  return [
    ...band(40),
    cloth(path([196, 40], [[[238, 40]], [[250, 56]], [[238, 72]], [[196, 72]]])),
    shade(path([238, 70], [[[250, 57]], [[254, 60]], [[242, 76]]]), 0.3),
    seam(line([200, 43.5], [236, 43.5], [246, 56], [236, 68.5], [200, 68.5]), 0.4),
    ...button(239, 56),
  ];
}

/** A Gurkha waistband: tall, with a strap from each side wrapped over the front to a buckle. */
export function gurkhaFront(): PictureShape[] {
  const strap = [
    cloth(
      path(
        [103, 34],
        [
          [[118, 36]],
          [
            [162, 44],
            [170, 46],
          ],
          [[170, 62]],
          [
            [162, 64],
            [118, 70],
          ],
          [[102, 70]],
        ],
      ),
    ),
    shade(path([104, 70], [[[168, 62]], [[170, 70]], [[104, 78]]]), 0.3),
    seam(line([106, 38.5], [166, 49.5]), 0.4),
    seam(line([106, 66], [166, 58.5]), 0.4),
    painted('metal', rect(168, 42, 14, 24, 2.5)),
    cloth(rect(171.5, 45.5, 7, 17, 1.5)),
    cloth(path([178, 47], [[[190, 47]], [[196, 54]], [[190, 61]], [[178, 61]]])),
  ];
  return [...band(26), edge(line([AXIS, 26], [AXIS, 72])), ...both(strap)];
}

/** A Gurkha waistband from behind: the tall band, and each strap's root sewn at the side. */
export function gurkhaBack(): PictureShape[] {
  const anchor = [
    cloth(path([103, 34], [[[128, 36]], [[128, 66]], [[102, 68]]])),
    seam(line([124, 38], [124, 64]), 0.45),
    shade(rect(128, 36, 5, 30), 0.3),
  ];
  return [...band(26), ...both(anchor)];
}

/** Belt loops across the front (`x` = their centres), `width` wide, standing proud of the band. */
export function beltLoops(xs: number[], width: number, top = 37, bottom = 76): PictureShape[] {
  return xs.flatMap((x) => [
    cloth(rect(x - width / 2, top, width, bottom - top, 1.5)),
    seam(
      line([x - width / 2 + 1.5, top + 3], [x + width / 2 - 1.5, top + 3]) +
        line([x - width / 2 + 1.5, bottom - 3], [x + width / 2 - 1.5, bottom - 3]),
      0.35,
    ),
    shade(rect(x + width / 2, top + 2, 3, bottom - top - 2), 0.35),
  ]);
}

/** A side adjuster at the left side of the band: a strap through a slide buckle. */
export function buckleAdjuster(): PictureShape[] {
  return [
    cloth(path([103, 49], [[[136, 49]], [[140, 56]], [[136, 63]], [[102, 63]]])),
    seam(line([106, 52.5], [134, 52.5]), 0.4),
    seam(line([106, 59.5], [134, 59.5]), 0.4),
    painted('metal', rect(124, 45, 10, 22, 2)),
    cloth(rect(126.5, 48.5, 5, 15, 1)),
    shade(rect(124, 66, 16, 5), 0.3),
  ];
}

/** A side adjuster at the left side of the band: a pointed tab buttoned on one of three buttons. */
export function buttonTabAdjuster(): PictureShape[] {
  return [
    ...button(142, 56, 3.2),
    ...button(152, 56, 3.2),
    cloth(path([103, 48], [[[128, 48]], [[138, 56]], [[128, 64]], [[102, 64]]])),
    seam(line([106, 51.5], [127, 51.5], [134, 56], [127, 60.5], [106, 60.5]), 0.4),
    ...button(130, 56, 3.2),
    shade(rect(104, 64, 34, 5), 0.3),
  ];
}

/* -------------------------------------------------------------------- front */

export type PleatKind = 'flat' | 'single-forward' | 'single-reverse' | 'double-forward' | 'double-reverse';

/**
 * The left front's pleats (mirrored for the right): each a fold from the band, with its tuck under the
 * band pointing the way the pleat opens, and the shadow it throws on that side. `crease` is where the
 * pressed crease runs to (trousers) or null (shorts).
 */
export function pleats(kind: PleatKind, crease: { from: Pt; to: Pt } | null): PictureShape[] {
  const shapes: PictureShape[] = [];
  const towardFly = kind.endsWith('forward');
  const fold = (x: number, length: number) => {
    const dir = towardFly ? 1 : -1;
    shapes.push(
      cloth(path([x, BAND_BOTTOM], [[[x + 9 * dir, BAND_BOTTOM]], [[x + 1, BAND_BOTTOM + 12]]])),
      edge(
        path(
          [x, BAND_BOTTOM],
          [
            [
              [x - 1, BAND_BOTTOM + length * 0.5],
              [x - 4, BAND_BOTTOM + length],
            ],
          ],
          false,
        ),
      ),
      shade(
        path(
          [x, BAND_BOTTOM],
          [[[x - 1, BAND_BOTTOM + length]], [[x - 4 + 9 * dir, BAND_BOTTOM + length * 0.7]], [[x + 9 * dir, BAND_BOTTOM]]],
        ),
        0.35,
      ),
    );
  };
  if (kind !== 'flat') fold(150, crease ? 80 : 56);
  if (kind.startsWith('double')) fold(172, crease ? 50 : 40);
  if (crease) {
    const from: Pt = kind === 'flat' ? crease.from : [146, BAND_BOTTOM + 80];
    shapes.push(
      cloth(line(from, crease.to)),
      {
        d: path(from, [[[crease.to[0] + 2, crease.to[1]]], [[crease.to[0] + 9, crease.to[1]]], [[from[0] + 9, from[1]]]]),
        paint: 'highlight',
        opacity: 0.22,
      },
      shade(path(from, [[[crease.to[0] - 4, crease.to[1]]], [[crease.to[0] - 10, crease.to[1]]], [[from[0] - 8, from[1]]]]), 0.18),
    );
  }
  return both(shapes);
}

/* ------------------------------------------------------------------ pockets */

export type SidePocketKind = 'slanted' | 'on-seam' | 'frogmouth';

/** The left front pocket (mirrored for the right). */
export function sidePocket(kind: SidePocketKind): PictureShape[] {
  if (kind === 'slanted') {
    return both([
      shade(
        path(
          [134, 73],
          [
            [[96, 146]],
            [[89, 150]],
            [
              [96, 100],
              [103, 73],
            ],
          ],
        ),
        0.3,
      ),
      edge(
        path(
          [136, BAND_BOTTOM],
          [
            [
              [112, 108],
              [90, 152],
            ],
          ],
          false,
        ),
      ),
      seam(
        path(
          [143, BAND_BOTTOM + 1],
          [
            [
              [119, 110],
              [95, 156],
            ],
          ],
          false,
        ),
        0.45,
      ),
      edge(line([88, 149], [96, 155])),
    ]);
  }
  if (kind === 'frogmouth') {
    return both([
      shade(
        path(
          [108, 90],
          [
            [
              [140, 116],
              [176, 88],
            ],
            [[174, 98]],
            [
              [140, 124],
              [110, 100],
            ],
          ],
        ),
        0.45,
      ),
      edge(
        path(
          [106, 88],
          [
            [
              [140, 114],
              [178, 86],
            ],
          ],
          false,
        ),
      ),
      seam(
        path(
          [108, 83],
          [
            [
              [140, 108],
              [176, 81],
            ],
          ],
          false,
        ),
        0.45,
      ),
      edge(line([104, 84], [108, 92])),
      edge(line([176, 82], [179, 90])),
    ]);
  }
  // On the seam: the opening hides in the side seam, closed by a bar tack at each end.
  return both([
    shade(
      path(
        [100.5, 80],
        [
          [
            [93, 104],
            [88, 150],
          ],
          [[97, 150]],
          [
            [101, 110],
            [106, 80],
          ],
        ],
      ),
      0.35,
    ),
    edge(
      path(
        [101, 80],
        [
          [
            [94, 110],
            [90.5, 152],
          ],
        ],
        false,
      ),
    ),
    seam(
      path(
        [106, 80],
        [
          [
            [99, 112],
            [95.5, 150],
          ],
        ],
        false,
      ),
      0.4,
    ),
    edge(line([100, 79], [108, 79])),
    edge(line([88.5, 153], [96.5, 153])),
  ]);
}

/** The fly: its J-stitch, and the zip's pull or the buttons beneath. */
export function fly(fastening: 'zip' | 'button', bottom = 168): PictureShape[] {
  const shapes: PictureShape[] = [
    edge(line([AXIS, BAND_BOTTOM], [AXIS, bottom + 6])),
    seam(
      path(
        [215, BAND_BOTTOM + 2],
        [
          [[215, bottom - 14]],
          [
            [215, bottom],
            [AXIS, bottom + 6],
          ],
        ],
        false,
      ),
      0.5,
    ),
    shade(path([AXIS, BAND_BOTTOM], [[[217, BAND_BOTTOM]], [[217, bottom - 6]], [[AXIS, bottom + 6]]]), 0.16),
  ];
  if (fastening === 'zip') {
    shapes.push(
      painted('metal', path([203, 74], [[[209, 74]], [[209.5, 86]], [[206, 90]], [[202.5, 86]]])),
      shade(circle(206, 85, 1.4), 0.6),
    );
  } else {
    for (const y of [88, 108, 128, 148]) shapes.push(painted('buttons', circle(207.5, y, 3), 0.45), seam(line([204, y], [211, y]), 0.3));
  }
  return shapes;
}

export type BackPocketKind = 'none' | 'one-jetted' | 'two-jetted' | 'two-flap' | 'two-patch';

/** The back pockets, seen from behind: the wearer's right hip is on the viewer's right. */
export function backPockets(kind: BackPocketKind, y = 104): PictureShape[] {
  const jetted = (x: number): PictureShape[] => [
    shade(rect(x - 2, y - 1, 54, 12), 0.25),
    cloth(rect(x, y, 50, 8, 1)),
    edge(line([x + 1, y + 4], [x + 49, y + 4])),
    seam(line([x - 1, y - 2], [x - 1, y + 10]), 0.4),
    seam(line([x + 51, y - 2], [x + 51, y + 10]), 0.4),
    ...button(x + 25, y + 14, 3.4),
  ];
  const flap = (x: number): PictureShape[] => [
    shade(path([x, y + 14], [[[x + 27, y + 25]], [[x + 54, y + 14]], [[x + 54, y + 24]], [[x + 27, y + 32]], [[x, y + 24]]]), 0.35),
    cloth(path([x - 2, y - 4], [[[x + 52, y - 4]], [[x + 52, y + 13]], [[x + 25, y + 23]], [[x - 2, y + 13]]])),
    seam(line([x + 1, y - 1], [x + 49, y - 1], [x + 49, y + 11], [x + 25, y + 20], [x + 1, y + 11], [x + 1, y - 1]), 0.4),
    ...button(x + 25, y + 12, 3.4),
  ];
  const patch = (x: number): PictureShape[] => [
    shade(path([x + 52, y - 4], [[[x + 55, y - 2]], [[x + 53, y + 52]], [[x + 26, y + 62]], [[x + 26, y + 57]]]), 0.3),
    cloth(path([x - 2, y - 6], [[[x + 52, y - 6]], [[x + 51, y + 48]], [[x + 25, y + 57]], [[x - 1, y + 48]]])),
    seam(line([x + 1.5, y + 4], [x + 48.5, y + 4]), 0.45),
    seam(line([x + 1.5, y - 3], [x + 48, y - 3], [x + 47.5, y + 46], [x + 25, y + 53.5], [x + 2.5, y + 46], [x + 1.5, y - 3]), 0.4),
    ...button(x + 25, y + 10, 3.4),
  ];
  const left = 122;
  const right = 228;
  if (kind === 'one-jetted') return jetted(right);
  if (kind === 'two-jetted') return [...jetted(left), ...jetted(right)];
  if (kind === 'two-flap') return [...flap(left), ...flap(right)];
  if (kind === 'two-patch') return [...patch(left), ...patch(right)];
  return [];
}

/** The back's darts under the band, one each side above the pocket. */
export const backDarts = (): PictureShape[] =>
  both([seam(line([148, BAND_BOTTOM + 1], [149, 98]), 0.45), shade(path([146, 74], [[[149, 98]], [[152, 74]]]), 0.25)]);
