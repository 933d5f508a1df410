import {
  ErrorCode,
  ProductTypeSchema,
  SAVED_DESIGN_LIMITS,
  SAVED_DESIGN_MESSAGES,
  SavedDesignNameSchema,
  type ApiProblem,
  type FavouriteFabric,
  type JoinDesignsResult,
  type Product,
  type ProductType,
  type SavedDesign,
  type SavedDesignList,
} from '@selvedge/contract';
import { designFromSearchParams, designToSearchParams, FABRIC_PARAM } from '@selvedge/domain';
import type { Clock } from '../../platform/clock.js';
import { isUniqueViolation } from '../../db/database-errors.js';
import { HttpError, invalidInput, notFound } from '../../platform/errors.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { DesignsRepository, SavedDesignRow } from './designs.repository.js';

const designGone = () => notFound(SAVED_DESIGN_MESSAGES.notFound, ErrorCode.saved_design_not_found);
const tooMany = () => new HttpError(409, ErrorCode.too_many_designs, SAVED_DESIGN_MESSAGES.tooMany);
const savedAlready = (name: string) =>
  new HttpError(409, ErrorCode.design_saved_already, `${SAVED_DESIGN_MESSAGES.duplicate.slice(0, -1)} as “${name}”.`);

/** A design that failed its check: the 400's sentence and every problem, each on its field. */
class DesignProblems extends Error {
  constructor(readonly problems: ApiProblem[]) {
    super(problems.map((problem) => problem.message).join(' '));
  }
}

/**
 * Saved designs and favourite fabrics (issue 30, decision 051). A design is checked strictly against
 * the live configuration and kept written as the customiser writes it, so the same design is kept
 * once. A customer's saves are counted under a lock on their row: 60 saves at once end with 50.
 */
