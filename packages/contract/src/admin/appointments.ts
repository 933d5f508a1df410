import { z } from 'zod';
import { AppointmentStatusSchema } from '../appointments.js';
import { SizeBasisSchema, SizeMeasurementSchema, SizeNameSchema, SizeTrackSchema } from '../measurements.js';
import { ProductTypeSchema } from '../product-types.js';
import { requestBody, requestPart } from '../request-body.js';

/**
 * The studio in the back office (issue 31): studios with their time zone and slot rules, fitters,
 * weekly hours and closures (edited with `catalogue`), the upcoming appointments and the fitter's
 * measurements taken at one (with `orders`).
 */

export const STUDIO_MESSAGES = {
  notAnObject: 'The studio must be a JSON object with name, address, timeZone and its slot rules.',
  fitterNotAnObject: 'The fitter must be a JSON object with a name.',
  hoursNotAnObject: 'The hours must be a JSON object with a list of hours.',
  closureNotAnObject: 'The closure must be a JSON object with a date.',
  measurementsNotAnObject: 'The measurements must be a JSON object with productType, track, basedOn and measurements.',
  timeZone: 'timeZone: is not a time zone (use an IANA name such as Asia/Singapore).',
  studioNotFound: 'There is no such studio.',
  fitterNotFound: 'There is no such fitter at this studio.',
  closureNotFound: 'There is no such closure.',
  appointmentNotFound: 'There is no such appointment.',
  guestAppointment:
    'This appointment was booked as a guest: there is no account to keep the measurements in. Ask the customer to sign up, then book again.',
  cancelledAppointment: 'This appointment was cancelled.',
  time: 'a time of day as HH:MM (24-hour clock).',
  closesBeforeOpens: 'closes must be later than opens.',
  overlap: 'two openings of the same day overlap.',
} as const;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, STUDIO_MESSAGES.time);
const Id = z.string().min(1).max(40);

export const StudioRulesSchema = {
  durationMinutes: z.number({ error: 'durationMinutes: a whole number of minutes from 5 to 480.' }).int().min(5).max(480),
  bufferMinutes: z.number({ error: 'bufferMinutes: a whole number of minutes from 0 to 240.' }).int().min(0).max(240),
  minNoticeMinutes: z
    .number({ error: 'minNoticeMinutes: a whole number of minutes from 0 to 20160 (two weeks).' })
    .int()
    .min(0)
    .max(20_160),
  horizonDays: z.number({ error: 'horizonDays: a whole number of days from 1 to 365.' }).int().min(1).max(365),
};

export const StudioRequestSchema = requestBody(
  {
    name: z.string().trim().min(1, 'name: between 1 and 80 characters.').max(80, 'name: between 1 and 80 characters.'),
    address: z.string().trim().min(1, 'address: between 1 and 300 characters.').max(300, 'address: between 1 and 300 characters.'),
    timeZone: z.string().min(1, STUDIO_MESSAGES.timeZone).max(64, STUDIO_MESSAGES.timeZone),
    ...StudioRulesSchema,
    active: z.boolean().optional(),
  },
  STUDIO_MESSAGES.notAnObject,
);
export type StudioRequest = z.input<typeof StudioRequestSchema>;

export const FitterRequestSchema = requestBody(
  {
    name: z.string().trim().min(1, 'name: between 1 and 80 characters.').max(80, 'name: between 1 and 80 characters.'),
    active: z.boolean().optional(),
  },
  STUDIO_MESSAGES.fitterNotAnObject,
);
export type FitterRequest = z.input<typeof FitterRequestSchema>;

export const WeeklyHoursSchema = requestPart({
  /** Null: the studio's own hours. */
  fitterId: Id.nullable(),
  weekday: z.number().int().min(1).max(7),
  opens: time,
  closes: time,
});
export type WeeklyHoursEntry = z.infer<typeof WeeklyHoursSchema>;

