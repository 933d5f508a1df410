import type { GarmentPicture, PictureShape } from '@selvedge/contract';
import { circle, cloth, highlight, pair, painted, rect, seam, shade, smooth, type Pt } from './picture-kit.js';

/**
 * The tailored jacket drawn flat (issue 30): a 400 x 480 box, centre front on x = 200, worn closed over
 * a shirt. The lapel group draws both lapels and the collar (at their widest); the lapel width covers
 * the outer edge of each lapel with chest cloth to narrow it; a double-breasted style lays the left
 * front, with its own peaked lapel, over the right. The inside view shows the lining choices.
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
/** A half outline (from the top of the centre line round to its foot) completed by its mirror image. */
function whole(half: readonly Node[]): Node[] {
  const flip = (n: Node): Node => ('q' in n ? { q: [2 * C - n.q[0], n.q[1]] } : [2 * C - (n as Pt)[0], (n as Pt)[1]]);
  const rest: Node[] = [];
  for (let i = half.length - 2; i >= 0; i--) rest.push(flip(half[i]!));
  return [...half, ...rest];
}
const both = (shapes: PictureShape[]): PictureShape[] => shapes.flatMap((shape) => pair(shape, C));
const button = (x: number, y: number, r = 5): PictureShape[] => [
  painted('buttons', circle(x, y, r)),
  seam(`M${x - 1.5} ${y - 1.5}L${x + 1.5} ${y + 1.5}M${x - 1.5} ${y + 1.5}L${x + 1.5} ${y - 1.5}`, 0.5),
];

// The sleeve, viewer's left.
const SLEEVE = path([
  [96, 74],
  { q: [78, 90] },
  [72, 160],
  [64, 280],
  [58, 398],
  [104, 404],
  [106, 300],
  [110, 220],
  [116, 168],
  { q: [106, 110] },
  [96, 74],
]);
const sleeveShading: PictureShape[] = [
  shade(
    smooth([
      [102, 190],
      [108, 240],
      [104, 320],
      [101, 398],
      [92, 398],
      [96, 300],
    ]),
    0.3,
  ),
  highlight(
    smooth([
      [78, 130],
      [84, 140],
      [76, 260],
      [68, 380],
      [64, 370],
      [70, 250],
    ]),
    0.12,
  ),
  seam('M60 396L103 402', 0.3),
];

// The body, viewer's left half of the front: from the neck point round the side to the quarter and up the roll line.
const FRONT_HALF = path([
  [180, 58],
  [96, 74],
  { q: [108, 112] },
  [112, 168],
  [118, 270],
  [108, 418],
  [166, 426],
  { q: [196, 416] },
  [199, 340],
  [C, 268],
  [183, 62],
]);
const frontShading: PictureShape[] = [
  shade(
    smooth([
      [114, 172],
      [132, 180],
      [136, 300],
      [128, 412],
      [112, 412],
      [118, 300],
    ]),
    0.3,
  ),
  seam(path([[150, 176], { q: [146, 260] }, [150, 404]], false), 0.3),
  highlight(
    smooth([
      [126, 150],
      [146, 150],
      [150, 230],
      [140, 300],
      [130, 250],
    ]),
    0.1,
  ),
];
const SHIRT: PictureShape[] = [
  painted('shirt', path([[183, 60], { q: [C, 52] }, [217, 60], [C, 300]])),
  ...both([
    painted(
      'shirt',
      path([
        [C, 78],
        [180, 56],
        [172, 64],
        [190, 96],
      ]),
    ),
  ]),
  shade(
    path([
      [182, 60],
      [218, 60],
      [C, 150],
    ]),
    0.25,
  ),
];

// Lapels and collar, viewer's left (the right mirrors them), at their widest.
const B: Pt = [C, 268];
const BELLY: Pt = [154, 214];
const P: Pt = [126, 146];
const COLLAR_BACK: Node[] = [[168, 66], { q: [C, 42] }, [232, 66], [217, 64], { q: [C, 54] }, [183, 64]];
const collar = (end: Pt): PictureShape =>
  cloth(
    path([[186, 96], end, [164, 70], { q: [C, 42] }, [236, 70], [2 * C - end[0], end[1]], [214, 96], [217, 64], { q: [C, 54] }, [183, 64]]),
  );
