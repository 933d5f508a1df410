import type { GarmentPicture, PictureShape } from '@selvedge/contract';
import { cloth, highlight, painted, seam, shade, smooth, type Pt } from './picture-kit.js';
import { INITIALS, both, button, line, optionLayers, path, seamLine, sym, type Seg } from './shirting-kit.js';

/**
 * The polo drawn flat (issue 30): front and back with short sleeves. The hem draws the body (a tennis
 * tail is longer at the back), the sleeve, pocket, placket and collar are drawn over it; knitted rib
 * (collar, sleeve and waist bands) is its own paint, the cloth's colour unless told.
 */

const AXIS = 200;
const W = 400;
const H = 440;
const VIEWS = ['front', 'back'] as const;

const COLLARS = ['ribbed', 'self-fabric', 'button-down', 'camp'] as const;
const PLACKETS = ['two-button', 'three-button', 'johnny', 'hidden'] as const;
const SLEEVES = ['short-ribbed', 'short-hemmed', 'short-cuffed'] as const;
const HEMS = ['tennis-tail', 'straight-vents', 'ribbed-band'] as const;
const POCKETS = ['none', 'patch', 'flap'] as const;
type Hem = (typeof HEMS)[number];
type View = 'front' | 'back';

const HEM_Y = 368;
const NECK_FRONT = 74;

/* ------------------------------------------------------------------ body */

/** The hem's edge at the centre for a hem style and view (a tennis tail drops at the back). */
const hemY = (hem: Hem, view: View): number =>
  hem === 'ribbed-band' ? HEM_Y - 20 : hem === 'tennis-tail' && view === 'back' ? HEM_Y + 16 : HEM_Y;

function body(hem: Hem, view: View): string {
  const y = hemY(hem, view);
  const sides: Seg[] = [
    [
      [124, 210],
      [124, 270],
      [122, y - 30],
    ],
  ];
  const bottom: Seg[] = hem === 'tennis-tail' && view === 'back' ? [[[121.5, y]], [[AXIS, y]]] : [[[121.5, y]], [[AXIS, y]]];
  return sym(
    AXIS,
    [AXIS, view === 'front' ? NECK_FRONT : 46],
    [
      [[172, 50]],
      [[104, 70]],
      [
        [106, 116],
        [120, 152],
      ],
      ...sides,
      ...bottom,
    ],
  );
}

function hemDrawing(hem: Hem, view: View): PictureShape[] {
  const y = hemY(hem, view);
  const shapes: PictureShape[] = [cloth(body(hem, view))];
  if (hem === 'ribbed-band') {
    shapes.push(painted('rib', sym(AXIS, [AXIS, y - 1], [[[121.5, y - 1]], [[126, y + 22]], [[AXIS, y + 22]]])));
    for (let x = 131; x <= 269; x += 6) shapes.push(seam(line([x, y + 1], [x, y + 20]), 0.25));
    return shapes;
  }
  shapes.push(seam(line([123, y - 6], [277, y - 6]), 0.35));
  // Side vents, cut at the side seams and held by a bar tack.
  const vent = view === 'back' && hem === 'tennis-tail' ? 30 : 18;
  shapes.push(
    ...both(AXIS, [
      seamLine(line([121.5, y], [122, y - vent])),
      seamLine(line([122, y - vent], [128, y - vent])),
      shade(path([122, y - vent], [[[130, y - vent]], [[130, y]], [[122, y]]]), 0.3),
    ]),
  );
  return shapes;
}

const bodyLight: PictureShape[] = both(AXIS, [
  shade(
    smooth(
      [
        [120, 156],
        [132, 200],
        [134, 300],
        [130, 350],
        [122, 362],
      ],
      true,
    ),
    0.35,
  ),
  shade(
    smooth(
      [
        [162, 290],
        [167, 330],
        [164, 366],
        [159, 330],
      ],
      true,
    ),
    0.15,
  ),
  highlight(
    smooth(
      [
        [146, 112],
        [172, 106],
        [176, 150],
        [164, 176],
        [146, 166],
      ],
      true,
    ),
    0.12,
  ),
]);

