import type { SeedMedia } from '../seed-types.js';

/**
 * Schematic line drawings of the style options (collars, cuffs, lapels ...).
 *
 * Every picture is a self-contained SVG document, 240 x 240, in one house style: ink strokes
 * (#2b2b2b, 3 wide) on a light ground (#f4f1ea), with details (buttons, buckles, linings) picked
 * out in the accent colour (#8a6d3b). No fonts, no scripts, no references of any kind.
 *
 * Drawings are written as absolute SVG path data (M, L, Q, C and Z only), so a left-hand shape can
 * be mirrored onto the right-hand side by flipping its x coordinates.
 */

const PICTURE_SIZE = 240;
const INK = '#2b2b2b';
const PAPER = '#f4f1ea';
const ACCENT = '#8a6d3b';

type Pt = readonly [number, number];

interface Look {
  accent?: boolean;
  /** Fill colour; shapes are unfilled unless told. */
  fill?: string;
  dashed?: boolean;
  width?: number;
}

const num = (v: number): string => String(Math.round(v * 10) / 10);

function attrs(look: Look = {}): string {
  let out = '';
  if (look.accent) out += ` stroke="${ACCENT}"`;
  if (look.fill) out += ` fill="${look.fill}"`;
  if (look.dashed) out += ' stroke-dasharray="5 5"';
  if (look.width) out += ` stroke-width="${look.width}"`;
  return out;
}

/** Applies `fn` to every "x,y" pair of absolute path data. */
function mapPath(d: string, fn: (x: number, y: number) => Pt): string {
  return d.replace(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g, (_, x: string, y: string) => {
    const [nx, ny] = fn(Number(x), Number(y));
    return `${num(nx)},${num(ny)}`;
  });
}

const flip = (d: string): string => mapPath(d, (x, y) => [PICTURE_SIZE - x, y]);
const shift = (d: string, dx: number, dy: number): string => mapPath(d, (x, y) => [x + dx, y + dy]);

function path(d: string, look?: Look): string {
  return `<path d="${d}"${attrs(look)}/>`;
}

/** The shape and its mirror image. */
function pair(d: string, look?: Look): string {
  return path(d, look) + path(flip(d), look);
}

function circle(c: Pt, r: number, look?: Look): string {
  return `<circle cx="${num(c[0])}" cy="${num(c[1])}" r="${num(r)}"${attrs(look)}/>`;
}

const poly = (points: Pt[], closed = true): string => `M${points.map(([x, y]) => `${num(x)},${num(y)}`).join(' L')}${closed ? ' Z' : ''}`;

/** A small sewn button in the accent colour. */
function button(c: Pt, r = 4.5): string {
  return `<circle cx="${num(c[0])}" cy="${num(c[1])}" r="${num(r)}" fill="${ACCENT}" stroke="none"/>`;
}

/** A press stud: a ring with a dot. */
function snap(c: Pt): string {
  return circle(c, 5.5, { accent: true, fill: PAPER, width: 2 }) + button(c, 1.8);
}

const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/**
 * Parallel hatching inside a polygon (even-odd rule), for canvas, linings and quilting.
 * `angle` is in degrees; lines are `spacing` apart.
 */
function hatch(polygon: Pt[], spacing: number, angle: number, look: Look = { accent: true, width: 2 }): string {
  const rad = (angle * Math.PI) / 180;
  const dir: Pt = [Math.cos(rad), Math.sin(rad)];
  const normal: Pt = [-dir[1], dir[0]];
  const offsets = polygon.map(([x, y]) => x * normal[0] + y * normal[1]);
  const lo = Math.min(...offsets);
  const hi = Math.max(...offsets);
  const segments: string[] = [];
  for (let c = lo + spacing / 2; c < hi; c += spacing) {
    const hits: number[] = [];
    polygon.forEach((a, i) => {
      const b = polygon[(i + 1) % polygon.length] as Pt;
      const da = a[0] * normal[0] + a[1] * normal[1] - c;
      const db = b[0] * normal[0] + b[1] * normal[1] - c;
      if (da < 0 === db < 0) return;
      const p = lerp(a, b, da / (da - db));
      hits.push(p[0] * dir[0] + p[1] * dir[1]);
    });
    hits.sort((x, y) => x - y);
    for (let i = 0; i + 1 < hits.length; i += 2) {
      const t0 = hits[i] as number;
      const t1 = hits[i + 1] as number;
      const at = (t: number): Pt => [normal[0] * c + dir[0] * t, normal[1] * c + dir[1] * t];
      segments.push(poly([at(t0), at(t1)], false));
    }
  }
  return segments.length > 0 ? path(segments.join(' '), look) : '';
}

/** Path data of short ticks across a band, for knitted rib. */
function ribTicks(from: Pt, to: Pt, across: Pt, count: number): string {
  const ticks: string[] = [];
  for (let i = 1; i < count; i++) {
    const p = lerp(from, to, i / count);
    ticks.push(poly([p, [p[0] + across[0], p[1] + across[1]]], false));
  }
  return ticks.join(' ');
}

const RIB: Look = { width: 2 };

/* --------------------------------------------------------------- documents */

/** Wraps drawing elements into a complete SVG document in the house style. */
function svgDocument(inner: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_SIZE}" height="${PICTURE_SIZE}" ` +
    `viewBox="0 0 ${PICTURE_SIZE} ${PICTURE_SIZE}">` +
    `<rect width="${PICTURE_SIZE}" height="${PICTURE_SIZE}" fill="${PAPER}"/>` +
    `<g fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">` +
    inner +
    '</g></svg>'
  );
}

/** The picture of a whole style group: its default option's drawing inside an accent frame. */
export function groupPicture(inner: string): string {
  return inner + `<rect x="7" y="7" width="226" height="226" rx="16" stroke="${ACCENT}"/>`;
}

export function styleMedia(id: string, inner: string): SeedMedia {
  return {
    id,
    contentType: 'image/svg+xml',
    body: svgDocument(inner),
    width: PICTURE_SIZE,
    height: PICTURE_SIZE,
  };
}

/* ------------------------------------------------------------------ shirts */

export type ShirtCollarKind = 'point' | 'spread' | 'cutaway' | 'button-down' | 'club' | 'band' | 'wing';

