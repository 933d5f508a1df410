import { ErrorCode, mediaUrl, type ProductType } from '@selvedge/contract';
import {
  PREORDER_LIMITS,
  PREORDER_MESSAGES,
  type AdminPreorder,
  type AdminPreorderCreateRequest,
  type AdminPreorderList,
  type AdminPreorderUpdateRequest,
} from '@selvedge/contract/admin';
import type { Runner } from '../../db/transaction.js';
import type { Clock } from '../../platform/clock.js';
import { badField, HttpError, notFound } from '../../platform/errors.js';
import type { FormFile } from '../../platform/multipart-form.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { CataloguePictures, MediaRow } from '../../platform/public-pictures.js';
import type { PreorderAdminRepository, PreorderFabric, PreorderRow } from './preorder-admin.repository.js';

const noPreorder = () => notFound('No such pre-order.', ErrorCode.not_found);

/**
 * Pre-orders in the back office (issue 16): the collection's words, cutoff (never in the past
 * when set), delivery window, fabrics and menu picture. Each change is one transaction with its
 * audit entry; this process's pre-order and catalogue answers show it at once.
 */
export function createPreorderAdminService({
  repository,
  audit,
  pictures,
  forgetCaches,
  clock,
}: {
  repository: PreorderAdminRepository;
  audit: Pick<AuditService, 'record'>;
  pictures: CataloguePictures;
  forgetCaches: () => void;
  clock: Clock;
}) {
  function view(row: PreorderRow, fabrics: PreorderFabric[]): AdminPreorder {
    const now = clock.now().getTime();
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      collectionTitle: row.collectionTitle,
      collectionDescription: row.collectionDescription,
      estimatedDelivery: row.estimatedDelivery,
      deliveryWeeksMin: row.deliveryWeeksMin,
      deliveryWeeksMax: row.deliveryWeeksMax,
      startsAt: row.startsAt.toISOString(),
      cutoff: row.cutoff.toISOString(),
      ongoing: row.startsAt.getTime() <= now && now < row.cutoff.getTime(),
      navbarImage: row.navbarImageId ? mediaUrl(row.navbarImageId) : null,
      productsOrder: row.productsOrder as ProductType[],
      products: fabrics.map((fabric) => ({ ...fabric, productType: fabric.productType as ProductType })),
      version: row.version,
    };
  }

  async function viewOf(id: string, runner?: Runner): Promise<AdminPreorder> {
    const row = await repository.byId(id, runner);
    if (!row) throw noPreorder();
    return view(row, (await repository.productsOf([id], runner)).get(id) ?? []);
  }

  /** The fabrics named, in the order named, or a 400 on productIds naming the first that is none. */
  async function fabricsNamed(ids: string[], tx: Runner): Promise<PreorderFabric[]> {
    const found = new Map((await repository.fabrics(ids, tx)).map((fabric) => [fabric.id, fabric]));
    return ids.map((id) => {
      const fabric = found.get(id);
      if (!fabric) throw badField('productIds', PREORDER_MESSAGES.unknownProduct(id), ErrorCode.invalid_input);
      return fabric;
    });
  }

  /** The types in the order the storefront shows them: as given (naming every fabric's type), else the fabrics' own order. */
  function typesOrder(fabrics: PreorderFabric[], given: ProductType[] | undefined): ProductType[] {
    const types = [...new Set(fabrics.map((fabric) => fabric.productType as ProductType))];
    if (given === undefined) return types;
    const missing = types.find((type) => !given.includes(type));
    if (missing) throw badField('productsOrder', PREORDER_MESSAGES.productsOrderMissing(missing), ErrorCode.invalid_input);
    return given;
  }

  function checkTimes(startsAt: Date, cutoff: Date, cutoffChanged: boolean): void {
    if (cutoffChanged && cutoff.getTime() <= clock.now().getTime())
      throw badField('cutoff', PREORDER_MESSAGES.cutoffPast, ErrorCode.invalid_input);
    if (cutoff.getTime() <= startsAt.getTime()) throw badField('cutoff', PREORDER_MESSAGES.cutoffBeforeStart, ErrorCode.invalid_input);
  }

  function checkWeeks(min: number | null, max: number | null): void {
    if ((min === null) !== (max === null))
      throw badField(
        min === null ? 'deliveryWeeksMin' : 'deliveryWeeksMax',
        `${min === null ? 'deliveryWeeksMin' : 'deliveryWeeksMax'}: give both ends of the delivery window`,
        ErrorCode.invalid_input,
      );
    if (min !== null && max !== null && min > max)
      throw badField('deliveryWeeksMax', PREORDER_MESSAGES.weeksOrder, ErrorCode.invalid_input);
  }

  return {
    async list(): Promise<AdminPreorderList> {
      const rows = await repository.list();
      const fabrics = await repository.productsOf(rows.map((row) => row.id));
      return { preorders: rows.map((row) => view(row, fabrics.get(row.id) ?? [])) };
    },

    get(id: string): Promise<AdminPreorder> {
      return viewOf(id);
    },

    async create(actor: Actor, request: AdminPreorderCreateRequest): Promise<AdminPreorder> {
      const startsAt = request.startsAt ? new Date(request.startsAt) : clock.now();
      const cutoff = new Date(request.cutoff);
      checkTimes(startsAt, cutoff, true);
      const created = await repository.transaction(async (tx) => {
        const fabrics = await fabricsNamed(request.productIds, tx);
        const id = repository.newId();
        await repository.insert(
          {
            id,
            title: request.title,
            description: request.description,
            collectionTitle: request.collectionTitle,
            collectionDescription: request.collectionDescription,
            estimatedDelivery: request.estimatedDelivery,
            deliveryWeeksMin: request.deliveryWeeksMin,
            deliveryWeeksMax: request.deliveryWeeksMax,
            navbarImageId: null,
            productsOrder: typesOrder(fabrics, request.productsOrder),
            startsAt,
            cutoff,
          },
          tx,
        );
        await repository.setProducts(id, request.productIds, tx);
        const after = await viewOf(id, tx);
        await audit.record(actor, { action: 'preorder.create', subjectType: 'preorder', subjectId: id, before: null, after }, tx);
        return after;
      });
      forgetCaches();
      return created;
    },

    async update(actor: Actor, id: string, request: AdminPreorderUpdateRequest): Promise<AdminPreorder> {
      let gone: MediaRow[] = [];
      const changed = await repository.transaction(async (tx) => {
        const row = await repository.lock(id, tx);
        if (!row) throw noPreorder();
        const before = await viewOf(id, tx);
        if (row.version !== request.version)
          throw new HttpError(409, ErrorCode.stale_edit, PREORDER_MESSAGES.stale, {}, { current: before });
        const startsAt = request.startsAt === undefined ? row.startsAt : new Date(request.startsAt);
        const cutoff = request.cutoff === undefined ? row.cutoff : new Date(request.cutoff);
        checkTimes(startsAt, cutoff, cutoff.getTime() !== row.cutoff.getTime());
        checkWeeks(request.deliveryWeeksMin ?? row.deliveryWeeksMin, request.deliveryWeeksMax ?? row.deliveryWeeksMax);
        const fabrics =
          request.productIds === undefined
            ? before.products.map((product) => ({ ...product }))
            : await fabricsNamed(request.productIds, tx);
        const productsOrder =
          request.productIds === undefined && request.productsOrder === undefined
            ? (row.productsOrder as ProductType[])
            : typesOrder(fabrics, request.productsOrder);
        if (request.navbarImageId === null && row.navbarImageId) gone = await pictures.uploadedRows([row.navbarImageId], tx);
        const { version: _seen, productIds: _ids, productsOrder: _order, startsAt: _starts, cutoff: _cutoff, ...fields } = request;
        const after = await repository.update(id, request.version, { ...fields, startsAt, cutoff, productsOrder }, tx);
        if (!after) throw new HttpError(409, ErrorCode.stale_edit, PREORDER_MESSAGES.stale, {}, { current: before });
        if (request.productIds !== undefined) await repository.setProducts(id, request.productIds, tx);
        for (const picture of gone) await pictures.deleteRow(picture.id, tx);
        const view = await viewOf(id, tx);
        await audit.record(actor, { action: 'preorder.update', subjectType: 'preorder', subjectId: id, before, after: view }, tx);
        return view;
      });
      forgetCaches();
      await pictures.removeFiles(gone);
      return changed;
    },

    /** POST /api/admin/preorders/:id/navbar-image: the menu's picture, made a kept JPEG; the one before goes. */
    async setNavbarImage(actor: Actor, id: string, files: FormFile[]): Promise<AdminPreorder> {
      if (files.length === 0) throw badField('image', PREORDER_MESSAGES.noImage, ErrorCode.invalid_input);
      await viewOf(id);
      const prepared = await pictures.prepare(files, {
        field: 'image',
        side: PREORDER_LIMITS.imageSide,
        thumbnailSide: PREORDER_LIMITS.thumbnailSide,
        messages: PREORDER_MESSAGES,
      });
      let gone: MediaRow[] = [];
      const changed = await pictures.store(prepared, () =>
        repository.transaction(async (tx) => {
          const row = await repository.lock(id, tx);
          if (!row) throw noPreorder();
          const before = await viewOf(id, tx);
          await pictures.insertRows(prepared, tx);
          gone = row.navbarImageId ? await pictures.uploadedRows([row.navbarImageId], tx) : [];
          await repository.update(id, row.version, { navbarImageId: prepared[0]!.row.id }, tx);
          for (const picture of gone) await pictures.deleteRow(picture.id, tx);
          const after = await viewOf(id, tx);
          await audit.record(
            actor,
            {
              action: 'preorder.navbar_image',
              subjectType: 'preorder',
              subjectId: id,
              before: { navbarImage: before.navbarImage },
              after: { navbarImage: after.navbarImage },
            },
            tx,
          );
          return after;
        }),
      );
      forgetCaches();
      await pictures.removeFiles(gone);
      return changed;
    },
  };
}

export type PreorderAdminService = ReturnType<typeof createPreorderAdminService>;
