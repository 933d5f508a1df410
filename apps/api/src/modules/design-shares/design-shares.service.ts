import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  DESIGN_SHARE_MESSAGES,
  DESIGN_SHARE_TOKEN_PATTERN,
  designSharePath,
  previewPath,
  type DesignShareCreated,
  type DesignShareList,
  type Product,
  type ProductConfig,
  type ProductType,
  type SharedDesign,
} from '@selvedge/contract';
import { accessoryItems, designFromSearchParams, designToSearchParams, FABRIC_PARAM, type Design } from '@selvedge/domain';
import type { Clock } from '../../platform/clock.js';
import { HttpError, invalidInput, notFound } from '../../platform/errors.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { newDesignShareId, type DesignSharesRepository, type DesignShareRow } from './design-shares.repository.js';

/** The type's name on a shared design's page. */
const DESIGN_SHARE_TITLES: Record<ProductType, string> = {
  shirt: 'Shirt',
  polo: 'Polo shirt',
  trousers: 'Trousers',
  shorts: 'Shorts',
  outerwears: 'Outerwear',
  jackets: 'Jacket',
};

/** The most live shares a customer's list shows (newest first). */
const ACCOUNT_LIST_MAX = 100;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
/** 256 random bits, base64url (43 characters). */
const newSecret = (): string => randomBytes(32).toString('base64url');

/** Unknown and revoked links get the same answer: nobody can tell one from the other. */
const gone = () => notFound(DESIGN_SHARE_MESSAGES.notFound);

/** The keys of text accessories (initials, comments): never kept in a shared design, never shown. */
function textKeys(config: ProductConfig): Set<string> {
  return new Set(
    accessoryItems(config)
      .filter((item) => item.kind === 'text')
      .map((item) => item.key),
  );
}

/** The design with every text accessory taken out. */
function withoutTexts(config: ProductConfig, design: Design): Design {
  const texts = textKeys(config);
  return { ...design, accessories: Object.fromEntries(Object.entries(design.accessories).filter(([key]) => !texts.has(key))) };
}