/** A collar leaf: side of the neck S, tip T, centre front C; the fold curves from C back to S. */
function collarLeaf(s: Pt, t: Pt, c: Pt, fold: Pt, rounded = 0): string {
  if (rounded === 0) return `M${s.join(',')} L${t.join(',')} L${c.join(',')} Q${fold.join(',')} ${s.join(',')} Z`;
  const len = (a: Pt, b: Pt) => Math.hypot(b[0] - a[0], b[1] - a[1]);
  const a = lerp(t, s, rounded / len(t, s));
  const b = lerp(t, c, rounded / len(t, c));
  const at = (p: Pt) => `${num(p[0])},${num(p[1])}`;
  return `M${at(s)} L${at(a)} Q${at(t)} ${at(b)} L${at(c)} Q${at(fold)} ${at(s)} Z`;
}

/** Front view of a shirt collar at the neck, with the top of the placket. */
export function shirtCollar(kind: ShirtCollarKind): string {
  const parts = [
    pair('M80,74 Q52,92 12,104'),
    path('M80,74 Q120,46 160,74'),
    path('M94,80 Q120,66 146,80', { width: 2 }),
    pair('M112,118 L112,238'),
    button([120, 164]),
    button([120, 214]),
  ];
  const s: Pt = [80, 74];
  const c: Pt = [118, 114];
  const fold: Pt = [88, 106];
  const leaf = (tip: Pt, rounded = 0) => pair(collarLeaf(s, tip, c, fold, rounded), { fill: PAPER });
  switch (kind) {
    case 'point':
      parts.push(leaf([98, 166]));
      break;
    case 'spread':
      parts.push(leaf([74, 152]));
      break;
    case 'cutaway':
      parts.push(leaf([50, 126]));
      break;
    case 'club':
      parts.push(leaf([84, 156], 18));
      break;
    case 'button-down':
      parts.push(leaf([88, 160]), button([94, 148]), button([146, 148]));
      break;
    case 'band':
    case 'wing': {
      parts.push(pair('M80,74 Q88,100 118,104 L118,118 Q84,114 74,88 Z', { fill: PAPER }), button([120, 111]));
      if (kind === 'wing') {
        parts.push(
          pair('M120,119 L98,108 L98,132 Z', { accent: true, fill: ACCENT }),
          path('M115,113 L125,113 L125,125 L115,125 Z', { accent: true, fill: ACCENT }),
          pair('M118,103 L96,118 L104,99 Z', { fill: PAPER }),
        );
      }
      break;
    }
  }
  return parts.join('');
}

export type ShirtCuffKind = 'one-button' | 'two-button' | 'mitred' | 'convertible' | 'french';

/** A shirt sleeve end with its cuff and sleeve placket. */
export function shirtCuff(kind: ShirtCuffKind): string {
  const parts = [path('M66,8 L78,116'), path('M174,8 L162,116'), path('M136,116 L136,58 L142,50 L148,58 L148,116'), button([142, 80], 3.5)];
  const rounded = 'M74,116 L150,116 Q166,116 166,132 L166,160 Q166,176 150,176 L74,176 Z';
  switch (kind) {
    case 'one-button':
      parts.push(path(rounded, { fill: PAPER }), button([150, 146]));
      break;
    case 'two-button':
      parts.push(path(rounded, { fill: PAPER }), button([136, 146]), button([153, 146]));
      break;
    case 'mitred':
      parts.push(path('M74,116 L152,116 L166,130 L166,162 L152,176 L74,176 Z', { fill: PAPER }), button([150, 146]));
      break;
    case 'convertible':
      parts.push(
        path(rounded, { fill: PAPER }),
        button([150, 146]),
        path('M124,140 L124,152', { accent: true }),
        path('M88,140 L88,152', { accent: true }),
      );
      break;
    case 'french':
      parts.push(
        path('M74,116 L166,116 L166,200 L74,200 Z', { fill: PAPER }),
        path('M74,158 L166,158'),
        path('M160,150 L176,150', { accent: true }),
        circle([178, 150], 7, { accent: true, fill: ACCENT }),
        circle([158, 150], 3, { accent: true, fill: ACCENT }),
      );
      break;
  }
  return parts.join('');
}

export type ShirtPlacketKind = 'standard' | 'french' | 'hidden';
export type ShirtPocketKind = 'none' | 'rounded' | 'mitred' | 'two-flap';

/** The front of a shirt from the collar down: placket and chest pockets. */
export function shirtFront(placket: ShirtPlacketKind, pocket: ShirtPocketKind): string {
  const parts = [
    pair('M96,30 L46,46 L48,236'),
    path('M96,30 Q120,18 144,30'),
    pair(collarLeaf([96, 30], [86, 74], [118, 58], [100, 52]), { fill: PAPER }),
  ];
  const buttonsAt = [96, 136, 176, 216];
  if (placket === 'standard') {
    parts.push(pair('M111,62 L111,236'), ...buttonsAt.map((y) => button([120, y])));
  } else if (placket === 'french') {
    parts.push(path('M126,62 L126,236'), ...buttonsAt.map((y) => button([120, y])));
  } else {
    parts.push(pair('M111,62 L111,236'), path('M123,70 L123,236', { dashed: true, width: 2 }), button([120, 66], 3.5));
  }
  const flapPocket = (d: number) => [
    path(shift('M140,92 L176,92 L176,132 L140,132 Z', d, 0)),
    path(shift('M138,86 L178,86 L178,100 L158,108 L138,100 Z', d, 0), { fill: PAPER }),
    button([158 + d, 101], 3.5),
  ];
  switch (pocket) {
    case 'none':
      break;
    case 'rounded':
      parts.push(
        path('M140,86 L176,86 L176,120 Q176,132 164,132 L152,132 Q140,132 140,120 Z'),
        path('M140,94 L176,94', { dashed: true, width: 2 }),
      );
      break;
    case 'mitred':
      parts.push(path('M140,86 L176,86 L176,124 L168,132 L148,132 L140,124 Z'), path('M140,94 L176,94', { dashed: true, width: 2 }));
      break;
    case 'two-flap':
      parts.push(...flapPocket(0), ...flapPocket(-76));
      break;
  }
  return parts.join('');
}

export type ShirtBackKind = 'plain' | 'box-pleat' | 'side-pleats' | 'darts';

