import {
  ErrorCode,
  emptyPerType,
  MAX_SIZES_PER_TYPE,
  MEASUREMENT_MESSAGES,
  PRODUCT_TYPES,
  SizeNameSchema,
  type CustomerMeasurements,
  type CustomerSizeMeta,
  type MeasurementsConfig,
  type ProductType,
  type SavedSize,
  type SavedSizeNamesResponse,
  type SaveSizeRequest,
  type SizeBasis,
  type SizeMeasurement,
  type SizeMeta,
  type SizesResponse,
  type SizeTrack,
  type UpdateSizeRequest,
} from '@selvedge/contract';
import { checkSize, measurementValues } from '@selvedge/domain';
import { tokenExpired } from '../../platform/authentication.js';
import type { Clock } from '../../platform/clock.js';
import { HttpError, invalidInput, notFound } from '../../platform/errors.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { isUniqueViolation } from '../../db/database-errors.js';
import type { Runner } from '../../db/transaction.js';
import type { MeasurementsRepository, SizeRow } from './measurements.repository.js';

const sizeNameTaken = (name: string) => new HttpError(409, ErrorCode.size_name_taken, MEASUREMENT_MESSAGES.sizeNameTaken(name));
const sizeNotFound = (name: string) => notFound(MEASUREMENT_MESSAGES.sizeNotFound(name), ErrorCode.size_not_found);

/** Names are unique per customer and type ignoring case: this is the form they are compared in. */
const nameKey = (name: string) => name.toLowerCase();

function toSavedSize(row: SizeRow): SavedSize {
  return {
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deleted: false,
    track: row.track,
    basedOn: { size: row.basedOnSize, fit: row.fit },
    measurements: row.measurements,
  };
}

/**
 * SPEC §3 sizeMeta of one type's sizes (newest change first): the sizes as a size table, name ->
 * fit -> values, and the name of the size changed last.
 */
function sizeMetaOf(sizes: readonly SavedSize[]): SizeMeta {
  return {
    // fromEntries, so a size called "__proto__" is a name like any other.
    sizeAndFitMeasurements: Object.fromEntries(
      sizes.map((size) => [size.name, Object.fromEntries([[size.basedOn.fit, measurementValues(size.measurements)]])]),
    ),
    mostRecentSize: sizes[0]?.name ?? null,
  };
}

interface Dependencies {
  repository: MeasurementsRepository;
  catalogue: Pick<CatalogueService, 'measurementsConfig'>;
  clock: Clock;
}