/* ---------------------------------------------------------------- sleeves */

// The left sleeve: from the shoulder out to its end, which runs from OUT to IN.
const OUT: Pt = [48, 168];
const IN: Pt = [92, 198];
const along = (t: number, inset = 0): Pt => {
  const [dx, dy] = [IN[0] - OUT[0], IN[1] - OUT[1]];
  const length = Math.hypot(dx, dy);
  return [OUT[0] + dx * t - (dy / length) * inset, OUT[1] + dy * t + (dx / length) * inset];
};

const sleeveBody: PictureShape[] = [
  cloth(
    path(
      [106, 72],
      [
        [[78, 106], OUT],
        [IN],
        [
          [106, 178],
          [124, 160],
        ],
      ],
    ),
  ),
  shade(smooth([[116, 150], [102, 180], along(0.9, 3), along(0.7, 6), [102, 160]], true), 0.3),
  highlight(
    smooth(
      [
        [98, 80],
        [76, 120],
        [60, 156],
        [66, 158],
        [88, 118],
      ],
      true,
    ),
    0.16,
  ),
];

function sleeveEnd(kind: (typeof SLEEVES)[number]): PictureShape[] {
  // A band inside the sleeve's end: `inset` is how far up the sleeve it reaches.
  const band = (inset: number, paint: string) =>
    painted(paint, path(along(-0.02, 0.5), [[along(1.02, 0.5)], [along(1.02, -inset)], [along(-0.02, -inset)]]));
  if (kind === 'short-hemmed') return [seam(line(along(0.02, -6), along(0.98, -6)), 0.35)];
  if (kind === 'short-cuffed') {
    return [
      cloth(path(along(-0.05, 1), [[along(1.05, 1)], [along(1.04, -13)], [along(-0.04, -13)]])),
      seam(line(along(0, -2), along(1, -2)), 0.3),
      shade(path(along(-0.04, 1), [[along(1.04, 1)], [along(1.04, 4)], [along(-0.04, 4)]]), 0.35),
    ];
  }
  const ribs: PictureShape[] = [];
  for (let t = 0.08; t < 1; t += 0.1) ribs.push(seam(line(along(t, -1), along(t, -12)), 0.25));
  return [band(13, 'rib'), ...ribs];
}

/* ----------------------------------------------------------------- collar */

/** The neck opening seen at the back, inside the collar. */
const neckInside = sym(
  AXIS,
  [AXIS, 50],
  [
    [
      [186, 50],
      [176, 56],
    ],
    [
      [182, 66],
      [AXIS, NECK_FRONT],
    ],
  ],
);