const LAPELS: Record<string, PictureShape[]> = {
  notch: [
    cloth(path(COLLAR_BACK)),
    ...both([cloth(path([B, { q: BELLY }, P, [140, 120], [186, 96]]))]),
    collar([152, 110]),
    ...both([
      seam('M186 96L152 110', 0.35),
      shade(
        path([
          [190, 120],
          [198, 200],
          [C, 268],
          [194, 200],
        ]),
        0.35,
      ),
    ]),
  ],
  peak: [
    cloth(path(COLLAR_BACK)),
    ...both([cloth(path([B, { q: BELLY }, P, [118, 108], { q: [136, 114] }, [150, 116], [186, 98]]))]),
    collar([156, 112]),
    ...both([
      seam('M186 98L156 112', 0.35),
      shade(
        path([
          [190, 120],
          [198, 200],
          [C, 268],
          [194, 200],
        ]),
        0.35,
      ),
    ]),
  ],
  shawl: [
    cloth(
      path(
        whole([[C, 54], { q: [184, 56] }, [183, 64], B, { q: BELLY }, P, { q: [134, 88] }, [166, 64], { q: [178, 48] }, [C, 46]]).slice(
          0,
          -1,
        ),
      ),
    ),
    ...both([
      shade(
        path([
          [190, 120],
          [198, 200],
          [C, 268],
          [194, 200],
        ]),
        0.35,
      ),
      highlight(
        smooth([
          [136, 150],
          [150, 130],
          [160, 180],
          [176, 236],
          [164, 220],
        ]),
        0.12,
      ),
    ]),
  ],
};
// Narrower lapels: chest cloth laid over the outer edge of each lapel, tapering to nothing at the break and the point.
const lapelCover = (d: number): PictureShape[] => both([cloth(path([B, { q: BELLY }, P, { q: [BELLY[0] + d, BELLY[1] + d * 0.35] }, B]))]);
const LAPEL_WIDTHS: Record<string, PictureShape[]> = { wide: [], classic: lapelCover(18), slim: lapelCover(34) };

// Fronts: buttons, and the double-breasted left front laid over the right with its own lapel.
const doubleBreasted = (breakY: number, rows: number[]): PictureShape[] => {
  const edge = 166;
  const top: Pt = [217, 62];
  return [
    cloth(path([top, [304, 74], { q: [292, 112] }, [288, 168], [282, 270], [292, 418], [edge, 428], [edge, breakY]])),
    shade(
      smooth([
        [edge + 2, breakY],
        [edge + 12, breakY + 20],
        [edge + 10, 420],
        [edge + 2, 424],
      ]),
      0.3,
    ),
    cloth(path([[edge, breakY], { q: [246, 226] }, [276, 146], [284, 106], { q: [266, 114] }, [250, 116], [206, 98], top])),
    seam('M206 98L244 112', 0.35),
    shade(
      path([
        [top[0] - 4, 90],
        [edge + 6, breakY - 10],
        [edge, breakY],
        [top[0] - 8, 100],
      ]),
      0.35,
    ),
    highlight(
      smooth([
        [250, 150],
        [262, 150],
        [240, 230],
        [220, 250],
        [230, 210],
      ]),
      0.12,
    ),
    ...rows.flatMap((y, i) => [
      ...button(i === 0 && rows.length === 3 ? 166 : 180, y),
      ...button(i === 0 && rows.length === 3 ? 234 : 220, y),
    ]),
  ];
};
const STYLES: Record<string, PictureShape[]> = {
  'one-button': [...button(C, 272)],
  'two-button': [...button(C, 270), ...button(C, 322)],
  'three-roll-two': [...button(C, 222, 4.6), ...button(C, 270), ...button(C, 322)],
  'double-breasted-six-on-two': doubleBreasted(284, [234, 284, 334]),
  'double-breasted-four-on-one': doubleBreasted(318, [318, 368]),
};