export function createMeasurementsService({ repository, catalogue, clock }: Dependencies) {
  /** The size's measurements as stored (rounded, in the configuration's order); every problem of it as a 400. */
  function checked(config: MeasurementsConfig, track: SizeTrack, basis: SizeBasis, given: readonly SizeMeasurement[]): SizeMeasurement[] {
    const { measurements, problems } = checkSize(config, track, basis, given);
    const [first] = problems;
    // Each problem on its field of the request: a measurement by its key, the size or fit as `basedOn`.
    if (first)
      throw invalidInput(
        first.message,
        problems.map(({ field, message }) => ({ path: field === null ? 'basedOn' : `measurements.${field}`, message })),
      );
    return measurements;
  }

  /** Runs a change that names a size: a live name taken meanwhile, which the unique index caught, is a 409 like any other. */
  async function claimingName(name: string, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw sizeNameTaken(name);
      throw error;
    }
  }

  /** The answer of every size change: the type's sizes after it. */
  async function sizesOfType(customerId: string, type: ProductType): Promise<SizesResponse> {
    const sizes = (await repository.listLive(customerId, type)).map(toSavedSize);
    return { type, sizes, sizeMeta: sizeMetaOf(sizes) };
  }

  return {
    /**
     * Every type's sizes and sizeMeta, from a customer's live sizes most recently changed first (as
     * listLive reads them): what the customer and login answers carry. The customer's answer reads
     * the rows in its own one statement, so this takes them rather than reading them again.
     */
    customerSizesOf(rows: readonly SizeRow[]): { measurements: CustomerMeasurements; sizeMeta: CustomerSizeMeta } {
      const measurements = emptyPerType<SavedSize[]>(() => []);
      for (const row of rows) measurements[row.productType].push(toSavedSize(row));
      const sizeMeta = Object.fromEntries(PRODUCT_TYPES.map((type) => [type, sizeMetaOf(measurements[type])])) as CustomerSizeMeta;
      return { measurements, sizeMeta };
    },

    /** A customer's live sizes of every type (what a cart checks a piece's saved size against). */
    async savedSizes(customerId: string): Promise<Record<ProductType, SavedSize[]>> {
      const sizes = emptyPerType<SavedSize[]>(() => []);
      for (const row of await repository.listLive(customerId)) sizes[row.productType].push(toSavedSize(row));
      return sizes;
    },

    async names(customerId: string): Promise<SavedSizeNamesResponse> {
      const names = emptyPerType<string[]>(() => []);
      for (const row of await repository.listLive(customerId)) names[row.productType].push(row.name);
      return { names };
    },

    /**
     * A new version of a customer's size made elsewhere in the shop, in the caller's transaction
     * (issue 29: the workroom's adjusted measurements after a fit claim, `source` 'remake'). The
     * live size called `sizeName` takes the measurements (its earlier state kept as version 1 if no
     * version was kept yet); without one, a size called `fallbackName` is made or updated. Checked
     * like any size; answers the size's name and version, or null when the customer has no room
     * for another size of the type (the remake goes on; its measurements stay on the piece).
     */
    async saveVersionWithin(
      customerId: string,
      type: ProductType,
      change: {
        sizeName: string | null;
        fallbackName: string;
        track: SizeTrack;
        basedOn: SizeBasis;
        measurements: readonly SizeMeasurement[];
        source: string;
        note: string;
      },
      /** The type's measurement configuration, read by the caller before its transaction (an embedded database has one connection). */
      config: MeasurementsConfig,
      tx: Runner,
    ): Promise<{ name: string; version: number } | null> {
      const measurements = checked(config, change.track, change.basedOn, change.measurements);
      if (!(await repository.lockCustomer(customerId, tx))) return null;
      const at = clock.now();
      const existing =
        (change.sizeName ? await repository.findLive(customerId, type, nameKey(change.sizeName), tx) : null) ??
        (await repository.findLive(customerId, type, nameKey(change.fallbackName), tx));
      const fields = { track: change.track, basedOnSize: change.basedOn.size, fit: change.basedOn.fit, measurements };
      let sizeId: string;
      let name: string;
      if (existing) {
        sizeId = existing.id;
        name = existing.name;
        if ((await repository.lastVersion(sizeId, tx)) === 0) {
          await repository.insertVersion(
            {
              sizeId,
              customerId,
              version: 1,
              source: 'saved',
              note: null,
              track: existing.track,
              basedOnSize: existing.basedOnSize,
              fit: existing.fit,
              measurements: existing.measurements,
              createdAt: existing.updatedAt,
            },
            tx,
          );
        }
        await repository.update(customerId, sizeId, { name: existing.name, nameKey: existing.nameKey, ...fields }, at, tx);
      } else {
        if ((await repository.countLive(customerId, type, tx)) >= MAX_SIZES_PER_TYPE) return null;
        name = change.fallbackName;
        sizeId = await repository.insert(customerId, type, { name, nameKey: nameKey(name), ...fields }, at, tx);
      }
      const version = (await repository.lastVersion(sizeId, tx)) + 1;
      await repository.insertVersion(
        { sizeId, customerId, version, source: change.source, note: change.note, ...fields, createdAt: at },
        tx,
      );
      return { name, version };
    },

    /**
     * Saves a new size of `type`: checked against the type's measurement configuration and stored
     * rounded; its name unused among the customer's live sizes of the type (any case); at most
     * MAX_SIZES_PER_TYPE of them. The e-mail and names of the payload are not used.
     */
    async save(customerId: string, type: ProductType, request: SaveSizeRequest): Promise<SizesResponse> {
      if (request.type !== type)
        throw invalidInput(MEASUREMENT_MESSAGES.typeMismatch, [{ path: 'type', message: MEASUREMENT_MESSAGES.typeMismatch }]);
      const measurements = checked(await catalogue.measurementsConfig(type), request.track, request.basedOn, request.measurements);
      const fields = {
        name: request.sizeName,
        nameKey: nameKey(request.sizeName),
        track: request.track,
        basedOnSize: request.basedOn.size,
        fit: request.basedOn.fit,
        measurements,
      };
      await claimingName(fields.name, () =>
        repository.transaction(async (tx) => {
          if (!(await repository.lockCustomer(customerId, tx))) throw tokenExpired();
          if (await repository.findLive(customerId, type, fields.nameKey, tx)) throw sizeNameTaken(fields.name);
          if ((await repository.countLive(customerId, type, tx)) >= MAX_SIZES_PER_TYPE) {
            throw new HttpError(409, ErrorCode.too_many_sizes, MEASUREMENT_MESSAGES.tooManySizes(MAX_SIZES_PER_TYPE));
          }
          await repository.insert(customerId, type, fields, clock.now(), tx);
        }),
      );
      return sizesOfType(customerId, type);
    },

    /**
     * Changes or deletes the live size of `type` called `currentName` (any case). A change is merged
     * with the stored size (new measurements replace the old ones whole) and the result is checked
     * like a new size; a new name must not be another live size's. Deleting keeps the row but frees the name.
     */
    async update(customerId: string, type: ProductType, currentName: string, change: UpdateSizeRequest): Promise<SizesResponse> {
      const { deleted, ...edits } = change;
      if (deleted && Object.values(edits).some((value) => value !== undefined)) {
        throw invalidInput(MEASUREMENT_MESSAGES.deletedWithChanges, [
          { path: 'deleted', message: MEASUREMENT_MESSAGES.deletedWithChanges },
        ]);
      }
      // The address names the size as the customer wrote it; stored names are trimmed with single spaces.
      const current = SizeNameSchema.safeParse(currentName);
      if (!current.success) throw sizeNotFound(currentName);
      const config = await catalogue.measurementsConfig(type);

      await claimingName(edits.sizeName ?? current.data, () =>
        repository.transaction(async (tx) => {
          if (!(await repository.lockCustomer(customerId, tx))) throw tokenExpired();
          const row = await repository.findLive(customerId, type, nameKey(current.data), tx);
          if (!row) throw sizeNotFound(current.data);
          if (deleted) {
            await repository.softDelete(customerId, row.id, clock.now(), tx);
            return;
          }
          const track = edits.track ?? row.track;
          const basedOn = edits.basedOn ?? { size: row.basedOnSize, fit: row.fit };
          const measurements = checked(config, track, basedOn, edits.measurements ?? row.measurements);
          const renamedTo = edits.sizeName ?? row.name;
          const renamedKey = nameKey(renamedTo);
          // Another case of its own name is still this size.
          if (renamedKey !== row.nameKey && (await repository.findLive(customerId, type, renamedKey, tx))) throw sizeNameTaken(renamedTo);
          const fields = { name: renamedTo, nameKey: renamedKey, track, basedOnSize: basedOn.size, fit: basedOn.fit, measurements };
          await repository.update(customerId, row.id, fields, clock.now(), tx);
        }),
      );
      return sizesOfType(customerId, type);
    },
  };
}

export type MeasurementsService = ReturnType<typeof createMeasurementsService>;