function collarFront(kind: (typeof COLLARS)[number]): PictureShape[] {
  const paint = kind === 'ribbed' ? 'rib' : 'cloth';
  if (kind === 'camp') {
    // Open and flat: the collar lies on the shoulders and turns into a small revere down the front.
    return [
      painted(
        'cloth',
        sym(
          AXIS,
          [AXIS, 40],
          [
            [
              [182, 40],
              [166, 46],
            ],
            [[162, 60]],
            [
              [176, 74],
              [AXIS, NECK_FRONT + 6],
            ],
          ],
        ),
      ),
      cloth(neckInside),
      shade(neckInside, 0.45),
      ...both(AXIS, [
        cloth(
          path(
            [196, 58],
            [
              [
                [178, 48],
                [164, 52],
              ],
              [[150, 62]],
              [[156, 84]],
              [[172, 88]],
              [[190, 140]],
              [[196, 140]],
              [
                [191, 96],
                [192, 72],
              ],
            ],
          ),
        ),
        seam(line([166, 56], [153, 64], [158, 81], [174, 85], [191, 134]), 0.3),
        shade(path([172, 88], [[[190, 140]], [[182, 140]], [[166, 92]]]), 0.25),
      ]),
    ];
  }
  const tip: Pt = kind === 'ribbed' ? [166, 110] : [170, 112];
  const shapes: PictureShape[] = [
    painted(
      paint,
      sym(
        AXIS,
        [AXIS, 36],
        [
          [
            [184, 36],
            [166, 42],
          ],
          [[160, 58]],
          [
            [174, 74],
            [AXIS, NECK_FRONT + 8],
          ],
        ],
      ),
    ),
    painted(paint, neckInside),
    shade(neckInside, 0.45),
  ];
  const leaf = painted(
    paint,
    path(
      [196, 62],
      [
        [
          [182, 50],
          [162, 52],
        ],
        [[160, 58]],
        [tip],
        [[tip[0] + 5, tip[1] - 2]],
        [[198, NECK_FRONT + 8]],
        [
          [190, 74],
          [196, 62],
        ],
      ],
    ),
  );
  shapes.push(...both(AXIS, [leaf, shade(path([161, 60], [[tip], [[tip[0] + 10, tip[1] + 6]], [[168, 70]]]), 0.22)]));
  if (kind === 'ribbed') {
    // The knit's ribs and the finished edge.
    const ribs: PictureShape[] = [];
    for (let i = 1; i < 5; i++)
      ribs.push(
        seam(
          line(
            [196 - i * 7, 62 - i * 2.4],
            [tip[0] + 5 + ((198 - tip[0] - 5) * i) / 5 - 1, tip[1] - 2 - ((tip[1] - NECK_FRONT - 6) * i) / 5],
          ),
          0.2,
        ),
      );
    shapes.push(...both(AXIS, [...ribs, seam(line([160.5, 62], [tip[0] + 1.5, tip[1] - 3]), 0.3)]));
  } else {
    shapes.push(...both(AXIS, [seam(path([162, 60], [[[tip[0] + 3, tip[1] - 4]], [[194, NECK_FRONT + 6]]], false), 0.3)]));
  }
  if (kind === 'button-down') shapes.push(...both(AXIS, [button(tip[0] + 4, tip[1] - 7, 2.2)]));
  return shapes;
}

function collarBack(kind: (typeof COLLARS)[number]): PictureShape[] {
  const paint = kind === 'ribbed' ? 'rib' : 'cloth';
  const low = kind === 'camp' ? 70 : 64;
  const shapes: PictureShape[] = [
    painted(
      paint,
      sym(
        AXIS,
        [AXIS, 34],
        [
          [
            [182, 34],
            [164, 40],
          ],
          [[156, low]],
          [
            [180, low - 6],
            [AXIS, low - 6],
          ],
        ],
      ),
    ),
    shade(
      sym(
        AXIS,
        [AXIS, low - 6],
        [
          [
            [180, low - 6],
            [156, low],
          ],
          [[156, low + 4]],
          [
            [180, low - 2],
            [AXIS, low - 2],
          ],
        ],
      ),
      0.35,
    ),
  ];
  if (kind === 'ribbed')
    for (let x = 166; x <= 234; x += 7)
      shapes.push(seam(line([x, 38 + Math.abs(x - AXIS) * 0.08], [x + (x - AXIS) * 0.1, low - 7 + Math.abs(x - AXIS) * 0.1]), 0.2));
  else
    shapes.push(
      seam(
        path(
          [160, low - 4],
          [
            [
              [182, low - 9],
              [AXIS, low - 9],
            ],
            [
              [218, low - 9],
              [240, low - 4],
            ],
          ],
          false,
        ),
        0.3,
      ),
    );
  if (kind === 'button-down') shapes.push(button(AXIS, low - 14, 2.2));
  return shapes;
}

/* ---------------------------------------------------------- placket, pocket */

