/**
 * SVG swatch generator for the demo fabric catalogue.
 *
 * Every picture is a self-contained SVG document (400 x 400, no external references, no
 * scripts, no fonts) drawn with <pattern> tiles and SVG filters, so a swatch weighs a couple of
 * kilobytes. Each fabric has two pictures: a flat "swatch" and a "drape" (the same cloth, turned
 * a little and rippled, with soft diagonal folds and shadow).
 *
 * Everything random comes from a seeded PRNG, so the same spec always gives the same bytes.
 */

export const SWATCH_SIZE = 400;

/** Weaves and patterns the generator can draw. */
export const WEAVES = [
  'solid',
  'chambray',
  'pencil',
  'bengal',
  'candy',
  'chalkstripe',
  'windowpane',
  'tattersall',
  'gingham',
  'madras',
  'glen',
  'herringbone',
  'twill',
  'linen',
  'oxford',
  'pique',
  'seersucker',
  'houndstooth',
  'corduroy',
  'flannel',
  'donegal',
  'ripstop',
] as const;
export type Weave = (typeof WEAVES)[number];

export interface SwatchSpec {
  weave: Weave;
  /** Main colour of the cloth (the ground), hex "#rrggbb". */
  ground: string;
  /** Pattern colour (stripe, check line, warp of a two-colour weave). Defaults to a tone of the ground. */
  accent?: string;
  /** Second pattern colour (tattersall, madras, glen overcheck, donegal neps). */
  accent2?: string;
  /** Multiplies the size of the repeat; 1 is the natural size. */
  scale?: number;
  /** Stripes run across the cloth instead of down it (Breton and polo stripes). */
  horizontal?: boolean;
  /** Seed for texture details (slubs, neps, noise). */
  seed: number;
}

/* ------------------------------------------------------------------ PRNG */

/** mulberry32: a small, fast, seeded PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string, for deriving stable per-item seeds. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/* ---------------------------------------------------------------- colour */

function parseHex(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m?.[1]) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: [number, number, number]): string {
  return `#${rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mix two colours: t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const shade = (c: string, t: number): string => mix(c, '#000000', t);
const tint = (c: string, t: number): string => mix(c, '#ffffff', t);

function luminance(c: string): number {
  const [r, g, b] = parseHex(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** A tone of the same colour that reads as a second yarn: darker on light cloth, lighter on dark. */
function tone(c: string, t: number): string {
  return luminance(c) > 0.45 ? shade(c, t) : tint(c, t);
}

/* ------------------------------------------------------------- builders */

/** Rounds to at most two decimals and drops trailing zeros, to keep the markup short. */
function n(v: number): string {
  return String(Math.round(v * 100) / 100);
}

/** The rectangle a layer has to fill: the plain square, or a larger one for the turned drape. */
interface Box {
  x: number;
  y: number;
  size: number;
}

function rect(box: Box, attrs: string): string {
  const pos = box.x === 0 && box.y === 0 ? '' : ` x="${box.x}" y="${box.y}"`;
  return `<rect${pos} width="${box.size}" height="${box.size}" ${attrs}/>`;
}

function pattern(id: string, w: number, h: number, body: string, transform?: string): string {
  const tf = transform ? ` patternTransform="${transform}"` : '';
  return `<pattern id="${id}" width="${n(w)}" height="${n(h)}" patternUnits="userSpaceOnUse"${tf}>${body}</pattern>`;
}

/**
 * A noise filter that paints one colour with an alpha taken from fractal noise:
 * alpha = k * noise + c. With a negative c only the peaks show, which gives flecks.
 */
function noiseFilter(id: string, colour: string, freq: string, k: number, c: number, seed: number, octaves = 2): string {
  const [r, g, b] = parseHex(colour).map((v) => n(v / 255));
  return (
    `<filter id="${id}" x="0" y="0" width="1" height="1">` +
    `<feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="${octaves}" seed="${seed % 1000}"/>` +
    `<feColorMatrix values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} ${n(k)} 0 0 0 ${n(c)}"/></filter>`
  );
}