/** The back of a shirt: yoke seam and what lies under it. */
export function shirtBack(kind: ShirtBackKind): string {
  const parts = [
    path('M96,30 Q120,22 144,30 L146,42 Q120,34 94,42 Z', { fill: PAPER }),
    pair('M95,36 L46,50 L48,232'),
    path('M47,80 Q120,90 193,80'),
  ];
  switch (kind) {
    case 'plain':
      break;
    case 'box-pleat':
      parts.push(pair('M110,86 L112,136'), path('M110,86 L130,86', { accent: true }), button([120, 96], 3));
      break;
    case 'side-pleats':
      parts.push(pair('M76,84 L80,128'), pair('M76,84 L86,92', { width: 2 }));
      break;
    case 'darts':
      parts.push(pair('M86,126 L91,176 L86,222 L81,176 Z'));
      break;
  }
  return parts.join('');
}

export type ShirtHemKind = 'curved' | 'straight' | 'straight-vents';

/** The lower part of a shirt front. */
export function shirtHem(kind: ShirtHemKind): string {
  const parts: string[] = [];
  const buttonsAt = [40, 90, 140];
  if (kind === 'curved') {
    parts.push(pair('M46,8 L48,140 Q56,210 120,214'), pair('M111,8 L111,213'));
  } else if (kind === 'straight') {
    parts.push(pair('M46,8 L48,196'), path('M48,196 L192,196'), pair('M111,8 L111,196'));
  } else {
    parts.push(
      pair('M46,8 L48,170'),
      pair('M48,170 L42,196 M48,170 L56,198'),
      pair('M44,170 L52,170 L48,162 Z', { accent: true, fill: ACCENT }),
      path('M56,198 L184,198'),
      pair('M111,8 L111,198'),
    );
  }
  parts.push(...buttonsAt.map((y) => button([120, y])));
  return parts.join('');
}

export type CollarStiffnessKind = 'soft' | 'medium' | 'firm';

/** A collar laid flat, with its interlining shown in accent. */
export function collarStiffness(kind: CollarStiffnessKind): string {
  const outer =
    kind === 'soft'
      ? 'M62,70 Q120,64 178,70 Q192,112 210,160 Q168,146 120,150 Q72,146 30,160 Q48,112 62,70 Z'
      : 'M62,70 L178,70 L210,160 Q120,140 30,160 Z';
  const inner = 'M72,82 L168,82 L190,144 Q120,130 50,144 Z';
  const parts = [path(outer, { fill: PAPER }), path('M62,70 Q120,52 178,70')];
  if (kind === 'soft') parts.push(path(inner, { accent: true, dashed: true, width: 2 }));
  if (kind === 'medium') parts.push(path(inner, { accent: true, width: 2 }), hatch(innerPoly(), 16, 45));
  if (kind === 'firm') {
    parts.push(
      path(inner, { accent: true, width: 2 }),
      hatch(innerPoly(), 9, 45),
      hatch(innerPoly(), 9, -45),
      path('M58,150 L46,118 M182,150 L194,118', { accent: true, width: 5 }),
    );
  }
  return parts.join('');
}

function innerPoly(): Pt[] {
  return [
    [74, 84],
    [166, 84],
    [186, 141],
    [120, 130],
    [54, 141],
  ];
}

export interface ButtonColour {
  fill: string;
  dark: boolean;
}

/** Three shirt buttons in the given colour. */
export function shirtButtons(colour: ButtonColour): string {
  const holeFill = colour.dark ? PAPER : INK;
  return (
    [
      [78, 92],
      [162, 92],
      [120, 164],
    ] as Pt[]
  )
    .map(
      (c) =>
        circle(c, 32, { fill: colour.fill }) +
        circle(c, 24, { width: 2, accent: true }) +
        [
          [-7, -7],
          [7, -7],
          [-7, 7],
          [7, 7],
        ]
          .map(([dx, dy]) => `<circle cx="${c[0] + (dx ?? 0)}" cy="${c[1] + (dy ?? 0)}" r="3.5" fill="${holeFill}" stroke="none"/>`)
          .join(''),
    )
    .join('');
}

/* -------------------------------------------------------------------- polos */

export type PoloCollarKind = 'ribbed' | 'self-fabric' | 'button-down' | 'camp';
export type PoloPlacketKind = 'two-button' | 'three-button' | 'johnny' | 'hidden';

/** Front view of a polo collar and placket. */
export function poloNeck(collar: PoloCollarKind, placket: PoloPlacketKind): string {
  const parts = [pair('M80,74 Q52,92 12,104'), path('M80,74 Q120,46 160,74'), path('M94,80 Q120,66 146,80', { width: 2 })];
  const s: Pt = [80, 74];
  const c: Pt = [118, 112];
  const fold: Pt = [88, 104];
  const placketLength = placket === 'three-button' ? 200 : 176;
  if (collar === 'camp') {
    parts.push(
      path('M120,186 L120,238'),
      button([120, 204]),
      pair('M90,96 L98,122 L84,136 L120,186 Z', { fill: PAPER }),
      pair('M80,74 L58,126 L100,120 Q88,100 80,74 Z', { fill: PAPER }),
    );
    return parts.join('');
  }
  if (placket === 'johnny') {
    parts.push(path('M116,112 L120,170 L124,112'));
  } else {
    parts.push(path(`M110,112 L110,${placketLength} L130,${placketLength} L130,112`));
    if (placket === 'hidden') parts.push(path(`M124,118 L124,${placketLength - 6}`, { dashed: true, width: 2 }));
    else {
      const count = placket === 'three-button' ? 3 : 2;
      for (let i = 0; i < count; i++) parts.push(button([120, 134 + i * 26]));
    }
  }
  const tip: Pt = collar === 'button-down' ? [88, 156] : [76, 146];
  parts.push(pair(collarLeaf(s, tip, c, fold), { fill: PAPER }));
  if (collar === 'ribbed') {
    const ribs: string[] = [];
    for (let i = 1; i < 9; i++) {
      const t = i / 9;
      ribs.push(poly([lerp(s, c, t), lerp(s, tip, t)], false));
    }
    parts.push(pair(ribs.join(' '), { width: 1.5 }));
  }
  if (collar === 'self-fabric') {
    const centre: Pt = [(s[0] + tip[0] + c[0]) / 3, (s[1] + tip[1] + c[1]) / 3];
    const inset = (p: Pt): Pt => lerp(p, centre, 0.22);
    parts.push(pair(poly([inset(s), inset(tip), inset(c)], false), { dashed: true, width: 2 }));
  }
  if (collar === 'button-down') parts.push(button([93, 146]), button([147, 146]));
  return parts.join('');
}

