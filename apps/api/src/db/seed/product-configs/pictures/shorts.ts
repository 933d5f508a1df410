import type { GarmentPicture, PictureShape } from '@selvedge/contract';
import { circle, cloth, highlight, painted, rect, seam, shade } from './picture-kit.js';
import {
  AXIS,
  BAND_BOTTOM,
  LEGWEAR_PAINTS,
  backDarts,
  backPockets,
  band,
  beltLoops,
  both,
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
  type BackPocketKind,
  type PleatKind,
} from './legwear-kit.js';

/**
 * Shorts (issue 30), on a 400 x 400 box: the front and back of the pair, whose legs the length draws
 * (the outline below the waistband is the length's), and a side view of the leg's end, where the hem
 * is told apart (a hem drawn on the front could not follow the chosen length).
 */

const W = 400;
const H = 400;
const LENGTHS = ['short', 'mid', 'classic', 'long'] as const;
type Length = (typeof LENGTHS)[number];

/** The inseam's end for each length; each step is two inches of inseam. */
const hemOf = (length: Length) => {
  const step = LENGTHS.indexOf(length);
  const y = 262 + step * 26;
  return { y, outer: [80 - step * 2.5, y - 8] as const, inner: [191 - step * 1.2, y] as const };
};

const legsOf = (length: Length, view: 'front' | 'back'): PictureShape[] => {
  const hem = hemOf(length);
  const crotch = view === 'front' ? 206 : 214;
  const shapes: PictureShape[] = [
    cloth(outline({ side: BAND_BOTTOM, centre: BAND_BOTTOM }, { outer: hem.outer, inner: hem.inner, knee: null }, crotch)),
  ];
  shapes.push(
    ...both([
      shade(path(hem.outer, [[hem.inner], [[hem.inner[0], hem.y - 12]], [[hem.outer[0] + 1, hem.outer[1] - 12]]]), 0.16),
      shade(
        path(
          [104, hem.y - 40],
          [
            [
              [140, hem.y - 30],
              [176, hem.y - 44],
            ],
            [
              [140, hem.y - 24],
              [106, hem.y - 34],
            ],
          ],
        ),
        0.16,
      ),
    ]),
  );
  if (view === 'front') shapes.push(...sidePocket('slanted'), ...fly('zip', 166));
  else shapes.push(edge(line([AXIS, BAND_BOTTOM], [AXIS, crotch - 4])), ...backDarts());
  return shapes;
};

const frontBase: PictureShape[] = [
  shade(path([186, 172], [[[200, 214]], [[214, 172]], [[200, 196]]]), 0.35),
  ...both([
    shade(path([197, 226], [[[186, 350]], [[172, 350]], [[184, 232]]]), 0.24),
    shade(path([86.5, 180], [[[76, 350]], [[86, 350]], [[96, 180]]]), 0.16),
    shade(path([166, 198], [[[192, 214]], [[184, 224]]]), 0.22),
    highlight(
      path(
        [98, 120],
        [
          [
            [110, 116],
            [112, 200],
          ],
          [
            [104, 250],
            [94, 220],
          ],
        ],
      ),
      0.12,
    ),
    highlight(path([130, 200], [[[146, 200]], [[144, 340]], [[128, 340]]]), 0.12),
  ]),
];

const backBase: PictureShape[] = [
  shade(path([184, 178], [[[200, 222]], [[216, 178]], [[200, 204]]]), 0.35),
  ...both([
    shade(path([197, 232], [[[186, 350]], [[172, 350]], [[184, 236]]]), 0.24),
    shade(path([86.5, 180], [[[76, 350]], [[86, 350]], [[96, 180]]]), 0.16),
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
  ]),
];

/* --------------------------------------------------------------- waistband */

type Waistband = 'standard' | 'extended-tab' | 'drawstring' | 'gurkha';

/** An elasticated band gathered by its cord: the gathers as short folds across the band. */
const gathered = (): PictureShape[] => {
  const xs: number[] = [];
  for (let x = 110; x <= 290; x += 9) if (Math.abs(x - AXIS) >= 12) xs.push(x);
  return [
    ...band(38),
    seam(xs.map((x) => line([x, 41], [x + 1, 69])).join(''), 0.22),
    shade(xs.map((x) => rect(x + 1, 42, 3, 26)).join(''), 0.18),
  ];
};

