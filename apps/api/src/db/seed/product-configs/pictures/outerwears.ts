import type { GarmentPicture, PictureShape } from '@selvedge/contract';
import { circle, cloth, highlight, mirror, pair, painted, poly, rect, seam, shade, smooth, type Pt } from './picture-kit.js';

/**
 * The outerwear drawn flat (issue 30): a 400 x 480 box, centre front on x = 200. The style draws the
 * body (the four lengths and hems), so the pockets, closure, collar and cuffs sit on any of them: hip
 * pockets stay above the shortest hem and the closure stops where the Harrington's rib band ends.
 */

const W = 400;
const H = 480;
const C = 200;

/** Path data through points, where `{ q }` bends the line to the next point through a control point. */
type Node = Pt | { q: Pt };
function path(nodes: readonly Node[], close = true): string {
  const r = (v: number) => Math.round(v * 10) / 10;
  let d = '';
  let control: Pt | null = null;
  for (const n of nodes) {
    if ('q' in n) {
      control = n.q;
      continue;
    }
    const [x, y] = n as Pt;
    if (!d) d = `M${r(x)} ${r(y)}`;
    else if (control) d += `Q${r(control[0])} ${r(control[1])} ${r(x)} ${r(y)}`;
    else d += `L${r(x)} ${r(y)}`;
    control = null;
  }
  return close ? `${d}Z` : d;
}
/** The other half of a half outline (listed from the top of the centre line round to its foot), reversed so the two make one outline. */
function whole(half: readonly Node[]): Node[] {
  const flip = (n: Node): Node => ('q' in n ? { q: [2 * C - n.q[0], n.q[1]] } : [2 * C - (n as Pt)[0], (n as Pt)[1]]);
  const rest: Node[] = [];
  // Walk back from the foot: a control point belongs between its neighbours, so it stays where it is.
  for (let i = half.length - 2; i >= 0; i--) rest.push(flip(half[i]!));
  return [...half, ...rest];
}
const both = (shapes: PictureShape[]): PictureShape[] => shapes.flatMap((shape) => pair(shape, C));
const button = (x: number, y: number, r = 4.6): PictureShape[] => [
  painted('buttons', circle(x, y, r)),
  seam(`M${x - 1.6} ${y}L${x + 1.6} ${y}`, 0.6),
];
const stud = (x: number, y: number): PictureShape[] => [painted('metal', circle(x, y, 5)), painted('metal', circle(x, y, 2.2))];

// The sleeve, viewer's left; its end is the quad from (57,346)-(100,354) down to (55,382)-(100,390).
const SLEEVE = path([
  [106, 84],
  { q: [82, 104] },
  [72, 180],
  [62, 290],
  [55, 384],
  [100, 390],
  [104, 300],
  [110, 236],
  [122, 176],
  { q: [114, 120] },
  [106, 84],
]);
const sleeveShading: PictureShape[] = [
  shade(
    path([
      [98, 200],
      [106, 230],
      [102, 300],
      [99, 382],
      [90, 382],
      [94, 300],
    ]),
    0.3,
  ),
  highlight(
    path([
      [76, 150],
      [84, 150],
      [74, 300],
      [66, 370],
      [62, 370],
      [68, 290],
    ]),
    0.14,
  ),
  shade(path([[66, 250], { q: [80, 252] }, [96, 262], { q: [80, 258] }, [66, 256]]), 0.25),
];

