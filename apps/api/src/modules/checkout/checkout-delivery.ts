import type { Cart, DeliveryEstimate, ProductConfig, ProductType } from '@selvedge/contract';
import type { PreorderDelivery } from '../preorder/preorder.service.js';
import type { Destination } from '../shipping/shipping.service.js';

const MS_PER_DAY = 86_400_000;

const isoDay = (at: number): string => new Date(at).toISOString().slice(0, 10);

/** What the customer may owe on delivery, and the notices for the country (SPEC §9's US tariff). */
export function dutiesFor(destination: Destination): { text: string; notices: string[] } {
  const text =
    destination.code === 'SG'
      ? 'Singapore GST is included; nothing more is due on delivery.'
      : `Prices do not include ${destination.name}'s import duties and taxes. If its customs charge any, the courier collects them on delivery.`;
  const notices =
    destination.code === 'US' ? ['US deliveries from 29 August carry a 10% tariff, collected by the courier on delivery.'] : [];
  return { text, notices };
}
/**
 * When the pieces can be at the door. Made-to-order pieces: the slowest piece's lead time from
 * today plus the delivery days. Pre-order pieces: the collection's window counted from its cutoff
 * (or, without one, their lead time from the cutoff). The order's estimate covers every piece;
 * each piece keeps its own (`byReference`), so the order page can say when each one comes.
 */
export function estimateDelivery(
  cart: Cart,
  configs: Record<ProductType, ProductConfig>,
  destination: Destination | null,
  preorder: PreorderDelivery | null,
  today: number,
): { overall: DeliveryEstimate | null; byReference: Record<string, DeliveryEstimate> } {
  const days = destination?.rate.deliveryDays ?? { min: 3, max: 10 };
  /** The slowest piece's lead time, in weeks. */
  const leadWeeks = (items: Cart['items']): { minWeeks: number; maxWeeks: number } => {
    let minWeeks = 0;
    let maxWeeks = 0;
    for (const item of items) {
      const config = configs[item.productType];
      const lead = item.category === 'trial' ? (config.trialLeadTime ?? config.leadTime) : config.leadTime;
      minWeeks = Math.max(minWeeks, lead.minWeeks);
      maxWeeks = Math.max(maxWeeks, lead.maxWeeks);
    }
    return { minWeeks, maxWeeks };
  };
  const madeToOrder = cart.items.filter((item) => item.category !== 'preorder');
  const preordered = cart.items.filter((item) => item.category === 'preorder');
  const parts: DeliveryEstimate[] = [];
  const byReference: Record<string, DeliveryEstimate> = {};
  if (madeToOrder.length > 0) {
    const { minWeeks, maxWeeks } = leadWeeks(madeToOrder);
    const weeks = minWeeks === maxWeeks ? `${minWeeks}` : `${minWeeks}–${maxWeeks}`;
    const part = {
      earliest: isoDay(today + (Math.round(minWeeks * 7) + days.min) * MS_PER_DAY),
      latest: isoDay(today + (Math.round(maxWeeks * 7) + days.max) * MS_PER_DAY),
      text: `Made in ${weeks} weeks, then ${days.min}–${days.max} days' delivery`,
    };
    parts.push(part);
    for (const item of madeToOrder) byReference[item.reference] = part;
  }
  if (preordered.length > 0) {
    // Made after the pre-order closes: counted from the cutoff (from today once it has passed).
    const from = Math.max(today, preorder?.cutoff.getTime() ?? today);
    const lead = leadWeeks(preordered);
    const part = preorder?.weeks
      ? {
          earliest: isoDay(from + preorder.weeks.min * 7 * MS_PER_DAY),
          latest: isoDay(from + preorder.weeks.max * 7 * MS_PER_DAY),
          text: `Pre-order: ${preorder.text}`,
        }
      : {
          earliest: isoDay(from + (Math.round(lead.minWeeks * 7) + days.min) * MS_PER_DAY),
          latest: isoDay(from + (Math.round(lead.maxWeeks * 7) + days.max) * MS_PER_DAY),
          text: `Pre-order: made after it closes, in ${lead.minWeeks}–${lead.maxWeeks} weeks, then ${days.min}–${days.max} days' delivery`,
        };
    parts.push(part);
    for (const item of preordered) byReference[item.reference] = part;
  }
  if (parts.length === 0) return { overall: null, byReference };
  const overall =
    parts.length === 1
      ? parts[0]!
      : {
          earliest: parts
            .map((part) => part.earliest)
            .sort()
            .at(-1)!,
          latest: parts
            .map((part) => part.latest)
            .sort()
            .at(-1)!,
          text: parts.map((part) => part.text).join('; '),
        };
  return { overall, byReference };
}
