import type { GarmentPicture, PictureShape } from '@selvedge/contract';
import { circle, cloth, highlight, painted, seam, shade, smooth, type Pt } from './picture-kit.js';
import { INITIALS, both, button, line, optionLayers, path, seamLine, sym, type Seg } from './shirting-kit.js';

/**
 * The shirt drawn flat (issue 30): front and back with the sleeves hanging beside the body, and the
 * cuff close up. The hem draws the body (it shapes the silhouette), the collar, placket, pocket,
 * back and cuff are drawn over it; buttons, the contrast collar and cuffs are paints.
 */

const AXIS = 200;
const W = 400;
const H = 480;
const VIEWS = ['front', 'back', 'cuff'] as const;

const COLLARS = ['point', 'spread', 'cutaway', 'button-down', 'club', 'band', 'wing'] as const;
const CUFFS = ['one-button', 'two-button', 'mitred', 'convertible', 'french'] as const;
const PLACKETS = ['standard', 'french', 'hidden'] as const;
const POCKETS = ['none', 'rounded', 'mitred', 'two-flap'] as const;
const BACKS = ['plain', 'box-pleat', 'side-pleats', 'darts'] as const;
const HEMS = ['curved', 'straight', 'straight-vents'] as const;
const BUTTONS = ['white-shell', 'smoked-shell', 'ivory-corozo', 'navy-corozo', 'dark-horn'] as const;
type Cuff = (typeof CUFFS)[number];

const HEM_CENTRE = 430;
const PLACKET_TOP = 84;

/* ------------------------------------------------------------------ body */

/** The body's left half below the armhole, to the hem at the centre, for a hem style. */
function hemHalf(hem: (typeof HEMS)[number]): Seg[] {
  const side: Seg[] = [
    [
      [126, 220],
      [127, 262],
      [125, 300],
    ],
  ];
  if (hem === 'curved')
    return [
      ...side,
      [
        [123, 340],
        [121, 374],
      ],
      [
        [126, 414],
        [160, HEM_CENTRE + 1],
        [AXIS, HEM_CENTRE],
      ],
    ];
  return [
    ...side,
    [
      [122, 360],
      [121, HEM_CENTRE - 4],
    ],
    [
      [121, HEM_CENTRE],
      [125, HEM_CENTRE],
    ],
    [[AXIS, HEM_CENTRE]],
  ];
}

/** The body outline; the neck is higher at the back. */
function body(hem: (typeof HEMS)[number], neckY: number): string {
  return sym(
    AXIS,
    [AXIS, neckY],
    [
      [[170, 50]],
      [[108, 68]],
      [
        [110, 122],
        [123, 160],
      ],
      ...hemHalf(hem),
    ],
  );
}

/** The hem's topstitching, a little above the edge. */
function hemStitch(hem: (typeof HEMS)[number]): string {
  if (hem === 'curved')
    return path(
      [124, 368],
      [
        [
          [130, 406],
          [160, HEM_CENTRE - 5],
          [AXIS, HEM_CENTRE - 5],
        ],
        [
          [240, HEM_CENTRE - 5],
          [270, 406],
          [276, 368],
        ],
      ],
      false,
    );
  return line([123, HEM_CENTRE - 5], [277, HEM_CENTRE - 5]);
}

function hemDrawing(hem: (typeof HEMS)[number], view: 'front' | 'back'): PictureShape[] {
  const shapes: PictureShape[] = [cloth(body(hem, view === 'front' ? 72 : 44)), seam(hemStitch(hem))];
  if (hem === 'straight-vents') {
    shapes.push(
      ...both(AXIS, [
        seamLine(line([121, HEM_CENTRE], [124, HEM_CENTRE - 22])),
        cloth(path([121.5, HEM_CENTRE - 22], [[[127, HEM_CENTRE - 22]], [[124, HEM_CENTRE - 15]]])),
        shade(path([122, HEM_CENTRE - 22], [[[132, HEM_CENTRE - 22]], [[132, HEM_CENTRE]], [[122, HEM_CENTRE]]]), 0.3),
      ]),
    );
  }
  return shapes;
}