// The body of each style, half outline from the front neck down to the centre of the hem.
const NECK: Node[] = [[C, 82], { q: [182, 80] }, [172, 62], [106, 84], { q: [114, 122] }, [122, 176]];
const BACK_NECK: Node[] = [[C, 60], { q: [184, 60] }, [172, 62], [106, 84], { q: [114, 122] }, [122, 176]];
interface StyleShape {
  side: Node[];
  /** y of the hem at the sides and at the centre. */
  hem: number;
}
const STYLES: Record<string, StyleShape> = {
  overshirt: { side: [[124, 280], [126, 392], { q: [140, 414] }, [168, 416], { q: [188, 418] }, [C, 422]], hem: 416 },
  'chore-jacket': {
    side: [
      [118, 300],
      [114, 426],
      [C, 426],
    ],
    hem: 426,
  },
  'field-jacket': {
    side: [
      [122, 290],
      [116, 440],
      [C, 440],
    ],
    hem: 440,
  },
  harrington: {
    side: [
      [124, 300],
      [126, 386],
      [130, 386],
      [132, 408],
      [C, 408],
    ],
    hem: 408,
  },
};
const body = (style: StyleShape, neck: Node[]) => cloth(path(whole([...neck, ...style.side])));
const bodyShading = (hem: number): PictureShape[] => [
  ...both([
    shade(
      path([
        [122, 180],
        [140, 190],
        [140, hem - 10],
        [124, hem - 6],
      ]),
      0.3,
    ),
  ]),
  highlight(
    smooth([
      [148, 118],
      [166, 104],
      [180, 112],
      [176, 190],
      [160, 240],
      [146, 220],
    ]),
    0.1,
  ),
  shade(
    smooth([
      [160, 90],
      [200, 96],
      [240, 90],
      [220, 104],
      [180, 104],
    ]),
    0.2,
  ),
];
const ribBand = (top: number, bottom: number, x0: number): PictureShape[] => {
  const ribs = [];
  for (let x = x0 + 6; x < 2 * C - x0 - 2; x += 7) ribs.push(`M${x} ${top + 2}L${x} ${bottom - 2}`);
  return [painted('rib', rect(x0, top, 2 * C - 2 * x0, bottom - top)), seam(ribs.join(''), 0.35)];
};

/** The inside of the back neck, seen above the front neckline. */
const INSIDE_BACK = cloth(path([[166, 68], { q: [C, 46] }, [234, 68], [228, 84], [172, 84]]));
const hemFinish = (key: string, style: StyleShape): PictureShape[] => {
  if (key === 'harrington') return ribBand(386, 408, 130);
  if (key === 'overshirt')
    return [
      seam(path([[127, 386], { q: [140, 408] }, [168, 410], { q: [C, 414] }, [232, 410], { q: [260, 408] }, [273, 386]], false), 0.3),
    ];
  return [seam(`M122 ${style.hem - 6}L278 ${style.hem - 6}`, 0.3)];
};

function styleFront(key: string): PictureShape[] {
  const style = STYLES[key]!;
  const shapes = [INSIDE_BACK, shade(INSIDE_BACK.d, 0.35), body(style, NECK), ...bodyShading(style.hem)];
  shapes.push(...hemFinish(key, style));
  if (key === 'field-jacket')
    shapes.push(seam('M124 292L276 292M124 300L276 300', 0.35), ...both([painted('metal', circle(130, 296, 2.6))]));
  if (key === 'overshirt')
    shapes.push(
      ...both([
        seam(
          path(
            [
              [172, 64],
              [108, 86],
            ],
            false,
          ),
          0.3,
        ),
      ]),
    );
  return shapes;
}
function styleBack(key: string): PictureShape[] {
  const style = STYLES[key]!;
  const shapes = [
    body(style, BACK_NECK),
    ...both([
      shade(
        path([
          [122, 180],
          [140, 190],
          [140, style.hem - 10],
          [124, style.hem - 6],
        ]),
        0.28,
      ),
    ]),
  ];
  shapes.push(
    highlight(
      smooth([
        [150, 130],
        [200, 120],
        [250, 130],
        [236, 190],
        [200, 200],
        [164, 190],
      ]),
      0.08,
    ),
  );
  if (key === 'harrington') {
    shapes.push(...ribBand(386, 408, 130));
    // The Harrington's umbrella yoke: a cape across the shoulders with a pointed back.
    shapes.push(
      cloth(path(whole([[C, 60], { q: [184, 60] }, [172, 62], [106, 84], [112, 132], [150, 150], [C, 176]]))),
      shade(
        path([
          [120, 140],
          [280, 140],
          [280, 150],
          [200, 184],
          [120, 150],
        ]),
        0.25,
      ),
    );
  } else {
    shapes.push(...hemFinish(key, style));
  }
  if (key === 'overshirt') {
    shapes.push(
      seam(path([[108, 110], { q: [C, 122] }, [292, 110]], false), 0.45),
      seam('M190 112L190 150M210 112L210 150', 0.4),
      shade('M188 118L212 118L206 200L194 200Z', 0.25),
    );
  }
  if (key === 'chore-jacket') shapes.push(seam(path([[108, 100], { q: [C, 104] }, [292, 100]], false), 0.35));
  if (key === 'field-jacket') {
    shapes.push(seam(path([[108, 120], { q: [C, 132] }, [292, 120]], false), 0.45), seam('M124 292L276 292M124 300L276 300', 0.35));
    shapes.push(shade('M140 296L260 296L250 330L150 330Z', 0.2));
  }
  return shapes;
}

