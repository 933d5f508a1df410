import { mediaUrl, type PreorderResponse, type ProductType } from '@selvedge/contract';
import type { Clock } from '../../platform/clock.js';
import type { PreorderRepository } from './preorder.repository.js';

/** When a pre-order's pieces arrive: counted from its cutoff, in weeks (null: each type's own lead time from the cutoff). */
export interface PreorderDelivery {
  cutoff: Date;
  weeks: { min: number; max: number } | null;
  /** The collection's own words ("delivered 8-10 weeks from cutoff"). */
  text: string;
}

export function createPreorderService({ repository, clock }: { repository: PreorderRepository; clock: Clock }) {
  return {
    /** The delivery of the latest pre-order's pieces (the running one, or the one that closed last), or null when there is none. */
    async delivery(): Promise<PreorderDelivery | null> {
      const row = await repository.latest();
      if (!row) return null;
      const weeks =
        row.deliveryWeeksMin !== null && row.deliveryWeeksMax !== null ? { min: row.deliveryWeeksMin, max: row.deliveryWeeksMax } : null;
      return { cutoff: row.cutoff, weeks, text: row.estimatedDelivery };
    },

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
