import { PREORDER_CAPSULE } from '../fabrics/index.js';
import type { SeedPreorder } from '../seed-types.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The running pre-order, selling the fabrics tagged Preorder (the Autunno capsule): opened 3 days
 * before the seed date and closing 21 days after it, so a freshly seeded shop shows a live countdown.
 */
export function seedPreorder(now: Date): SeedPreorder {
  return {
    title: `${PREORDER_CAPSULE.name}: pre-order now open`,
    description:
      'Flannels, tweeds and brushed cottons from two family mills in northern Italy, cut for cooler travel and the first cold mornings. ' +
      'Pre-order prices until the countdown ends.',
    collectionTitle: PREORDER_CAPSULE.title,
    collectionDescription: `${PREORDER_CAPSULE.description} Everything is made after the pre-order closes, in a single planned run in our workroom.`,
    estimatedDelivery: 'Made after the pre-order closes; delivered 8-10 weeks from cutoff',
    deliveryWeeks: { min: 8, max: 10 },
    navbarImageId: null,
    productsOrder: ['jackets', 'trousers', 'shirt'],
    startsAt: new Date(now.getTime() - 3 * DAY_MS),
    cutoff: new Date(now.getTime() + 21 * DAY_MS),
  };
}
