import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { shippingCountries, shippingRates, shippingSettings } from '../../db/schema.js';
import { transaction, type Runner } from '../../db/transaction.js';

export type ShippingRateRow = typeof shippingRates.$inferSelect;
export type ShippingCountryRow = typeof shippingCountries.$inferSelect;
export type ShippingSettingsRow = typeof shippingSettings.$inferSelect;

/** The shipping rows the back office edits: rates, countries and the one settings row. */
export function createShippingAdminRepository(db: Database) {
  return {
    transaction: transaction(db),

    async all(): Promise<{
      rates: ShippingRateRow[];
      countries: ShippingCountryRow[];
      settings: ShippingSettingsRow | null;
      countryCounts: Map<string, number>;
    }> {
      const [rates, countries, [settings], counted] = await Promise.all([
        db.select().from(shippingRates).orderBy(asc(shippingRates.position)),
        db.select().from(shippingCountries).orderBy(asc(shippingCountries.name)),
        db.select().from(shippingSettings).where(eq(shippingSettings.id, 'shop')).limit(1),
        db.select({ rateId: shippingCountries.rateId, n: count() }).from(shippingCountries).groupBy(shippingCountries.rateId),
      ]);
      return { rates, countries, settings: settings ?? null, countryCounts: new Map(counted.map((row) => [row.rateId, row.n])) };
    },

    async countriesAt(rateId: string, tx: Runner): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(shippingCountries).where(eq(shippingCountries.rateId, rateId));
      return row?.n ?? 0;
    },

    async rateExists(id: string, tx: Runner): Promise<boolean> {
      const [row] = await tx.select({ id: shippingRates.id }).from(shippingRates).where(eq(shippingRates.id, id)).limit(1);
      return row !== undefined;
    },

    async lockRate(id: string, tx: Runner): Promise<ShippingRateRow | null> {
      const [row] = await tx.select().from(shippingRates).where(eq(shippingRates.id, id)).limit(1).for('update');
      return row ?? null;
    },

    async updateRate(
      id: string,
      fields: Partial<Pick<ShippingRateRow, 'name' | 'priceMinorSgd' | 'deliveryDaysMin' | 'deliveryDaysMax'>>,
      tx: Runner,
    ): Promise<ShippingRateRow> {
      const [row] = await tx
        .update(shippingRates)
        .set({ ...fields, version: sql`${shippingRates.version} + 1` })
        .where(eq(shippingRates.id, id))
        .returning();
      return row!;
    },

    async lockSettings(tx: Runner): Promise<ShippingSettingsRow | null> {
      const [row] = await tx.select().from(shippingSettings).where(eq(shippingSettings.id, 'shop')).limit(1).for('update');
      return row ?? null;
    },

    async updateSettings(
      fields: Pick<ShippingSettingsRow, 'freeShippingThresholdMinorSgd' | 'updatedAt'>,
      tx: Runner,
    ): Promise<ShippingSettingsRow> {
      const [row] = await tx
        .update(shippingSettings)
        .set({ ...fields, version: sql`${shippingSettings.version} + 1` })
        .where(eq(shippingSettings.id, 'shop'))
        .returning();
      return row!;
    },

    async lockCountry(code: string, tx: Runner): Promise<ShippingCountryRow | null> {
      const [row] = await tx.select().from(shippingCountries).where(eq(shippingCountries.code, code)).limit(1).for('update');
      return row ?? null;
    },

    /** The new country, or null when the shop already delivers there. */
    async insertCountry(row: Omit<ShippingCountryRow, 'version'>, tx: Runner): Promise<ShippingCountryRow | null> {
      const [inserted] = await tx.insert(shippingCountries).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },

    async updateCountry(
      code: string,
      fields: Partial<Omit<ShippingCountryRow, 'code' | 'version'>>,
      tx: Runner,
    ): Promise<ShippingCountryRow> {
      const [row] = await tx
        .update(shippingCountries)
        .set({ ...fields, version: sql`${shippingCountries.version} + 1` })
        .where(eq(shippingCountries.code, code))
        .returning();
      return row!;
    },

    async deleteCountry(code: string, tx: Runner): Promise<void> {
      await tx.delete(shippingCountries).where(eq(shippingCountries.code, code));
    },
  };
}

export type ShippingAdminRepository = ReturnType<typeof createShippingAdminRepository>;