/** Folds and light on the body, whatever the options. */
const bodyLight: PictureShape[] = [
  ...both(AXIS, [
    shade(
      smooth(
        [
          [122, 165],
          [134, 200],
          [136, 300],
          [132, 400],
          [122, 420],
        ],
        true,
      ),
      0.35,
    ),
    shade(
      smooth(
        [
          [158, 330],
          [163, 380],
          [160, 424],
          [155, 380],
        ],
        true,
      ),
      0.16,
    ),
    highlight(
      smooth(
        [
          [148, 112],
          [172, 106],
          [178, 150],
          [166, 186],
          [150, 172],
        ],
        true,
      ),
      0.2,
    ),
    highlight(
      smooth(
        [
          [160, 250],
          [170, 248],
          [172, 320],
          [162, 326],
        ],
        true,
      ),
      0.12,
    ),
  ]),
];

/* ---------------------------------------------------------------- sleeves */

/** Where the left sleeve's cuff sits: its top centre, turn and scale. */
interface Place {
  x: number;
  y: number;
  turn: number;
  scale: number;
  /** Which side of the cuff (-1 left, 1 right) shows the button. */
  side: 1 | -1;
}
const FRONT_CUFF: Place = { x: 79, y: 346, turn: 9, scale: 1, side: -1 };
const DETAIL_CUFF: Place = { x: 200, y: 270, turn: 0, scale: 5, side: 1 };

const placer = (place: Place) => {
  const a = (place.turn * Math.PI) / 180;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  return ([x, y]: Pt): Pt => [place.x + place.scale * (c * x - s * y), place.y + place.scale * (s * x + c * y)];
};

/** The left sleeve down to its cuff, with the two pleats into the cuff. */
function sleeve(): PictureShape[] {
  const t = placer(FRONT_CUFF);
  return [
    cloth(
      path(
        [112, 70],
        [
          [[84, 170], t([-24, 3])],
          [t([24, 3])],
          [
            [112, 250],
            [128, 166],
          ],
        ],
      ),
    ),
    seamLine(line(t([6, 1]), t([9, -10]))),
    seamLine(line(t([13, 1]), t([15, -8]))),
    shade(smooth([[116, 150], [126, 250], t([22, -2]), t([14, -4]), [110, 240]], true), 0.35),
    shade(
      smooth(
        [
          [86, 212],
          [106, 196],
          [90, 216],
        ],
        true,
      ),
      0.22,
    ),
    shade(
      smooth(
        [
          [78, 282],
          [102, 262],
          [82, 288],
        ],
        true,
      ),
      0.2,
    ),
    highlight(
      smooth(
        [
          [104, 76],
          [94, 160],
          [82, 250],
          [86, 252],
          [100, 160],
        ],
        true,
      ),
      0.25,
    ),
  ];
}

/** The cuff of the left sleeve in its place (in the cuffs paint) with its buttons. */
function cuffAt(cuff: Cuff, place: Place): PictureShape[] {
  const t = placer(place);
  const k = place.side;
  const h = cuff === 'french' ? 42 : cuff === 'two-button' ? 38 : 34;
  const corner = cuff === 'mitred' ? 7 : cuff === 'french' ? 2 : 6;
  const outline: Seg[] =
    cuff === 'mitred'
      ? [[t([20, 0])], [t([20, h - corner])], [t([20 - corner, h])], [t([-20 + corner, h])], [t([-20, h - corner])]]
      : [
          [t([20, 0])],
          [t([20, h - corner])],
          [t([20, h]), t([20 - corner, h])],
          [t([-20 + corner, h])],
          [t([-20, h]), t([-20, h - corner])],
        ];
  const r = 2.8 * place.scale;
  const shapes: PictureShape[] = [
    painted('cuffs', path(t([-20, 0]), outline)),
    seam(line(t([-18, h - 2]), t([18, h - 2])), 0.35),
    shade(path(t([-20, 0]), [[t([20, 0])], [t([20, 4])], [t([-20, 4])]]), 0.3),
  ];
  const dot = (x: number, y: number, radius = r) => {
    const [cx, cy] = t([x, y]);
    return circle(cx, cy, radius);
  };
  if (cuff === 'french') {
    shapes.push(
      seamLine(line(t([-20, 9]), t([20, 9]))),
      shade(path(t([-20, 9]), [[t([20, 9])], [t([20, 13])], [t([-20, 13])]]), 0.25),
      painted('metal', dot(k * 15, h / 2 + 3, r * 1.25)),
      painted('metal', dot(k * 21, h / 2 + 3, r * 0.7)),
    );
  } else {
    const y = h / 2 + 1;
    if (cuff === 'two-button') shapes.push(button(...t([k * 14, y]), r), button(...t([k * 6, y]), r));
    else shapes.push(button(...t([k * 13, y]), r));
    if (cuff === 'convertible')
      shapes.push(seamLine(line(t([k * 4, y - 2.5]), t([k * 4, y + 2.5]))), seamLine(line(t([-k * 13, y - 2.5]), t([-k * 13, y + 2.5]))));
  }
  return shapes;
}