type PoloSleeveKind = 'short-ribbed' | 'short-hemmed' | 'short-cuffed';
type PoloHemKind = 'tennis-tail' | 'straight-vents' | 'ribbed-band';
type PoloPocketKind = 'none' | 'patch' | 'flap';

export interface PoloBodyOptions {
  sleeve?: PoloSleeveKind;
  hem?: PoloHemKind;
  pocket?: PoloPocketKind;
}

/** A whole polo shirt, front view. */
export function poloBody(options: PoloBodyOptions = {}): string {
  const { sleeve = 'short-ribbed', hem = 'tennis-tail', pocket = 'none' } = options;
  const bottom = hem === 'ribbed-band' ? 200 : 206;
  const parts: string[] = [];
  parts.push(pair(`M100,36 L62,50 L28,110 L54,126 L72,100 L72,${bottom}`));
  if (sleeve === 'short-ribbed') parts.push(pair('M33,101 L59,117'), pair(ribTicks([33, 101], [59, 117], [-5, 9], 6), RIB));
  if (sleeve === 'short-hemmed') parts.push(pair('M33,101 L59,117', { dashed: true, width: 2 }));
  if (sleeve === 'short-cuffed') parts.push(pair('M32,98 L61,115 L54,128 L25,111 Z', { fill: PAPER }));
  // collar and placket
  parts.push(
    path('M100,36 Q120,28 140,36'),
    path('M110,54 L110,96 L130,96 L130,54'),
    button([120, 68], 3.5),
    button([120, 84], 3.5),
    pair(collarLeaf([100, 36], [90, 70], [118, 54], [104, 52]), { fill: PAPER }),
  );
  if (hem === 'tennis-tail') {
    parts.push(path('M72,206 Q120,212 168,206'), path('M72,206 L72,214 Q120,224 168,214 L168,206', { dashed: true, width: 2 }));
  } else if (hem === 'straight-vents') {
    parts.push(path('M72,206 L168,206'), pair('M72,206 L72,194 L76,194', { accent: true }));
  } else {
    parts.push(path('M72,200 L76,218 L164,218 L168,200 Z', { fill: PAPER }), path(ribTicks([76, 204], [164, 204], [0, 12], 14), RIB));
  }
  if (pocket === 'patch') parts.push(path('M136,80 L158,80 L158,106 L136,106 Z'), path('M136,86 L158,86', { dashed: true, width: 2 }));
  if (pocket === 'flap') {
    parts.push(
      path('M136,82 L158,82 L158,108 L136,108 Z'),
      path('M134,78 L160,78 L160,90 L134,90 Z', { fill: PAPER }),
      button([147, 85], 3),
    );
  }
  return parts.join('');
}

/* ------------------------------------------------------- trousers and shorts */

type WaistbandKind = 'standard' | 'extended-tab' | 'hollywood' | 'gurkha' | 'drawstring';
type TrouserFrontKind = 'flat' | 'single-forward' | 'single-reverse' | 'double-reverse' | 'double-forward';
type FasteningKind = 'zip' | 'button';
type SidePocketKind = 'slanted' | 'on-seam' | 'frogmouth' | 'patch';
type BeltLoopKind = 'standard' | 'wide' | 'none';
type SideAdjusterKind = 'none' | 'buckle' | 'button-tab';

export interface TrouserTopOptions {
  waistband?: WaistbandKind;
  front?: TrouserFrontKind;
  fastening?: FasteningKind;
  sidePockets?: SidePocketKind;
  loops?: BeltLoopKind;
  adjusters?: SideAdjusterKind;
}

/** The top of a pair of trousers (or shorts), front view: waistband, fly, pleats and pockets. */
export function trouserTop(options: TrouserTopOptions = {}): string {
  const {
    waistband = 'standard',
    front = 'flat',
    fastening = 'zip',
    sidePockets = 'slanted',
    loops = 'standard',
    adjusters = 'none',
  } = options;
  const top = waistband === 'hollywood' ? 36 : waistband === 'gurkha' ? 34 : 44;
  const bandBottom = waistband === 'gurkha' ? 74 : 68;
  const parts = [pair(`M36,${top} L30,236`), path('M120,182 L110,236 M120,182 L130,236')];

  // fly
  parts.push(path(`M120,${bandBottom} L120,182`), path(`M134,${bandBottom} L134,150 Q134,170 120,178`, { dashed: true, width: 2 }));
  if (fastening === 'zip')
    parts.push(
      path(`M125,${bandBottom + 4} L129,${bandBottom + 4} L129,${bandBottom + 16} L125,${bandBottom + 16} Z`, {
        accent: true,
        fill: ACCENT,
      }),
    );
  else for (let i = 0; i < 4; i++) parts.push(circle([127, bandBottom + 14 + i * 20], 3.5, { accent: true, width: 2 }));

  // side pockets
  const pocketTop = bandBottom;
  if (sidePockets === 'slanted') parts.push(pair(`M68,${pocketTop} L40,140`));
  if (sidePockets === 'on-seam') parts.push(pair(`M42,${pocketTop + 6} L38,142`), pair('M35,142 L43,142', { accent: true }));
  if (sidePockets === 'frogmouth') parts.push(pair(`M40,${pocketTop + 26} Q66,${pocketTop + 36} 92,${pocketTop + 22}`));
  if (sidePockets === 'patch')
    parts.push(pair(`M44,${pocketTop + 18} L84,${pocketTop + 18} L82,${pocketTop + 70} L42,${pocketTop + 70} Z`));

  // pleats and creases
  const pleat = (x: number, towardFly: boolean) =>
    pair(`M${x},${bandBottom} L${x + 2},${bandBottom + 46} M${x},${bandBottom} L${x + (towardFly ? 8 : -8)},${bandBottom + 6}`);
  if (front === 'single-forward') parts.push(pleat(90, true));
  if (front === 'single-reverse') parts.push(pleat(90, false));
  if (front === 'double-forward') parts.push(pleat(86, true), pleat(100, true));
  if (front === 'double-reverse') parts.push(pleat(86, false), pleat(100, false));
  parts.push(pair(`M${front === 'flat' ? 84 : 90},${front === 'flat' ? 110 : bandBottom + 48} L80,236`, { dashed: true, width: 2 }));

  // waistband
  if (waistband === 'hollywood') {
    parts.push(path('M36,36 Q120,28 204,36'), button([114, 46]), button([114, 62]));
  } else if (waistband === 'drawstring') {
    parts.push(
      path('M36,44 L204,44 L204,68 L36,68 Z', { fill: PAPER }),
      path(ribTicks([36, 48], [204, 48], [0, 16], 21), RIB),
      pair('M116,58 Q110,82 106,104', { accent: true }),
      pair('M103,104 L109,104 L108,114 L104,114 Z', { accent: true, fill: ACCENT }),
    );
  } else {
    parts.push(path(`M36,${top} L204,${top} L204,${bandBottom} L36,${bandBottom} Z`, { fill: PAPER }));
    if (waistband === 'standard') parts.push(path(`M124,${top} L124,${bandBottom}`), button([116, (top + bandBottom) / 2]));
    if (waistband === 'extended-tab') {
      parts.push(path('M124,44 L140,44 L148,56 L140,68 L124,68', { fill: PAPER }), button([137, 56]));
    }
    if (waistband === 'gurkha') {
      parts.push(
        path('M124,34 L124,74'),
        button([116, 54]),
        pair('M36,40 L92,46 L92,62 L36,66', { fill: PAPER }),
        pair('M92,44 L104,44 L104,64 L92,64 Z', { accent: true, fill: PAPER }),
        pair('M98,44 L98,64', { accent: true, width: 2 }),
      );
    }
  }

  // belt loops
  const loopWidth = loops === 'wide' ? 12 : 8;
  if (loops !== 'none') {
    for (const x of [54, 80])
      parts.push(
        pair(`M${x},${top - 4} L${x + loopWidth},${top - 4} L${x + loopWidth},${bandBottom + 4} L${x},${bandBottom + 4} Z`, {
          fill: PAPER,
        }),
      );
  }

  // side adjusters
  if (adjusters === 'buckle') {
    parts.push(pair('M36,50 L70,50 L70,62 L36,62', { fill: PAPER }), pair('M60,46 L70,46 L70,66 L60,66 Z', { accent: true, fill: PAPER }));
  }
  if (adjusters === 'button-tab') {
    parts.push(pair('M36,50 L78,50 L84,56 L78,62 L36,62', { fill: PAPER }));
    for (const x of [48, 60, 72]) parts.push(button([x, 56], 3), button([240 - x, 56], 3));
  }
  return parts.join('');
}

