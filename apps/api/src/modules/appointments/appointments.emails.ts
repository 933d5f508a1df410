import { slotLabel } from '@selvedge/domain';
import { escapeHtml } from '../../platform/escape-html.js';
import type { MailMessage } from '../../platform/mailer.js';
import { appointmentCalendar, type CalendarPerson } from './appointment-calendar.js';

/** What every appointment e-mail says about the appointment. */
export interface AppointmentMailFacts {
  to: string;
  name: string;
  /** The calendar event's UID: the same for every e-mail of one appointment. */
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  stamp: Date;
  studio: { name: string; address: string; timeZone: string };
  fitter: string;
  /** The customer's link to move or cancel it; null where it is not known (only its hash is kept): the confirmation e-mail has it. */
  manageUrl: string | null;
  organizer: CalendarPerson;
}

export type AppointmentMailKind = 'booked' | 'moved' | 'cancelled' | 'reminder-24h' | 'reminder-2h';

function when(facts: AppointmentMailFacts): string {
  const label = slotLabel(facts.start, facts.studio.timeZone);
  return `${label.day} at ${label.time} (${label.zone})`;
}

const SUBJECTS: Record<AppointmentMailKind, (facts: AppointmentMailFacts) => string> = {
  booked: (facts) => `Your fitting at ${facts.studio.name} is booked: ${when(facts)}`,
  moved: (facts) => `Your fitting at ${facts.studio.name} has moved: ${when(facts)}`,
  cancelled: (facts) => `Your fitting at ${facts.studio.name} is cancelled`,
  'reminder-24h': (facts) => `Tomorrow: your fitting at ${facts.studio.name}, ${when(facts)}`,
  'reminder-2h': (facts) => `In two hours: your fitting at ${facts.studio.name}`,
};

function sentences(kind: AppointmentMailKind, facts: AppointmentMailFacts): string[] {
  const at = `${when(facts)} with ${facts.fitter}`;
  switch (kind) {
    case 'booked':
      return [
        `Your fitting is booked for ${at}.`,
        `We are at ${facts.studio.address}. The appointment is free and there is nothing to buy on the day.`,
      ];
    case 'moved':
      return [`Your fitting has moved. It is now ${at}.`, `We are at ${facts.studio.address}.`];
    case 'cancelled':
      return [`Your fitting of ${at} is cancelled. We hope to see you another time: you can book again on our website.`];
    case 'reminder-24h':
    case 'reminder-2h':
      return [`A reminder of your fitting ${at}.`, `We are at ${facts.studio.address}.`];
  }
}

/**
 * An appointment e-mail in plain sentences, with the calendar invitation: a request (the event as it
 * now is) for a booking or a move, a cancel for a cancellation; reminders carry none (the calendar
 * already has the event).
 */
export function appointmentEmail(kind: AppointmentMailKind, facts: AppointmentMailFacts): MailMessage {
  const lines = sentences(kind, facts);
  const manage =
    kind === 'cancelled'
      ? null
      : facts.manageUrl
        ? `To move or cancel it: ${facts.manageUrl}`
        : 'To move or cancel it, use the link in your confirmation e-mail.';
  const text = [`Dear ${facts.name},`, ...lines, ...(manage ? [manage] : []), 'Selvedge, Singapore'].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:Georgia,serif;color:#1f1b16;line-height:1.5">
<p>Dear ${escapeHtml(facts.name)},</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${facts.manageUrl && manage ? `<p><a href="${escapeHtml(facts.manageUrl)}">Move or cancel your appointment</a></p>` : manage ? `<p>${escapeHtml(manage)}</p>` : ''}
<p>Selvedge, Singapore</p>
</body></html>`;
  const invitation = kind === 'booked' || kind === 'moved' || kind === 'cancelled';
  const method = kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const calendar = invitation
    ? ({
        method,
        content: appointmentCalendar({
          method,
          uid: facts.uid,
          sequence: facts.sequence,
          start: facts.start,
          end: facts.end,
          stamp: facts.stamp,
          summary: `Selvedge fitting at ${facts.studio.name}`,
          description: `${lines.join('\n')}${manage ? `\n${manage}` : ''}`,
          location: facts.studio.address,
          organizer: facts.organizer,
          attendee: { name: facts.name, email: facts.to },
        }),
      } as const)
    : undefined;
  return { to: facts.to, subject: SUBJECTS[kind](facts), text: `${text}\n`, html, ...(calendar ? { calendar } : {}) };
}