/** The sleeve placket (gauntlet) above the cuff, seen from the back. */
function gauntlet(place: Place): PictureShape[] {
  const t = placer(place);
  const x = place.side * 11;
  return [
    cloth(path(t([x - 3.5, 1]), [[t([x + 3.5, 1])], [t([x + 3.5, -26])], [t([x, -31])], [t([x - 3.5, -26])]])),
    seam(line(t([x - 2, 0]), t([x - 2, -25]), t([x, -28]), t([x + 2, -25]), t([x + 2, 0])), 0.35),
    button(...t([x, -16]), 1.8 * place.scale),
  ];
}

/** The close-up sleeve end above the cuff. */
const detailSleeve: PictureShape[] = [
  cloth(
    path(
      [92, 0],
      [
        [[308, 0]],
        [
          [300, 140],
          [288, 280],
        ],
        [[112, 280]],
        [
          [100, 140],
          [92, 0],
        ],
      ],
    ),
  ),
  seamLine(
    path(
      [150, 280],
      [
        [
          [146, 250],
          [140, 232],
        ],
      ],
      false,
    ),
  ),
  seamLine(
    path(
      [176, 280],
      [
        [
          [174, 254],
          [168, 238],
        ],
      ],
      false,
    ),
  ),
  shade(
    smooth(
      [
        [96, 10],
        [118, 10],
        [130, 150],
        [126, 276],
        [110, 276],
        [104, 150],
      ],
      true,
    ),
    0.35,
  ),
  shade(
    smooth(
      [
        [140, 232],
        [150, 280],
        [134, 278],
      ],
      true,
    ),
    0.3,
  ),
  highlight(
    smooth(
      [
        [180, 20],
        [220, 20],
        [226, 150],
        [214, 240],
        [200, 150],
      ],
      true,
    ),
    0.28,
  ),
];

/* ----------------------------------------------------------------- collar */

const COLLAR_TIP: Record<(typeof COLLARS)[number], Pt> = {
  point: [178, 114],
  spread: [160, 104],
  cutaway: [146, 86],
  'button-down': [172, 112],
  club: [166, 106],
  band: [0, 0],
  wing: [0, 0],
};

