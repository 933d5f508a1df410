import type { FitAnswers, FitEstimate, FitKeyMeasurement, FitModel, MeasurementsConfig } from '@selvedge/contract';
import { CM_PER_INCH, tableValues } from './measurements.js';

/**
 * The fit estimate (issue 29): a standard size and fit of the product's own size table from a few
 * answers. The body girths the answers imply come from the configuration's `fitModel` (regressions
 * fitted on published body measurements); the garment adds the model's ease for the fit; the size
 * is the smallest whose table covers every sizing girth (SPEC §9: size up when between sizes).
 * Nothing here knows anatomy: every number is the configuration's.
 */

export interface FitConfig {
  measurements: MeasurementsConfig;
  fitModel: FitModel;
}

export interface PredictedLength {
  /** The body measurement the answers point to, in inches. */
  inches: number;
  /** Its spread among real bodies, in inches. */
  sdInches: number;
}

/** A problem with the answers themselves (an unknown usual size), by field. */
export interface FitAnswerProblem {
  field: string;
  message: string;
}

type BodyAnswers = Pick<FitAnswers, 'heightCm' | 'weightKg' | 'age' | 'build' | 'belly'>;

/** The body girths and lengths the answers imply, by measurement field key. */
export function predictBody(model: FitModel, answers: BodyAnswers): Record<string, PredictedLength> {
  const age = answers.age ?? model.meanAge;
  const predicted: Record<string, PredictedLength> = {};
  for (const [field, girth] of Object.entries(model.girths)) {
    const buildShift = answers.build ? girth.build[answers.build] : 0;
    const bellyShift = answers.belly ? girth.belly[answers.belly] : 0;
    let sd = girth.residualSdCm;
    if (answers.build && girth.build.lean !== girth.build.broad) sd *= model.answeredSdFactor;
    if (answers.belly && girth.belly.flat !== girth.belly.round) sd *= model.answeredSdFactor;
    const cm =
      girth.intercept +
      girth.perCmHeight * answers.heightCm +
      girth.perKgWeight * answers.weightKg +
      girth.perYearAge * age +
      (buildShift + bellyShift) * girth.residualSdCm;
    predicted[field] = { inches: cm / CM_PER_INCH, sdInches: sd / CM_PER_INCH };
  }
  for (const [field, length] of Object.entries(model.lengths)) {
    const heightInches = answers.heightCm / CM_PER_INCH;
    predicted[field] = { inches: length.ratio * heightInches, sdInches: length.ratioSd * heightInches };
  }
  return predicted;
}

/** Problems the answers have against this product's model: a usual size it does not know. */
export function checkFitAnswers(model: FitModel, answers: Pick<FitAnswers, 'usualSize'>): FitAnswerProblem[] {
  if (answers.usualSize === undefined) return [];
  const known = model.usualSizes.map((entry) => entry.label);
  if (known.some((label) => label.toLowerCase() === answers.usualSize!.trim().toLowerCase())) return [];
  return [{ field: 'usualSize', message: `usualSize: must be one of ${known.join(', ')}` }];
}

/** The standard normal distribution function (Abramowitz and Stegun 26.2.17, error below 7.5e-8). */
export function normalCdf(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const density = Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
  const tail = density * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return z >= 0 ? 1 - tail : tail;
}

const round = (value: number, places = 1) => Number(value.toFixed(places));

function describeAnswers(answers: FitAnswers, usualSize: string | null): string {
  const parts = [`your height (${round(answers.heightCm, 0)} cm) and weight (${round(answers.weightKg, 0)} kg)`];
  if (answers.age !== undefined) parts.push(`age (${answers.age})`);
  if (answers.build) parts.push(`${answers.build} build`);
  if (answers.belly) parts.push(answers.belly === 'some' ? 'some belly' : `${answers.belly} belly`);
  if (usualSize) parts.push(`usual size ${usualSize}`);
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
}

/**
 * The estimate. Throws nothing: answers are checked by the contract and `checkFitAnswers` first;
 * a usual size the model does not know is ignored here.
 */
