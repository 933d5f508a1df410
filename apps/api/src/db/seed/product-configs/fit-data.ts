import type { FitChecks, FitModel, GirthPredictor, LengthPredictor, ProductConfigDocument, ProductType } from '@selvedge/contract';

/**
 * The fit estimate's seeded model and the measurement warnings' bands (issue 29, decision 046).
 *
 * Girths: least-squares fits of each girth on height (cm), weight (kg) and age (years) over the 247
 * men of Heinz, Peterson, Johnson and Kerk, "Exploring relationships in body dimensions", Journal of
 * Statistics Education 11(2), 2003 (the openly published `body.dat` / `bdims` data). The residual
 * standard deviation is each fit's own. Build and belly shifts are the shop's judgement, in those
 * residual standard deviations; the decision says so.
 *
 * Lengths: proportions of stature after the segment lengths of Drillis and Contini (1966), as
 * tabulated in Winter, "Biomechanics and Motor Control of Human Movement", checked against the
 * seeded size tables' middle size at a 70 in (178 cm) height.
 */

type Shift = GirthPredictor['build'];
const NO_SHIFT: Shift = { lean: 0, average: 0, broad: 0 };
const NO_BELLY: GirthPredictor['belly'] = { flat: 0, some: 0, round: 0 };

const heinz = (intercept: number, perCmHeight: number, perKgWeight: number, perYearAge: number, residualSdCm: number) => ({
  intercept,
  perCmHeight,
  perKgWeight,
  perYearAge,
  residualSdCm,
});

/** Heinz et al. 2003, men (n = 247): chest girth at the nipples, waist at its narrowest, hip at the seat, thigh below the gluteal fold, wrist. */
const GIRTHS = {
  chest: {
    ...heinz(92.77, -0.2383, 0.6232, 0.0594, 4.09),
    build: { lean: -1, average: 0, broad: 1 },
    belly: { flat: 0, some: 0, round: 0.3 },
  },
  waist: {
    ...heinz(74.36, -0.3223, 0.7521, 0.2744, 3.79),
    build: { lean: -0.5, average: 0, broad: 0.5 },
    belly: { flat: -1, some: 0, round: 1.5 },
  },
  hips: { ...heinz(78.251, -0.1443, 0.5697, 0.0204, 2.86), build: NO_SHIFT, belly: { flat: -0.3, some: 0, round: 0.5 } },
  thigh: { ...heinz(59.957, -0.1715, 0.3897, -0.1082, 2.32), build: { lean: -0.5, average: 0, broad: 0.5 }, belly: NO_BELLY },
  // The shirt's cuff is the wrist plus an inch, as the field's instructions ask.
  cuff: { ...heinz(12.285 + 2.54, 0.0063, 0.047, 0.0035, 0.75), build: NO_SHIFT, belly: NO_BELLY },
  calf: { ...heinz(34.457, -0.0699, 0.2021, -0.0194, 1.87), build: { lean: -0.5, average: 0, broad: 0.5 }, belly: NO_BELLY },
} satisfies Record<string, GirthPredictor>;

const COVERS: FitModel['covers'] = { heightCm: { min: 157, max: 198 }, weightKg: { min: 54, max: 117 } };
const SOURCE = 'the measurements of 247 men (Heinz et al., 2003)';
/** Bands are the model's proportion widened to this many of its standard deviations. */
const BAND_SDS = 4;

interface FitSpec {
  /** Girth predictors by this type's field key. */
  girths: Record<string, GirthPredictor>;
  lengths: Record<string, LengthPredictor>;
  /** Inches of ease over the body for the regular fit, per sizing field; other fits follow the table. */
  regularEase: Record<string, number>;
  /** The relation checks of this type. */
  atMostShare: FitChecks['atMostShare'];
  notBelow: (fits: string[]) => FitChecks['notBelow'];
}

