import type { GarmentPicture, PictureShape } from '@selvedge/contract';
import { cloth, highlight, painted, rect, seam, shade } from './picture-kit.js';
import {
  AXIS,
  BAND_BOTTOM,
  LEGWEAR_PAINTS,
  backDarts,
  backPockets,
  band,
  beltLoops,
  both,
  buckleAdjuster,
  button,
  buttonTabAdjuster,
  edge,
  extendedTabFront,
  fly,
  gurkhaBack,
  gurkhaFront,
  line,
  optionLayers,
  outline,
  path,
  pleats,
  sidePocket,
  standardBandFront,
  type Legs,
  type PleatKind,
  type SidePocketKind,
} from './legwear-kit.js';

/**
 * Trousers (issue 30), on a 400 x 600 box: the front and back of the pair, whose outline the waistband
 * draws (a Hollywood waist rises higher, a Gurkha band is taller), and a side view of the hem over a
 * shoe, where a plain hem, turn-ups and an angled hem are told apart.
 */

const W = 400;
const H = 600;
const HEM = 560;
const LEGS: Legs = { outer: [102, HEM], inner: [178, HEM], knee: { outer: [94, 370], inner: [184, 370] } };
const FRONT_TOPS = { standard: { side: 40, centre: 40 }, hollywood: { side: 33, centre: 27 }, gurkha: { side: 26, centre: 26 } };

/* ------------------------------------------------------------------- front */

const frontBase: PictureShape[] = [
  shade(path([186, 172], [[[200, 214]], [[214, 172]], [[200, 196]]]), 0.35),
  ...both([
    shade(path([197, 226], [[[184, 370]], [[178, HEM]], [[166, HEM]], [[172, 370]], [[184, 232]]]), 0.24),
    shade(path([86.5, 180], [[[94, 370]], [[102, HEM]], [[111, HEM]], [[103, 370]], [[96, 180]]]), 0.16),
    shade(path([170, 200], [[[192, 214]], [[186, 222]]]), 0.22),
    shade(
      path(
        [112, 522],
        [
          [
            [140, 512],
            [166, 528],
          ],
          [
            [140, 520],
            [114, 530],
          ],
        ],
      ),
      0.2,
    ),
    shade(
      path(
        [104, 396],
        [
          [
            [134, 404],
            [164, 394],
          ],
          [
            [134, 410],
            [104, 402],
          ],
        ],
      ),
      0.12,
    ),
    shade(rect(100, HEM - 14, 80, 14), 0.16),
    highlight(
      path(
        [98, 120],
        [
          [
            [110, 116],
            [112, 200],
          ],
          [
            [104, 260],
            [94, 220],
          ],
        ],
      ),
      0.14,
    ),
  ]),
];

const silhouette = (top: { side: number; centre: number }, crotch?: number) => cloth(outline(top, LEGS, crotch));

const hollywoodTop = (centre: number, side: number): PictureShape[] => [
  seam(
    path(
      [106, side + 7],
      [
        [
          [150, centre + (side - centre) * 0.4 + 7],
          [AXIS, centre + 7],
        ],
        [
          [250, centre + (side - centre) * 0.4 + 7],
          [294, side + 7],
        ],
      ],
      false,
    ),
    0.45,
  ),
  shade(
    path(
      [103, side],
      [
        [
          [150, centre + 2],
          [AXIS, centre],
        ],
        [
          [250, centre + 2],
          [297, side],
        ],
        [[297, side + 6]],
        [[AXIS, centre + 6]],
        [[103, side + 6]],
      ],
    ),
    0.12,
  ),
];

const waistbandFront = (option: 'standard' | 'extended-tab' | 'hollywood' | 'gurkha'): PictureShape[] => {
  if (option === 'hollywood') {
    return [
      silhouette(FRONT_TOPS.hollywood),
      ...hollywoodTop(27, 33),
      edge(line([212, 28], [212, BAND_BOTTOM])),
      ...button(205, 40),
      ...button(205, 60),
    ];
  }
  if (option === 'gurkha') return [silhouette(FRONT_TOPS.gurkha), ...gurkhaFront()];
  return [silhouette(FRONT_TOPS.standard), ...(option === 'standard' ? standardBandFront() : extendedTabFront())];
};

/* -------------------------------------------------------------------- back */

const BACK_CROTCH = 214;

const backBase: PictureShape[] = [
  shade(path([184, 178], [[[200, 222]], [[216, 178]], [[200, 204]]]), 0.35),
  ...both([
    shade(path([197, 232], [[[184, 370]], [[178, HEM]], [[166, HEM]], [[172, 370]], [[184, 236]]]), 0.24),
    shade(path([86.5, 180], [[[94, 370]], [[102, HEM]], [[111, HEM]], [[103, 370]], [[96, 180]]]), 0.16),
    shade(
      path(
        [112, 222],
        [
          [
            [150, 246],
            [194, 226],
          ],
          [[190, 236]],
          [
            [150, 254],
            [114, 230],
          ],
        ],
      ),
      0.22,
    ),
    shade(
      path(
        [104, 300],
        [
          [
            [140, 318],
            [180, 302],
          ],
          [
            [140, 324],
            [106, 306],
          ],
        ],
      ),
      0.12,
    ),
    shade(rect(100, HEM - 14, 80, 14), 0.16),
  ]),
];

