import { ErrorCode, mediaUrl, type ProductType } from '@selvedge/contract';
import type { AdminFabric, AdminFabricList, AdminFabricListQuery, AdminFabricSaleRequest } from '@selvedge/contract/admin';
import { toMoney } from '@selvedge/domain';
import { HttpError, notFound } from '../../platform/errors.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { FabricsAdminRepository, ProductRow } from './fabrics-admin.repository.js';

/**
 * Fabrics in the back office (issue 16): found, and taken off sale (out of stock, or withdrawn)
 * with the reason carts show customers as 'Fabric Unavailable', or put back. Each change is
 * audited; this process forgets its catalogue answers at once, others within their minute.
 */
export function createFabricsAdminService({
  repository,
  audit,
  forgetCaches,
}: {
  repository: FabricsAdminRepository;
  audit: Pick<AuditService, 'record'>;
  forgetCaches: () => void;
}) {
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

    async setSale(actor: Actor, id: string, request: AdminFabricSaleRequest): Promise<AdminFabric> {
      const changed = await repository.transaction(async (tx) => {
        const before = await repository.lock(id, tx);
        if (!before) throw notFound('No such fabric.', ErrorCode.product_not_found);
        if (before.version !== request.version) throw new HttpError(409, ErrorCode.stale_edit, 'Someone else changed this fabric first. Reload it and make your change again.');
        const after = await repository.setSale(id, { saleStatus: request.status, saleStatusNote: request.status === 'on_sale' ? null : (request.note ?? null) }, tx);
        await audit.record(
          actor,
          { action: 'fabric.sale_status', subjectType: 'fabric', subjectId: id, before: { saleStatus: before.saleStatus, note: before.saleStatusNote }, after: { saleStatus: after.saleStatus, note: after.saleStatusNote } },
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