function collarFront(collar: (typeof COLLARS)[number]): PictureShape[] {
  const collarPaint = (d: string) => painted('collar', d);
  // The band all round the neck, its inside at the back, and the top button between the leaves.
  const band = collar === 'band' || collar === 'wing';
  const shapes: PictureShape[] = [
    collarPaint(
      sym(
        AXIS,
        [AXIS, band ? 40 : 34],
        [
          [
            [184, band ? 40 : 34],
            [164, band ? 46 : 42],
          ],
          [[158, 58]],
          [
            [172, 74],
            [AXIS, PLACKET_TOP],
          ],
        ],
      ),
    ),
    collarPaint(
      sym(
        AXIS,
        [AXIS, 48],
        [
          [
            [184, 48],
            [172, 54],
          ],
          [
            [178, 66],
            [AXIS, 74],
          ],
        ],
      ),
    ),
    shade(
      sym(
        AXIS,
        [AXIS, 48],
        [
          [
            [184, 48],
            [172, 54],
          ],
          [
            [178, 66],
            [AXIS, 74],
          ],
        ],
      ),
      0.45,
    ),
  ];
  if (band) {
    shapes.push(
      seam(
        sym(
          AXIS,
          [AXIS, 43],
          [
            [
              [182, 43],
              [163, 49],
            ],
            [
              [174, 69],
              [AXIS, PLACKET_TOP - 4],
            ],
          ],
        ),
        0.3,
      ),
      button(AXIS, 78),
    );
    if (collar === 'wing') {
      shapes.push(
        ...both(AXIS, [collarPaint(path([197, 69], [[[178, 63]], [[184, 84]]])), shade(path([196, 70], [[[180, 64]], [[186, 70]]]), 0.3)]),
      );
    }
    return shapes;
  }
  const tip = COLLAR_TIP[collar];
  const outer: Seg = collar === 'club' ? [[tip[0] - 6, tip[1] - 10], tip] : [tip];
  const inner: Seg =
    collar === 'club'
      ? [
          [tip[0] + 2, tip[1] + 8],
          [tip[0] + 12, tip[1] + 2],
        ]
      : [[tip[0] + 4, tip[1] - 2]];
  const leaf = collarPaint(
    path(
      [196, 62],
      [
        [
          [180, 50],
          [160, 52],
        ],
        [[158, 58]],
        outer,
        inner,
        [[199, PLACKET_TOP]],
        [
          [188, 74],
          [196, 62],
        ],
      ],
    ),
  );
  const leafShade = shade(
    path(
      [196, 64],
      [
        [
          [190, 76],
          [199, PLACKET_TOP],
        ],
        [[204, PLACKET_TOP]],
        [[204, 66]],
      ],
    ),
    0.3,
  );
  const stitch = seam(path([161, 60], [[[tip[0] + 3 * Math.sign(AXIS - tip[0]), tip[1] - 3]], [[193, PLACKET_TOP - 2]]], false), 0.3);
  shapes.push(
    button(AXIS, 78),
    ...both(AXIS, [leaf, stitch, shade(path([160, 60], [[tip], [[tip[0] + 10, tip[1] + 6]], [[166, 70]]]), 0.22)]),
    leafShade,
  );
  if (collar === 'button-down') shapes.push(...both(AXIS, [button(tip[0] + 3, tip[1] - 6, 2.2)]));
  return shapes;
}

function collarBack(collar: (typeof COLLARS)[number]): PictureShape[] {
  const band = collar === 'band' || collar === 'wing';
  const shapes: PictureShape[] = [
    painted(
      'collar',
      sym(
        AXIS,
        [AXIS, band ? 38 : 32],
        [
          [
            [182, band ? 38 : 32],
            [164, band ? 42 : 38],
          ],
          [[band ? 164 : 156, band ? 52 : 64]],
          [
            [180, band ? 50 : 58],
            [AXIS, band ? 50 : 58],
          ],
        ],
      ),
    ),
    shade(
      sym(
        AXIS,
        [AXIS, band ? 50 : 58],
        [
          [
            [180, band ? 50 : 58],
            [band ? 164 : 156, band ? 52 : 64],
          ],
          [[band ? 164 : 156, band ? 56 : 68]],
          [
            [182, band ? 56 : 64],
            [AXIS, band ? 56 : 64],
          ],
        ],
      ),
      0.35,
    ),
  ];
  if (!band)
    shapes.push(
      seam(
        path(
          [166, 58],
          [
            [
              [182, 55],
              [AXIS, 55],
            ],
            [
              [218, 55],
              [234, 58],
            ],
          ],
          false,
        ),
        0.3,
      ),
    );
  if (collar === 'button-down') shapes.push(button(AXIS, 51, 2.4));
  if (collar === 'club') shapes.push(...both(AXIS, [shade(path([164, 54], [[[170, 62]], [[164, 62]]]), 0.3)]));
  return shapes;
}

/* ---------------------------------------------------------- placket, pocket */

const PLACKET_BUTTONS = [108, 164, 220, 276, 332, 388];

function placket(kind: (typeof PLACKETS)[number]): PictureShape[] {
  if (kind === 'french') {
    return [
      seamLine(line([206, PLACKET_TOP], [206, HEM_CENTRE])),
      shade(path([206, PLACKET_TOP], [[[211, PLACKET_TOP]], [[211, HEM_CENTRE]], [[206, HEM_CENTRE]]]), 0.28),
      ...PLACKET_BUTTONS.map((y) => button(AXIS, y)),
    ];
  }
  const width = kind === 'hidden' ? 11 : 8;
  const shapes: PictureShape[] = [
    cloth(path([AXIS - width, PLACKET_TOP], [[[AXIS + width, PLACKET_TOP]], [[AXIS + width, HEM_CENTRE]], [[AXIS - width, HEM_CENTRE]]])),
    shade(
      path(
        [AXIS + width, PLACKET_TOP],
        [[[AXIS + width + 5, PLACKET_TOP]], [[AXIS + width + 5, HEM_CENTRE]], [[AXIS + width, HEM_CENTRE]]],
      ),
      0.3,
    ),
  ];
  if (kind === 'standard')
    shapes.push(
      ...both(AXIS, [seam(line([AXIS - width + 2, PLACKET_TOP], [AXIS - width + 2, HEM_CENTRE]), 0.35)]),
      ...PLACKET_BUTTONS.map((y) => button(AXIS, y)),
    );
  else shapes.push(seam(line([AXIS + width - 3, PLACKET_TOP + 10], [AXIS + width - 3, HEM_CENTRE - 6]), 0.35));
  return shapes;
}

