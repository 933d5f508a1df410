import {
  ErrorCode,
  isProductType,
  PRODUCT_TYPES,
  type ApiProblem,
  type CurrencyCode,
  type ProductConfigDocument,
  type ProductType,
  type ProductsConfigResponse,
} from '@selvedge/contract';
import type {
  AdminProductConfig,
  AdminProductConfigDiff,
  AdminProductConfigList,
  AdminProductConfigPreview,
  AdminProductConfigPublished,
  AdminProductConfigPublishRequest,
  AdminProductConfigRollbackRequest,
  AdminProductConfigVersion,
  AdminProductConfigVersionList,
  AdminProductConfigVersionsQuery,
  AdminProductConfigVersionSummary,
} from '@selvedge/contract/admin';
import { isUniqueViolation } from '../../db/database-errors.js';
import { badField, HttpError, invalidInput, notFound } from '../../platform/errors.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import { configDiff } from './product-config-diff.js';
import type { ConfigVersionRow, ConfigVersionWithDocument, ProductConfigAdminRepository } from './product-config-admin.repository.js';
import { mediaIdsNamed, parseProductConfig, productConfigProblems, variantIdsNamed } from './product-config-rules.js';

/** Problems listed in one refusal: enough to mend a form, never an answer as large as a hostile body. */
const LISTED_PROBLEMS = 100;
/** Pictures one configuration may name (the shirt has about sixty). */
const PICTURES_MAX = 2_000;

const STALE_MESSAGE = 'Someone else published this configuration first. Reload it and make your change again.';

function summary(row: ConfigVersionRow): AdminProductConfigVersionSummary {
  return {
    productType: row.productType as ProductType,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    createdBy:
      row.staffId && row.staffName !== null && row.staffEmail !== null
        ? { id: row.staffId, name: row.staffName, email: row.staffEmail }
        : null,
    note: row.note,
  };
}

/** The document without the prices the back office edits beside it. */
function documentOf(config: AdminProductConfig): ProductConfigDocument {
  const { addOnPrices: _prices, ...document } = config;
  return document;
}

/**
 * Product configurations in the back office (issue 16): each type's configuration read, checked
 * and previewed as the storefront would serve it, published as a new version or rolled back to an
 * older one (published again as a new version). One publisher at a time per type; a publish names
 * the version it saw. The audit entry names the versions and carries the differences, not two
 * whole configurations (the history keeps every version whole). This process serves the new
 * version at once.
 */