export function createDesignsService({
  repository,
  catalogue,
  clock,
}: {
  repository: DesignsRepository;
  catalogue: Pick<CatalogueService, 'productConfigs' | 'productByHandle'>;
  clock: Clock;
}) {
  async function fabricOf(type: ProductType, handle: string): Promise<Product | null> {
    try {
      return await catalogue.productByHandle(type, handle, 'SGD');
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    }
  }

  /** The design's query, checked strictly and written in the configuration's order; DesignProblems when anything is wrong. */
  async function checkedQuery(productType: ProductType, query: string): Promise<string> {
    const config = (await catalogue.productConfigs('SGD'))[productType];
    const params = new URLSearchParams(query);
    const { design, notices } = designFromSearchParams(config, params);
    const problems: ApiProblem[] = notices.map((notice) => ({ path: `query.${notice.field}`, message: notice.message }));
    const handle = params.get(FABRIC_PARAM)?.trim() ?? '';
    if (handle === '') problems.push({ path: `query.${FABRIC_PARAM}`, message: SAVED_DESIGN_MESSAGES.noFabric });
    else if (!/^[a-z0-9-]{1,120}$/.test(handle) || (await fabricOf(productType, handle)) === null) {
      problems.push({ path: `query.${FABRIC_PARAM}`, message: SAVED_DESIGN_MESSAGES.fabricUnknown(handle) });
    }
    if (problems.length > 0) throw new DesignProblems(problems);
    return designToSearchParams(config, { ...design, fabric: handle }).toString();
  }

  async function toSavedDesign(row: SavedDesignRow): Promise<SavedDesign> {
    const handle = new URLSearchParams(row.query).get(FABRIC_PARAM);
    const fabric = handle ? await fabricOf(row.productType, handle) : null;
    return {
      id: row.id,
      name: row.name,
      productType: row.productType,
      query: row.query,
      fabric: fabric ? { handle: fabric.handle, title: fabric.title, image: fabric.images[0]?.url ?? null } : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  return {
    async list(customerId: string): Promise<SavedDesignList> {
      const [rows, favouriteRows] = await Promise.all([repository.designs(customerId), repository.favourites(customerId)]);
      const designs = await Promise.all(rows.map(toSavedDesign));
      const favourites = await Promise.all(
        favouriteRows.map(async (row): Promise<FavouriteFabric | null> => {
          const type = await repository.fabricType(row.handle);
          const fabric = type ? await fabricOf(type, row.handle) : null;
          return fabric && type
            ? {
                handle: fabric.handle,
                productType: type,
                title: fabric.title,
                image: fabric.images[0]?.url ?? null,
                availableForSale: fabric.availableForSale,
              }
            : null;
        }),
      );
      return { designs, favouriteFabrics: favourites.filter((one) => one !== null) };
    },

    /** Saves a design checked strictly: a 400 names each problem, a 409 when it is saved already or 50 are kept. */
    async save(customerId: string, name: string, productType: ProductType, query: string): Promise<SavedDesign> {
      let normalised: string;
      try {
        normalised = await checkedQuery(productType, query);
      } catch (error) {
        if (error instanceof DesignProblems) throw invalidInput(error.message, error.problems);
        throw error;
      }
      try {
        const row = await repository.transaction(async (tx) => {
          if (!(await repository.lockCustomer(customerId, tx))) throw designGone();
          const existing = await repository.findDesignByQuery(customerId, productType, normalised, tx);
          if (existing) throw savedAlready(existing.name);
          if ((await repository.countDesigns(customerId, tx)) >= SAVED_DESIGN_LIMITS.designsMax) throw tooMany();
          const now = clock.now();
          return repository.insertDesign({ customerId, name, productType, query: normalised, createdAt: now, updatedAt: now }, tx);
        });
        return await toSavedDesign(row);
      } catch (error) {
        if (isUniqueViolation(error)) {
          const existing = await repository.findDesignByQuery(customerId, productType, normalised);
          throw savedAlready(existing?.name ?? name);
        }
        throw error;
      }
    },

    async rename(customerId: string, id: string, name: string): Promise<SavedDesign> {
      const row = await repository.renameDesign(customerId, id, name, clock.now());
      if (!row) throw designGone();
      return toSavedDesign(row);
    },

    async remove(customerId: string, id: string): Promise<void> {
      if (!(await repository.deleteDesign(customerId, id))) throw designGone();
    },

    /**
     * A guest's designs joining the account at login, newest first as the browser keeps them: each is
     * checked on its own (a wrong one is skipped with its reason), one already saved is not doubled,
     * and when the 50 would be passed the newest are kept.
     */
    async join(
      customerId: string,
      designs: readonly { name: unknown; productType: unknown; query: unknown }[],
    ): Promise<JoinDesignsResult> {
      const skipped: JoinDesignsResult['skipped'] = [];
      const checked: { index: number; name: string; productType: ProductType; query: string }[] = [];
      for (const [index, design] of designs.entries()) {
        const name = SavedDesignNameSchema.safeParse(design.name);
        const type = ProductTypeSchema.safeParse(design.productType);
        if (!name.success) skipped.push({ index, reason: name.error.issues[0]?.message ?? SAVED_DESIGN_MESSAGES.nameEmpty });
        else if (!type.success) skipped.push({ index, reason: 'productType: is not one of our pieces.' });
        else if (typeof design.query !== 'string' || design.query.length > SAVED_DESIGN_LIMITS.queryMax)
          skipped.push({ index, reason: SAVED_DESIGN_MESSAGES.queryTooLong });
        else {
          try {
            const query = await checkedQuery(type.data, design.query);
            if (checked.some((one) => one.productType === type.data && one.query === query))
              skipped.push({ index, reason: SAVED_DESIGN_MESSAGES.duplicate });
            else checked.push({ index, name: name.data, productType: type.data, query });
          } catch (error) {
            if (!(error instanceof DesignProblems)) throw error;
            skipped.push({ index, reason: error.message });
          }
        }
      }
      const joined = await repository.transaction(async (tx) => {
        if (!(await repository.lockCustomer(customerId, tx))) throw designGone();
        let room = SAVED_DESIGN_LIMITS.designsMax - (await repository.countDesigns(customerId, tx));
        const now = clock.now().getTime();
        let added = 0;
        for (const design of checked) {
          if (await repository.findDesignByQuery(customerId, design.productType, design.query, tx)) {
            skipped.push({ index: design.index, reason: SAVED_DESIGN_MESSAGES.duplicate });
          } else if (room <= 0) {
            skipped.push({ index: design.index, reason: SAVED_DESIGN_MESSAGES.overLimit });
          } else {
            // The first is the newest: each later one a millisecond older, so the list keeps the browser's order.
            const at = new Date(now - design.index);
            await repository.insertDesign(
              { customerId, name: design.name, productType: design.productType, query: design.query, createdAt: at, updatedAt: at },
              tx,
            );
            room--;
            added++;
          }
        }
        return added;
      });
      return { joined, skipped: skipped.sort((a, b) => a.index - b.index) };
    },

    /** Keeps a cloth among the customer's favourites (again is fine); an unknown cloth is a 404. */
    async addFavourite(customerId: string, handle: string): Promise<void> {
      const type = await repository.fabricType(handle);
      if (!type || (await fabricOf(type, handle)) === null)
        throw notFound(SAVED_DESIGN_MESSAGES.favouriteUnknown(handle), ErrorCode.product_not_found);
      await repository.transaction(async (tx) => {
        if (!(await repository.lockCustomer(customerId, tx))) throw designGone();
        if (await repository.hasFavourite(customerId, handle, tx)) return;
        if ((await repository.countFavourites(customerId, tx)) >= SAVED_DESIGN_LIMITS.favouritesMax) {
          throw new HttpError(409, ErrorCode.too_many_favourites, SAVED_DESIGN_MESSAGES.tooManyFavourites);
        }
        await repository.addFavourite(customerId, handle, clock.now(), tx);
      });
    },

    /** Takes a cloth from the favourites (one that was not there is fine); an unknown cloth is a 404. */
    async removeFavourite(customerId: string, handle: string): Promise<void> {
      if (!(await repository.fabricType(handle)))
        throw notFound(SAVED_DESIGN_MESSAGES.favouriteUnknown(handle), ErrorCode.product_not_found);
      await repository.removeFavourite(customerId, handle);
    },
  };
}

export type DesignsService = ReturnType<typeof createDesignsService>;