export const StudioHoursRequestSchema = requestBody({ hours: z.array(WeeklyHoursSchema).max(200) }, STUDIO_MESSAGES.hoursNotAnObject);
export type StudioHoursRequest = z.input<typeof StudioHoursRequestSchema>;

export const ClosureRequestSchema = requestBody(
  {
    date: z.iso.date('date: a date such as 2026-12-24.'),
    fitterId: Id.nullable().optional(),
    reason: z.string().trim().max(120, 'reason: at most 120 characters.').optional(),
  },
  STUDIO_MESSAGES.closureNotAnObject,
);
export type ClosureRequest = z.input<typeof ClosureRequestSchema>;

export const AdminStudioSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  timeZone: z.string(),
  durationMinutes: z.number(),
  bufferMinutes: z.number(),
  minNoticeMinutes: z.number(),
  horizonDays: z.number(),
  active: z.boolean(),
  fitters: z.array(z.object({ id: z.string(), name: z.string(), active: z.boolean() })),
  hours: z.array(z.object({ fitterId: z.string().nullable(), weekday: z.number(), opens: z.string(), closes: z.string() })),
  closures: z.array(z.object({ id: z.string(), date: z.string(), fitterId: z.string().nullable(), reason: z.string() })),
});
export type AdminStudio = z.infer<typeof AdminStudioSchema>;

export const AdminStudiosSchema = z.object({ studios: z.array(AdminStudioSchema) });
export type AdminStudios = z.infer<typeof AdminStudiosSchema>;

export const AdminStudioParamsSchema = z.object({ id: Id });
export const AdminFitterParamsSchema = z.object({ id: Id, fitterId: Id });
export const AdminClosureParamsSchema = z.object({ id: Id, closureId: Id });

export const AdminAppointmentSchema = z.object({
  id: z.string(),
  status: AppointmentStatusSchema,
  start: z.string(),
  end: z.string(),
  timeZone: z.string(),
  studio: z.object({ id: z.string(), name: z.string() }),
  fitter: z.object({ id: z.string(), name: z.string() }),
  name: z.string(),
  email: z.string(),
  /** Null for a guest. */
  customerId: z.string().nullable(),
  /** The size the measurements taken here were saved to, once they were. */
  measuredSize: z.string().nullable(),
});
export type AdminAppointment = z.infer<typeof AdminAppointmentSchema>;

export const AdminAppointmentsSchema = z.object({ appointments: z.array(AdminAppointmentSchema) });
export type AdminAppointments = z.infer<typeof AdminAppointmentsSchema>;

export const AdminAppointmentParamsSchema = z.object({ id: Id });

/** The fitter's measurements, saved as a new version of the customer's size of that type (source: studio). */
export const AppointmentMeasurementsRequestSchema = requestBody(
  {
    productType: ProductTypeSchema,
    /** The customer's size to update; without one, a size named after the studio visit. */
    sizeName: SizeNameSchema.optional(),
    track: SizeTrackSchema,
    basedOn: SizeBasisSchema,
    measurements: z.array(SizeMeasurementSchema).min(1, 'measurements: at least one.').max(60),
  },
  STUDIO_MESSAGES.measurementsNotAnObject,
);
export type AppointmentMeasurementsRequest = z.input<typeof AppointmentMeasurementsRequestSchema>;

/** What the fitter fills in for one type: the fits, and every body-measurement field with its bounds and starting value (inches). */
export const StudioMeasurementFormSchema = z.object({
  productType: ProductTypeSchema,
  fits: z.array(z.string()),
  fields: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      type: z.enum(['display', 'dropdown']),
      lowerBound: z.number().nullable(),
      upperBound: z.number().nullable(),
      value: z.union([z.number(), z.string()]).nullable(),
      options: z.array(z.string()),
    }),
  ),
});
export type StudioMeasurementForm = z.infer<typeof StudioMeasurementFormSchema>;

export const StudioMeasurementFormParamsSchema = z.object({ productType: ProductTypeSchema });