/** The cord's two ends from eyelets each side of the centre front, knotted at their ends. */
const cord = (): PictureShape[] =>
  both([
    painted('metal', circle(192, 54, 3.4)),
    shade(circle(192, 54, 1.6), 0.7),
    painted(
      'cord',
      path(
        [190.5, 54],
        [
          [
            [182, 78],
            [184, 112],
          ],
          [[187.5, 112]],
          [
            [185.5, 78],
            [193.5, 54],
          ],
        ],
      ),
    ),
    painted('cord', circle(185.8, 114, 3.4)),
    shade(
      path(
        [188, 60],
        [
          [
            [186, 86],
            [187, 112],
          ],
          [[192, 110]],
          [
            [192, 86],
            [194, 60],
          ],
        ],
      ),
      0.25,
    ),
  ]);

const waistbandFront = (option: Waistband): PictureShape[] => {
  if (option === 'drawstring') return [...gathered(), ...cord()];
  if (option === 'gurkha') return gurkhaFront();
  return [...(option === 'standard' ? standardBandFront() : extendedTabFront()), ...beltLoops([132, 268], 9)];
};

const waistbandBack = (option: Waistband): PictureShape[] => {
  if (option === 'drawstring') return gathered();
  if (option === 'gurkha') return gurkhaBack();
  return [...band(40), edge(line([AXIS, 40], [AXIS, BAND_BOTTOM])), ...beltLoops([112, 170, 200, 230, 288], 9)];
};

/* ------------------------------------------------------------- side view */

type Hem = 'plain' | 'turn-ups' | 'side-split';

// One leg from the side, from the hip down to the hem: the front to the left, the seat to the right,
// the side seam and the pocket's mouth between; the hem slopes a little lower at the back.
const hemAt = (x: number): number => 340 + (x - 100) * 0.0374;
const hemViewBase: PictureShape[] = [
  cloth(
    path(
      [124, -2],
      [
        [[290, -2]],
        [
          [304, 50],
          [306, 120],
        ],
        [
          [310, 240],
          [314, hemAt(314)],
        ],
        [[100, hemAt(100)]],
        [
          [110, 200],
          [124, -2],
        ],
      ],
    ),
  ),
  shade(path([176, -2], [[[212, 60]], [[200, 62]], [[162, -2]]]), 0.3),
  edge(
    path(
      [170, -2],
      [
        [
          [186, 30],
          [202, 60],
        ],
      ],
      false,
    ),
  ),
  seam(
    path(
      [178, -2],
      [
        [
          [193, 26],
          [207, 52],
        ],
      ],
      false,
    ),
    0.45,
  ),
  edge(line([198, 63], [208, 57])),
  edge(
    path(
      [203, -2],
      [
        [
          [206, 160],
          [209, hemAt(209)],
        ],
      ],
      false,
    ),
  ),
  seam(
    path(
      [208, 64],
      [
        [
          [211, 200],
          [214, hemAt(214) - 2],
        ],
      ],
      false,
    ),
    0.4,
  ),
  shade(
    path(
      [100, hemAt(100)],
      [
        [
          [110, 200],
          [124, -2],
        ],
        [[140, -2]],
        [
          [126, 200],
          [116, hemAt(116)],
        ],
      ],
    ),
    0.25,
  ),
  shade(
    path(
      [290, -2],
      [
        [
          [304, 50],
          [306, 120],
        ],
        [
          [310, 240],
          [314, hemAt(314)],
        ],
        [[298, hemAt(298)]],
        [[292, 120]],
        [[280, -2]],
      ],
    ),
    0.24,
  ),
  shade(
    path(
      [112, 120],
      [
        [
          [150, 134],
          [180, 116],
        ],
        [
          [150, 142],
          [114, 128],
        ],
      ],
    ),
    0.18,
  ),
  shade(
    path(
      [114, 220],
      [
        [
          [160, 236],
          [196, 218],
        ],
        [
          [160, 244],
          [116, 228],
        ],
      ],
    ),
    0.14,
  ),
  highlight(path([142, 80], [[[170, 80]], [[168, 300]], [[146, 300]]]), 0.2),
  highlight(path([240, 100], [[[262, 100]], [[268, 300]], [[248, 300]]]), 0.12),
];

