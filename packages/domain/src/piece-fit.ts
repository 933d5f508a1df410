import type { FitEstimate, FitWarning, PieceSizing } from '@selvedge/contract';
import { checkFitAnswers, estimateFit } from './fit-estimate.js';
import { measurementWarnings, unconfirmedWarnings, type WarningConfig } from './measurement-warnings.js';

/**
 * A piece's size against the fit estimate and the measurement warnings (issue 29, decision 046),
 * as the cart takes it and the order describes it: an estimated size keeps the answers it came
 * from; a measurement that looks mistaken is kept only once the customer has confirmed it. Nothing
 * is changed for the customer: the problems and warnings are for them to answer.
 */
export interface PieceFitCheck {
  /** What is wrong with the sizing itself, each with its path under the sizing (`fitAnswers.usualSize`). */
  problems: { path: string; message: string }[];
  /** Every warning on the piece's measurements. */
  warnings: FitWarning[];
  /** The warnings the customer has not confirmed: the cart refuses the piece for these. */
  unconfirmed: FitWarning[];
  /** What the estimate gives now for the answers of an estimated piece; null for any other. */
  estimate: FitEstimate | null;
  /** The sizing as kept: only the confirmations of warnings the piece has. */
  sizing: PieceSizing;
}

export function checkPieceFit(config: WarningConfig, sizing: PieceSizing): PieceFitCheck {
  const problems: PieceFitCheck['problems'] = [];
  const answers = sizing.fitAnswers;
  if (sizing.estimated === true) {
    if (!answers) problems.push({ path: 'fitAnswers', message: 'is missing: an estimated size keeps the answers it was estimated from' });
    if (sizing.track !== 'standard') problems.push({ path: 'estimated', message: 'only a standard size of the table is estimated' });
  }
  if (answers)
    for (const problem of checkFitAnswers(config.fitModel, answers))
      problems.push({ path: `fitAnswers.${problem.field}`, message: problem.message.replace(/^usualSize: /, '') });
  if (problems.length > 0) return { problems, warnings: [], unconfirmed: [], estimate: null, sizing };

  const warnings = measurementWarnings(config, { track: sizing.track, fit: sizing.fit, measurements: sizing.measurements, answers });
  const confirmed = sizing.confirmedWarnings ?? [];
  const kept = warnings.filter((warning) => confirmed.includes(warning.id)).map((warning) => warning.id);
  const { confirmedWarnings: _given, ...rest } = sizing;
  return {
    problems,
    warnings,
    unconfirmed: unconfirmedWarnings(warnings, confirmed),
    estimate: sizing.estimated === true && answers ? estimateFit(config, answers) : null,
    sizing: kept.length > 0 ? { ...rest, confirmedWarnings: kept } : rest,
  };
}

/** The messages of the warnings the customer confirmed: the workroom's flags on the piece. */
export function confirmedWarningMessages(check: Pick<PieceFitCheck, 'warnings' | 'sizing'>): string[] {
  const confirmed = new Set(check.sizing.confirmedWarnings ?? []);
  return check.warnings.filter((warning) => confirmed.has(warning.id)).map((warning) => warning.message);
}