/**
 * The colour-and-weave of a draft: column i (warp end) shows its own colour where the warp is
 * up, else the colour of row j (weft pick). Runs of one colour are merged into one rectangle.
 */
function draft(
  warp: string[],
  weft: string[],
  up: (i: number, j: number) => boolean,
  cw: number,
  ch: number,
): { background: string; body: string } {
  const runs = new Map<string, string[]>();
  const area = new Map<string, number>();
  for (let j = 0; j < weft.length; j++) {
    let i = 0;
    while (i < warp.length) {
      const colourAt = (k: number): string => (up(k, j) ? warp[k]! : weft[j]!);
      const colour = colourAt(i);
      let end = i + 1;
      while (end < warp.length && colourAt(end) === colour) end++;
      const w = (end - i) * cw;
      const list = runs.get(colour) ?? [];
      list.push(`M${n(i * cw)} ${n(j * ch)}h${n(w)}v${n(ch)}h-${n(w)}z`);
      runs.set(colour, list);
      area.set(colour, (area.get(colour) ?? 0) + w);
      i = end;
    }
  }
  const background = [...area.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  const body = [...runs.entries()]
    .filter(([colour]) => colour !== background)
    .map(([colour, parts]) => `<path fill="${colour}" d="${parts.join('')}"/>`)
    .join('');
  return { background, body };
}

function draftPattern(
  id: string,
  warp: string[],
  weft: string[],
  up: (i: number, j: number) => boolean,
  cw: number,
  ch: number,
  transform?: string,
): string {
  const { background, body } = draft(warp, weft, up, cw, ch);
  const w = warp.length * cw;
  const h = weft.length * ch;
  return pattern(id, w, h, `<rect width="${n(w)}" height="${n(h)}" fill="${background}"/>${body}`, transform);
}

/* -------------------------------------------------------------- weaves */

/** What a weave contributes: definitions, the fill of the base layer, and texture layers above it. */
interface Layers {
  defs: string;
  fill: string;
  /** Layers drawn over the base, given the box to fill. */
  over: (box: Box) => string;
}

/** Fine grain common to every cloth: a faint, slightly directional noise. */
function grain(spec: SwatchSpec, strength = 0.16): { defs: string; use: (box: Box) => string } {
  return {
    defs: noiseFilter('g', '#000000', '.9 .45', strength, -0.02, spec.seed),
    use: (box) => rect(box, 'filter="url(#g)"'),
  };
}

/** Light and dark flecks of a mélange (flannel, chambray). */
function melange(spec: SwatchSpec, light: number, dark: number, freq = '.55'): Layers {
  const defs =
    noiseFilter('l', tint(spec.ground, 0.5), freq, light * 3, -light * 1.5, spec.seed + 1, 3) +
    noiseFilter('k', shade(spec.ground, 0.5), freq, dark * 3, -dark * 1.5, spec.seed + 2, 3);
  return {
    defs,
    fill: spec.ground,
    over: (box) => rect(box, 'filter="url(#l)"') + rect(box, 'filter="url(#k)"'),
  };
}

function stripes(spec: SwatchSpec, stripe: number, gap: number, accent: string): Layers {
  const s = spec.scale ?? 1;
  const w = stripe * s;
  const r = (stripe + gap) * s;
  const transform = spec.horizontal ? 'rotate(90)' : undefined;
  return {
    defs: pattern(
      'p',
      r,
      8,
      `<rect width="${n(r)}" height="8" fill="${spec.ground}"/><rect width="${n(w)}" height="8" fill="${accent}"/>`,
      transform,
    ),
    fill: 'url(#p)',
    over: () => '',
  };
}

function build(spec: SwatchSpec): Layers {
  const s = spec.scale ?? 1;
  const g = spec.ground;
  const a = spec.accent ?? tone(g, 0.25);
  const a2 = spec.accent2 ?? tone(a, 0.3);
  const rng = mulberry32(spec.seed);
  switch (spec.weave) {
    case 'solid':
      return {
        defs: draftPattern('p', [g, tone(g, 0.06)], [g, g], (i, j) => (i + j) % 2 === 0, 2, 2),
        fill: 'url(#p)',
        over: () => '',
      };
    case 'chambray':
      return melange(spec, 0.22, 0.08, '.9 .3');
    case 'flannel':
      return melange(spec, 0.2, 0.2, '.3 .4');
    case 'donegal': {
      const base = melange(spec, 0.25, 0.2);
      const neps = [a, a2, tint(g, 0.7)].map((colour) => {
        const d: string[] = [];
        for (let k = 0; k < 9; k++) d.push(`M${n(rng() * 120)} ${n(rng() * 120)}h${n(rng() * 1.6)}`);
        return `<path d="${d.join('')}" stroke="${colour}" stroke-width="${n(1.8 + rng())}" stroke-linecap="round"/>`;
      });
      return {
        defs: base.defs + pattern('q', 120, 120, neps.join('')),
        fill: g,
        over: (box) => base.over(box) + rect(box, 'fill="url(#q)"'),
      };
    }
    case 'pencil':
      return stripes(spec, 2, 18, a);
    case 'candy':
      return stripes(spec, 6, 12, a);
    case 'bengal':
      return stripes(spec, 13, 13, a);
    case 'chalkstripe': {
      const base = melange(spec, 0.25, 0.2);
      const r = 40 * s;
      return {
        defs:
          base.defs +
          pattern('p', r, 12, `<path d="M1.5 0v12" stroke="${a}" stroke-width="2.2" stroke-dasharray="5 1.5 2 1" opacity=".75"/>`),
        fill: g,
        over: (box) => base.over(box) + rect(box, 'fill="url(#p)"'),
      };
    }
    case 'windowpane': {
      // A shirting windowpane sits on a clean ground; a suiting one on a flannel.
      const base = luminance(g) > 0.8 ? melange(spec, 0.06, 0.05) : melange(spec, 0.18, 0.14);
      const r = 100 * s;
      const sw = Math.max(1.4, 3 * s);
      return {
        defs:
          base.defs +
          pattern('p', r, r, `<path d="M0 ${n(sw / 2)}H${n(r)}M${n(sw / 2)} 0V${n(r)}" stroke="${a}" stroke-width="${n(sw)}"/>`),
        fill: g,
        over: (box) => base.over(box) + rect(box, 'fill="url(#p)"'),
      };
    }
    case 'tattersall': {
      const r = 36 * s;
      const h = r / 2;
      return {
        defs: pattern(
          'p',
          r,
          r,
          `<rect width="${n(r)}" height="${n(r)}" fill="${g}"/>` +
            `<path d="M0 1.5H${n(r)}M1.5 0V${n(r)}" stroke="${a}" stroke-width="3"/>` +
            `<path d="M0 ${n(h + 1.5)}H${n(r)}M${n(h + 1.5)} 0V${n(r)}" stroke="${a2}" stroke-width="3"/>`,
        ),
        fill: 'url(#p)',
        over: () => '',
      };
    }
    case 'gingham': {
      const c = 12 * s;
      const m = mix(g, a, 0.5);
      return {
        defs: pattern(
          'p',
          c * 2,
          c * 2,
          `<rect width="${n(c * 2)}" height="${n(c * 2)}" fill="${g}"/>` +
            `<path fill="${m}" d="M${n(c)} 0h${n(c)}v${n(c)}h-${n(c)}zM0 ${n(c)}h${n(c)}v${n(c)}H0z"/>` +
            `<rect x="${n(c)}" y="${n(c)}" width="${n(c)}" height="${n(c)}" fill="${a}"/>`,
        ),
        fill: 'url(#p)',
        over: () => '',
      };
    }
    case 'madras': {
      // A plaid: the same band sequence runs down and across, half transparent, so crossings deepen.
      const r = 150 * s;
      const bands: string[] = [];
      let x = 0;
      const colours = [a, a2, a, tone(g, 0.45), a2];
      for (const colour of colours) {
        const w = (8 + rng() * 22) * s;
        const gap = (4 + rng() * 12) * s;
        bands.push(`<path d="M${n(x)} 0h${n(w)}v${n(r)}h-${n(w)}zM0 ${n(x)}h${n(r)}v${n(w)}H0z" fill="${colour}" opacity=".5"/>`);
        x += w + gap;
        if (x > r - 10) break;
      }
      return {
        defs:
          pattern('p', r, r, `<rect width="${n(r)}" height="${n(r)}" fill="${g}"/>${bands.join('')}`) +
          draftPattern('t', ['#000000', '#ffffff'], ['#ffffff', '#ffffff'], (i, j) => (i + j) % 2 === 0, 2, 2),
        fill: 'url(#p)',
        over: (box) => rect(box, 'fill="url(#t)" opacity=".06"'),
      };
    }
    case 'glen': {
      // Prince of Wales style: blocks of small houndstooth alternate with blocks of hairline,
      // under a thin coloured overcheck.
      // Its draft: 4-and-4 colouring for 24 threads, then 2-and-2 for 16, in warp and weft, all
      // in a 2/2 twill. Where 4-and-4 crosses 4-and-4 the cloth shows houndstooth, 2-and-2 over
      // 2-and-2 gives hairlines, and the mixed crossings give the small broken checks.
      const c = 2 * s;
      const four = [a, a, a, a, g, g, g, g];
      const two = [a, a, g, g];
      const twill = (i: number, j: number): boolean => (i + 4 - (j % 4)) % 4 < 2;
      const big = 24 * c;
      const small = 16 * c;
      const u = big + small;
      const block = (id: string, x: number, y: number, w: number, h: number): string =>
        `<rect${x ? ` x="${n(x)}"` : ''}${y ? ` y="${n(y)}"` : ''} width="${n(w)}" height="${n(h)}" fill="url(#${id})"/>`;
      return {
        defs:
          draftPattern('h', four, four, twill, c, c) +
          draftPattern('v', two, two, twill, c, c) +
          draftPattern('x', four, two, twill, c, c) +
          draftPattern('y', two, four, twill, c, c) +
          pattern(
            'p',
            u,
            u,
            block('h', 0, 0, big, big) +
              block('v', big, big, small, small) +
              block('x', 0, big, big, small) +
              block('y', big, 0, small, big) +
              `<path d="M0 ${n(big + small / 2)}H${n(u)}M${n(big + small / 2)} 0V${n(u)}" stroke="${a2}" stroke-width="1.5" opacity=".8"/>`,
          ),
        fill: 'url(#p)',
        over: () => '',
      };
    }
    case 'houndstooth': {
      const c = 3 * s;
      // 4 dark, 4 light ends and picks in a 2/2 twill: the classic broken-check tooth.
      return {
        defs: draftPattern('p', [a, a, a, a, g, g, g, g], [a, a, a, a, g, g, g, g], (i, j) => (i + j) % 4 < 2, c, c),
        fill: 'url(#p)',
        over: () => '',
      };
    }
    case 'twill': {
      // Tonal unless an accent is given: a twill's diagonal is a shadow, not a stripe.
      const c = 2.5 * s;
      const w = spec.accent ?? tone(g, 0.12);
      return {
        defs: draftPattern('p', [w, w, w, w], [g, g, g, g], (i, j) => (i + 4 - j) % 4 < 2, c, c * 0.8),
        fill: 'url(#p)',
        over: () => '',
      };
    }
    case 'herringbone': {
      const c = 2.5 * s;
      const ends = 10;
      const warp = Array.from({ length: ends * 2 }, () => a);
      const weft = [g, g, g, g];
      return {
        defs: draftPattern('p', warp, weft, (i, j) => (i < ends ? (i + 4 - j) % 4 < 2 : (i + j) % 4 < 2), c, c),
        fill: 'url(#p)',
        over: () => '',
      };
    }
    case 'oxford': {
      // Coloured warp in pairs over a single thicker white weft: a soft mottled basket.
      const c = 2 * s;
      return {
        defs: draftPattern(
          'p',
          [g, g, g, g],
          [mix(g, a, 0.7), mix(g, a, 0.7), mix(g, a, 0.7), mix(g, a, 0.7)],
          (i, j) => (Math.floor(i / 2) + j) % 2 === 0,
          c * 0.8,
          c * 1.2,
        ),
        fill: 'url(#p)',
        over: () => '',
      };
    }
    case 'pique': {
      const c = 7 * s;
      const dark = shade(g, 0.22);
      const light = tint(g, 0.12);
      const cell = (x: number, y: number): string =>
        `<rect x="${n(x - c * 0.42)}" y="${n(y - c * 0.36)}" width="${n(c * 0.84)}" height="${n(c * 0.72)}" rx="${n(c * 0.3)}"/>`;
      return {
        defs: pattern(
          'p',
          c,
          c * 1.6,
          `<rect width="${n(c)}" height="${n(c * 1.6)}" fill="${dark}"/>` +
            `<g fill="${light}">${cell(c / 2, c * 0.4)}${cell(0, c * 1.2)}${cell(c, c * 1.2)}</g>`,
        ),
        fill: 'url(#p)',
        over: () => '',
      };
    }
    case 'seersucker': {
      // Alternate flat and puckered stripes; the puckers are small soft shadows.
      const w = 10 * s;
      return {
        defs:
          pattern(
            'u',
            6,
            5,
            `<rect width="6" height="5" fill="${a}"/><ellipse cx="3" cy="2.5" rx="3" ry="1.6" fill="#000" opacity=".12"/><ellipse cx="2.5" cy="1.6" rx="2" ry=".7" fill="#fff" opacity=".3"/>`,
          ) +
          pattern(
            'p',
            w * 2,
            10,
            `<rect width="${n(w * 2)}" height="10" fill="${g}"/><rect x="${n(w)}" width="${n(w)}" height="10" fill="url(#u)"/>`,
          ),
        fill: 'url(#p)',
        over: () => '',
      };
    }
    case 'corduroy': {
      const w = 8 * s;
      return {
        defs:
          `<linearGradient id="r"><stop offset="0" stop-color="${shade(g, 0.35)}"/><stop offset=".5" stop-color="${tint(g, 0.12)}"/><stop offset="1" stop-color="${shade(g, 0.3)}"/></linearGradient>` +
          pattern('p', w, 10, `<rect width="${n(w)}" height="10" fill="url(#r)"/>`),
        fill: 'url(#p)',
        over: () => '',
      };
    }
    case 'linen': {
      // Slubby yarns: streaks of lighter and darker yarn in both directions, plus a few slubs.
      const slubs = (count: number, horizontal: boolean): string => {
        const parts: string[] = [];
        for (let k = 0; k < count; k++) {
          const p = n(rng() * 400);
          const q = n(rng() * 380);
          const len = n(6 + rng() * 26);
          parts.push(horizontal ? `M${q} ${p}h${len}` : `M${p} ${q}v${len}`);
        }
        return parts.join('');
      };
      const defs =
        noiseFilter('l', tint(g, 0.45), '.004 .35', 1.4, -0.62, spec.seed + 1, 2) +
        noiseFilter('k', shade(g, 0.3), '.35 .004', 1.4, -0.62, spec.seed + 2, 2);
      const light = `<path d="${slubs(16, true)}" stroke="${tint(g, 0.3)}" stroke-width="2.2" stroke-linecap="round" opacity=".55"/>`;
      const dark = `<path d="${slubs(8, true)}" stroke="${shade(g, 0.14)}" stroke-width="1.8" stroke-linecap="round" opacity=".45"/>`;
      return {
        defs,
        fill: g,
        over: (box) =>
          rect(box, 'filter="url(#l)"') +
          rect(box, 'filter="url(#k)"') +
          (box.x === 0 ? light + dark : `<g transform="translate(${box.x} ${box.y}) scale(${n(box.size / 400)})">${light}${dark}</g>`),
      };
    }
    case 'ripstop': {
      const r = 14 * s;
      return {
        defs: pattern(
          'p',
          r,
          r,
          `<rect width="${n(r)}" height="${n(r)}" fill="${g}"/><path d="M0 .6H${n(r)}M.6 0V${n(r)}" stroke="${a}" stroke-width="1.2"/>`,
        ),
        fill: 'url(#p)',
        over: () => '',
      };
    }
  }
}

/* ------------------------------------------------------------- documents */

const OPEN = `<svg xmlns="http://www.w3.org/2000/svg" width="${SWATCH_SIZE}" height="${SWATCH_SIZE}" viewBox="0 0 ${SWATCH_SIZE} ${SWATCH_SIZE}">`;

/** The flat swatch: the cloth seen straight on. */
export function renderSwatch(spec: SwatchSpec): string {
  const layers = build(spec);
  const gr = grain(spec);
  const box: Box = { x: 0, y: 0, size: SWATCH_SIZE };
  return `${OPEN}<defs>${layers.defs}${gr.defs}</defs>` + rect(box, `fill="${layers.fill}"`) + layers.over(box) + gr.use(box) + '</svg>';
}

/**
 * The drape: the same cloth turned a little and rippled into soft folds, under a diagonal shadow.
 * The folds are one low-frequency fractal noise, stretched along the fold direction and used
 * twice: to displace the cloth, and in a separate shading layer (dark in the troughs, light on
 * the crests), so light and shadow follow the ripples. The shading layer does not read the cloth,
 * so a renderer that clips a filter's input to the canvas leaves at most a few pixels of plain
 * ground at an edge.
 */
export function renderDrape(spec: SwatchSpec): string {
  const layers = build(spec);
  const gr = grain(spec, 0.12);
  const box: Box = { x: -100, y: -100, size: 600 };
  // The crests catch the light as a paler tone of the cloth itself, not as white glare.
  const [hr, hg, hb] = parseHex(tint(spec.ground, 0.4)).map((v) => n(v / 255));
  const drape =
    '<filter id="d" filterUnits="userSpaceOnUse" x="-200" y="-200" width="800" height="800">' +
    `<feTurbulence type="fractalNoise" baseFrequency=".0065 .0011" numOctaves="2" seed="${spec.seed % 997}" result="t"/>` +
    '<feColorMatrix values="1 0 0 0 0 0 1 0 0 0 0 0 1 0 0 0 0 0 0 1"/>' +
    '<feDisplacementMap in="SourceGraphic" scale="12" xChannelSelector="R" yChannelSelector="G" result="c"/>' +
    '<feColorMatrix in="t" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1.7 0 0 0 -.86" result="a"/>' +
    `<feColorMatrix in="t" values="0 0 0 0 ${hr} 0 0 0 0 ${hg} 0 0 0 0 ${hb} -.7 0 0 0 .28"/>` +
    '<feMerge><feMergeNode in="c"/><feMergeNode in="a"/><feMergeNode/></feMerge></filter>' +
    '<linearGradient id="f" x1="0" y1="0" x2="1" y2="1">' +
    '<stop offset="0" stop-color="#fff" stop-opacity=".12"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/>' +
    '<stop offset=".8" stop-color="#000" stop-opacity=".18"/><stop offset="1" stop-color="#000" stop-opacity=".32"/></linearGradient>';
  return (
    `${OPEN}<defs>${layers.defs}${gr.defs}${drape}</defs>` +
    `<rect width="400" height="400" fill="${spec.ground}"/>` +
    '<g filter="url(#d)" transform="rotate(-38 200 200)"><g transform="rotate(30 200 200)">' +
    rect(box, `fill="${layers.fill}"`) +
    layers.over(box) +
    gr.use(box) +
    '</g></g>' +
    '<rect width="400" height="400" fill="url(#f)"/></svg>'
  );
}
