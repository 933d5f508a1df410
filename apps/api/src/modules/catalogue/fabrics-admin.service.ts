import { ErrorCode, mediaUrl, type ProductType } from '@selvedge/contract';
import {
  FABRIC_LIMITS,
  FABRIC_MESSAGES,
  type AdminFabric,
  type AdminFabricCreateRequest,
  type AdminFabricDetail,
  type AdminFabricList,
  type AdminFabricListQuery,
  type AdminFabricSaleRequest,
  type AdminFabricUpdateRequest,
} from '@selvedge/contract/admin';
import { toMoney } from '@selvedge/domain';
import { isUniqueViolation } from '../../db/database-errors.js';
import type { Runner } from '../../db/transaction.js';
import { badField, HttpError, notFound } from '../../platform/errors.js';
import type { FormFile } from '../../platform/multipart-form.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import { isUploadedPicture, type CataloguePictures, type MediaRow } from '../../platform/public-pictures.js';
import type { FabricRecord, FabricsAdminRepository, ProductRow } from './fabrics-admin.repository.js';

const noFabric = () => notFound('No such fabric.', ErrorCode.product_not_found);
const handleTaken = (handle: string) =>
  new HttpError(
    409,
    ErrorCode.handle_taken,
    FABRIC_MESSAGES.handleTaken(handle),
    {},
    { problems: [{ path: 'handle', message: FABRIC_MESSAGES.handleTaken(handle) }] },
  );

/**
 * Where new photographs go among a fabric's pictures: after the last one uploaded before, or
 * first when it has only the seed's drawn swatches, so the storefront shows the photograph.
 */
function withUploads(current: string[], added: string[]): string[] {
  const lastUploaded = current.findLastIndex(isUploadedPicture);
  return [...current.slice(0, lastUploaded + 1), ...added, ...current.slice(lastUploaded + 1)];
}

/** A fabric as the back office edits it: also what the audit log keeps before and after a change. */
function detailView({ product, variant, fixed, collections, pictures }: FabricRecord): AdminFabricDetail {
  return {
    id: product.id,
    variantId: variant.id,
    productType: product.productType as ProductType,
    title: product.title,
    handle: product.handle,
    description: product.description,
    attributes: product.attributes,
    tags: product.tags,
    collections,
    price: { sgdMinor: Number(variant.priceMinor), fixed: fixed as Record<string, number> },
    saleStatus: product.saleStatus,
    saleStatusNote: product.saleStatusNote,
    images: product.imageIds.map((id) => {
      const picture = pictures.get(id);
      return { id, url: mediaUrl(id), width: picture?.width ?? 400, height: picture?.height ?? 400, uploaded: picture?.uploaded ?? false };
    }),
    createdAt: product.createdAt.toISOString(),
    version: product.version,
  };
}

/**
 * Fabrics in the back office (issue 16): found, and taken off sale (out of stock, or withdrawn)
 * with the reason carts show customers as 'Fabric Unavailable', or put back. Each change is
 * audited; this process forgets its catalogue answers at once, others within their minute.
 */