const SPECS: Record<ProductType, FitSpec> = {
  shirt: {
    girths: { chest: GIRTHS.chest, waist: GIRTHS.waist, hips: GIRTHS.hips, cuff: GIRTHS.cuff },
    lengths: { 'sleeve-length': { ratio: 0.47, ratioSd: 0.015 }, 'shirt-length': { ratio: 0.42, ratioSd: 0.02 } },
    regularEase: { chest: 3.5, waist: 4 },
    atMostShare: [{ field: 'collar', other: 'chest', share: 0.5 }],
    notBelow: (fits) => [{ field: 'chest', other: 'waist', fits: fits.slice(0, 1), bellies: ['flat'] }],
  },
  polo: {
    girths: { chest: GIRTHS.chest, waist: GIRTHS.waist, hips: GIRTHS.hips },
    lengths: { length: { ratio: 0.38, ratioSd: 0.02 } },
    regularEase: { chest: 2.5, waist: 4 },
    atMostShare: [{ field: 'neck', other: 'chest', share: 0.5 }],
    notBelow: (fits) => [{ field: 'chest', other: 'waist', fits: fits.slice(0, 1), bellies: ['flat'] }],
  },
  trousers: {
    girths: { waist: GIRTHS.waist, seat: GIRTHS.hips, thigh: GIRTHS.thigh, calf: GIRTHS.calf },
    lengths: { inseam: { ratio: 0.45, ratioSd: 0.015 }, outseam: { ratio: 0.62, ratioSd: 0.015 } },
    regularEase: { waist: 0.5, seat: 3.5 },
    atMostShare: [],
    notBelow: (fits) => [{ field: 'seat', other: 'waist', fits: fits.slice(0, 1), bellies: ['flat'] }],
  },
  shorts: {
    girths: { waist: GIRTHS.waist, seat: GIRTHS.hips, thigh: GIRTHS.thigh },
    lengths: {},
    regularEase: { waist: 0.5, seat: 3.5 },
    atMostShare: [],
    notBelow: (fits) => [{ field: 'seat', other: 'waist', fits: fits.slice(0, 1), bellies: ['flat'] }],
  },
  outerwears: {
    girths: { chest: GIRTHS.chest, waist: GIRTHS.waist, hips: GIRTHS.hips },
    lengths: { 'sleeve-length': { ratio: 0.345, ratioSd: 0.015 }, length: { ratio: 0.39, ratioSd: 0.02 } },
    regularEase: { chest: 5, waist: 6 },
    atMostShare: [{ field: 'neck', other: 'chest', share: 0.5 }],
    notBelow: (fits) => [{ field: 'chest', other: 'waist', fits: fits.slice(0, 1), bellies: ['flat'] }],
  },
  jackets: {
    girths: { chest: GIRTHS.chest, waist: GIRTHS.waist, hips: GIRTHS.hips },
    lengths: { 'sleeve-length': { ratio: 0.345, ratioSd: 0.015 }, 'jacket-length': { ratio: 0.42, ratioSd: 0.015 } },
    regularEase: { chest: 4, waist: 5 },
    atMostShare: [{ field: 'neck', other: 'chest', share: 0.5 }],
    notBelow: (fits) => [{ field: 'chest', other: 'waist', fits: fits.slice(0, 1), bellies: ['flat'] }],
  },
};

const round = (value: number, places = 3) => Number(value.toFixed(places));

/**
 * A document with its `fitModel` and `fitChecks` derived from the spec above and its own size
 * table: each fit's ease is the regular fit's plus the table's difference between the fits, so one
 * body comes out at the same size in any fit; the warnings' height bands are the model's
 * proportions widened to BAND_SDS standard deviations (calibrated from the estimate).
 */
export function withFit(
  document: Omit<ProductConfigDocument, 'fitModel' | 'fitChecks' | 'picture'>,
): Omit<ProductConfigDocument, 'picture'> {
  const spec = SPECS[document.productType];
  const { sizes, fits, sizeAndFitMeasurements, fields } = document.measurements;
  const fieldKeys = new Set(fields.map((field) => field.key));
  for (const key of [...Object.keys(spec.girths), ...Object.keys(spec.lengths)]) {
    if (!fieldKeys.has(key)) throw new Error(`${document.productType}: the fit model names "${key}", which is not a measurement field`);
  }
  const middle = sizes[Math.floor((sizes.length - 1) / 2)]!;
  const regular = fits[Math.floor((fits.length - 1) / 2)]!;
  const ease: FitModel['ease'] = {};
  for (const fit of fits) {
    ease[fit] = Object.fromEntries(
      Object.entries(spec.regularEase).map(([field, inches]) => {
        const offset = (sizeAndFitMeasurements[middle]?.[fit]?.[field] ?? 0) - (sizeAndFitMeasurements[middle]?.[regular]?.[field] ?? 0);
        return [field, round(inches + offset)];
      }),
    );
  }
  const fitModel: FitModel = {
    source: SOURCE,
    covers: COVERS,
    meanAge: 32,
    girths: spec.girths,
    lengths: spec.lengths,
    ease,
    preferences: { slim: fits[0]!, regular, relaxed: fits.at(-1)! },
    usualSizes: sizes.map((size) => ({ label: size, size })),
    answeredSdFactor: 0.8,
    rangeZ: 1.28,
    confidence: { high: 0.6, medium: 0.35 },
  };
  const fitChecks: FitChecks = {
    heightBands: Object.fromEntries(
      Object.entries(spec.lengths).map(([field, length]) => [
        field,
        { min: round(length.ratio - BAND_SDS * length.ratioSd), max: round(length.ratio + BAND_SDS * length.ratioSd) },
      ]),
    ),
    atMostShare: spec.atMostShare.filter((rule) => fieldKeys.has(rule.field) && fieldKeys.has(rule.other)),
    notBelow: spec.notBelow(fits),
    farFromEstimateSds: 4,
  };
  return { ...document, fitModel, fitChecks };
}
