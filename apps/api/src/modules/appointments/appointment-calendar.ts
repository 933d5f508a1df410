/**
 * The calendar invitation sent with an appointment's e-mails (RFC 5545 iCalendar, iTIP methods of
 * RFC 5546; decision 058). One event per appointment under a UID that never changes, so a calendar
 * updates the event it has: METHOD:REQUEST with a SEQUENCE raised on every move, METHOD:CANCEL with
 * a higher one when it is cancelled. Times are written in UTC (`...Z`), which every calendar reads
 * without a VTIMEZONE block and shows in its reader's zone; the text says the studio's time.
 */

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface AppointmentEvent {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  /** When this version of the event was written (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  location: string;
  organizer: CalendarPerson;
  attendee: CalendarPerson;
}

const CRLF = '\r\n';
/** RFC 5545 §3.1: lines longer than 75 octets are folded. */
const LINE_OCTETS = 75;

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (a CN): quoted, without the quotes and control characters it may not hold. */
function parameterValue(value: string): string {
  return `"${value.replace(/["\p{Cc}]/gu, '')}"`;
}

/**
 * A content line folded at 75 octets: each continuation starts with one space (counted in its 75),
 * and a line is never cut inside a character's UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > LINE_OCTETS) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  out.push(current);
  return out.join(CRLF);
}

/** 20261201T030000Z. */
function utc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** The whole VCALENDAR object, CRLF line endings, folded. */
export function appointmentCalendar(event: AppointmentEvent): string {
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Selvedge//Studio appointments//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    `ORGANIZER;CN=${parameterValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${parameterValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${cancelled ? 'DECLINED' : 'ACCEPTED'};RSVP=FALSE:mailto:${event.attendee.email}`,
    ...(cancelled ? [] : ['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(event.summary)}`, 'TRIGGER:-PT2H', 'END:VALARM']),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