function placket(kind: (typeof PLACKETS)[number]): PictureShape[] {
  if (kind === 'johnny') {
    const opening = path([190, NECK_FRONT + 4], [[[AXIS, 150]], [[210, NECK_FRONT + 4]]]);
    return [cloth(opening), shade(opening, 0.45), seam(line([186, NECK_FRONT + 4], [AXIS, 156], [214, NECK_FRONT + 4]), 0.35)];
  }
  const bottom = kind === 'three-button' ? 180 : 150;
  const width = 9;
  const shapes: PictureShape[] = [
    cloth(path([AXIS - width, NECK_FRONT], [[[AXIS + width, NECK_FRONT]], [[AXIS + width, bottom]], [[AXIS - width, bottom]]])),
    seam(
      line(
        [AXIS - width - 3, NECK_FRONT + 4],
        [AXIS - width - 3, bottom + 3],
        [AXIS + width + 3, bottom + 3],
        [AXIS + width + 3, NECK_FRONT + 4],
      ),
      0.35,
    ),
    shade(
      path([AXIS + width, NECK_FRONT], [[[AXIS + width + 4, NECK_FRONT]], [[AXIS + width + 4, bottom]], [[AXIS + width, bottom]]]),
      0.28,
    ),
  ];
  if (kind === 'hidden') return [...shapes, seam(line([AXIS + width - 3, NECK_FRONT + 12], [AXIS + width - 3, bottom - 4]), 0.35)];
  shapes.push(
    seamLine(line([AXIS - width, bottom], [AXIS + width, bottom])),
    ...(kind === 'three-button' ? [106, 136, 164] : [108, 134]).map((y) => button(AXIS, y)),
  );
  return shapes;
}

function pocket(kind: (typeof POCKETS)[number]): PictureShape[] {
  if (kind === 'none') return [];
  const [l, r, top, bottom] = [226, 260, 128, 170];
  const shapes: PictureShape[] = [
    cloth(path([l, top], [[[r, top]], [[r, bottom]], [[l, bottom]]])),
    seam(line([l + 2.5, top + 5], [l + 2.5, bottom - 2.5], [r - 2.5, bottom - 2.5], [r - 2.5, top + 5]), 0.35),
    shade(path([l, bottom - 4], [[[r, bottom - 4]], [[r, bottom + 3]], [[l, bottom + 3]]]), 0.25),
  ];
  if (kind === 'patch') return [...shapes, seam(line([l, top + 5], [r, top + 5]), 0.3)];
  return [
    ...shapes,
    cloth(path([l - 1, top - 4], [[[r + 1, top - 4]], [[r + 1, top + 9]], [[l - 1, top + 9]]])),
    seam(line([l + 1.5, top - 1.5], [r - 1.5, top - 1.5]), 0.3),
    shade(path([l, top + 9], [[[r, top + 9]], [[r, top + 15]], [[l, top + 15]]]), 0.3),
    button((l + r) / 2, top + 4, 2.4),
  ];
}

/* ---------------------------------------------------------------- picture */

export const poloPicture: GarmentPicture = {
  views: [
    {
      key: 'front',
      name: 'Front',
      width: W,
      height: H,
      base: both(AXIS, sleeveBody),
      stack: ['sleeve', 'hem', 'pocket', 'placket', 'collar'],
      top: bodyLight,
      monogram: {
        'left-hem': { x: 252, y: HEM_Y - 26, size: 9 },
        'left-sleeve': { x: 322, y: 166, size: 8, rotate: -34 },
      },
    },
    {
      key: 'back',
      name: 'Back',
      width: W,
      height: H,
      base: both(AXIS, sleeveBody),
      stack: ['sleeve', 'hem', 'collar'],
      top: bodyLight.filter((shape) => shape.paint === 'shade'),
      monogram: {},
    },
  ],
  clothSpan: 64,
  unseen: [],
  layers: {
    collar: optionLayers(COLLARS, VIEWS, (kind) => ({ front: collarFront(kind), back: collarBack(kind) })),
    placket: optionLayers(PLACKETS, VIEWS, (kind) => ({ front: placket(kind) })),
    sleeve: optionLayers(SLEEVES, VIEWS, (kind) => ({ front: both(AXIS, sleeveEnd(kind)), back: both(AXIS, sleeveEnd(kind)) })),
    hem: optionLayers(HEMS, VIEWS, (hem) => ({ front: hemDrawing(hem, 'front'), back: hemDrawing(hem, 'back') })),
    pocket: optionLayers(POCKETS, VIEWS, (kind) => ({ front: pocket(kind) })),
  },
  paints: {
    buttons: { default: '#f4f1ea', from: null },
    rib: { default: null, from: null },
  },
  monogram: INITIALS,
};