// Hip pockets (both sides) and the breast pocket on the left chest (viewer's right).
const WELT = cloth(
  path([
    [246, 202],
    [280, 194],
    [281, 202],
    [247, 210],
  ]),
);
const flap = (x0: number, x1: number, y0: number, slant = 0): PictureShape[] => [
  seam(`M${x0 - 1} ${y0 - 2 + slant}L${x1 + 1} ${y0 - 2}`, 0.5),
  cloth(
    path([
      [x0, y0 + slant],
      [x1, y0],
      [x1, y0 + 18],
      { q: [x1, y0 + 21] },
      [x1 - 3, y0 + 21],
      [x0 + 3, y0 + 21 + slant],
      { q: [x0, y0 + 21 + slant] },
      [x0, y0 + 18 + slant],
    ]),
  ),
  shade(
    path([
      [x0, y0 + 20 + slant],
      [x1, y0 + 20],
      [x1, y0 + 26],
      [x0, y0 + 26 + slant],
    ]),
    0.25,
  ),
];
const POCKETS: Record<string, PictureShape[]> = {
  flap: [...both(flap(118, 166, 328)), WELT],
  jetted: [...both([cloth(rect(120, 330, 44, 6, 1)), seam('M121 333L163 333', 0.55)]), WELT],
  patch: [
    ...both([
      cloth(path([[116, 322], [168, 322], [168, 372], { q: [168, 384] }, [156, 384], [128, 384], { q: [116, 384] }, [116, 372]])),
      seam('M119 327L165 327', 0.4),
      shade('M116 376L168 376L168 386L116 386Z', 0.2),
    ]),
    cloth(path([[244, 190], [280, 186], [282, 220], { q: [282, 226] }, [276, 226], [252, 228], { q: [246, 228] }, [246, 222]])),
    seam('M246 195L280 191', 0.4),
  ],
  hacking: [...both(flap(118, 166, 322, 12)), WELT],
};
const TICKET: Record<string, PictureShape[]> = { none: [], ticket: flap(124, 160, 298) };

// Sleeve buttons at the cuff, along the outer edge (both sleeves).
const sleeveButtons = (count: number, gap: number): PictureShape[] =>
  both([
    seam(`M63 394L66 ${390 - count * gap - 8}`, 0.3),
    ...Array.from({ length: count }, (_, i) => painted('buttons', circle(68 - i * gap * 0.05, 390 - i * gap, 3.3))),
  ]);
const SLEEVE_BUTTONS: Record<string, PictureShape[]> = {
  'four-kissing': sleeveButtons(4, 6.4),
  'four-spaced': sleeveButtons(4, 9.5),
  'three-kissing': sleeveButtons(3, 6.4),
  'two-spaced': sleeveButtons(2, 10),
};

// The back.
const BACK = path(whole([[C, 56], { q: [186, 56] }, [180, 58], [96, 74], { q: [108, 112] }, [112, 168], [118, 270], [108, 418], [C, 424]]));
const VENTS: Record<string, PictureShape[]> = {
  double: both([seam('M140 338L138 422', 0.7), shade('M139 340L149 340L149 422L138 422Z', 0.4), seam('M134 336L146 336', 0.6)]),
  single: [seam('M194 328L204 336', 0.7), seam('M204 336L204 424', 0.7), shade('M201 336L212 336L212 424L201 424Z', 0.4)],
  none: [],
};

// The inside: the fronts turned back either side of the inside of the back.
const IN_BACK = path([[132, 66], { q: [C, 86] }, [268, 66], [276, 420], [124, 420]]);
const IN_FRONT = path([
  [130, 64],
  [58, 84],
  [30, 432],
  [126, 426],
]);
const FACING = path([
  [58, 84],
  [96, 80],
  [80, 428],
  [30, 432],
]);
const liningFront = (bottom: number): PictureShape =>
  painted('lining', path([[96, 82], [128, 70], [126, bottom], { q: [100, bottom + 12] }, [86, bottom + 10]]));
const sheen = (d: string): PictureShape => highlight(d, 0.1);
const binding = (d: string): PictureShape => painted('lining', d);
const sideBindings = (from: number): PictureShape[] => both([binding(`M125 ${from}L130 ${from}L128 420L123 420Z`)]);
const LININGS: Record<string, PictureShape[]> = {
  full: [
    painted('lining', path([[134, 72], { q: [C, 92] }, [266, 72], [274, 418], [126, 418]])),
    ...both([liningFront(424), sheen('M104 110L120 104L118 400L96 400Z')]),
    seam('M200 92L200 418', 0.4),
    sheen(
      smooth([
        [150, 110],
        [184, 110],
        [180, 300],
        [160, 400],
        [150, 300],
      ]),
    ),
  ],
  half: [
    painted('lining', path([[134, 72], { q: [C, 92] }, [266, 72], [268, 250], { q: [C, 278] }, [132, 250]])),
    ...both([liningFront(424)]),
    binding('M198 272L202 272L202 420L198 420Z'),
    ...sideBindings(250),
    sheen(
      smooth([
        [150, 110],
        [184, 110],
        [180, 220],
        [150, 230],
      ]),
    ),
  ],
  quarter: [
    ...both([painted('lining', path([[134, 72], { q: [166, 86] }, [196, 90], [196, 150], { q: [160, 196] }, [134, 170]]))]),
    ...both([liningFront(250)]),
    binding('M198 92L202 92L202 420L198 420Z'),
    ...sideBindings(180),
  ],
  unlined: [binding('M198 88L202 88L202 420L198 420Z'), ...sideBindings(80), ...both([binding('M126 70L131 70L129 80L124 80Z')])],
};