export type BackPocketKind = 'none' | 'one-jetted' | 'two-jetted' | 'two-flap' | 'two-patch';

/** The back of a pair of trousers (or shorts): yoke, darts and hip pockets. */
export function trouserBack(kind: BackPocketKind): string {
  const parts = [
    pair('M36,44 L30,236'),
    path('M36,44 L204,44 L204,68 L36,68 Z', { fill: PAPER }),
    path('M114,44 L120,68 L126,44'),
    path('M120,68 L122,186 L110,236 M122,186 L132,236'),
    pair('M64,68 L66,90'),
  ];
  const jetted = (x: number) => [
    path(`M${x},98 L${x + 44},98 M${x},104 L${x + 44},104 M${x},98 L${x},104 M${x + 44},98 L${x + 44},104`),
    button([x + 22, 112], 3.5),
  ];
  const flap = (x: number) => [
    path(`M${x},96 L${x + 46},96 L${x + 46},110 L${x + 23},118 L${x},110 Z`, { fill: PAPER }),
    button([x + 23, 108], 3.5),
  ];
  const patch = (x: number) => [
    path(`M${x},90 L${x + 46},90 L${x + 44},140 L${x + 23},148 L${x + 2},140 Z`),
    path(`M${x},98 L${x + 46},98`, { dashed: true, width: 2 }),
    button([x + 23, 108], 3.5),
  ];
  if (kind === 'one-jetted') parts.push(...jetted(146));
  if (kind === 'two-jetted') parts.push(...jetted(50), ...jetted(146));
  if (kind === 'two-flap') parts.push(...flap(48), ...flap(146));
  if (kind === 'two-patch') parts.push(...patch(48), ...patch(146));
  return parts.join('');
}

export type LegHemKind = 'plain' | 'turn-ups' | 'deep-turn-ups' | 'angled' | 'side-split';

/** A trouser leg seen from the side, ending over a shoe. */
export function trouserHem(kind: LegHemKind): string {
  const parts = [
    path('M92,8 L94,206'),
    path('M148,8 L152,210'),
    path('M64,230 Q64,212 92,212 L160,212 Q176,214 178,230 Z', { accent: true, fill: PAPER }),
  ];
  if (kind === 'plain') parts.push(path('M94,202 L152,206'));
  if (kind === 'turn-ups') parts.push(path('M94,202 L152,206 M94,182 L151,186'));
  if (kind === 'deep-turn-ups') parts.push(path('M94,202 L152,206 M94,174 L151,178'));
  if (kind === 'angled') parts.push(path('M94,196 L152,212'));
  return parts.join('');
}

/** A shorts leg seen from the front. */
export function shortsHem(kind: LegHemKind): string {
  const parts = [path('M66,10 L56,192'), path('M174,10 L184,192')];
  if (kind === 'plain') parts.push(path('M56,192 L184,192'), path('M57,180 L183,180', { dashed: true, width: 2 }));
  if (kind === 'turn-ups') parts.push(path('M56,192 L184,192 M57,170 L183,170'));
  if (kind === 'side-split') {
    parts.push(
      path('M56,192 L184,192'),
      path('M57,180 L183,180', { dashed: true, width: 2 }),
      path('M61,150 L68,192'),
      path('M58,150 L66,150', { accent: true }),
    );
  }
  return parts.join('');
}

export type ShortsLengthKind = 'short' | 'mid' | 'classic' | 'long';

/** Whole shorts, front view, with the knee marked in accent. */
export function shortsLength(kind: ShortsLengthKind): string {
  const hem = { short: 132, mid: 152, classic: 172, long: 192 }[kind];
  return [
    path('M52,30 L188,30 L188,48 L52,48 Z', { fill: PAPER }),
    path('M120,48 L120,116'),
    path('M132,48 L132,96 Q132,110 120,114', { dashed: true, width: 2 }),
    pair(`M52,48 L42,${hem} L114,${hem} L120,116`),
    pair('M78,48 L58,92'),
    path('M24,208 L216,208', { accent: true, dashed: true }),
  ].join('');
}

/* ------------------------------------------------------------- outerwear */

type OuterCollarKind = 'point' | 'band' | 'chore' | 'storm';
type ClosureKind = 'buttons' | 'snaps' | 'zip' | 'hidden';
type OuterPocketKind = 'two-chest-flap' | 'three-patch' | 'four-flap' | 'four-bellows' | 'slash-hand';

