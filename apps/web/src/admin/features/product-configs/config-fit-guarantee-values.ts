import type { AdminProductConfig } from '@selvedge/contract/admin';
import { decimalStringToMinor } from '@selvedge/domain';
import { dollarsOfCents, text, type FormProblems } from './config-form-text';

/** The fit guarantee (issue 29) as the form holds it: numbers as typed, the alteration cap in SGD dollars. */

export interface FitGuaranteeValues {
  fitGuarantee: { claimWindowDays: string; alterationSharePercent: string; alterationCapSgd: string; remakeLimit: string };
}

type FitGuarantee = AdminProductConfig['fitGuarantee'];

export function fitGuaranteeValues(guarantee: FitGuarantee): FitGuaranteeValues {
  return {
    fitGuarantee: {
      claimWindowDays: text(guarantee.claimWindowDays),
      alterationSharePercent: text(guarantee.alterationSharePercent),
      alterationCapSgd: dollarsOfCents(guarantee.alterationCapMinorSgd),
      remakeLimit: text(guarantee.remakeLimit),
    },
  };
}

export function fitGuaranteeOfValues({ fitGuarantee: typed }: FitGuaranteeValues, problems: FormProblems): FitGuarantee {
  let capCents = 0;
  try {
    capCents = decimalStringToMinor(typed.alterationCapSgd.trim(), 'SGD');
  } catch {
    problems.add('fitGuarantee.alterationCapSgd', 'config.fitGuarantee.alterationCapMinorSgd', 'An amount in SGD, like 40.00');
  }
  return {
    claimWindowDays: problems.number(typed.claimWindowDays, 'fitGuarantee.claimWindowDays', 'config.fitGuarantee.claimWindowDays'),
    alterationSharePercent: problems.number(
      typed.alterationSharePercent,
      'fitGuarantee.alterationSharePercent',
      'config.fitGuarantee.alterationSharePercent',
    ),
    alterationCapMinorSgd: capCents,
    remakeLimit: problems.number(typed.remakeLimit, 'fitGuarantee.remakeLimit', 'config.fitGuarantee.remakeLimit'),
  };
}

/** The field of a problem under `fitGuarantee`: the cap's in dollars, each other number's own. */
export function fitGuaranteeField([property]: (string | number)[]): string {
  if (property === 'alterationCapMinorSgd') return 'fitGuarantee.alterationCapSgd';
  return property === 'alterationSharePercent' || property === 'remakeLimit' ? `fitGuarantee.${property}` : 'fitGuarantee.claimWindowDays';
}
