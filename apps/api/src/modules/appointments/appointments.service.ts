import { createHash, randomBytes } from 'node:crypto';
import {
  APPOINTMENT_MESSAGES,
  appointmentManagePath,
  ErrorCode,
  type AppointmentBooked,
  type BookAppointmentRequest,
  type ManagedAppointment,
  type PublicStudio,
  type PublicStudios,
  type RescheduleAppointmentRequest,
  type StudioSlots,
} from '@selvedge/contract';
import { freeSlots, heldTime, type FreeSlot } from '@selvedge/domain';
import { isExclusionViolation } from '../../db/database-errors.js';
import type { Runner } from '../../db/transaction.js';
import type { Clock } from '../../platform/clock.js';
import { badField, HttpError, notFound } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs.js';
import type { Mailer } from '../../platform/mailer.js';
import type { CalendarPerson } from './appointment-calendar.js';
import { appointmentEmail, type AppointmentMailKind } from './appointments.emails.js';
import { appointmentReminderJob, REMINDER_HOURS } from './appointments.jobs.js';
import type { AppointmentRow, AppointmentsRepository, StudioSetup } from './appointments.repository.js';

const HOUR_MS = 3_600_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

const slotTaken = () => new HttpError(409, ErrorCode.slot_taken, APPOINTMENT_MESSAGES.slotTaken);
const slotUnavailable = () => badField('start', APPOINTMENT_MESSAGES.slotUnavailable, ErrorCode.slot_unavailable);
const linkNotFound = () => notFound(APPOINTMENT_MESSAGES.notFound);

/** The organizer of the invitations: the shop's sender (`Selvedge <hello@selvedge.example>`). */
function organizerOf(mailFrom: string): CalendarPerson {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  return match ? { name: match[1]?.trim() || 'Selvedge', email: match[2] ?? mailFrom } : { name: 'Selvedge', email: mailFrom.trim() };
}

/** The slots of a studio set-up: each active fitter in their own weekly hours, or the studio's when they have none. */
function slotsOf(setup: StudioSetup, held: readonly AppointmentRow[], now: Date): FreeSlot[] {
  const studioHours = setup.hours.filter((entry) => entry.fitterId === null);
  const fitters = setup.fitters
    .filter((fitter) => fitter.active)
    .map((fitter) => {
      const own = setup.hours.filter((entry) => entry.fitterId === fitter.id);
      return { id: fitter.id, hours: own.length > 0 ? own : studioHours };
    });
  return freeSlots({
    now,
    timeZone: setup.studio.timeZone,
    rules: setup.studio,
    fitters,
    closures: setup.closures.map((closure) => ({ date: closure.date, fitterId: closure.fitterId })),
    held: held.map((booking) => ({ fitterId: booking.fitterId, start: booking.startsAt, end: booking.heldUntil })),
  });
}

function publicStudio(setup: StudioSetup): PublicStudio {
  const { studio } = setup;
  return {
    id: studio.id,
    name: studio.name,
    address: studio.address,
    timeZone: studio.timeZone,
    durationMinutes: studio.durationMinutes,
    fitters: setup.fitters.filter((fitter) => fitter.active).map((fitter) => ({ id: fitter.id, name: fitter.name })),
  };
}

interface Dependencies {
  repository: AppointmentsRepository;
  mailer: Pick<Mailer, 'send'>;
  jobs: Pick<JobQueue, 'enqueue'>;
  clock: Clock;
  publicUrl: string;
  /** The shop's sender, the invitations' organizer. */
  mailFrom: string;
}

/**
 * Booking studio appointments (issue 31, decision 058): the free slots worked out from the studio's
 * data, a booking that the database's exclusion constraint keeps from ever overlapping another of
 * its fitter, and the customer's link to move or cancel it. Every change sends its e-mail with a
 * calendar invitation and (re)schedules the reminders in the same transaction.
 */
