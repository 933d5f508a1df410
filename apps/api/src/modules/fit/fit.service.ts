import { ErrorCode, type FitAnswers, type FitEstimate, type ProductType } from '@selvedge/contract';
import { checkFitAnswers, estimateFit } from '@selvedge/domain';
import { badField } from '../../platform/errors.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';

/**
 * The fit estimate (issue 29, decision 046): a standard size and fit of a type's own size table
 * from a few answers, over the live configuration's `fitModel`. Nothing is stored; nobody needs to
 * be signed in.
 */
export function createFitService({ catalogue }: { catalogue: Pick<CatalogueService, 'fitConfig'> }) {
  return {
    async estimate(type: ProductType, answers: FitAnswers): Promise<FitEstimate> {
      const config = await catalogue.fitConfig(type);
      const [problem] = checkFitAnswers(config.fitModel, answers);
      if (problem) throw badField(problem.field, problem.message, ErrorCode.invalid_input);
      return estimateFit(config, answers);
    },
  };
}

export type FitService = ReturnType<typeof createFitService>;