const backCentre = (top: number): PictureShape[] => [edge(line([AXIS, top], [AXIS, BACK_CROTCH - 4])), ...backDarts()];

const waistbandBack = (option: 'standard' | 'extended-tab' | 'hollywood' | 'gurkha'): PictureShape[] => {
  if (option === 'hollywood') return [silhouette({ side: 33, centre: 30 }, BACK_CROTCH), ...hollywoodTop(30, 33), ...backCentre(30)];
  if (option === 'gurkha') return [silhouette(FRONT_TOPS.gurkha, BACK_CROTCH), ...gurkhaBack(), ...backCentre(26)];
  return [silhouette(FRONT_TOPS.standard, BACK_CROTCH), ...band(40), ...backCentre(40)];
};

/* --------------------------------------------------------------------- hem */

type HemKind = 'plain' | 'turn-ups' | 'deep-turn-ups' | 'angled';

/** A turn-up `depth` deep on the left leg of the front or back, standing a little proud of the leg. */
const turnUp = (depth: number): PictureShape[] =>
  both([
    shade(path([100, HEM - depth - 8], [[[179, HEM - depth - 8]], [[179, HEM - depth]], [[100, HEM - depth]]]), 0.3),
    cloth(path([99.5, HEM - depth], [[[180.5, HEM - depth]], [[180, HEM + 1.5]], [[100, HEM + 1.5]]])),
    highlight(rect(101, HEM - depth + 1, 78, 4), 0.3),
    shade(rect(101, HEM - 6, 78, 7), 0.2),
  ]);

const hemFrontBack = (option: HemKind, view: 'front' | 'back'): PictureShape[] => {
  if (option === 'turn-ups') return turnUp(18);
  if (option === 'deep-turn-ups') return turnUp(27);
  if (option === 'angled') {
    // Cut longer at the back: from the front the hem's stitching rises at the centre of the leg, from the back it falls.
    const rise = view === 'front' ? -10 : 9;
    return both([
      seam(
        path(
          [103, HEM - 7],
          [
            [
              [140, HEM - 7 + rise * 2],
              [177, HEM - 7],
            ],
          ],
          false,
        ),
        0.5,
      ),
      shade(
        path(
          [102, HEM],
          [
            [
              [140, HEM + rise * 1.2],
              [178, HEM],
            ],
            [[178, HEM - 10]],
            [
              [140, HEM - 10 + rise * 1.2],
              [102, HEM - 10],
            ],
          ],
        ),
        0.25,
      ),
    ]);
  }
  return [];
};

/* -------------------------------------------------------------- side view */

// A side view of the leg's lower half over a shoe: the toe to the left, the heel to the right.
const SHOE = 'M36 552C34 528 56 514 96 506C118 500 138 490 158 474L300 460C330 458 348 470 350 500L352 552Z';
const hemViewBase: PictureShape[] = [
  painted('shoe', SHOE),
  painted('shoe', 'M32 552L354 552L354 566L34 566Z'),
  shade('M32 556L354 556L354 566L34 566Z', 0.45),
  highlight('M52 530C66 516 92 510 120 506L124 512C98 516 72 522 58 536Z', 0.4),
  seam('M92 510C82 520 80 536 84 552', 0.5),
  seam('M104 504L114 514M114 498L124 508M124 492L134 502', 0.55),
  highlight('M300 478L340 480L344 520L304 516Z', 0.16),
];