/** A patch pocket on the left chest (the picture's right); `mitred` cuts its lower corners. */
function patchPocket(x: number, kind: 'rounded' | 'mitred', top = 130): PictureShape[] {
  const [l, r, b] = [x, x + 38, top + 46];
  const outline =
    kind === 'rounded'
      ? path(
          [l, top],
          [
            [[r, top]],
            [[r, b - 8]],
            [
              [r, b],
              [r - 8, b],
            ],
            [[l + 8, b]],
            [
              [l, b],
              [l, b - 8],
            ],
          ],
        )
      : path([l, top], [[[r, top]], [[r, b - 8]], [[x + 19, b]], [[l, b - 8]]]);
  const inner =
    kind === 'rounded'
      ? path(
          [l + 2.5, top + 6],
          [
            [[l + 2.5, b - 8]],
            [
              [l + 2.5, b - 2.5],
              [l + 8, b - 2.5],
            ],
            [[r - 8, b - 2.5]],
            [
              [r - 2.5, b - 2.5],
              [r - 2.5, b - 8],
            ],
            [[r - 2.5, top + 6]],
          ],
          false,
        )
      : path([l + 2.5, top + 6], [[[l + 2.5, b - 9]], [[x + 19, b - 3]], [[r - 2.5, b - 9]], [[r - 2.5, top + 6]]], false);
  return [
    cloth(outline),
    seam(inner, 0.35),
    seam(line([l, top + 6], [r, top + 6]), 0.3),
    shade(path([l, b - 4], [[[r, b - 4]], [[r, b + 3]], [[l, b + 3]]]), 0.25),
  ];
}

function flapPocket(x: number): PictureShape[] {
  return [
    cloth(path([x, 134], [[[x + 36, 134]], [[x + 36, 182]], [[x, 182]]])),
    seam(line([x + 2.5, 146], [x + 2.5, 179.5], [x + 33.5, 179.5], [x + 33.5, 146]), 0.35),
    seamLine(line([x + 18, 146], [x + 18, 180])),
    cloth(path([x - 1, 128], [[[x + 37, 128]], [[x + 37, 142]], [[x + 18, 150]], [[x - 1, 142]]])),
    seam(line([x + 1.5, 131], [x + 34.5, 131]), 0.35),
    shade(path([x, 143], [[[x + 18, 151]], [[x + 36, 143]], [[x + 36, 152]], [[x + 18, 158]], [[x, 152]]]), 0.3),
    button(x + 18, 143, 2.6),
  ];
}

function pocket(kind: (typeof POCKETS)[number]): PictureShape[] {
  if (kind === 'none') return [];
  if (kind === 'two-flap') return [...flapPocket(146), ...flapPocket(218)];
  return patchPocket(224, kind);
}

/* ------------------------------------------------------------------ back */

const yoke: PictureShape[] = [
  seamLine(
    path(
      [110, 104],
      [
        [
          [AXIS, 112],
          [290, 104],
        ],
      ],
      false,
    ),
  ),
  seam(
    path(
      [112, 109],
      [
        [
          [AXIS, 117],
          [288, 109],
        ],
      ],
      false,
    ),
    0.3,
  ),
  shade(
    path(
      [110, 104],
      [
        [
          [AXIS, 112],
          [290, 104],
        ],
        [[290, 114]],
        [
          [AXIS, 122],
          [110, 114],
        ],
      ],
    ),
    0.22,
  ),
];