export const jacketsPicture: GarmentPicture = {
  views: [
    {
      key: 'front',
      name: 'Front',
      width: W,
      height: H,
      base: [...SHIRT, ...both([cloth(SLEEVE), ...sleeveShading]), ...both([cloth(FRONT_HALF), ...frontShading])],
      stack: ['lapel', 'lapel-width', 'style', 'pockets', 'ticket-pocket', 'sleeve-buttons'],
      top: [],
      monogram: {},
    },
    {
      key: 'back',
      name: 'Back',
      width: W,
      height: H,
      base: [
        ...both([cloth(SLEEVE), ...sleeveShading]),
        cloth(BACK),
        seam('M200 72L200 424', 0.5),
        ...both([
          seam(path([[150, 100], { q: [146, 260] }, [148, 420]], false), 0.3),
          shade(
            smooth([
              [114, 172],
              [132, 180],
              [136, 300],
              [128, 412],
              [112, 412],
              [118, 300],
            ]),
            0.3,
          ),
        ]),
        highlight(
          smooth([
            [150, 110],
            [250, 110],
            [240, 180],
            [200, 190],
            [160, 180],
          ]),
          0.08,
        ),
        cloth(path([[170, 60], { q: [C, 52] }, [230, 60], [236, 74], { q: [C, 66] }, [164, 74]])),
        shade('M164 74L236 74L226 84L174 84Z', 0.3),
      ],
      stack: ['vents', 'sleeve-buttons'],
      top: [],
      monogram: {},
    },
    {
      key: 'lining',
      name: 'Inside',
      width: W,
      height: H,
      base: [
        cloth(path([[150, 42], { q: [C, 32] }, [250, 42], [258, 70], { q: [C, 90] }, [142, 70]])),
        cloth(IN_BACK),
        ...both([cloth(IN_FRONT), cloth(FACING), shade('M30 432L126 426L126 404L34 408Z', 0.2)]),
        shade('M132 66L268 66L262 96L138 96Z', 0.3),
      ],
      stack: ['lining'],
      top: [
        cloth(rect(92, 168, 34, 6, 1)),
        seam('M93 171L125 171', 0.5),
        cloth(
          path([
            [104, 174],
            [114, 174],
            [109, 184],
          ]),
        ),
      ],
      monogram: {
        'inside-pocket': { x: 108, y: 204, size: 12 },
        undercollar: { x: C, y: 62, size: 10 },
        'back-lining': { x: C, y: 200, size: 16 },
      },
    },
  ],
  clothSpan: 78,
  unseen: ['make'],
  layers: {
    lapel: Object.fromEntries(Object.entries(LAPELS).map(([key, shapes]) => [key, { front: shapes }])),
    'lapel-width': Object.fromEntries(Object.entries(LAPEL_WIDTHS).map(([key, shapes]) => [key, { front: shapes }])),
    style: Object.fromEntries(Object.entries(STYLES).map(([key, shapes]) => [key, { front: shapes }])),
    pockets: Object.fromEntries(Object.entries(POCKETS).map(([key, shapes]) => [key, { front: shapes }])),
    'ticket-pocket': Object.fromEntries(Object.entries(TICKET).map(([key, shapes]) => [key, { front: shapes }])),
    'sleeve-buttons': Object.fromEntries(Object.entries(SLEEVE_BUTTONS).map(([key, shapes]) => [key, { front: shapes, back: shapes }])),
    vents: Object.fromEntries(Object.entries(VENTS).map(([key, shapes]) => [key, { back: shapes }])),
    lining: Object.fromEntries(Object.entries(LININGS).map(([key, shapes]) => [key, { lining: shapes }])),
  },
  paints: {
    buttons: { default: '#3b2a20', from: null },
    shirt: { default: '#f4f2ee', from: null },
    lining: {
      default: null,
      from: {
        source: 'accessory',
        key: 'lining-colour',
        colours: {
          navy: '#1f2a44',
          burgundy: '#6d1f2e',
          'bottle-green': '#1f4a33',
          chocolate: '#4a3022',
          'old-gold': '#b08d3c',
          'silver-grey': '#a9adb1',
          black: '#111111',
        },
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