export function createFabricsAdminService({
  repository,
  audit,
  pictures,
  forgetCaches,
  now,
}: {
  repository: FabricsAdminRepository;
  audit: Pick<AuditService, 'record'>;
  pictures: CataloguePictures;
  forgetCaches: () => void;
  now: () => Date;
}) {
  async function recordOf(id: string, runner?: Runner): Promise<FabricRecord> {
    const record = await repository.record(id, runner);
    if (!record) throw noFabric();
    return record;
  }

  /** The collections' ids for their handles, each a collection of `type`, or a 400 naming the first that is not. */
  async function collectionIds(type: string, handles: string[], tx: Runner): Promise<string[]> {
    const known = await repository.collectionIds(type, tx);
    return handles.map((handle) => {
      const id = known.get(handle);
      if (!id) throw badField('collections', FABRIC_MESSAGES.unknownCollection(handle, type), ErrorCode.invalid_input);
      return id;
    });
  }

  /** The fabric locked for a change from the version seen: a 404, or a 409 with the fabric as it is now. */
  async function locked(id: string, version: number, tx: Runner): Promise<FabricRecord> {
    const row = await repository.lock(id, tx);
    if (!row) throw noFabric();
    const before = await recordOf(id, tx);
    if (row.version !== version) throw new HttpError(409, ErrorCode.stale_edit, FABRIC_MESSAGES.stale, {}, { current: detailView(before) });
    return before;
  }

  /** A unique-index refusal of the handle (two creations at once) is the same 409 as the check's. */
  async function handlingTaken<T>(handle: string | undefined, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (handle !== undefined && isUniqueViolation(error)) throw handleTaken(handle);
      throw error;
    }
  }

  function view(row: ProductRow, priceMinorSgd: number): AdminFabric {
    return {
      id: row.id,
      handle: row.handle,
      title: row.title,
      productType: row.productType as ProductType,
      tags: row.tags,
      saleStatus: row.saleStatus,
      saleStatusNote: row.saleStatusNote,
      price: toMoney(priceMinorSgd, 'SGD'),
      imageUrl: row.imageIds[0] ? mediaUrl(row.imageIds[0]) : null,
      version: row.version,
    };
  }

  return {
    async list(query: AdminFabricListQuery): Promise<AdminFabricList> {
      const { rows, total } = await repository.page(query);
      const prices = await repository.basePrices(rows.map((row) => row.id));
      return { fabrics: rows.map((row) => view(row, prices.get(row.id) ?? 0)), total, page: query.page, pageSize: query.pageSize };
    },

    async get(id: string): Promise<AdminFabricDetail> {
      return detailView(await recordOf(id));
    },

    /** POST /api/admin/fabrics: a fabric with its variant, prices and collections, audited, shown in the storefront at once. */
    async create(actor: Actor, request: AdminFabricCreateRequest): Promise<AdminFabricDetail> {
      const created = await handlingTaken(request.handle, () =>
        repository.transaction(async (tx) => {
          const ids = await collectionIds(request.productType, request.collections, tx);
          if (await repository.handleTaken(request.handle, null, tx)) throw handleTaken(request.handle);
          const id = await repository.insert(
            {
              product: {
                handle: request.handle,
                productType: request.productType,
                title: request.title,
                description: request.description,
                tags: request.tags,
                attributes: request.attributes,
                saleStatus: request.saleStatus,
                saleStatusNote: request.saleStatus === 'on_sale' ? null : (request.saleStatusNote ?? null),
              },
              priceMinorSgd: request.price.sgdMinor,
              fixed: request.price.fixed,
              collectionIds: ids,
            },
            now(),
            tx,
          );
          const after = detailView(await recordOf(id, tx));
          await audit.record(actor, { action: 'fabric.create', subjectType: 'fabric', subjectId: id, before: null, after }, tx);
          return after;
        }),
      );
      forgetCaches();
      return created;
    },

    /** PATCH /api/admin/fabrics/:id: the fields sent, from the version seen (else 409 with the fabric as it is now). */
    async update(actor: Actor, id: string, request: AdminFabricUpdateRequest): Promise<AdminFabricDetail> {
      const changed = await handlingTaken(request.handle, () =>
        repository.transaction(async (tx) => {
          const before = await locked(id, request.version, tx);
          const { product } = before;
          const type = request.productType ?? product.productType;
          if (type !== product.productType && request.collections === undefined && before.collections.length > 0) {
            throw badField(
              'collections',
              `collections: choose the ${type} collections for a fabric moved to ${type}`,
              ErrorCode.invalid_input,
            );
          }
          const ids = request.collections === undefined ? null : await collectionIds(type, request.collections, tx);
          if (request.handle !== undefined && request.handle !== product.handle && (await repository.handleTaken(request.handle, id, tx)))
            throw handleTaken(request.handle);
          if (request.imageIds !== undefined) {
            const same =
              request.imageIds.length === product.imageIds.length &&
              request.imageIds.every((imageId) => product.imageIds.includes(imageId));
            if (!same || new Set(request.imageIds).size !== request.imageIds.length)
              throw badField('imageIds', FABRIC_MESSAGES.unknownImage, ErrorCode.invalid_input);
          }
          const saleStatus = request.saleStatus ?? product.saleStatus;
          const note =
            saleStatus === 'on_sale' ? null : request.saleStatusNote !== undefined ? request.saleStatusNote : product.saleStatusNote;
          if (saleStatus !== 'on_sale' && !note)
            throw badField('saleStatusNote', 'saleStatusNote: say why, in the words customers will read', ErrorCode.invalid_input);
          const after = await repository.update(
            id,
            request.version,
            {
              ...(request.productType === undefined ? {} : { productType: request.productType }),
              ...(request.title === undefined ? {} : { title: request.title }),
              ...(request.handle === undefined ? {} : { handle: request.handle }),
              ...(request.description === undefined ? {} : { description: request.description }),
              ...(request.attributes === undefined ? {} : { attributes: request.attributes }),
              ...(request.tags === undefined ? {} : { tags: request.tags }),
              ...(request.imageIds === undefined ? {} : { imageIds: request.imageIds }),
              saleStatus,
              saleStatusNote: note,
            },
            tx,
          );
          if (!after) throw new HttpError(409, ErrorCode.stale_edit, FABRIC_MESSAGES.stale, {}, { current: detailView(before) });
          if (request.title !== undefined) await repository.setVariantTitle(before.variant.id, request.title, tx);
          if (request.price !== undefined) await repository.setPrice(before.variant.id, request.price.sgdMinor, request.price.fixed, tx);
          if (ids !== null) await repository.setCollections(id, ids, tx);
          const view = detailView(await recordOf(id, tx));
          await audit.record(
            actor,
            { action: 'fabric.update', subjectType: 'fabric', subjectId: id, before: detailView(before), after: view },
            tx,
          );
          return view;
        }),
      );
      forgetCaches();
      return changed;
    },

    /**
     * POST /api/admin/fabrics/:id/images: each file made a kept JPEG (or a 400 naming the one that
     * is no picture, nothing written), added after the fabric's pictures.
     */
    async addImages(actor: Actor, id: string, files: FormFile[]): Promise<AdminFabricDetail> {
      if (files.length === 0) throw badField('images', FABRIC_MESSAGES.noImages, ErrorCode.invalid_input);
      await recordOf(id);
      const prepared = await pictures.prepare(files, {
        field: 'images',
        side: FABRIC_LIMITS.imageSide,
        thumbnailSide: FABRIC_LIMITS.thumbnailSide,
        messages: FABRIC_MESSAGES,
      });
      const changed = await pictures.store(prepared, () =>
        repository.transaction(async (tx) => {
          const row = await repository.lock(id, tx);
          if (!row) throw noFabric();
          const before = await recordOf(id, tx);
          if (row.imageIds.length + prepared.length > FABRIC_LIMITS.imagesMax)
            throw new HttpError(
              409,
              ErrorCode.too_many_files,
              FABRIC_MESSAGES.tooManyImages,
              {},
              { problems: [{ path: 'images', message: FABRIC_MESSAGES.tooManyImages }] },
            );
          await pictures.insertRows(prepared, tx);
          await repository.update(
            id,
            row.version,
            {
              imageIds: withUploads(
                row.imageIds,
                prepared.map((picture) => picture.row.id),
              ),
            },
            tx,
          );
          const after = detailView(await recordOf(id, tx));
          await audit.record(
            actor,
            {
              action: 'fabric.images_add',
              subjectType: 'fabric',
              subjectId: id,
              before: { images: detailView(before).images },
              after: { images: after.images },
            },
            tx,
          );
          return after;
        }),
      );
      forgetCaches();
      return changed;
    },

    /** DELETE /api/admin/fabrics/:id/images/:imageId: the picture leaves the fabric (an uploaded one's file goes too). */
    async removeImage(actor: Actor, id: string, imageId: string): Promise<AdminFabricDetail> {
      let gone: MediaRow[] = [];
      const changed = await repository.transaction(async (tx) => {
        const row = await repository.lock(id, tx);
        if (!row) throw noFabric();
        if (!row.imageIds.includes(imageId)) throw notFound(FABRIC_MESSAGES.imageNotFound, ErrorCode.media_not_found);
        const before = await recordOf(id, tx);
        await repository.update(id, row.version, { imageIds: row.imageIds.filter((entry) => entry !== imageId) }, tx);
        gone = await pictures.uploadedRows([imageId], tx);
        for (const picture of gone) await pictures.deleteRow(picture.id, tx);
        const after = detailView(await recordOf(id, tx));
        await audit.record(
          actor,
          {
            action: 'fabric.images_remove',
            subjectType: 'fabric',
            subjectId: id,
            before: { images: detailView(before).images },
            after: { images: after.images },
          },
          tx,
        );
        return after;
      });
      forgetCaches();
      await pictures.removeFiles(gone);
      return changed;
    },

    async setSale(actor: Actor, id: string, request: AdminFabricSaleRequest): Promise<AdminFabric> {
      const changed = await repository.transaction(async (tx) => {
        const before = await repository.lock(id, tx);
        if (!before) throw notFound('No such fabric.', ErrorCode.product_not_found);
        if (before.version !== request.version)
          throw new HttpError(409, ErrorCode.stale_edit, FABRIC_MESSAGES.stale, {}, { current: detailView(await recordOf(id, tx)) });
        const after = await repository.setSale(
          id,
          { saleStatus: request.status, saleStatusNote: request.status === 'on_sale' ? null : (request.note ?? null) },
          tx,
        );
        await audit.record(
          actor,
          {
            action: 'fabric.sale_status',
            subjectType: 'fabric',
            subjectId: id,
            before: { saleStatus: before.saleStatus, note: before.saleStatusNote },
            after: { saleStatus: after.saleStatus, note: after.saleStatusNote },
          },
          tx,
        );
        return after;
      });
      forgetCaches();
      const prices = await repository.basePrices([id]);
      return view(changed, prices.get(id) ?? 0);
    },
  };
}

export type FabricsAdminService = ReturnType<typeof createFabricsAdminService>;