const hemSide = (option: Hem): PictureShape[] => {
  const stitch = seam(line([103, hemAt(103) - 16], [312, hemAt(312) - 16]), 0.5);
  if (option === 'turn-ups') {
    const depth = 36;
    return [
      shade(
        path([102, hemAt(102) - depth - 10], [[[312, hemAt(312) - depth - 10]], [[312, hemAt(312) - depth]], [[102, hemAt(102) - depth]]]),
        0.3,
      ),
      cloth(path([97, hemAt(97) - depth], [[[318, hemAt(318) - depth]], [[317, hemAt(317) + 3]], [[98, hemAt(98) + 3]]])),
      highlight(
        path(
          [99, hemAt(99) - depth + 2],
          [[[316, hemAt(316) - depth + 2]], [[316, hemAt(316) - depth + 8]], [[99, hemAt(99) - depth + 8]]],
        ),
        0.3,
      ),
      shade(path([99, hemAt(99) - 8], [[[316, hemAt(316) - 8]], [[316, hemAt(316) + 3]], [[99, hemAt(99) + 3]]]), 0.18),
      edge(line([209, hemAt(209) - depth + 1], [209.5, hemAt(209) + 3])),
    ];
  }
  if (option === 'side-split') {
    const h = hemAt(209);
    return [
      stitch,
      painted(
        'split',
        path(
          [209, h - 54],
          [
            [
              [203, h - 20],
              [196, h - 0.5],
            ],
            [[222, h + 0.5]],
            [
              [215, h - 20],
              [209, h - 54],
            ],
          ],
        ),
        0.6,
      ),
      seam(
        path(
          [204, h - 54],
          [
            [
              [198, h - 24],
              [190, h - 2],
            ],
          ],
          false,
        ),
        0.5,
      ),
      seam(
        path(
          [214, h - 54],
          [
            [
              [220, h - 24],
              [228, h - 1],
            ],
          ],
          false,
        ),
        0.5,
      ),
      edge(line([201, h - 56], [217, h - 56])),
      shade(path([196, h - 40], [[[204, h - 40]], [[200, h]], [[190, h]]]), 0.25),
    ];
  }
  return [stitch, shade(path([102, hemAt(102) - 16], [[[312, hemAt(312) - 16]], [[314, hemAt(314)]], [[100, hemAt(100)]]]), 0.14)];
};

/* --------------------------------------------------------------- the pair */

export const shortsPicture: GarmentPicture = {
  views: [
    { key: 'front', name: 'Front', width: W, height: H, base: frontBase, stack: ['length', 'front', 'waistband'], top: [], monogram: {} },
    {
      key: 'back',
      name: 'Back',
      width: W,
      height: H,
      base: backBase,
      stack: ['length', 'back-pockets', 'waistband'],
      top: [],
      monogram: {},
    },
    { key: 'hem', name: 'Hem', width: W, height: H, base: hemViewBase, stack: ['hem'], top: [], monogram: {} },
  ],
  clothSpan: 64,
  unseen: [],
  layers: {
    waistband: optionLayers(['standard', 'extended-tab', 'drawstring', 'gurkha'] as Waistband[], ['front', 'back'], (option) => ({
      front: waistbandFront(option),
      back: waistbandBack(option),
    })),
    front: optionLayers(['flat', 'single-forward', 'double-forward'] as PleatKind[], ['front'], (option) => ({
      front: pleats(option, null),
    })),
    'back-pockets': optionLayers(['none', 'one-jetted', 'two-jetted', 'two-patch'] as BackPocketKind[], ['back'], (option) => ({
      back: backPockets(option),
    })),
    length: optionLayers(LENGTHS, ['front', 'back'], (option) => ({ front: legsOf(option, 'front'), back: legsOf(option, 'back') })),
    hem: optionLayers(['plain', 'turn-ups', 'side-split'] as Hem[], ['hem'], (option) => ({ hem: hemSide(option) })),
  },
  paints: { ...LEGWEAR_PAINTS, cord: { default: '#efe9dc', from: null }, split: { default: '#3a3733', from: null } },
  monogram: null,
};