function backDrawing(kind: (typeof BACKS)[number]): PictureShape[] {
  switch (kind) {
    case 'plain':
      return [];
    case 'box-pleat':
      return [
        ...both(AXIS, [
          seamLine(line([190, 108.5], [191, 160])),
          shade(path([186, 110], [[[190, 110]], [[192, 170]], [[188, 170]]]), 0.35),
        ]),
        seamLine(line([194, 108.6], [206, 108.6])),
      ];
    case 'side-pleats':
      return both(AXIS, [
        seamLine(line([146, 106], [148, 150])),
        shade(path([146, 107], [[[151, 107]], [[152, 160]], [[148, 160]]]), 0.35),
      ]);
    case 'darts':
      return both(AXIS, [
        seamLine(line([160, 220], [163, 290], [160, 360])),
        shade(
          smooth(
            [
              [158, 230],
              [166, 290],
              [158, 350],
              [162, 290],
            ],
            true,
          ),
          0.28,
        ),
      ]);
  }
}

/* ---------------------------------------------------------------- picture */

const frontBase: PictureShape[] = both(AXIS, sleeve());
const backBase: PictureShape[] = both(AXIS, [...sleeve(), ...gauntlet({ ...FRONT_CUFF, side: 1 })]);

export const shirtPicture: GarmentPicture = {
  views: [
    {
      key: 'front',
      name: 'Front',
      width: W,
      height: H,
      base: frontBase,
      stack: ['hem', 'pocket', 'placket', 'cuff', 'collar', 'buttons'],
      top: bodyLight,
      monogram: {
        'left-chest': { x: 243, y: 160, size: 10 },
        'left-waist': { x: 250, y: 352, size: 10 },
        'left-cuff': { x: 319, y: 368, size: 6, rotate: -9 },
      },
    },
    {
      key: 'back',
      name: 'Back',
      width: W,
      height: H,
      base: backBase,
      stack: ['hem', 'back', 'cuff', 'collar', 'buttons'],
      top: [...yoke, ...bodyLight.filter((shape) => shape.paint === 'shade')],
      monogram: {},
    },
    {
      key: 'cuff',
      name: 'Cuff',
      width: W,
      height: H,
      base: [...detailSleeve, ...gauntlet(DETAIL_CUFF)],
      stack: ['cuff', 'buttons'],
      top: [],
      monogram: { 'left-cuff': { x: 165, y: 372, size: 30 } },
    },
  ],
  clothSpan: 72,
  unseen: ['collar-stiffness'],
  layers: {
    hem: optionLayers(HEMS, VIEWS, (hem) => ({ front: hemDrawing(hem, 'front'), back: hemDrawing(hem, 'back') })),
    collar: optionLayers(COLLARS, VIEWS, (collar) => ({ front: collarFront(collar), back: collarBack(collar) })),
    cuff: optionLayers(CUFFS, VIEWS, (cuff) => ({
      front: both(AXIS, cuffAt(cuff, FRONT_CUFF)),
      back: both(AXIS, cuffAt(cuff, { ...FRONT_CUFF, side: 1 })),
      cuff: cuffAt(cuff, DETAIL_CUFF),
    })),
    placket: optionLayers(PLACKETS, VIEWS, (kind) => ({ front: placket(kind) })),
    pocket: optionLayers(POCKETS, VIEWS, (kind) => ({ front: pocket(kind) })),
    back: optionLayers(BACKS, VIEWS, (kind) => ({ back: backDrawing(kind) })),
    buttons: optionLayers(BUTTONS, VIEWS, () => ({})),
  },
  paints: {
    buttons: {
      default: '#f4f1ea',
      from: {
        source: 'style',
        key: 'buttons',
        colours: {
          'white-shell': '#f4f1ea',
          'smoked-shell': '#9a9489',
          'ivory-corozo': '#e8dcc0',
          'navy-corozo': '#1f2a44',
          'dark-horn': '#3b2a20',
        },
      },
    },
    collar: {
      default: null,
      from: {
        source: 'accessory',
        key: 'contrast-collar-cuffs',
        colours: { 'white-collar': '#fbfaf6', 'white-collar-and-cuffs': '#fbfaf6' },
      },
    },
    cuffs: {
      default: null,
      from: { source: 'accessory', key: 'contrast-collar-cuffs', colours: { 'white-collar-and-cuffs': '#fbfaf6' } },
    },
    metal: { default: '#b8b2a6', from: null },
  },
  monogram: INITIALS,
};
