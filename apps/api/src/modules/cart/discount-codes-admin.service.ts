import { ErrorCode, type CurrencyCode, type ProductType } from '@selvedge/contract';
import {
  DISCOUNT_CODE_MESSAGES,
  discountCodeProblems,
  type AdminDiscountCode,
  type AdminDiscountCodeCreateRequest,
  type AdminDiscountCodeList,
  type AdminDiscountCodeListQuery,
  type AdminDiscountCodeUpdateRequest,
} from '@selvedge/contract/admin';
import { singaporeMonth } from '@selvedge/domain';
import type { Runner } from '../../db/transaction.js';
import { HttpError, invalidInput, notFound } from '../../platform/errors.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { CodeUsage, DiscountCodeChange, DiscountCodeRow, DiscountCodesAdminRepository } from './discount-codes-admin.repository.js';

const M = DISCOUNT_CODE_MESSAGES;

function view(row: DiscountCodeRow, usage: CodeUsage): AdminDiscountCode {
  return {
    code: row.code,
    description: row.description,
    kind: row.kind,
    percentOff: row.percentOff,
    amounts: row.amounts,
    productTypes: row.productTypes,
    trialOnly: row.trialOnly,
    countryCodes: row.countryCodes,
    newCustomersOnly: row.newCustomersOnly,
    usageLimitTotal: row.usageLimitTotal,
    usageLimitPerCustomer: row.usageLimitPerCustomer,
    usageLimitPerMonth: row.usageLimitPerMonth,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    active: row.active,
    usage,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** The row's fields as the request states them (dates as ISO text), for checking a whole code. */
function asFields(row: DiscountCodeRow) {
  return {
    kind: row.kind,
    percentOff: row.percentOff,
    amounts: row.amounts,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

const toDate = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : new Date(value));

/**
 * Discount codes in the back office (issue 16): made, changed and deactivated with their limits,
 * each change audited in its own transaction; the cart engine (cart.service.ts) applies what is
 * stored, and this process's kept cart answers are forgotten at once so a cart shows the change.
 */
export function createDiscountCodesAdminService({
  repository,
  audit,
  forgetCaches,
  now,
}: {
  repository: DiscountCodesAdminRepository;
  audit: Pick<AuditService, 'record'>;
  forgetCaches: () => void;
  now: () => Date;
}) {
  const month = () => singaporeMonth(now());

  async function usageOf(code: string, runner?: Runner): Promise<CodeUsage> {
    const { start, end } = month();
    return repository.usage(code, start, end, runner);
  }

  /** Every country named that the shop does not deliver to, each on its place in the list. */
  async function checkCountries(codes: readonly string[] | undefined, tx: Runner): Promise<void> {
    if (!codes || codes.length === 0) return;
    const known = await repository.deliveryCountries(codes, tx);
    const problems = codes.flatMap((code, index) =>
      known.has(code) ? [] : [{ path: `countryCodes.${index}`, message: `countryCodes: ${M.unknownCountry(code)}` }],
    );
    if (problems.length > 0) throw invalidInput(problems[0]!.message, problems);
  }

  return {
    async list(query: AdminDiscountCodeListQuery): Promise<AdminDiscountCodeList> {
      const { start, end } = month();
      const { rows, total } = await repository.page(query, start, end);
      return { codes: rows.map((entry) => view(entry.row, entry.usage)), total, page: query.page, pageSize: query.pageSize };
    },

    async get(code: string): Promise<AdminDiscountCode> {
      const row = await repository.find(code);
      if (!row) throw notFound(M.notFound);
      return view(row, await usageOf(code));
    },

    async create(actor: Actor, request: AdminDiscountCodeCreateRequest): Promise<AdminDiscountCode> {
      const { code, ...rest } = request;
      const fields: DiscountCodeChange = {
        ...rest,
        amounts: rest.amounts as Partial<Record<CurrencyCode, number>>,
        productTypes: rest.productTypes as ProductType[],
        startsAt: toDate(rest.startsAt) ?? null,
        endsAt: toDate(rest.endsAt) ?? null,
      };
      const created = await repository.transaction(async (tx) => {
        await checkCountries(request.countryCodes, tx);
        const row = await repository.insert(code, fields, now(), tx);
        if (!row)
          throw new HttpError(409, ErrorCode.discount_code_taken, M.codeTaken, {}, { problems: [{ path: 'code', message: M.codeTaken }] });
        const after = view(row, { total: 0, thisMonth: 0 });
        await audit.record(
          actor,
          { action: 'discount_code.create', subjectType: 'discount_code', subjectId: code, before: null, after },
          tx,
        );
        return after;
      });
      forgetCaches();
      return created;
    },

    /**
     * Store credit (issue 29): a single-use code worth `amountMinor` off, in `currency` only, made
     * in the caller's transaction (a fit claim's decision). Its random name is what keeps it the
     * customer's: the shop's codes cannot be tied to an e-mail (decision 047).
     */
    async issueCreditWithin(
      actor: Actor,
      credit: { code: string; description: string; currency: CurrencyCode; amountMinor: number },
      tx: Runner,
    ): Promise<void> {
      const at = now();
      const fields: DiscountCodeChange = {
        description: credit.description,
        kind: 'fixed_amount',
        percentOff: null,
        amounts: { [credit.currency]: credit.amountMinor },
        productTypes: [],
        trialOnly: false,
        countryCodes: [],
        newCustomersOnly: false,
        usageLimitTotal: 1,
        usageLimitPerCustomer: 1,
        usageLimitPerMonth: null,
        startsAt: null,
        endsAt: null,
      };
      const row = await repository.insert(credit.code, fields, at, tx);
      if (!row) throw new HttpError(409, ErrorCode.discount_code_taken, M.codeTaken);
      await audit.record(
        actor,
        {
          action: 'discount_code.create',
          subjectType: 'discount_code',
          subjectId: credit.code,
          before: null,
          after: view(row, { total: 0, thisMonth: 0 }),
        },
        tx,
      );
      forgetCaches();
    },

    async update(
      actor: Actor,
      code: string,
      request: AdminDiscountCodeUpdateRequest,
      action = 'discount_code.update',
    ): Promise<AdminDiscountCode> {
      const { version, ...changes } = request;
      const updated = await repository.transaction(async (tx) => {
        const before = await repository.lock(code, tx);
        if (!before) throw notFound(M.notFound);
        const usage = await usageOf(code, tx);
        if (before.version !== version) throw new HttpError(409, ErrorCode.stale_edit, M.stale, {}, { current: view(before, usage) });
        const merged = { ...asFields(before), ...changes };
        const problems = discountCodeProblems({ ...merged, amounts: merged.amounts as Partial<Record<CurrencyCode, number>> });
        if (problems.length > 0) throw invalidInput(problems[0]!.message, problems);
        await checkCountries(changes.countryCodes, tx);
        const { startsAt, endsAt, amounts, productTypes, ...plain } = changes;
        const row = await repository.update(
          code,
          {
            ...plain,
            ...(amounts === undefined ? {} : { amounts: amounts as Partial<Record<CurrencyCode, number>> }),
            ...(productTypes === undefined ? {} : { productTypes: productTypes as ProductType[] }),
            ...(startsAt === undefined ? {} : { startsAt: toDate(startsAt) }),
            ...(endsAt === undefined ? {} : { endsAt: toDate(endsAt) }),
            updatedAt: now(),
          },
          tx,
        );
        const after = view(row, usage);
        await audit.record(actor, { action, subjectType: 'discount_code', subjectId: code, before: view(before, usage), after }, tx);
        return after;
      });
      forgetCaches();
      return updated;
    },
  };
}

export type DiscountCodesAdminService = ReturnType<typeof createDiscountCodesAdminService>;