export function estimateFit(config: FitConfig, answers: FitAnswers): FitEstimate {
  const { measurements, fitModel: model } = config;
  const fit = model.preferences[answers.fitPreference ?? 'regular'];
  const ease = model.ease[fit] ?? {};
  const body = predictBody(model, answers);
  const sizes = measurements.sizes;
  // In the order of the type's fields: a stored document's keys come back in the database's order (jsonb sorts them).
  const sizingFields = measurements.fields
    .map((field) => field.key)
    .filter((field) => Object.hasOwn(ease, field) && body[field] !== undefined);

  // Per sizing field: the garment the answers need, and the smallest size whose table covers it.
  const needs = sizingFields.map((field) => {
    const garment = body[field]!.inches + ease[field]!;
    const covering = sizes.findIndex((size) => (tableValues(measurements, size, fit)?.[field] ?? Number.NEGATIVE_INFINITY) >= garment);
    return { field, garment, sd: body[field]!.sdInches, index: covering === -1 ? sizes.length - 1 : covering, beyond: covering === -1 };
  });
  let index = Math.max(0, ...needs.map((need) => need.index));
  const modelIndex = index;

  const usual =
    answers.usualSize === undefined
      ? undefined
      : model.usualSizes.find((entry) => entry.label.toLowerCase() === answers.usualSize!.trim().toLowerCase());
  const usualIndex = usual ? sizes.indexOf(usual.size) : -1;
  // A usual size one step away settles a close call upward (size up); further away, the body numbers win.
  if (usualIndex !== -1 && Math.abs(usualIndex - modelIndex) === 1) index = Math.max(usualIndex, modelIndex);
  const size = sizes[index] ?? sizes[0]!;

  // The chance this is the smallest size that covers every sizing girth: it covers them all, and
  // the size below does not (the girths taken as independent).
  const coversAll = (at: number) =>
    at < 0
      ? 0
      : at >= sizes.length - 1 && sizes[at] === size && needs.some((need) => need.beyond)
        ? 1
        : needs.reduce((chance, need) => {
            const inches = tableValues(measurements, sizes[at]!, fit)?.[need.field];
            return chance * (inches === undefined ? 1 : normalCdf((inches - need.garment) / need.sd));
          }, 1);
  let probability = Math.max(0, coversAll(index) - coversAll(index - 1));
  const covered =
    answers.heightCm >= model.covers.heightCm.min &&
    answers.heightCm <= model.covers.heightCm.max &&
    answers.weightKg >= model.covers.weightKg.min &&
    answers.weightKg <= model.covers.weightKg.max;
  const beyond = needs.some((need) => need.beyond);
  if (usualIndex !== -1 && usualIndex === index) probability = Math.min(1, probability + (1 - probability) / 2);
  let level: FitEstimate['confidence']['level'] =
    probability >= model.confidence.high ? 'high' : probability >= model.confidence.medium ? 'medium' : 'low';
  if (!covered || beyond || (usualIndex !== -1 && Math.abs(usualIndex - modelIndex) > 1)) level = 'low';

  const keyMeasurements: FitKeyMeasurement[] = needs.map((need) => {
    const field = measurements.fields.find((candidate) => candidate.key === need.field);
    const spread = model.rangeZ * need.sd;
    return {
      field: need.field,
      label: field?.label ?? need.field,
      inches: tableValues(measurements, size, fit)?.[need.field] ?? round(need.garment, 2),
      range: { min: round(need.garment - spread, 2), max: round(need.garment + spread, 2) },
    };
  });

  const notes: string[] = [];
  if (!covered) notes.push('Your height or weight is outside the bodies our estimate was made from, so take it as a starting point only.');
  if (beyond) notes.push(`Our largest size, ${size}, may be too small: body measurements will fit you better.`);
  if (usualIndex !== -1 && Math.abs(usualIndex - modelIndex) > 1)
    notes.push(`Your usual size ${usual!.label} is far from what your height and weight suggest; body measurements will settle it.`);
  if (!answers.fitPreference) notes.push(`The ${fit.toLowerCase()} fit is our regular cut; choose slim or relaxed if you prefer.`);
  const basis = [`Estimated from ${describeAnswers(answers, usual?.label ?? null)}, compared with ${model.source}.`, ...notes].join(' ');

  return { size, fit, keyMeasurements, confidence: { level, probability: round(probability, 3) }, basis };
}
