import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { shippingCountries, shippingRates, shippingSettings } from '../../db/schema.js';

export function createShippingRepository(db: Database) {
  return {
    listRates: () => db.select().from(shippingRates).orderBy(asc(shippingRates.position)),
    listCountries: () => db.select().from(shippingCountries).orderBy(asc(shippingCountries.name)),
    /** The free-shipping threshold in SGD minor units, or null when the settings row is missing. */
    async freeShippingThreshold(): Promise<number | null> {
      const [row] = await db
        .select({ minor: shippingSettings.freeShippingThresholdMinorSgd })
        .from(shippingSettings)
        .where(eq(shippingSettings.id, 'shop'))
        .limit(1);
      return row?.minor ?? null;
    },
  };
}

export type ShippingRepository = ReturnType<typeof createShippingRepository>;
