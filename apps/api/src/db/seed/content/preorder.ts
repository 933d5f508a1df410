import type { SeedPreorder } from '../seed-types.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The running pre-order: opened 3 days before the seed date and closing 21 days after it,
 * so a freshly seeded shop always shows a live countdown.
 */
export function seedPreorder(now: Date): SeedPreorder {
  return {
    title: 'The Autumn Mill Edit',
    description:
      'Flannels, tweeds and brushed cottons from three family mills, cut for cooler travel and the first cold mornings. ' +
      'Pre-order prices until the countdown ends.',
    collectionTitle: 'The Autumn Mill Edit',
    collectionDescription:
      'A short run of autumn cloth bought in one order: grey and brown wool flannels from Yorkshire, a soft Donegal tweed for jackets, ' +
      'and brushed Oxford and flannel shirtings from Italy. Everything is made after the pre-order closes, in a single planned run ' +
      'in our workroom, and priced below our regular range.',
    estimatedDelivery: 'Made after the pre-order closes; delivered 8-10 weeks from cutoff',
    navbarImageId: null,
    productsOrder: ['jackets', 'trousers', 'shirt'],
    startsAt: new Date(now.getTime() - 3 * DAY_MS),
    cutoff: new Date(now.getTime() + 21 * DAY_MS),
  };
}
