import { and, asc, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { appointments, customers, fitters, studioClosures, studioHours, studios } from '../../db/schema.js';
import { transaction, type Runner } from '../../db/transaction.js';

export type StudioRow = typeof studios.$inferSelect;
export type FitterRow = typeof fitters.$inferSelect;
export type ClosureRow = typeof studioClosures.$inferSelect;
export type AppointmentRow = typeof appointments.$inferSelect;
type NewAppointment = Omit<typeof appointments.$inferInsert, 'during'>;

/** A studio with everything that decides its slots. */
export interface StudioSetup {
  studio: StudioRow;
  fitters: FitterRow[];
  hours: (typeof studioHours.$inferSelect)[];
  closures: ClosureRow[];
}

export function createAppointmentsRepository(db: Database) {
  async function setupOf(studio: StudioRow, runner: Runner): Promise<StudioSetup> {
    const [fitterRows, hours, closures] = [
      await runner.select().from(fitters).where(eq(fitters.studioId, studio.id)).orderBy(asc(fitters.createdAt), asc(fitters.id)),
      await runner
        .select()
        .from(studioHours)
        .where(eq(studioHours.studioId, studio.id))
        .orderBy(asc(studioHours.weekday), asc(studioHours.opens)),
      await runner.select().from(studioClosures).where(eq(studioClosures.studioId, studio.id)).orderBy(asc(studioClosures.date)),
    ];
    return { studio, fitters: fitterRows, hours, closures };
  }

  return {
    transaction: transaction(db),

    async studios(onlyActive: boolean): Promise<StudioSetup[]> {
      const rows = await db
        .select()
        .from(studios)
        .where(onlyActive ? eq(studios.active, true) : undefined)
        .orderBy(asc(studios.createdAt), asc(studios.id));
      const out: StudioSetup[] = [];
      for (const row of rows) out.push(await setupOf(row, db));
      return out;
    },

    async studio(id: string, runner: Runner = db): Promise<StudioSetup | null> {
      const [row] = await runner.select().from(studios).where(eq(studios.id, id));
      return row ? setupOf(row, runner) : null;
    },

    /** Live bookings of a studio's fitters whose held time ends after `from`. */
    async heldSince(studioId: string, from: Date, runner: Runner = db): Promise<AppointmentRow[]> {
      return runner
        .select()
        .from(appointments)
        .where(and(eq(appointments.studioId, studioId), ne(appointments.status, 'cancelled'), gt(appointments.heldUntil, from)));
    },

    async insertStudio(row: typeof studios.$inferInsert, tx: Runner): Promise<void> {
      await tx.insert(studios).values(row);
    },

    async updateStudio(id: string, fields: Partial<typeof studios.$inferInsert>, tx: Runner): Promise<void> {
      await tx.update(studios).set(fields).where(eq(studios.id, id));
    },

    async insertFitter(row: typeof fitters.$inferInsert, tx: Runner): Promise<void> {
      await tx.insert(fitters).values(row);
    },

    async updateFitter(
      studioId: string,
      fitterId: string,
      fields: Partial<Pick<FitterRow, 'name' | 'active'>>,
      tx: Runner,
    ): Promise<boolean> {
      const changed = await tx
        .update(fitters)
        .set(fields)
        .where(and(eq(fitters.id, fitterId), eq(fitters.studioId, studioId)))
        .returning({ id: fitters.id });
      return changed.length > 0;
    },

    async replaceHours(studioId: string, hours: Omit<typeof studioHours.$inferInsert, 'id' | 'studioId'>[], tx: Runner): Promise<void> {
      await tx.delete(studioHours).where(eq(studioHours.studioId, studioId));
      if (hours.length > 0) await tx.insert(studioHours).values(hours.map((entry) => ({ ...entry, studioId })));
    },

    async insertClosure(row: typeof studioClosures.$inferInsert, tx: Runner): Promise<void> {
      await tx.insert(studioClosures).values(row);
    },

    async deleteClosure(studioId: string, closureId: string, tx: Runner): Promise<ClosureRow | null> {
      const [row] = await tx
        .delete(studioClosures)
        .where(and(eq(studioClosures.id, closureId), eq(studioClosures.studioId, studioId)))
        .returning();
      return row ?? null;
    },

    /** One statement: the exclusion constraint refuses it when the fitter's time is taken. */
    async insertAppointment(row: NewAppointment, runner: Runner = db): Promise<void> {
      await runner.insert(appointments).values(row);
    },

    async updateAppointment(id: string, fields: Partial<NewAppointment>, runner: Runner = db): Promise<AppointmentRow | null> {
      const [row] = await runner.update(appointments).set(fields).where(eq(appointments.id, id)).returning();
      return row ?? null;
    },

    async appointmentByToken(tokenHash: string): Promise<AppointmentRow | null> {
      const [row] = await db.select().from(appointments).where(eq(appointments.tokenHash, tokenHash));
      return row ?? null;
    },

    async appointment(id: string, runner: Runner = db): Promise<AppointmentRow | null> {
      const [row] = await runner.select().from(appointments).where(eq(appointments.id, id));
      return row ?? null;
    },

    /** Appointments ending after `from` and starting before `until`, soonest first, cancelled ones too. */
    async appointmentsBetween(from: Date, until: Date, limit: number): Promise<AppointmentRow[]> {
      return db
        .select()
        .from(appointments)
        .where(and(gt(appointments.endsAt, from), lt(appointments.startsAt, until)))
        .orderBy(asc(appointments.startsAt), asc(appointments.id))
        .limit(limit);
    },

    async fittersByIds(ids: readonly string[]): Promise<FitterRow[]> {
      return ids.length === 0
        ? []
        : db
            .select()
            .from(fitters)
            .where(inArray(fitters.id, [...ids]));
    },

    async studiosByIds(ids: readonly string[]): Promise<StudioRow[]> {
      return ids.length === 0
        ? []
        : db
            .select()
            .from(studios)
            .where(inArray(studios.id, [...ids]));
    },

    /** A customer's name and e-mail, for a signed-in booking. */
    async customer(id: string): Promise<{ email: string; firstName: string; lastName: string } | null> {
      const [row] = await db
        .select({ email: customers.email, firstName: customers.firstName, lastName: customers.lastName })
        .from(customers)
        .where(eq(customers.id, id));
      return row ?? null;
    },
  };
}

export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>;
