import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@selvedge/contract';
import {
  STUDIO_MESSAGES,
  type AdminAppointment,
  type AdminAppointments,
  type AdminStudio,
  type AdminStudios,
  type AppointmentMeasurementsRequest,
  type ClosureRequest,
  type FitterRequest,
  type StudioHoursRequest,
  type StudioMeasurementForm,
  type StudioRequest,
} from '@selvedge/contract/admin';
import type { ProductType } from '@selvedge/contract';
import { isTimeZone, localDate, minutesOfDay } from '@selvedge/domain';
import type { Runner } from '../../db/transaction.js';
import type { Clock } from '../../platform/clock.js';
import { badField, HttpError, invalidInput, notFound } from '../../platform/errors.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { MeasurementsService } from '../measurements/measurements.service.js';
import type { AppointmentRow, AppointmentsRepository, StudioSetup } from './appointments.repository.js';

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;
const DAY_MS = 86_400_000;
/** How far back and ahead the back office's list reaches: today's earlier appointments (to measure at) and the next weeks. */
const LIST_BACK_MS = 12 * 3_600_000;
const LIST_AHEAD_MS = 120 * DAY_MS;

function adminStudio(setup: StudioSetup): AdminStudio {
  const { studio } = setup;
  return {
    id: studio.id,
    name: studio.name,
    address: studio.address,
    timeZone: studio.timeZone,
    durationMinutes: studio.durationMinutes,
    bufferMinutes: studio.bufferMinutes,
    minNoticeMinutes: studio.minNoticeMinutes,
    horizonDays: studio.horizonDays,
    active: studio.active,
    fitters: setup.fitters.map((fitter) => ({ id: fitter.id, name: fitter.name, active: fitter.active })),
    hours: setup.hours.map((entry) => ({ fitterId: entry.fitterId, weekday: entry.weekday, opens: entry.opens, closes: entry.closes })),
    closures: setup.closures.map((closure) => ({ id: closure.id, date: closure.date, fitterId: closure.fitterId, reason: closure.reason })),
  };
}

interface Dependencies {
  repository: AppointmentsRepository;
  measurements: Pick<MeasurementsService, 'saveVersionWithin'>;
  catalogue: Pick<CatalogueService, 'measurementsConfig'>;
  audit: Pick<AuditService, 'record'>;
  clock: Clock;
}

/**
 * The studio in the back office: its set-up (studios, fitters, weekly hours, closures), each change
 * audited in its own transaction, and the appointments, where the fitter's measurements become a
 * new version of the customer's size (through the measurements module, source `studio`).
 */