export interface OuterwearOptions {
  collar?: OuterCollarKind;
  closure?: ClosureKind;
  pockets?: OuterPocketKind;
  ribbed?: boolean;
}

/** A whole overshirt or jacket, front view. */
export function outerwear(options: OuterwearOptions = {}): string {
  const { collar = 'point', closure = 'buttons', pockets = 'two-chest-flap', ribbed = false } = options;
  const parts = [pair('M100,34 L58,48 L38,196 L62,200 L72,98 L72,214 L120,214')];
  if (ribbed) {
    parts.push(path('M72,200 L168,200'), path(ribTicks([72, 201], [168, 201], [0, 12], 16), RIB));
    parts.push(pair('M40,184 L63,188'), pair(ribTicks([40, 184], [63, 188], [-1, 12], 4), RIB));
  }

  // closure
  if (closure === 'zip') {
    parts.push(path('M120,52 L120,214'));
    const teeth: string[] = [];
    for (let y = 60; y < 212; y += 8) teeth.push(`M116,${y} L124,${y}`);
    parts.push(
      path(teeth.join(' '), { accent: true, width: 1.5 }),
      path('M117,56 L123,56 L123,70 L117,70 Z', { accent: true, fill: ACCENT }),
    );
  } else {
    parts.push(path('M124,52 L124,214'));
    const ys = [72, 100, 128, 156, 184];
    if (closure === 'buttons') parts.push(...ys.map((y) => button([120, y])));
    if (closure === 'snaps') parts.push(...ys.map((y) => snap([120, y])));
    if (closure === 'hidden') parts.push(path('M114,62 L114,206', { dashed: true, width: 2 }));
  }

  // pockets
  const chestFlap = (x: number) => [
    path(`M${x},78 L${x + 28},78 L${x + 28},108 L${x},108 Z`),
    path(`M${x - 2},74 L${x + 30},74 L${x + 30},86 L${x + 14},92 L${x - 2},86 Z`, { fill: PAPER }),
    button([x + 14, 84], 3),
  ];
  const chestPatch = (x: number) => [
    path(`M${x},76 L${x + 28},76 L${x + 28},106 L${x},106 Z`),
    path(`M${x},82 L${x + 28},82`, { dashed: true, width: 2 }),
  ];
  const lowerPatch = (x: number) => [
    path(`M${x},136 L${x + 30},136 L${x + 30},178 L${x},178 Z`),
    path(`M${x},142 L${x + 30},142`, { dashed: true, width: 2 }),
  ];
  const lowerFlap = (x: number) => [
    path(`M${x},140 L${x + 30},140 L${x + 30},182 L${x},182 Z`),
    path(`M${x - 2},134 L${x + 32},134 L${x + 32},148 L${x - 2},148 Z`, { fill: PAPER }),
    button([x + 15, 142], 3),
  ];
  const bellows = (x: number, y: number, w: number, h: number) => [
    path(`M${x},${y} L${x + w},${y} L${x + w},${y + h} L${x},${y + h} Z`),
    path(`M${x + w / 2 - 5},${y + 14} L${x + w / 2 - 5},${y + h} M${x + w / 2 + 5},${y + 14} L${x + w / 2 + 5},${y + h}`, { width: 2 }),
    path(`M${x - 2},${y - 4} L${x + w + 2},${y - 4} L${x + w + 2},${y + 10} L${x - 2},${y + 10} Z`, { fill: PAPER }),
    button([x + w / 2, y + 4], 3),
  ];
  switch (pockets) {
    case 'two-chest-flap':
      parts.push(...chestFlap(80), ...chestFlap(132));
      break;
    case 'three-patch':
      parts.push(...chestPatch(132), ...lowerPatch(80), ...lowerPatch(130));
      break;
    case 'four-flap':
      parts.push(...chestFlap(80), ...chestFlap(132), ...lowerFlap(80), ...lowerFlap(130));
      break;
    case 'four-bellows':
      parts.push(...bellows(80, 78, 28, 32), ...bellows(132, 78, 28, 32), ...bellows(80, 140, 30, 42), ...bellows(130, 140, 30, 42));
      break;
    case 'slash-hand':
      parts.push(pair('M84,136 L96,176 M90,134 L102,174 M84,136 L90,134 M96,176 L102,174'));
      break;
  }

  // collar (drawn last: it sits over the shoulders)
  switch (collar) {
    case 'point':
      parts.push(path('M100,34 Q120,26 140,34'), pair(collarLeaf([100, 34], [92, 70], [118, 54], [104, 50]), { fill: PAPER }));
      break;
    case 'chore':
      parts.push(path('M100,34 Q120,26 140,34'), pair('M100,34 L76,76 L102,70 L118,62 Q102,52 100,34 Z', { fill: PAPER }));
      break;
    case 'band':
      parts.push(path('M100,34 Q120,26 140,34'), pair('M100,34 Q104,48 118,50 L118,58 Q100,56 96,40 Z', { fill: PAPER }));
      break;
    case 'storm':
      parts.push(
        path('M98,18 Q120,12 142,18 L146,50 Q120,58 94,50 Z', { fill: PAPER }),
        path('M120,20 L120,54', { width: 2 }),
        path('M104,30 L150,30 L156,37 L150,44 L104,44 Z', { accent: true, fill: PAPER }),
        button([110, 37], 3),
        button([146, 37], 3),
      );
      break;
  }
  return parts.join('');
}

export type OuterLiningKind = 'unlined' | 'half-lined' | 'fully-lined' | 'quilted';