function sameSecret(given: string, storedHash: string): boolean {
  const a = Buffer.from(sha256(given), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Designs shared by link (issue 30, decision 052). The link's token and its revoke key are 256
 * random bits each, kept only as their sha256: the database never holds what opens or stops a link.
 */
export function createDesignSharesService({
  repository,
  catalogue,
  clock,
}: {
  repository: DesignSharesRepository;
  catalogue: Pick<CatalogueService, 'productConfigs' | 'productByHandle'>;
  clock: Clock;
}) {
  async function configOf(type: ProductType): Promise<ProductConfig> {
    return (await catalogue.productConfigs('SGD'))[type];
  }

  async function fabricOf(type: ProductType, handle: string): Promise<Product | null> {
    try {
      return await catalogue.productByHandle(type, handle, 'SGD');
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    }
  }

  function hasBackView(config: ProductConfig): boolean {
    return config.picture.views.some((view) => view.key === 'back');
  }

  async function liveRow(token: string): Promise<DesignShareRow> {
    if (!DESIGN_SHARE_TOKEN_PATTERN.test(token)) throw gone();
    const row = await repository.liveByTokenHash(sha256(token));
    if (!row) throw gone();
    return row;
  }

  return {
    /**
     * A link to `query`, checked strictly against the live configuration: an unknown parameter,
     * option or cloth, or choices an exception rules out, are a 400 naming each. Texts the customer
     * typed (initials, comments) are dropped before anything is kept.
     */
    async create(productType: ProductType, query: string, customerId: string | null): Promise<DesignShareCreated> {
      const config = await configOf(productType);
      const params = new URLSearchParams(query);
      const texts = textKeys(config);
      const { design, notices } = designFromSearchParams(config, params);
      const problems = notices
        .filter((notice) => !texts.has(notice.field))
        .map((notice) => ({ path: `query.${notice.field}`, message: notice.message }));
      const handle = params.get(FABRIC_PARAM)?.trim() ?? '';
      if (handle === '') problems.push({ path: `query.${FABRIC_PARAM}`, message: DESIGN_SHARE_MESSAGES.noFabric });
      else if (!/^[a-z0-9-]{1,120}$/.test(handle) || (await fabricOf(productType, handle)) === null) {
        problems.push({ path: `query.${FABRIC_PARAM}`, message: DESIGN_SHARE_MESSAGES.fabricUnknown(handle) });
      }
      if (problems.length > 0) throw invalidInput(problems.map((problem) => problem.message).join(' '), problems);

      const kept = withoutTexts(config, { ...design, fabric: handle });
      const token = newSecret();
      const revokeKey = newSecret();
      const id = newDesignShareId();
      await repository.insert({
        id,
        tokenHash: sha256(token),
        revokeKeyHash: sha256(revokeKey),
        customerId,
        productType,
        query: designToSearchParams(config, kept).toString(),
        createdAt: clock.now(),
      });
      return { id, token, url: designSharePath(token), revokeKey };
    },

    /**
     * A shared design as its page shows it, repaired against today's configuration: a withdrawn
     * option gives way to the usual one, a cloth no longer offered is still shown, each with a notice.
     */
    async read(token: string): Promise<SharedDesign> {
      const row = await liveRow(token);
      const config = await configOf(row.productType);
      const repaired = designFromSearchParams(config, new URLSearchParams(row.query));
      const design = withoutTexts(config, repaired.design);
      const notices = repaired.notices.map((notice) => notice.message);
      const product = design.fabric ? await fabricOf(row.productType, design.fabric) : null;
      if (!product) notices.push(DESIGN_SHARE_MESSAGES.fabricGone);
      else if (!product.availableForSale) notices.push(DESIGN_SHARE_MESSAGES.fabricWithdrawn(product.title));
      const query = designToSearchParams(config, design).toString();

      const choices = config.stylesOrder.flatMap((groupKey) => {
        const group = config.styles[groupKey];
        const option = group?.options.find((candidate) => candidate.key === design.styles[groupKey]);
        return group && option ? [{ group: group.name, option: option.value }] : [];
      });
      const accessories = accessoryItems(config).flatMap((item) => {
        const value = design.accessories[item.key];
        if (value === undefined || item.kind === 'text') return [];
        if (item.kind === 'toggle') return value === true ? [{ group: item.value, option: 'Yes' }] : [];
        const option = item.options.find((candidate) => candidate.key === value);
        return option ? [{ group: item.value, option: option.name }] : [];
      });
      return {
        productType: row.productType,
        title: DESIGN_SHARE_TITLES[row.productType],
        query,
        picture: previewPath(row.productType, query),
        backPicture: hasBackView(config) ? previewPath(row.productType, query, 'back') : null,
        fabric: product
          ? {
              handle: product.handle,
              title: product.title,
              image: product.images[0]?.url ?? null,
              availableForSale: product.availableForSale,
            }
          : null,
        choices,
        accessories,
        notices,
        createdAt: row.createdAt.toISOString(),
      };
    },

    /**
     * Stops sharing: with the link's revoke key, or by the customer who made it. A wrong key, an
     * unknown or already revoked link and a stranger's session all get the same 404.
     */
    async revoke(token: string, revokeKey: string | null, customerId: string | null): Promise<void> {
      const row = await liveRow(token);
      const byKey = revokeKey !== null && revokeKey !== '' && sameSecret(revokeKey, row.revokeKeyHash);
      const byOwner = customerId !== null && row.customerId === customerId;
      if (!byKey && !byOwner) throw gone();
      await repository.revoke(row.id, clock.now());
    },

    /** Stops sharing one of the customer's own links, from their list (which knows no tokens). */
    async revokeOwn(id: string, customerId: string): Promise<void> {
      const row = await repository.liveById(id);
      if (!row || row.customerId !== customerId) throw gone();
      await repository.revoke(row.id, clock.now());
    },

    /** The customer's live links: each by its id and picture (the links themselves are not kept: decision 052). */
    async listOwn(customerId: string): Promise<DesignShareList> {
      const rows = await repository.liveForCustomer(customerId, ACCOUNT_LIST_MAX);
      return {
        shares: rows.map((row) => ({
          id: row.id,
          productType: row.productType,
          title: DESIGN_SHARE_TITLES[row.productType],
          picture: previewPath(row.productType, row.query),
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    /** The Open Graph facts of a live link, or null (unknown, revoked, or not a token at all). */
    async openGraph(token: string): Promise<{ title: string; description: string; picture: string } | null> {
      try {
        const shared = await this.read(token);
        const cloth = shared.fabric ? ` in ${shared.fabric.title}` : '';
        const choices = shared.choices.map((choice) => `${choice.group}: ${choice.option}`).join(', ');
        return { title: `${shared.title}${cloth}`, description: `A design made to measure. ${choices}.`, picture: shared.picture };
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) return null;
        throw error;
      }
    },
  };
}

export type DesignSharesService = ReturnType<typeof createDesignSharesService>;
