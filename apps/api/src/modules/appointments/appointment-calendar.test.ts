import { describe, expect, it } from 'vitest';
import { appointmentCalendar, escapeText, foldLine, type AppointmentEvent } from './appointment-calendar.js';

const event: AppointmentEvent = {
  method: 'REQUEST',
  uid: 'apt_abc@selvedge-appointments',
  sequence: 0,
  start: new Date('2026-12-01T03:00:00Z'),
  end: new Date('2026-12-01T03:45:00Z'),
  stamp: new Date('2026-11-30T00:00:00.123Z'),
  summary: 'Selvedge fitting at Selvedge Studio Tanjong Pagar',
  description:
    'Your fitting is booked for Tuesday, 1 December 2026 at 11:00 (Singapore Standard Time) with Wei Ming Tan.\nWe are at 38 Duxton Road, #02-01; Singapore 089496.',
  location: '38 Duxton Road, #02-01, Singapore 089496',
  organizer: { name: 'Selvedge', email: 'hello@selvedge.example' },
  attendee: { name: 'Sam "The Client" Guest', email: 'sam@example.com' },
};

/** The content lines with folding undone (RFC 5545 §3.1). */
const unfolded = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('the calendar invitation', () => {
  it('is one VEVENT in a VCALENDAR with the method, a stable UID, the sequence and UTC times', () => {
    const text = appointmentCalendar(event);
    const lines = unfolded(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain('UID:apt_abc@selvedge-appointments');
    expect(lines).toContain('SEQUENCE:0');
    expect(lines).toContain('DTSTART:20261201T030000Z');
    expect(lines).toContain('DTEND:20261201T034500Z');
    expect(lines).toContain('DTSTAMP:20261130T000000Z');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.at(-1)).toBe('');
  });

  it('ends every line with CRLF and never a bare LF', () => {
    const text = appointmentCalendar(event);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('folds lines at 75 octets, continuing with a space, never inside a character', () => {
    const text = appointmentCalendar({ ...event, description: `${'Ünïcödé fitting notes — '.repeat(12)}end` });
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const description = unfolded(text).find((line) => line.startsWith('DESCRIPTION:'));
    expect(description).toBe(`DESCRIPTION:${'Ünïcödé fitting notes — '.repeat(12)}end`);
    const folded = foldLine(`X:${'é'.repeat(60)}`);
    expect(folded.split('\r\n').every((line) => Buffer.from(line, 'utf8').toString('utf8') === line)).toBe(true);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((line) => line.startsWith(' ')),
    ).toBe(true);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('escapes text: backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    const lines = unfolded(appointmentCalendar(event));
    expect(lines).toContain('LOCATION:38 Duxton Road\\, #02-01\\, Singapore 089496');
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain(
      'Wei Ming Tan.\\nWe are at 38 Duxton Road\\, #02-01\\; Singapore',
    );
  });

  it('names organizer and attendee by mailto with a quoted common name, without the quotes a name may hold', () => {
    const lines = unfolded(appointmentCalendar(event));
    expect(lines).toContain('ORGANIZER;CN="Selvedge":mailto:hello@selvedge.example');
    expect(lines.find((line) => line.startsWith('ATTENDEE;'))).toBe(
      'ATTENDEE;CN="Sam The Client Guest";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:sam@example.com',
    );
  });

  it('cancels with METHOD:CANCEL, STATUS:CANCELLED and the sequence it is given, without an alarm', () => {
    const lines = unfolded(appointmentCalendar({ ...event, method: 'CANCEL', sequence: 2 }));
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('UID:apt_abc@selvedge-appointments');
    expect(lines).not.toContain('BEGIN:VALARM');
  });
});