// Pockets, viewer's left, mirrored where there are two.
const chestPatch = (top: number, withFlap: boolean, bellows = false): PictureShape[] => {
  const shapes = [cloth(rect(138, top, 44, 54, 3)), seam(`M141 ${top + 4}L141 ${top + 51}L179 ${top + 51}L179 ${top + 4}`, 0.4)];
  if (bellows) shapes.push(seam(`M160 ${top + 12}L160 ${top + 54}`, 0.5), shade(rect(156, top + 10, 8, 44), 0.25));
  if (withFlap)
    shapes.push(
      cloth(
        path([
          [136, top - 6],
          [184, top - 6],
          [184, top + 12],
          [160, top + 18],
          [136, top + 12],
        ]),
      ),
      seam(`M139 ${top - 3}L181 ${top - 3}`, 0.35),
      ...button(160, top + 10, 3.6),
      shade(`M138 ${top + 12}L182 ${top + 12}L160 ${top + 24}Z`, 0.3),
    );
  else shapes.push(seam(`M141 ${top + 5}L179 ${top + 5}`, 0.45));
  return shapes;
};
const hipPatch = (withFlap: boolean, bellows = false): PictureShape[] => {
  const top = 300;
  const shapes = [cloth(rect(132, top, 52, 64, 4)), seam(`M135 ${top + 4}L135 ${top + 61}L181 ${top + 61}L181 ${top + 4}`, 0.4)];
  if (bellows) shapes.push(seam(`M158 ${top + 14}L158 ${top + 64}`, 0.5), shade(rect(153, top + 12, 10, 52), 0.25));
  if (withFlap)
    shapes.push(
      cloth(
        path([
          [130, top - 8],
          [186, top - 8],
          [186, top + 12],
          [158, top + 18],
          [130, top + 12],
        ]),
      ),
      seam(`M133 ${top - 5}L183 ${top - 5}`, 0.35),
      ...button(158, top + 10, 3.8),
      shade(`M132 ${top + 12}L184 ${top + 12}L158 ${top + 24}Z`, 0.3),
    );
  else shapes.push(seam(`M135 ${top + 6}L181 ${top + 6}`, 0.45), shade(rect(134, top, 48, 6), 0.2));
  return shapes;
};
const POCKETS: Record<string, PictureShape[]> = {
  'two-chest-flap': both(chestPatch(150, true)),
  'three-patch': [...chestPatch(148, false).map((shape) => ({ ...shape, d: mirror(shape.d, C) })), ...both(hipPatch(false))],
  'four-flap': both([...chestPatch(150, true), ...hipPatch(true)]),
  'four-bellows': both([...chestPatch(150, true, true), ...hipPatch(true, true)]),
  'slash-hand': both([
    cloth(
      poly([
        [144, 300],
        [152, 298],
        [170, 360],
        [162, 362],
      ]),
    ),
    shade(
      poly([
        [152, 300],
        [158, 300],
        [176, 360],
        [170, 362],
      ]),
      0.3,
    ),
  ]),
};