export function createAppointmentsAdminService({ repository, measurements, catalogue, audit, clock }: Dependencies) {
  async function setupOf(id: string, tx?: Runner): Promise<StudioSetup> {
    const setup = await repository.studio(id, tx);
    if (!setup) throw notFound(STUDIO_MESSAGES.studioNotFound);
    return setup;
  }

  function checkedTimeZone(timeZone: string): string {
    if (!isTimeZone(timeZone)) throw badField('timeZone', STUDIO_MESSAGES.timeZone, ErrorCode.invalid_input);
    return timeZone;
  }

  /** One audited change of a studio's set-up; answers the studio after it. */
  async function change(
    actor: Actor,
    studioId: string,
    action: string,
    work: (setup: StudioSetup, tx: Runner) => Promise<unknown>,
  ): Promise<AdminStudio> {
    return repository.transaction(async (tx) => {
      const before = await setupOf(studioId, tx);
      const after = (await work(before, tx)) ?? null;
      await audit.record(actor, { action, subjectType: 'studio', subjectId: studioId, before: null, after }, tx);
      return adminStudio(await setupOf(studioId, tx));
    });
  }

  async function adminAppointments(rows: readonly AppointmentRow[]): Promise<AdminAppointment[]> {
    const fitters = new Map((await repository.fittersByIds([...new Set(rows.map((row) => row.fitterId))])).map((row) => [row.id, row]));
    const studios = new Map((await repository.studiosByIds([...new Set(rows.map((row) => row.studioId))])).map((row) => [row.id, row]));
    return rows.map((row) => ({
      id: row.id,
      status: row.status,
      start: row.startsAt.toISOString(),
      end: row.endsAt.toISOString(),
      timeZone: studios.get(row.studioId)?.timeZone ?? 'UTC',
      studio: { id: row.studioId, name: studios.get(row.studioId)?.name ?? '' },
      fitter: { id: row.fitterId, name: fitters.get(row.fitterId)?.name ?? '' },
      name: row.name,
      email: row.email,
      customerId: row.customerId,
      measuredSize: row.measuredSize,
    }));
  }

  return {
    async list(): Promise<AdminStudios> {
      return { studios: (await repository.studios(false)).map(adminStudio) };
    },

    async create(actor: Actor, request: StudioRequest): Promise<AdminStudio> {
      const timeZone = checkedTimeZone(request.timeZone);
      const id = newId('std');
      const at = clock.now();
      await repository.transaction(async (tx) => {
        const { active, ...fields } = request;
        await repository.insertStudio({ id, ...fields, timeZone, active: active ?? true, createdAt: at, updatedAt: at }, tx);
        await audit.record(
          actor,
          { action: 'studio.create', subjectType: 'studio', subjectId: id, before: null, after: { ...fields, timeZone } },
          tx,
        );
      });
      return adminStudio(await setupOf(id));
    },

    async update(actor: Actor, id: string, request: StudioRequest): Promise<AdminStudio> {
      const timeZone = checkedTimeZone(request.timeZone);
      return change(actor, id, 'studio.update', async (before, tx) => {
        const { active, ...fields } = request;
        await repository.updateStudio(id, { ...fields, timeZone, active: active ?? before.studio.active, updatedAt: clock.now() }, tx);
        return { ...fields, timeZone, active: active ?? before.studio.active };
      });
    },

    async addFitter(actor: Actor, studioId: string, request: FitterRequest): Promise<AdminStudio> {
      return change(actor, studioId, 'studio.fitter_add', async (_setup, tx) => {
        const id = newId('ftr');
        await repository.insertFitter({ id, studioId, name: request.name, active: request.active ?? true, createdAt: clock.now() }, tx);
        return { fitter: id, name: request.name };
      });
    },

    async updateFitter(actor: Actor, studioId: string, fitterId: string, request: FitterRequest): Promise<AdminStudio> {
      return change(actor, studioId, 'studio.fitter_update', async (_setup, tx) => {
        const fields = { name: request.name, ...(request.active === undefined ? {} : { active: request.active }) };
        if (!(await repository.updateFitter(studioId, fitterId, fields, tx))) throw notFound(STUDIO_MESSAGES.fitterNotFound);
        return { fitter: fitterId, ...fields };
      });
    },

    /** Replaces the studio's weekly hours (its own and every fitter's) with `request.hours`. */
    async replaceHours(actor: Actor, studioId: string, request: StudioHoursRequest): Promise<AdminStudio> {
      return change(actor, studioId, 'studio.hours', async (setup, tx) => {
        const fitterIds = new Set(setup.fitters.map((fitter) => fitter.id));
        const problems: { path: string; message: string }[] = [];
        request.hours.forEach((entry, index) => {
          if (entry.fitterId !== null && !fitterIds.has(entry.fitterId))
            problems.push({ path: `hours.${index}.fitterId`, message: `hours.${index}.fitterId: ${STUDIO_MESSAGES.fitterNotFound}` });
          if (minutesOfDay(entry.closes) <= minutesOfDay(entry.opens))
            problems.push({ path: `hours.${index}.closes`, message: `hours.${index}.closes: ${STUDIO_MESSAGES.closesBeforeOpens}` });
          const clash = request.hours.findIndex(
            (other, otherIndex) =>
              otherIndex < index &&
              other.fitterId === entry.fitterId &&
              other.weekday === entry.weekday &&
              minutesOfDay(other.opens) < minutesOfDay(entry.closes) &&
              minutesOfDay(entry.opens) < minutesOfDay(other.closes),
          );
          if (clash >= 0) problems.push({ path: `hours.${index}`, message: `hours.${index}: ${STUDIO_MESSAGES.overlap}` });
        });
        if (problems.length > 0) throw invalidInput(problems[0]!.message, problems);
        await repository.replaceHours(
          studioId,
          request.hours.map((entry) => ({ fitterId: entry.fitterId, weekday: entry.weekday, opens: entry.opens, closes: entry.closes })),
          tx,
        );
        return { hours: request.hours };
      });
    },

    async addClosure(actor: Actor, studioId: string, request: ClosureRequest): Promise<AdminStudio> {
      return change(actor, studioId, 'studio.closure_add', async (setup, tx) => {
        const fitterId = request.fitterId ?? null;
        if (fitterId !== null && !setup.fitters.some((fitter) => fitter.id === fitterId))
          throw badField('fitterId', `fitterId: ${STUDIO_MESSAGES.fitterNotFound}`, ErrorCode.invalid_input);
        const id = newId('clo');
        await repository.insertClosure({ id, studioId, fitterId, date: request.date, reason: request.reason ?? '' }, tx);
        return { closure: id, date: request.date, fitterId, reason: request.reason ?? '' };
      });
    },

    async removeClosure(actor: Actor, studioId: string, closureId: string): Promise<AdminStudio> {
      return change(actor, studioId, 'studio.closure_remove', async (_setup, tx) => {
        const removed = await repository.deleteClosure(studioId, closureId, tx);
        if (!removed) throw notFound(STUDIO_MESSAGES.closureNotFound);
        return { closure: closureId, date: removed.date, removed: true };
      });
    },

    /** The body-measurement fields of a type, as the fitter fills them in at the studio. */
    async measurementForm(productType: ProductType): Promise<StudioMeasurementForm> {
      const config = await catalogue.measurementsConfig(productType);
      return {
        productType,
        fits: config.fits,
        fields: config.fields
          .filter((field) => field.visibility.body)
          .map((field) => ({
            key: field.key,
            label: field.label,
            type: field.type,
            lowerBound: field.lower_bound,
            upperBound: field.upper_bound,
            value: field.type === 'dropdown' ? (field.default ?? field.options[0] ?? null) : field.value,
            options: field.options,
          })),
      };
    },

    /** Today's and the coming appointments, soonest first (cancelled ones too, marked). */
    async upcoming(): Promise<AdminAppointments> {
      const now = clock.now().getTime();
      const rows = await repository.appointmentsBetween(new Date(now - LIST_BACK_MS), new Date(now + LIST_AHEAD_MS), 500);
      return { appointments: await adminAppointments(rows) };
    },

    /**
     * The fitter's measurements at an appointment: a new version of the customer's size of that type
     * (source `studio`), which their next order starts from. A guest's appointment has no account to keep them.
     */
    async recordMeasurements(actor: Actor, id: string, request: AppointmentMeasurementsRequest): Promise<AdminAppointment> {
      const row = await repository.appointment(id);
      if (!row) throw notFound(STUDIO_MESSAGES.appointmentNotFound);
      if (row.status === 'cancelled') throw new HttpError(409, ErrorCode.appointment_closed, STUDIO_MESSAGES.cancelledAppointment);
      const customerId = row.customerId;
      if (!customerId) throw new HttpError(409, ErrorCode.appointment_closed, STUDIO_MESSAGES.guestAppointment);
      const studio = (await repository.studiosByIds([row.studioId]))[0];
      const config = await catalogue.measurementsConfig(request.productType);
      const updated = await repository.transaction(async (tx) => {
        const saved = await measurements.saveVersionWithin(
          customerId,
          request.productType,
          {
            sizeName: request.sizeName ?? null,
            fallbackName: `Studio ${localDate(row.startsAt, studio?.timeZone ?? 'UTC')}`,
            track: request.track,
            basedOn: request.basedOn,
            measurements: request.measurements,
            source: 'studio',
            note: `appointment ${row.id}`,
          },
          config,
          tx,
        );
        if (!saved)
          throw new HttpError(
            409,
            ErrorCode.too_many_sizes,
            'The customer has no room for another size of this type: choose one of their sizes to update.',
          );
        const measuredSize = `${request.productType}: ${saved.name} (version ${saved.version})`;
        const next = await repository.updateAppointment(row.id, { measuredSize, measuredAt: clock.now(), updatedAt: clock.now() }, tx);
        await audit.record(
          actor,
          {
            action: 'appointment.measurements',
            subjectType: 'appointment',
            subjectId: row.id,
            before: null,
            after: { size: measuredSize, customer: customerId },
          },
          tx,
        );
        return next ?? row;
      });
      return (await adminAppointments([updated]))[0]!;
    },
  };
}

export type AppointmentsAdminService = ReturnType<typeof createAppointmentsAdminService>;
