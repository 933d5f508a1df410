import { asc } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { shippingCountries, shippingRates } from '../../db/schema.js';

export function createShippingRepository(db: Database) {
  return {
    listRates: () => db.select().from(shippingRates).orderBy(asc(shippingRates.position)),
    listCountries: () => db.select().from(shippingCountries).orderBy(asc(shippingCountries.name)),
  };
}

export type ShippingRepository = ReturnType<typeof createShippingRepository>;