// Closures down the centre front, ending at y = 404 (the Harrington's hem band).
const placket = (lines: boolean): PictureShape[] => [
  cloth(rect(192, 82, 16, 322)),
  ...(lines ? [seam('M195 86L195 400M205 86L205 400', 0.35)] : []),
];
const ROW = [100, 160, 220, 280, 340, 396];
const CLOSURES: Record<string, PictureShape[]> = {
  buttons: [...placket(true), ...ROW.flatMap((y) => button(C, y))],
  snaps: [...placket(true), ...ROW.flatMap((y) => stud(C, y))],
  zip: [
    painted('metal', rect(197, 84, 6, 320)),
    seam('M200 86L200 402', 0.7),
    painted(
      'metal',
      path([
        [196, 88],
        [204, 88],
        [206, 108],
        [194, 108],
      ]),
    ),
    painted('metal', rect(196, 400, 8, 5)),
  ],
  hidden: [...placket(false), seam('M206 88L206 396L194 400', 0.5), shade(rect(204, 86, 6, 314), 0.2)],
};

// Collars seen from the front and the back.
const COLLARS_FRONT: Record<string, PictureShape[]> = {
  point: [
    cloth(path([[166, 66], { q: [C, 40] }, [234, 66], [228, 72], { q: [C, 56] }, [172, 72]])),
    ...both([
      cloth(
        path([
          [C, 86],
          [172, 60],
          [156, 70],
          [174, 118],
          [196, 94],
        ]),
      ),
      seam('M162 73L176 110', 0.35),
    ]),
    shade('M176 116L200 92L224 116L200 106Z', 0.3),
  ],
  band: [
    cloth(path([[168, 64], { q: [C, 42] }, [232, 64], [230, 52], { q: [C, 34] }, [170, 52]])),
    cloth(
      path([
        [168, 52],
        [172, 64],
        { q: [182, 82] },
        [C, 84],
        { q: [218, 82] },
        [228, 64],
        [232, 52],
        { q: [222, 72] },
        [C, 74],
        { q: [178, 72] },
        [168, 52],
      ]),
    ),
    seam(path([[172, 58], { q: [180, 74] }, [C, 78], { q: [220, 74] }, [228, 58]], false), 0.4),
    ...button(C, 79, 3.4),
  ],
  chore: [
    cloth(path([[164, 66], { q: [C, 40] }, [236, 66], [230, 72], { q: [C, 56] }, [170, 72]])),
    ...both([
      cloth(
        path([
          [C, 88],
          [170, 58],
          [140, 74],
          [164, 132],
          [194, 100],
        ]),
      ),
      seam('M146 78L166 124', 0.35),
    ]),
    shade('M164 130L200 96L236 130L200 112Z', 0.3),
  ],
  storm: [
    cloth(path([[164, 74], [162, 40], { q: [C, 26] }, [238, 40], [236, 74], { q: [C, 88] }, [164, 74]])),
    seam(path([[166, 46], { q: [C, 34] }, [234, 46]], false), 0.4),
    cloth(rect(176, 52, 62, 13, 6)),
    ...button(230, 58.5, 3.4),
    shade('M164 74L236 74L220 90L180 90Z', 0.3),
  ],
};
const COLLARS_BACK: Record<string, PictureShape[]> = {
  point: [
    cloth(path([[170, 62], { q: [C, 56] }, [230, 62], [252, 76], { q: [C, 84] }, [148, 76]])),
    seam(path([[152, 73], { q: [C, 80] }, [248, 73]], false), 0.35),
    shade('M150 78L250 78L240 90L160 90Z', 0.3),
  ],
  band: [
    cloth(path([[170, 62], { q: [C, 54] }, [230, 62], [230, 50], { q: [C, 44] }, [170, 50]])),
    seam(path([[172, 56], { q: [C, 50] }, [228, 56]], false), 0.35),
  ],
  chore: [
    cloth(path([[168, 62], { q: [C, 56] }, [232, 62], [266, 84], { q: [C, 94] }, [134, 84]])),
    seam(path([[138, 81], { q: [C, 90] }, [262, 81]], false), 0.35),
    shade('M136 86L264 86L250 100L150 100Z', 0.3),
  ],
  storm: [
    cloth(path([[166, 64], [164, 36], { q: [C, 30] }, [236, 36], [234, 64], { q: [C, 58] }, [166, 64]])),
    seam(path([[166, 42], { q: [C, 36] }, [234, 42]], false), 0.4),
    shade('M166 64L234 64L226 76L174 76Z', 0.25),
  ],
};