export function createProductConfigAdminService({
  repository,
  catalogue,
  audit,
  forgetCaches,
  now,
}: {
  repository: ProductConfigAdminRepository;
  catalogue: {
    previewConfig(
      currency: CurrencyCode,
      document: ProductConfigDocument,
      version: number,
      addOnPrices: Readonly<Record<string, number>>,
    ): Promise<ProductsConfigResponse>;
  };
  audit: Pick<AuditService, 'record'>;
  forgetCaches: () => void;
  now: () => Date;
}) {
  /** A version whole; the live one shows the add-on prices as they are sold now. */
  async function view(row: ConfigVersionWithDocument, current: boolean): Promise<AdminProductConfigVersion> {
    let addOnPrices = row.addOnPrices;
    if (current) {
      const live = await repository.addOnPrices(row.productType);
      addOnPrices = Object.fromEntries(variantIdsNamed(row.document).map((id) => [id, live.get(id) ?? row.addOnPrices[id] ?? 0]));
    }
    return { ...summary(row), current, config: { ...row.document, addOnPrices } };
  }

  async function currentRow(type: ProductType): Promise<ConfigVersionWithDocument> {
    const row = await repository.current(type);
    if (!row) throw notFound(`No configuration is kept for ${type}.`);
    return row;
  }

  function refuse(problems: ApiProblem[]): never {
    const listed = problems.slice(0, LISTED_PROBLEMS);
    const first = listed[0];
    throw invalidInput(first ? `${first.path}: ${first.message}` : 'config: is not a configuration', listed);
  }

  /** The configuration as it would be kept, or a 400 naming every problem by its path. */
  async function checked(type: ProductType, input: unknown): Promise<AdminProductConfig> {
    const parsed = parseProductConfig(input);
    if (!parsed.ok) refuse(parsed.problems);
    const pictures = mediaIdsNamed(parsed.config);
    if (pictures.length > PICTURES_MAX)
      throw badField('config.styles', `config.styles: names more than ${PICTURES_MAX} pictures`, ErrorCode.invalid_input);
    const [addOns, mediaIds] = await Promise.all([repository.addOnPrices(type), repository.existingMedia(pictures)]);
    const problems = productConfigProblems(parsed.config, type, { addOnVariants: new Set(addOns.keys()), mediaIds });
    if (problems.length > 0) refuse(problems);
    return parsed.config;
  }

  /**
   * Publishes `config` as the version after `seen`, in one transaction: the row of the live
   * version locked, the new version added, the add-on prices that changed set, the audit entry.
   */
  async function publish(
    actor: Actor,
    type: ProductType,
    seen: number,
    config: AdminProductConfig,
    note: string,
    audited: { action: string; extra?: Record<string, unknown> },
  ): Promise<AdminProductConfigPublished> {
    let diff: AdminProductConfigDiff = { changes: [], total: 0 };
    const stale = async () => new HttpError(409, ErrorCode.stale_edit, STALE_MESSAGE, {}, { current: summary(await currentRow(type)) });
    try {
      const outcome = await repository.transaction(async (tx) => {
        const locked = await repository.lockCurrent(type, tx);
        if (!locked) throw notFound(`No configuration is kept for ${type}.`);
        if (locked.version !== seen) return 'stale' as const;
        // Read by a statement of its own: on Postgres it sees a version another publisher committed while this one waited for the lock.
        const before = await repository.current(type, tx);
        if (!before || before.version !== seen) return 'stale' as const;
        const live = await repository.addOnPrices(type, tx);
        const beforeConfig = {
          ...before.document,
          addOnPrices: Object.fromEntries(variantIdsNamed(before.document).map((id) => [id, live.get(id) ?? before.addOnPrices[id] ?? 0])),
        };
        diff = configDiff(beforeConfig, config);
        const version = seen + 1;
        await repository.insert(
          {
            productType: type,
            version,
            document: documentOf(config),
            addOnPrices: config.addOnPrices,
            staffId: actor.staffId,
            note,
            createdAt: now(),
          },
          tx,
        );
        for (const [variantId, priceMinor] of Object.entries(config.addOnPrices)) {
          if (live.get(variantId) !== priceMinor) await repository.setPrice(variantId, priceMinor, tx);
        }
        await audit.record(
          actor,
          {
            action: audited.action,
            subjectType: 'product_config',
            subjectId: type,
            before: { version: seen },
            after: { version, note, ...audited.extra, diff },
          },
          tx,
        );
        return version;
      });
      if (outcome === 'stale') throw await stale();
      forgetCaches();
      const row = await repository.byNumber(type, outcome);
      if (!row) throw new Error(`version ${outcome} of ${type} was written but cannot be read`);
      return { ...(await view(row, true)), diff };
    } catch (error) {
      // Two publishers who both saw the live version: the second one's new version already exists.
      if (isUniqueViolation(error)) throw await stale();
      throw error;
    }
  }

  return {
    async list(): Promise<AdminProductConfigList> {
      const rows = await repository.currentAll();
      const order = (type: string) => PRODUCT_TYPES.indexOf(type as ProductType);
      return {
        configs: rows
          .filter((row) => isProductType(row.productType))
          .sort((a, b) => order(a.productType) - order(b.productType))
          .map((row) => ({ ...summary(row), title: row.title })),
      };
    },

    async current(type: ProductType): Promise<AdminProductConfigVersion> {
      return view(await currentRow(type), true);
    },

    async versions(type: ProductType, query: AdminProductConfigVersionsQuery): Promise<AdminProductConfigVersionList> {
      const { rows, total } = await repository.page(type, query.page, query.pageSize);
      return { productType: type, versions: rows.map(summary), total, page: query.page, pageSize: query.pageSize };
    },

    async version(type: ProductType, number: number): Promise<AdminProductConfigVersion> {
      const [row, current] = await Promise.all([repository.byNumber(type, number), currentRow(type)]);
      if (!row) throw notFound(`number: the ${type} configuration has no version ${number}.`);
      return view(row, row.version === current.version);
    },

    /** What the storefront would receive with `input` live, and how it differs from the live version. Writes nothing. */
    async preview(type: ProductType, input: unknown, currency: CurrencyCode): Promise<AdminProductConfigPreview> {
      const config = await checked(type, input);
      const live = await view(await currentRow(type), true);
      const storefront = await catalogue.previewConfig(currency, documentOf(config), live.version + 1, config.addOnPrices);
      return { productType: type, basedOn: live.version, storefront, diff: configDiff(live.config, config) };
    },

    async publish(actor: Actor, type: ProductType, request: AdminProductConfigPublishRequest): Promise<AdminProductConfigPublished> {
      const config = await checked(type, request.config);
      return publish(actor, type, request.version, config, request.note, { action: 'product_config.publish' });
    },

    /** Publishes a copy of version `to` as the next version (checked again: what it names must still exist). */
    async rollback(actor: Actor, type: ProductType, request: AdminProductConfigRollbackRequest): Promise<AdminProductConfigPublished> {
      const target = await repository.byNumber(type, request.to);
      if (!target) throw badField('to', `to: the ${type} configuration has no version ${request.to}`, ErrorCode.invalid_input);
      if (request.to >= request.version)
        throw badField('to', `to: must be an earlier version than ${request.version}, the one you saw`, ErrorCode.invalid_input);
      const config = await checked(type, { ...target.document, addOnPrices: target.addOnPrices });
      const note = request.note || `Rolled back to version ${request.to}.`;
      return publish(actor, type, request.version, config, note, {
        action: 'product_config.rollback',
        extra: { rolledBackTo: request.to },
      });
    },
  };
}

export type ProductConfigAdminService = ReturnType<typeof createProductConfigAdminService>;
