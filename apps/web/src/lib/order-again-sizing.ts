import { OrderAgainSchema, type ProductType } from '@selvedge/contract';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

/**
 * The size a piece of a past order was made to, kept in this browser while the customer orders it
 * again (issue 30): the sizing step of the same product type starts from it. Checked when read, so a
 * doctored entry is ignored. It lives in lib because the order page writes it and the sizing step reads it.
 */
const OrderAgainSizingSchema = OrderAgainSchema.pick({ productType: true, sizing: true });
export type OrderAgainSizing = ReturnType<typeof OrderAgainSizingSchema.parse>;

export function keepOrderAgainSizing(sizing: OrderAgainSizing): void {
  writeStorage(STORAGE_KEYS.orderAgain, JSON.stringify(sizing));
}

/** The kept size of a piece of `type` ordered again, or null. */
export function orderAgainSizing(type: ProductType): OrderAgainSizing['sizing'] | null {
  const text = readStorage(STORAGE_KEYS.orderAgain);
  if (!text) return null;
  try {
    const parsed = OrderAgainSizingSchema.safeParse(JSON.parse(text));
    return parsed.success && parsed.data.productType === type ? parsed.data.sizing : null;
  } catch {
    return null;
  }
}
