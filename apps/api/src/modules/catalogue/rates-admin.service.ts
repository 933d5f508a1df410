import { ErrorCode, type CurrencyCode } from '@selvedge/contract';
import type { AdminRate, AdminRateUpdateRequest } from '@selvedge/contract/admin';
import { badField, HttpError } from '../../platform/errors.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { CurrencyRow, RatesAdminRepository } from './rates-admin.repository.js';

const view = (row: CurrencyRow): AdminRate => ({
  code: row.code as CurrencyCode,
  ratePerSgd: row.ratePerSgd,
  roundingIncrementMinor: row.roundingIncrementMinor,
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

/**
 * Exchange rates by hand (issue 16): the SGD base stays 1; a change is audited and this process
 * prices with it at once (other processes within their minute, like the catalogue's answers).
 */
export function createRatesAdminService({
  repository,
  audit,
  forgetCaches,
  now,
}: {
  repository: RatesAdminRepository;
  audit: Pick<AuditService, 'record'>;
  forgetCaches: () => void;
  now: () => Date;
}) {
  return {
    async list(): Promise<{ rates: AdminRate[] }> {
      return { rates: (await repository.list()).map(view) };
    },

    async update(actor: Actor, code: CurrencyCode, request: AdminRateUpdateRequest): Promise<AdminRate> {
      if (code === 'SGD') throw badField('code', 'SGD is the base currency: its rate is always 1.', ErrorCode.invalid_input);
      const after = await repository.transaction(async (tx) => {
        const before = await repository.lock(code, tx);
        if (!before) throw new HttpError(404, ErrorCode.not_found, `No rate is kept for ${code}.`);
        if (before.version !== request.version)
          throw new HttpError(409, ErrorCode.stale_edit, 'Someone else changed this rate first. Reload it and make your change again.');
        const row = await repository.update(
          code,
          { ratePerSgd: request.ratePerSgd, roundingIncrementMinor: request.roundingIncrementMinor, updatedAt: now() },
          tx,
        );
        await audit.record(
          actor,
          { action: 'rate.update', subjectType: 'currency', subjectId: code, before: view(before), after: view(row) },
          tx,
        );
        return row;
      });
      forgetCaches();
      return view(after);
    },
  };
}

export type RatesAdminService = ReturnType<typeof createRatesAdminService>;