/** The inside of an overshirt or jacket, opened out: the lining in accent. */
export function outerwearLining(kind: OuterLiningKind): string {
  const body: Pt[] = [
    [100, 34],
    [58, 48],
    [72, 98],
    [72, 214],
    [168, 214],
    [168, 98],
    [182, 48],
    [140, 34],
    [120, 42],
  ];
  const sleeveLeft: Pt[] = [
    [58, 48],
    [38, 196],
    [62, 200],
    [72, 98],
  ];
  const sleeveRight = sleeveLeft.map(([x, y]) => [PICTURE_SIZE - x, y] as Pt);
  const upper: Pt[] = [
    [100, 34],
    [58, 48],
    [72, 98],
    [72, 120],
    [168, 120],
    [168, 98],
    [182, 48],
    [140, 34],
    [120, 42],
  ];
  const parts: string[] = [];
  if (kind === 'half-lined') parts.push(hatch(upper, 12, 45), hatch(sleeveLeft, 12, 45), hatch(sleeveRight, 12, 45));
  if (kind === 'fully-lined') parts.push(hatch(body, 12, 45), hatch(sleeveLeft, 12, 45), hatch(sleeveRight, 12, 45));
  if (kind === 'quilted') {
    parts.push(
      hatch(body, 18, 45),
      hatch(body, 18, -45),
      hatch(sleeveLeft, 18, 45),
      hatch(sleeveLeft, 18, -45),
      hatch(sleeveRight, 18, 45),
      hatch(sleeveRight, 18, -45),
    );
  }
  parts.push(
    pair('M100,34 L58,48 L38,196 L62,200 L72,98 L72,214 L120,214'),
    path('M100,34 Q120,44 140,34'),
    path('M120,42 L120,214', { width: 2 }),
  );
  if (kind === 'unlined')
    parts.push(
      pair('M76,100 L76,210 M60,52 L74,96', { accent: true, dashed: true, width: 2 }),
      path('M124,46 L124,210', { accent: true, dashed: true, width: 2 }),
    );
  return parts.join('');
}

export type SleeveEndKind = 'buttoned' | 'button-tab' | 'rib' | 'plain';

/** The end of an outerwear sleeve. */
export function sleeveEnd(kind: SleeveEndKind): string {
  const parts = [path('M62,8 L74,176'), path('M178,8 L166,176')];
  if (kind === 'buttoned') {
    parts.push(path('M74,136 L166,136 L166,182 L74,182 Z', { fill: PAPER }), path('M132,136 L132,80'), button([150, 159]));
  }
  if (kind === 'button-tab') {
    parts.push(
      path('M74,176 L166,176'),
      path('M74,168 L166,168', { dashed: true, width: 2 }),
      path('M70,140 L154,140 L166,148 L154,156 L70,156', { fill: PAPER }),
      button([150, 148]),
      button([128, 148], 3),
    );
  }
  if (kind === 'rib') {
    parts.push(
      path('M74,176 Q120,168 166,176 L162,212 L78,212 Z', { fill: PAPER }),
      path(ribTicks([78, 178], [162, 178], [0, 30], 14), RIB),
    );
  }
  if (kind === 'plain') parts.push(path('M74,176 L166,176'), path('M74,164 L166,164', { dashed: true, width: 2 }));
  return parts.join('');
}

/* ----------------------------------------------------------------- jackets */

type JacketStyleKind = 'one-button' | 'two-button' | 'three-roll-two' | 'six-on-two' | 'four-on-one';
export type LapelKind = 'notch' | 'peak' | 'shawl';
export type LapelWidthKind = 'slim' | 'classic' | 'wide';
type JacketPocketKind = 'flap' | 'jetted' | 'patch' | 'hacking';

export interface JacketOptions {
  style?: JacketStyleKind;
  lapel?: LapelKind;
  lapelWidth?: LapelWidthKind;
  pockets?: JacketPocketKind;
  ticket?: boolean;
}

const LAPEL_WIDTH: Record<LapelWidthKind, number> = { slim: 12, classic: 17, wide: 23 };

/** The left-hand lapel and collar, ending at the break point `b`. */
function lapelPath(kind: LapelKind, width: number, b: Pt): string {
  const x = 104 - width;
  const end = `${b[0]},${b[1]}`;
  if (kind === 'shawl') return `M110,28 L98,30 Q${x - 8},72 ${end} Z`;
  if (kind === 'peak') return `M110,28 L98,30 L96,62 L100,66 L${x - 8},52 L${x},70 L${end} Z`;
  return `M110,28 L98,30 L94,60 L100,66 L${x},66 L${x + 2},72 L${end} Z`;
}

/** A tailored jacket, front view. */
export function jacketFront(options: JacketOptions = {}): string {
  const { style = 'two-button', lapel = 'notch', lapelWidth = 'classic', pockets = 'flap', ticket = false } = options;
  const width = LAPEL_WIDTH[lapelWidth];
  const double = style === 'six-on-two' || style === 'four-on-one';
  const parts = [
    pair('M104,28 L54,40 L42,204 L66,206 L72,98 Q68,160 74,218'),
    // chest pocket, on the wearer's left; the lapel is drawn over it
    path(pockets === 'patch' ? 'M136,88 L158,86 L160,110 L138,112 Z' : 'M134,92 L158,88 L159,96 L135,100 Z', { fill: PAPER }),
  ];

  const fastened = (c: Pt) => button(c, 5);
  const loose = (c: Pt) => circle(c, 4.5, { accent: true, width: 2, fill: PAPER });
  let breakY: number;
  if (double) {
    breakY = style === 'six-on-two' ? 126 : 142;
    parts.push(path('M74,218 L98,218'), path('M142,218 L166,218'), path(`M98,${breakY} L98,218`));
    parts.push(path(lapelPath(lapel, width, [122, breakY - 6]), { fill: PAPER }));
    parts.push(path(flip(lapelPath(lapel, width, [142, breakY])), { fill: PAPER }));
    if (style === 'six-on-two') {
      parts.push(loose([102, 112]), loose([150, 112]), fastened([108, 136]), fastened([144, 136]), loose([108, 160]), loose([144, 160]));
    } else {
      parts.push(loose([108, 142]), loose([144, 142]), loose([108, 166]), fastened([144, 166]));
    }
  } else {
    breakY = style === 'one-button' ? 142 : style === 'two-button' ? 128 : 130;
    parts.push(pair(`M120,${breakY} L120,176 Q118,206 96,218 L74,218`));
    parts.push(pair(lapelPath(lapel, width, [120, breakY]), { fill: PAPER }));
    if (style === 'one-button') parts.push(fastened([122, 142]));
    if (style === 'two-button') parts.push(fastened([122, 128]), loose([122, 160]));
    if (style === 'three-roll-two') parts.push(loose([113, 104]), fastened([122, 130]), loose([122, 158]));
  }

  // hip pockets
  const hip = (x: number) => {
    let d: string;
    if (pockets === 'flap') d = `M${x},160 L${x + 32},160 L${x + 32},172 Q${x + 32},176 ${x + 28},176 L${x + 4},176 Q${x},176 ${x},172 Z`;
    else if (pockets === 'jetted') d = `M${x},162 L${x + 32},162 M${x},167 L${x + 32},167`;
    else if (pockets === 'patch')
      d = `M${x - 2},152 L${x + 34},152 L${x + 34},190 Q${x + 34},198 ${x + 26},198 L${x + 6},198 Q${x - 2},198 ${x - 2},190 Z`;
    else d = `M${x},156 L${x + 32},164 L${x + 30},176 L${x - 2},168 Z`;
    return path(double ? shift(d, 0, 20) : d, { fill: PAPER });
  };
  parts.push(hip(double ? 78 : 80), hip(double ? 130 : 128));
  if (ticket) parts.push(path('M82,142 L106,142 L106,151 L82,151 Z', { accent: true }));
  return parts.join('');
}