// The sleeve ends, viewer's left (the right sleeve mirrors it).
const CUFF_FRONT: Record<string, PictureShape[]> = {
  buttoned: both([
    cloth(
      path([
        [57, 350],
        [101, 357],
        [100, 390],
        [55, 384],
      ]),
    ),
    seam('M59 354L99 361', 0.35),
    ...button(64, 370, 3.6),
  ]),
  'button-tab': both([
    seam('M56 372L100 379', 0.35),
    cloth(
      path([
        [54, 360],
        [86, 366],
        [86, 376],
        [54, 370],
      ]),
    ),
    ...button(80, 371, 3.4),
    ...button(60, 367, 3.4),
  ]),
  rib: both([
    painted(
      'rib',
      path([
        [56, 360],
        [101, 367],
        [98, 398],
        [60, 394],
      ]),
    ),
    seam('M63 364L66 393M70 365L72 394M77 366L78 395M84 367L85 396M91 368L91 396', 0.35),
  ]),
  plain: both([seam('M56 374L100 381', 0.45)]),
};
const CUFF_BACK: Record<string, PictureShape[]> = {
  buttoned: both([
    cloth(
      path([
        [57, 350],
        [101, 357],
        [100, 390],
        [55, 384],
      ]),
    ),
    seam('M59 354L99 361', 0.35),
    seam('M90 300L90 356', 0.45),
    ...button(92, 372, 3.6),
  ]),
  'button-tab': both([
    seam('M56 372L100 379', 0.35),
    cloth(
      path([
        [66, 362],
        [102, 368],
        [102, 378],
        [66, 372],
      ]),
    ),
    ...button(96, 373, 3.4),
  ]),
  rib: CUFF_FRONT.rib!,
  plain: both([seam('M56 374L100 381', 0.45), seam('M90 320L88 376', 0.3)]),
};

// The inside: the jacket laid open, the fronts turned back either side of the inside of the back.
const LIN_BACK = path([[130, 70], { q: [C, 92] }, [270, 70], [276, 420], [124, 420]]);
const LIN_FRONT = path([
  [128, 70],
  [64, 88],
  [40, 430],
  [126, 426],
]);
const FACING = path([
  [64, 88],
  [84, 86],
  [70, 428],
  [40, 430],
]);
const liningFront = (top = 96): PictureShape =>
  painted(
    'lining',
    path([
      [84, top],
      [128, top - 14],
      [126, 424],
      [70, 426],
    ]),
  );
/** Diamond quilting: diagonals both ways, cut to the box they stitch. */
const quilt = (x0: number, y0: number, x1: number, y1: number): PictureShape => {
  const lines: string[] = [];
  const step = 24;
  for (let k = x0 - (y1 - y0); k < x1; k += step) {
    for (const dir of [1, -1]) {
      // The line x = k + dir * (y - y0) (or from the right edge for dir -1), cut to the box.
      const start = dir === 1 ? k : x1 - (k - x0);
      const ya = Math.max(y0, y0 + (dir === 1 ? x0 - start : start - x1));
      const yb = Math.min(y1, y0 + (dir === 1 ? x1 - start : start - x0));
      if (yb - ya < 2) continue;
      const at = (y: number) => start + dir * (y - y0);
      lines.push(`M${Math.round(at(ya))} ${Math.round(ya)}L${Math.round(at(yb))} ${Math.round(yb)}`);
    }
  }
  return seam(lines.join(''), 0.3);
};
const sheen = (d: string): PictureShape => highlight(d, 0.14);
const binding = (d: string): PictureShape => painted('lining', d);
const LININGS: Record<string, PictureShape[]> = {
  unlined: [
    binding('M127 100L131 100L129 420L125 420Z'),
    binding('M269 100L273 100L275 420L271 420Z'),
    binding(path([[131, 74], { q: [C, 96] }, [269, 74], [269, 79], { q: [C, 101] }, [131, 79]])),
    seam('M200 100L200 420', 0.3),
  ],
  'half-lined': [
    painted('lining', path([[132, 76], { q: [C, 96] }, [268, 76], [270, 230], { q: [C, 250] }, [130, 230]])),
    sheen('M150 110L190 110L170 220L150 220Z'),
    binding('M127 230L131 230L129 420L125 420Z'),
    binding('M269 230L273 230L275 420L271 420Z'),
  ],
  'fully-lined': [
    painted('lining', path([[132, 76], { q: [C, 96] }, [268, 76], [274, 418], [126, 418]])),
    ...both([liningFront()]),
    seam('M200 100L200 418', 0.4),
    sheen('M150 110L186 110L176 400L150 400Z'),
    ...both([sheen('M96 110L116 106L112 400L90 400Z')]),
  ],
  quilted: [
    painted('lining', path([[132, 76], { q: [C, 96] }, [268, 76], [274, 418], [126, 418]])),
    ...both([liningFront()]),
    quilt(136, 96, 264, 414),
    ...both([quilt(92, 100, 122, 420)]),
    sheen('M150 110L186 110L176 400L150 400Z'),
  ],
};