const hemSide = (option: HemKind): PictureShape[] => {
  const [front, back] = option === 'angled' ? [466, 514] : [480, 490];
  const shapes: PictureShape[] = [
    cloth(
      path(
        [116, -2],
        [
          [[312, -2]],
          [
            [318, 200],
            [324, back],
          ],
          [
            [230, front + (back - front) * 0.45 + 6],
            [132, front],
          ],
          [
            [124, 300],
            [116, -2],
          ],
        ],
      ),
    ),
    edge(
      path(
        [214, -2],
        [
          [
            [220, 300],
            [226, front + (back - front) * 0.5 + 4],
          ],
        ],
        false,
      ),
    ),
    shade(
      path(
        [124, 300],
        [
          [
            [150, 380],
            [146, front - 6],
          ],
          [[132, front]],
          [
            [128, 400],
            [120, 300],
          ],
        ],
      ),
      0.3,
    ),
    shade(
      path(
        [134, front - 40],
        [
          [
            [176, front - 52],
            [208, front - 34],
          ],
          [
            [176, front - 30],
            [136, front - 28],
          ],
        ],
      ),
      0.25,
    ),
    shade(path([300, 20], [[[316, 20]], [[324, back]], [[306, back]]]), 0.22),
    highlight(path([160, 20], [[[186, 20]], [[184, 420]], [[162, 420]]]), 0.18),
  ];
  const cuff = (depth: number) => {
    const mid = front + (back - front) * 0.45 + 6;
    shapes.push(
      shade(
        path(
          [131, front - depth - 12],
          [
            [
              [230, mid - depth - 12],
              [325, back - depth - 12],
            ],
            [[325, back - depth]],
            [
              [230, mid - depth],
              [131, front - depth],
            ],
          ],
        ),
        0.3,
      ),
      cloth(
        path(
          [128, front - depth],
          [
            [
              [230, mid - depth],
              [328, back - depth],
            ],
            [[327, back + 2]],
            [
              [230, mid + 2],
              [129, front + 2],
            ],
          ],
        ),
      ),
      highlight(
        path(
          [131, front - depth + 2],
          [
            [
              [230, mid - depth + 2],
              [325, back - depth + 2],
            ],
            [[325, back - depth + 8]],
            [
              [230, mid - depth + 8],
              [131, front - depth + 8],
            ],
          ],
        ),
        0.3,
      ),
      shade(
        path(
          [131, front - 10],
          [
            [
              [230, mid - 10],
              [325, back - 10],
            ],
            [[325, back]],
            [
              [230, mid],
              [131, front],
            ],
          ],
        ),
        0.18,
      ),
      edge(line([224.5, (front + back) / 2 - depth + 4], [226, (front + back) / 2 + 6])),
    );
  };
  if (option === 'turn-ups') cuff(38);
  if (option === 'deep-turn-ups') cuff(52);
  if (option === 'plain' || option === 'angled')
    shapes.push(
      shade(
        path(
          [131, front - 14],
          [
            [
              [230, front + (back - front) * 0.45 - 8],
              [325, back - 14],
            ],
            [[325, back]],
            [
              [230, front + (back - front) * 0.45 + 6],
              [131, front],
            ],
          ],
        ),
        0.18,
      ),
    );
  return shapes;
};

/* ---------------------------------------------------------------- the pair */

const FRONT_STACK = ['waistband', 'front', 'side-pockets', 'hem', 'belt-loops', 'side-adjusters', 'fastening'];
const BACK_STACK = ['waistband', 'back-pockets', 'hem', 'belt-loops', 'side-adjusters'];

const adjusters = (option: 'none' | 'buckle' | 'button-tab'): PictureShape[] =>
  option === 'none' ? [] : both(option === 'buckle' ? buckleAdjuster() : buttonTabAdjuster());

export const trousersPicture: GarmentPicture = {
  views: [
    { key: 'front', name: 'Front', width: W, height: H, base: frontBase, stack: FRONT_STACK, top: [], monogram: {} },
    {
      key: 'back',
      name: 'Back',
      width: W,
      height: H,
      base: backBase,
      stack: BACK_STACK,
      top: both([cloth(line([142, 262], [140, 536])), highlight(path([142, 262], [[[140, 536]], [[147, 536]], [[149, 262]]]), 0.2)]),
      monogram: {},
    },
    { key: 'hem', name: 'Hem', width: W, height: H, base: hemViewBase, stack: ['hem'], top: [], monogram: {} },
  ],
  clothSpan: 64,
  unseen: [],
  layers: {
    waistband: optionLayers(['standard', 'extended-tab', 'hollywood', 'gurkha'] as const, ['front', 'back'], (option) => ({
      front: waistbandFront(option),
      back: waistbandBack(option),
    })),
    front: optionLayers(
      ['flat', 'single-forward', 'single-reverse', 'double-forward', 'double-reverse'] as PleatKind[],
      ['front'],
      (option) => ({
        front: pleats(option, { from: [144, 190], to: [140, HEM - 6] }),
      }),
    ),
    fastening: optionLayers(['zip', 'button'] as const, ['front'], (option) => ({ front: fly(option) })),
    'back-pockets': optionLayers(['none', 'one-jetted', 'two-jetted', 'two-flap'] as const, ['back'], (option) => ({
      back: backPockets(option),
    })),
    'side-pockets': optionLayers(['slanted', 'on-seam', 'frogmouth'] as SidePocketKind[], ['front'], (option) => ({
      front: sidePocket(option),
    })),
    'belt-loops': optionLayers(['standard', 'wide', 'none'] as const, ['front', 'back'], (option) => {
      if (option === 'none') return {};
      const width = option === 'wide' ? 13 : 9;
      const [top, bottom] = option === 'wide' ? [35, 79] : [37, 76];
      return { front: beltLoops([132, 268], width, top, bottom), back: beltLoops([118, 164, 200, 236, 282], width, top, bottom) };
    }),
    'side-adjusters': optionLayers(['none', 'buckle', 'button-tab'] as const, ['front', 'back'], (option) => ({
      front: adjusters(option),
      back: adjusters(option),
    })),
    hem: optionLayers(['plain', 'turn-ups', 'deep-turn-ups', 'angled'] as HemKind[], ['front', 'back', 'hem'], (option) => ({
      front: hemFrontBack(option, 'front'),
      back: hemFrontBack(option, 'back'),
      hem: hemSide(option),
    })),
  },
  paints: { ...LEGWEAR_PAINTS, shoe: { default: '#3a2a22', from: null } },
  monogram: null,
};