/** Both lapels and the collar, close up. */
export function jacketLapel(kind: LapelKind, lapelWidth: LapelWidthKind = 'classic'): string {
  const width = LAPEL_WIDTH[lapelWidth];
  const zoom = (d: string) => mapPath(d, (x, y) => [(x - 120) * 1.75 + 120, (y - 26) * 1.75 + 16]);
  return [
    pair(zoom('M104,28 L54,40 L50,100')),
    path(zoom('M108,29 Q120,25 132,29'), { width: 2 }),
    pair(zoom('M120,128 L120,152')),
    path(zoom('M134,92 L158,88 L159,96 L135,100 Z')),
    pair(zoom(lapelPath(kind, width, [120, 128])), { fill: PAPER }),
    kind === 'shawl' ? '' : pair(zoom('M100,66 L108,57'), { width: 2 }),
    button([120, 194], 6),
  ].join('');
}

export type JacketMakeKind = 'half-canvas' | 'full-canvas' | 'unstructured';

/** The jacket front with its canvas (accent hatching) and shoulder padding. */
export function jacketMake(kind: JacketMakeKind): string {
  const chest: Pt[] = [
    [104, 30],
    [56, 42],
    [72, 98],
    [72, 138],
    [120, 138],
    [120, 128],
  ];
  const full: Pt[] = [
    [104, 30],
    [56, 42],
    [72, 98],
    [74, 218],
    [96, 218],
    [118, 200],
    [120, 128],
  ];
  const parts: string[] = [];
  if (kind === 'half-canvas')
    parts.push(
      hatch(chest, 10, 60),
      hatch(
        chest.map(([x, y]) => [PICTURE_SIZE - x, y] as Pt),
        10,
        120,
      ),
    );
  if (kind === 'full-canvas')
    parts.push(
      hatch(full, 10, 60),
      hatch(
        full.map(([x, y]) => [PICTURE_SIZE - x, y] as Pt),
        10,
        120,
      ),
    );
  parts.push(jacketFront());
  if (kind === 'unstructured') parts.push(pair('M60,42 Q76,50 80,40', { dashed: true, width: 2 }));
  else parts.push(pair('M56,42 Q66,58 84,40 Z', { accent: true, fill: ACCENT }));
  return parts.join('');
}

export type VentKind = 'double' | 'single' | 'none';

function jacketBackOutline(): string {
  return [
    pair('M106,28 L54,40 L42,204 L66,206 L72,98 Q68,160 74,218 L120,218'),
    path('M106,28 Q120,24 134,28 L136,40 Q120,36 104,40 Z', { fill: PAPER }),
  ].join('');
}

/** The back of a jacket and its vents. */
export function jacketBack(kind: VentKind): string {
  const parts = [jacketBackOutline()];
  if (kind === 'single')
    parts.push(path('M120,40 L120,218'), path('M120,166 L127,172 L127,218'), path('M114,166 L126,166', { accent: true }));
  else parts.push(path('M120,40 L120,218'));
  if (kind === 'double') parts.push(pair('M84,166 L84,218 M84,166 L90,172 L90,218'), pair('M80,166 L92,166', { accent: true }));
  return parts.join('');
}

export type SleeveButtonsKind = 'four-kissing' | 'four-spaced' | 'three-kissing' | 'two-spaced';

/** A jacket sleeve end with its buttons and buttonholes. */
export function jacketSleeve(kind: SleeveButtonsKind): string {
  const count = kind.startsWith('four') ? 4 : kind.startsWith('three') ? 3 : 2;
  const step = kind.endsWith('kissing') ? 14 : 22;
  const parts = [path('M58,8 L70,206'), path('M182,8 L170,206'), path('M70,206 L170,206'), path('M156,206 L154,112')];
  for (let i = 0; i < count; i++) {
    const y = 190 - i * step;
    parts.push(path(`M124,${y} L138,${y}`, { accent: true, width: 2 }), circle([144, y], 6.5, { accent: true, fill: ACCENT }));
  }
  return parts.join('');
}

export type JacketLiningKind = 'full' | 'half' | 'quarter' | 'unlined';

/** The inside back of a jacket: the lining in accent. */
export function jacketLining(kind: JacketLiningKind): string {
  const body: Pt[] = [
    [106, 28],
    [54, 40],
    [72, 98],
    [74, 218],
    [166, 218],
    [168, 98],
    [186, 40],
    [134, 28],
  ];
  const half: Pt[] = [
    [106, 28],
    [54, 40],
    [72, 98],
    [72, 150],
    [168, 150],
    [168, 98],
    [186, 40],
    [134, 28],
  ];
  const butterfly: Pt[] = [
    [106, 28],
    [54, 40],
    [72, 98],
    [96, 120],
    [120, 104],
    [144, 120],
    [168, 98],
    [186, 40],
    [134, 28],
  ];
  const sleeve: Pt[] = [
    [54, 40],
    [42, 204],
    [66, 206],
    [72, 98],
  ];
  const sleeveRight = sleeve.map(([x, y]) => [PICTURE_SIZE - x, y] as Pt);
  const parts: string[] = [];
  if (kind === 'full') parts.push(hatch(body, 12, 45));
  if (kind === 'half') parts.push(hatch(half, 12, 45));
  if (kind === 'quarter') parts.push(hatch(butterfly, 12, 45));
  if (kind !== 'unlined') parts.push(hatch(sleeve, 12, 45), hatch(sleeveRight, 12, 45));
  parts.push(jacketBackOutline(), path('M120,40 L120,218', { width: 2 }));
  if (kind === 'unlined')
    parts.push(
      pair('M76,100 L78,214 M60,44 L74,96', { accent: true, dashed: true, width: 2 }),
      path('M124,42 L124,214', { accent: true, dashed: true, width: 2 }),
    );
  return parts.join('');
}
