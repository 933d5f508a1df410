import { z } from 'zod';
import { requestBody } from './request-body.js';

/**
 * Studio appointments (issue 31, decision 058): the storefront lists a studio's free slots (the
 * server works them out), books one as a signed-in customer or a guest with a name and an e-mail,
 * and the customer's e-mailed link (a 256-bit token, kept only as its hash) moves or cancels it.
 * Instants travel as ISO strings in UTC; the studio's time zone travels beside them, and every
 * time is shown in the studio's clock.
 */

export const APPOINTMENT_MESSAGES = {
  notAnObject: 'The booking must be a JSON object with studioId, start, name and email.',
  rescheduleNotAnObject: 'The change must be a JSON object with start.',
  studioNotFound: 'There is no such studio.',
  fitterNotFound: 'fitterId: there is no such fitter at this studio.',
  slotUnavailable: 'start: this time is not one of the studio’s free slots. Pick another.',
  slotTaken: 'Someone has just booked this time. Pick another.',
  notFound: 'This appointment link is not valid. Use the link in your latest e-mail.',
  cancelled: 'This appointment was cancelled. Book a new one.',
  past: 'This appointment has already taken place.',
  nameInvalid: 'name: between 1 and 80 characters.',
  emailInvalid: 'email: is not a valid e-mail address.',
  startInvalid: 'start: an ISO date and time such as 2026-12-01T03:00:00.000Z.',
} as const;

/** A manage link's token: 32 random bytes, base64url. */
export const APPOINTMENT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The storefront's page for booking, and for one appointment by its link. */
export const APPOINTMENTS_PATH = '/appointments';
export const appointmentManagePath = (token: string): string => `/appointments/manage/${token}`;

const IdSchema = z.string().min(1).max(40);
const StartSchema = z.iso.datetime({ offset: true, error: APPOINTMENT_MESSAGES.startInvalid });

export const AppointmentFitterSchema = z.object({ id: z.string(), name: z.string() });

export const PublicStudioSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  timeZone: z.string(),
  durationMinutes: z.number().int(),
  fitters: z.array(AppointmentFitterSchema),
});
export type PublicStudio = z.infer<typeof PublicStudioSchema>;

export const PublicStudiosSchema = z.object({ studios: z.array(PublicStudioSchema) });
export type PublicStudios = z.infer<typeof PublicStudiosSchema>;

export const StudioParamsSchema = z.object({ studioId: IdSchema });

export const AppointmentSlotSchema = z.object({ start: z.string(), end: z.string(), fitterIds: z.array(z.string()) });
export type AppointmentSlot = z.infer<typeof AppointmentSlotSchema>;

export const StudioSlotsSchema = z.object({ studio: PublicStudioSchema, slots: z.array(AppointmentSlotSchema) });
export type StudioSlots = z.infer<typeof StudioSlotsSchema>;

export const BookAppointmentRequestSchema = requestBody(
  {
    studioId: IdSchema,
    start: StartSchema,
    /** A chosen fitter, or null (or left out) for whoever is free. */
    fitterId: IdSchema.nullable().optional(),
    name: z
      .string({ error: APPOINTMENT_MESSAGES.nameInvalid })
      .trim()
      .min(1, APPOINTMENT_MESSAGES.nameInvalid)
      .max(80, APPOINTMENT_MESSAGES.nameInvalid),
    email: z.email(APPOINTMENT_MESSAGES.emailInvalid).max(254, APPOINTMENT_MESSAGES.emailInvalid),
  },
  APPOINTMENT_MESSAGES.notAnObject,
);
export type BookAppointmentRequest = z.input<typeof BookAppointmentRequestSchema>;

export const RescheduleAppointmentRequestSchema = requestBody(
  { start: StartSchema, fitterId: IdSchema.nullable().optional() },
  APPOINTMENT_MESSAGES.rescheduleNotAnObject,
);
export type RescheduleAppointmentRequest = z.input<typeof RescheduleAppointmentRequestSchema>;

export const AppointmentTokenParamsSchema = z.object({ token: z.string().regex(APPOINTMENT_TOKEN_PATTERN, APPOINTMENT_MESSAGES.notFound) });

export const APPOINTMENT_STATUSES = ['booked', 'cancelled'] as const;
export const AppointmentStatusSchema = z.enum(APPOINTMENT_STATUSES);
export type AppointmentStatus = z.infer<typeof AppointmentStatusSchema>;

/** An appointment as its link shows it. */
export const ManagedAppointmentSchema = z.object({
  status: AppointmentStatusSchema,
  start: z.string(),
  end: z.string(),
  name: z.string(),
  studio: PublicStudioSchema.extend({ fitters: z.array(AppointmentFitterSchema) }),
  fitter: AppointmentFitterSchema,
  /** Whether it may still be moved or cancelled (booked, and not begun). */
  changeable: z.boolean(),
});
export type ManagedAppointment = z.infer<typeof ManagedAppointmentSchema>;

export const AppointmentBookedSchema = z.object({
  appointment: ManagedAppointmentSchema,
  /** The link that moves or cancels it (also in the confirmation e-mail). */
  manageUrl: z.string(),
});
export type AppointmentBooked = z.infer<typeof AppointmentBookedSchema>;