export const outerwearsPicture: GarmentPicture = {
  views: [
    {
      key: 'front',
      name: 'Front',
      width: W,
      height: H,
      base: [...both([cloth(SLEEVE)]), ...both(sleeveShading)],
      stack: ['style', 'pockets', 'closure', 'collar', 'cuff'],
      top: [],
      monogram: { 'left-cuff': { x: 322, y: 342, size: 11, rotate: -84 } },
    },
    {
      key: 'back',
      name: 'Back',
      width: W,
      height: H,
      base: [...both([cloth(SLEEVE)]), ...both(sleeveShading)],
      stack: ['style', 'collar', 'cuff'],
      top: [],
      monogram: {},
    },
    {
      key: 'lining',
      name: 'Inside',
      width: W,
      height: H,
      base: [
        cloth(path([[150, 46], { q: [C, 36] }, [250, 46], [256, 74], { q: [C, 96] }, [144, 74]])),
        cloth(LIN_BACK),
        ...both([cloth(LIN_FRONT), cloth(FACING), seam('M80 92L67 424', 0.4), shade('M40 430L126 426L126 400L44 404Z', 0.2)]),
        shade('M130 70L270 70L262 100L138 100Z', 0.3),
      ],
      stack: ['lining'],
      top: [
        cloth(path([[192, 80], { q: [C, 100] }, [208, 80], [205, 80], { q: [C, 94] }, [195, 80]])),
        ...both([seam('M66 240L80 240', 0.5), cloth(rect(90, 236, 30, 5, 1))]),
      ],
      monogram: {
        'inside-facing': { x: 62, y: 300, size: 12, rotate: -86 },
        'hanger-loop': { x: C, y: 116, size: 13 },
      },
    },
  ],
  clothSpan: 84,
  unseen: [],
  layers: {
    style: Object.fromEntries(Object.keys(STYLES).map((key) => [key, { front: styleFront(key), back: styleBack(key) }])),
    pockets: Object.fromEntries(Object.entries(POCKETS).map(([key, shapes]) => [key, { front: shapes }])),
    closure: Object.fromEntries(Object.entries(CLOSURES).map(([key, shapes]) => [key, { front: shapes }])),
    collar: Object.fromEntries(Object.keys(COLLARS_FRONT).map((key) => [key, { front: COLLARS_FRONT[key]!, back: COLLARS_BACK[key]! }])),
    cuff: Object.fromEntries(Object.keys(CUFF_FRONT).map((key) => [key, { front: CUFF_FRONT[key]!, back: CUFF_BACK[key]! }])),
    lining: Object.fromEntries(Object.entries(LININGS).map(([key, shapes]) => [key, { lining: shapes }])),
  },
  paints: {
    buttons: { default: '#4a3a2c', from: null },
    metal: { default: '#b8b2a6', from: null },
    rib: { default: null, from: null },
    lining: {
      default: null,
      from: {
        source: 'accessory',
        key: 'lining-colour',
        colours: { navy: '#1f2a44', olive: '#5b5e3a', tan: '#b08a5e', burgundy: '#6d1f2e', charcoal: '#3a3c3f' },
      },
    },
  },
  monogram: {
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
  },
};
