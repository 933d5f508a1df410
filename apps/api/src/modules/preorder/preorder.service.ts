import { mediaUrl, type PreorderResponse, type ProductType } from '@selvedge/contract';
import type { Clock } from '../../platform/clock.js';
import type { PreorderRepository } from './preorder.repository.js';

export function createPreorderService({ repository, clock }: { repository: PreorderRepository; clock: Clock }) {
  return {
    async current(): Promise<PreorderResponse> {
      const row = await repository.latest();
      if (!row) return { preorder: null };
      const now = clock.now().getTime();
      return {
        preorder: {
          ongoing: row.startsAt.getTime() <= now && now < row.cutoff.getTime(),
          title: row.title,
          description: row.description,
          cutoff: row.cutoff.toISOString(),
          navbarImage: row.navbarImageId ? mediaUrl(row.navbarImageId) : null,
          productsOrder: row.productsOrder as ProductType[],
          collectionTitle: row.collectionTitle,
          collectionDescription: row.collectionDescription,
          estimatedDelivery: row.estimatedDelivery,
        },
      };
    },
  };
}

export type PreorderService = ReturnType<typeof createPreorderService>;