export function createAppointmentsService({ repository, mailer, jobs, clock, publicUrl, mailFrom }: Dependencies) {
  const organizer = organizerOf(mailFrom);
  const manageUrl = (token: string) => new URL(appointmentManagePath(token), publicUrl).toString();

  async function activeStudio(id: string): Promise<StudioSetup> {
    const setup = await repository.studio(id);
    if (!setup || !setup.studio.active) throw notFound(APPOINTMENT_MESSAGES.studioNotFound);
    return setup;
  }

  /**
   * The fitters who may take `start` at the studio now, the chosen one alone when one was chosen;
   * a time that is a slot of the studio's but taken is a 409, a time that is none a 400.
   */
  async function candidatesFor(
    setup: StudioSetup,
    start: Date,
    fitterId: string | null | undefined,
    movingId: string | null,
  ): Promise<string[]> {
    if (fitterId && !setup.fitters.some((fitter) => fitter.id === fitterId && fitter.active)) {
      throw badField('fitterId', APPOINTMENT_MESSAGES.fitterNotFound, ErrorCode.invalid_input);
    }
    const now = clock.now();
    const held = (await repository.heldSince(setup.studio.id, now)).filter((booking) => booking.id !== movingId);
    const slot = slotsOf(setup, held, now).find((each) => each.start.getTime() === start.getTime());
    if (!slot) {
      const scheduled = slotsOf(setup, [], now).find((each) => each.start.getTime() === start.getTime());
      if (scheduled && (!fitterId || scheduled.fitterIds.includes(fitterId))) throw slotTaken();
      throw slotUnavailable();
    }
    if (!fitterId) return slot.fitterIds;
    if (!slot.fitterIds.includes(fitterId)) throw slotTaken();
    return [fitterId];
  }

  /**
   * Runs `write` for each candidate fitter in turn, each in a transaction of its own, until one is
   * not refused by the exclusion constraint (someone else took that fitter's time meanwhile).
   */
  async function firstFree<T>(candidates: readonly string[], write: (fitterId: string, tx: Runner) => Promise<T>): Promise<T> {
    for (const fitterId of candidates) {
      try {
        return await repository.transaction((tx) => write(fitterId, tx));
      } catch (error) {
        if (!isExclusionViolation(error)) throw error;
      }
    }
    throw slotTaken();
  }

  /** The e-mail of `kind` for a booking, with its calendar invitation (the booking's UID and sequence). */
  function messageFor(kind: AppointmentMailKind, row: AppointmentRow, setup: StudioSetup, link: string | null) {
    return appointmentEmail(kind, {
      to: row.email,
      name: row.name,
      uid: `${row.id}@selvedge-appointments`,
      sequence: row.sequence,
      start: row.startsAt,
      end: row.endsAt,
      stamp: clock.now(),
      studio: setup.studio,
      fitter: setup.fitters.find((each) => each.id === row.fitterId)?.name ?? 'our fitter',
      manageUrl: link,
      organizer,
    });
  }

  async function mailAndRemind(
    kind: AppointmentMailKind,
    row: AppointmentRow,
    setup: StudioSetup,
    token: string | null,
    tx: Runner,
  ): Promise<void> {
    const message = messageFor(kind, row, setup, token ? manageUrl(token) : null);
    await mailer.send(message, { within: tx, dedupeKey: `appointment:${row.id}:${row.sequence}:${kind}` });
    if (row.status !== 'booked') return;
    const now = clock.now().getTime();
    for (const hours of REMINDER_HOURS) {
      const delayMs = row.startsAt.getTime() - hours * HOUR_MS - now;
      if (delayMs <= 0) continue;
      await jobs.enqueue(
        appointmentReminderJob,
        { appointmentId: row.id, sequence: row.sequence, hours },
        { within: tx, delaySeconds: Math.ceil(delayMs / 1000), dedupeKey: `${row.id}:${row.sequence}:${hours}` },
      );
    }
  }

  async function managed(row: AppointmentRow, setup?: StudioSetup): Promise<ManagedAppointment> {
    const studio = setup ?? (await repository.studio(row.studioId));
    if (!studio) throw linkNotFound();
    const fitter = studio.fitters.find((each) => each.id === row.fitterId);
    return {
      status: row.status,
      start: row.startsAt.toISOString(),
      end: row.endsAt.toISOString(),
      name: row.name,
      studio: publicStudio(studio),
      fitter: { id: row.fitterId, name: fitter?.name ?? '' },
      changeable: row.status === 'booked' && clock.now() < row.startsAt,
    };
  }

  async function byToken(token: string): Promise<AppointmentRow> {
    const row = await repository.appointmentByToken(sha256(token));
    if (!row) throw linkNotFound();
    return row;
  }

  function refuseUnchangeable(row: AppointmentRow): void {
    if (row.status === 'cancelled') throw new HttpError(409, ErrorCode.appointment_closed, APPOINTMENT_MESSAGES.cancelled);
    if (clock.now() >= row.startsAt) throw new HttpError(409, ErrorCode.appointment_closed, APPOINTMENT_MESSAGES.past);
  }

  return {
    async studios(): Promise<PublicStudios> {
      return { studios: (await repository.studios(true)).map(publicStudio) };
    },

    async slots(studioId: string): Promise<StudioSlots> {
      const setup = await activeStudio(studioId);
      const now = clock.now();
      const slots = slotsOf(setup, await repository.heldSince(studioId, now), now);
      return {
        studio: publicStudio(setup),
        slots: slots.map((slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString(), fitterIds: slot.fitterIds })),
      };
    },

    /** POST /api/appointments: a signed-in customer's booking is theirs (their account's name and e-mail); a guest's is the name and e-mail given. */
    async book(request: BookAppointmentRequest, customerId: string | null): Promise<AppointmentBooked> {
      const setup = await activeStudio(request.studioId);
      const start = new Date(request.start);
      const candidates = await candidatesFor(setup, start, request.fitterId, null);
      const account = customerId ? await repository.customer(customerId) : null;
      const name = account ? `${account.firstName} ${account.lastName}`.trim() || request.name.trim() : request.name.trim();
      const email = (account?.email ?? request.email).trim().toLowerCase();
      const token = randomBytes(32).toString('base64url');
      const { end, heldUntil } = heldTime(start, setup.studio);
      const id = newId('apt');
      const row = await firstFree(candidates, async (fitterId, tx) => {
        const at = clock.now();
        const fields = {
          id,
          studioId: setup.studio.id,
          fitterId,
          customerId: account ? customerId : null,
          name,
          email,
          startsAt: start,
          endsAt: end,
          heldUntil,
          status: 'booked' as const,
          sequence: 0,
          tokenHash: sha256(token),
          createdAt: at,
          updatedAt: at,
        };
        await repository.insertAppointment(fields, tx);
        const inserted: AppointmentRow = { ...fields, during: '', measuredSize: null, measuredAt: null, cancelledAt: null };
        await mailAndRemind('booked', inserted, setup, token, tx);
        return inserted;
      });
      return { appointment: await managed(row, setup), manageUrl: manageUrl(token) };
    },

    async manage(token: string): Promise<ManagedAppointment> {
      return managed(await byToken(token));
    },

    /** Moves the booking to another free slot of its studio: a new SEQUENCE, a new invitation, new reminders (the old ones find the sequence changed). */
    async reschedule(token: string, request: RescheduleAppointmentRequest): Promise<ManagedAppointment> {
      const row = await byToken(token);
      refuseUnchangeable(row);
      const setup = await repository.studio(row.studioId);
      if (!setup) throw linkNotFound();
      const start = new Date(request.start);
      const candidates = await candidatesFor(setup, start, request.fitterId, row.id);
      const { end, heldUntil } = heldTime(start, setup.studio);
      const moved = await firstFree(candidates, async (fitterId, tx) => {
        const current = await repository.appointment(row.id, tx);
        // Cancelled or moved by another press meanwhile: this one changes nothing.
        if (!current || current.status !== 'booked' || current.sequence !== row.sequence)
          throw new HttpError(409, ErrorCode.appointment_closed, APPOINTMENT_MESSAGES.cancelled);
        const updated = await repository.updateAppointment(
          row.id,
          { fitterId, startsAt: start, endsAt: end, heldUntil, sequence: row.sequence + 1, updatedAt: clock.now() },
          tx,
        );
        if (!updated) throw linkNotFound();
        await mailAndRemind('moved', updated, setup, token, tx);
        return updated;
      });
      return managed(moved, setup);
    },

    /** Cancels the booking: its time is free again at once, the calendar is told (METHOD:CANCEL), the reminders end without an e-mail. */
    async cancel(token: string): Promise<ManagedAppointment> {
      const row = await byToken(token);
      refuseUnchangeable(row);
      const setup = await repository.studio(row.studioId);
      if (!setup) throw linkNotFound();
      const cancelled = await repository.transaction(async (tx) => {
        const at = clock.now();
        const updated = await repository.updateAppointment(
          row.id,
          { status: 'cancelled', sequence: row.sequence + 1, cancelledAt: at, updatedAt: at },
          tx,
        );
        if (!updated) throw linkNotFound();
        await mailAndRemind('cancelled', updated, setup, null, tx);
        return updated;
      });
      return managed(cancelled, setup);
    },

    /** The reminder job: e-mails the customer if the booking is still booked, at the time it was made for, and still ahead. */
    async remind({ appointmentId, sequence, hours }: { appointmentId: string; sequence: number; hours: 24 | 2 }): Promise<boolean> {
      const row = await repository.appointment(appointmentId);
      if (!row || row.status !== 'booked' || row.sequence !== sequence || clock.now() >= row.startsAt) return false;
      const setup = await repository.studio(row.studioId);
      if (!setup) return false;
      const kind = hours === 24 ? 'reminder-24h' : 'reminder-2h';
      // Only the token's hash is kept: the reminder points to the confirmation e-mail's link.
      const message = messageFor(kind, row, setup, null);
      return mailer.send(message, { dedupeKey: `appointment:${row.id}:${row.sequence}:${kind}` });
    },
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
