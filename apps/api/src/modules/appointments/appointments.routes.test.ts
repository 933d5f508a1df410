import { createHash } from 'node:crypto';
import {
  AppointmentBookedSchema,
  ManagedAppointmentSchema,
  PublicStudiosSchema,
  StudioSlotsSchema,
  type AppointmentBooked,
  type AppointmentSlot,
  type StudioSlots,
} from '@selvedge/contract';
import {
  AdminAppointmentsSchema,
  AdminStudioSchema,
  AuditPageSchema,
  StudioMeasurementFormSchema,
  type AdminStudio,
} from '@selvedge/contract/admin';
import { localDate } from '@selvedge/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, customerSizes, customerSizeVersions, outboxMessages } from '../../db/schema.js';
import { fixedClock } from '../../platform/clock.js';
import { readCatalogue, type CartCatalogue } from '../../test/cart-kit.js';
import { createCustomer } from '../../test/factories.js';
import { expectAccess } from '../../test/admin-access.js';
import { staffSession, TEST_OWNER } from '../../test/staff-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Monday 30 November 2026, 08:00 in Singapore: with the seeded 12 hours' notice the first slots are on Tuesday.
const clock = fixedClock(new Date('2026-11-30T00:00:00Z'));
const SG = 'Asia/Singapore';
const STUDIO = 'std_tanjongpagar';
let shop: TestApp;
let catalogue: CartCatalogue;
let owner: string;

beforeAll(async () => {
  shop = await createTestApp({ clock, config: { authRateLimitScale: 1000, admin: TEST_OWNER } });
  catalogue = await readCatalogue(shop, ['shirt']);
  owner = (await staffSession(shop)).token;
});
afterAll(async () => shop.close());

type Answer = { code?: string; error?: string; problems?: { path: string; message: string }[] };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const db = () => shop.database.handle.db;

async function slots(): Promise<StudioSlots> {
  const answer = await shop.call(`/api/appointments/studios/${STUDIO}/slots`);
  expect(answer.status, answer.raw).toBe(200);
  return StudioSlotsSchema.parse(answer.body);
}
const book = (payload: object, headers: Record<string, string> = {}) =>
  shop.call<AppointmentBooked & Answer>({ method: 'POST', url: '/api/appointments', payload, headers });
async function booked(
  slot: AppointmentSlot,
  email = `guest-${Math.random().toString(36).slice(2, 8)}@example.com`,
  fitterId?: string,
): Promise<AppointmentBooked> {
  const answer = await book({ studioId: STUDIO, start: slot.start, name: 'Sam Guest', email, ...(fitterId ? { fitterId } : {}) });
  expect(answer.status, answer.raw).toBe(201);
  return AppointmentBookedSchema.parse(answer.body);
}
const tokenOf = (created: AppointmentBooked) => new URL(created.manageUrl).pathname.split('/').at(-1) ?? '';
const mailsTo = (email: string) => db().select().from(outboxMessages).where(eq(outboxMessages.to, email));
const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = owner) =>
  shop.call<Answer>({
    method,
    url: `/api/admin${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
/** The calendar part's unfolded property `name`. */
const property = (calendar: string | null, name: string) =>
  calendar
    ?.replace(/\r\n /g, '')
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1);

describe('the studio and its free slots', () => {
  it('lists the seeded Singapore studio with its two fitters', async () => {
    const answer = await shop.call('/api/appointments/studios');
    expect(answer.status, answer.raw).toBe(200);
    const { studios } = PublicStudiosSchema.parse(answer.body);
    const studio = studios.find((each) => each.id === STUDIO);
    expect(studio?.timeZone).toBe(SG);
    expect(studio?.fitters.map((fitter) => fitter.name)).toEqual(['Wei Ming Tan', 'Priya Raman']);
  });

  it('offers weekday slots from the studio hours in Singapore time, after the notice and within the horizon', async () => {
    const { slots: free } = await slots();
    expect(free.length).toBeGreaterThan(20);
    const first = free[0]!;
    // Tuesday 1 December, 11:00 Singapore (03:00 UTC): Monday is within the 12 hours' notice.
    expect(first.start).toBe('2026-12-01T03:00:00.000Z');
    expect(first.end).toBe('2026-12-01T03:45:00.000Z');
    // Priya's own hours start at 13:00.
    expect(first.fitterIds).toEqual(['ftr_weiming']);
    expect(free.find((slot) => slot.start === '2026-12-01T05:00:00.000Z')?.fitterIds).toEqual(['ftr_weiming', 'ftr_priya']);
    const weekdays = new Set(free.map((slot) => new Date(`${localDate(new Date(slot.start), SG)}T00:00:00Z`).getUTCDay()));
    expect([...weekdays].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(free.every((slot) => new Date(slot.start).getTime() < clock.now().getTime() + 28 * 86_400_000)).toBe(true);
  });

  it('answers 404 for an unknown studio', async () => {
    const answer = await shop.call<Answer>('/api/appointments/studios/std_nothing/slots');
    expect(answer.status).toBe(404);
  });
});

describe('booking', () => {
  it('books a guest, keeps only the link token hash, e-mails an invitation and schedules two reminders', async () => {
    const before = await slots();
    const slot = before.slots.find((each) => each.fitterIds.length === 2)!;
    const email = 'Sam.Booker@Example.com';
    const created = await booked(slot, email);
    expect(created.appointment).toMatchObject({
      status: 'booked',
      start: slot.start,
      name: 'Sam Guest',
      changeable: true,
      fitter: { id: 'ftr_weiming' },
    });
    const token = tokenOf(created);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await db()
      .select()
      .from(appointments)
      .where(eq(appointments.tokenHash, sha256(token)));
    expect(row?.email).toBe('sam.booker@example.com');
    expect(JSON.stringify(row)).not.toContain(token);
    // The fitter's time is taken; the slot stays with the other fitter.
    const after = await slots();
    expect(after.slots.find((each) => each.start === slot.start)?.fitterIds).toEqual(['ftr_priya']);

    await shop.app.jobs.drain();
    const mails = await mailsTo('sam.booker@example.com');
    const confirmation = mails.find((mail) => mail.subject.includes('is booked'));
    expect(confirmation?.text).toContain(created.manageUrl);
    expect(confirmation?.text).toMatch(/Singapore/);
    expect(confirmation?.calendar).toContain('METHOD:REQUEST\r\n');
    expect(property(confirmation?.calendar ?? null, 'UID')).toBe(`${row?.id}@selvedge-appointments`);
    expect(property(confirmation?.calendar ?? null, 'SEQUENCE')).toBe('0');
    expect(property(confirmation?.calendar ?? null, 'DTSTART')).toBe(slot.start.replace(/[-:]/g, '').replace('.000', ''));
    // A reminder a day before and two hours before (the queue ran them early here; each checks the booking still stands).
    expect(mails.filter((mail) => mail.subject.startsWith('Tomorrow:'))).toHaveLength(1);
    expect(mails.filter((mail) => mail.subject.startsWith('In two hours:'))).toHaveLength(1);
    expect(mails.every((mail) => !mail.subject.startsWith('Tomorrow') || mail.calendar === null)).toBe(true);
  });

  it('takes a signed-in customer’s name and e-mail from the account', async () => {
    const customer = await createCustomer(shop, { firstName: 'Ada', lastName: 'Lovelace' });
    const slot = (await slots()).slots.at(-1)!;
    const answer = await book(
      { studioId: STUDIO, start: slot.start, name: 'Someone Else', email: 'other@example.com' },
      bearer(customer.token),
    );
    expect(answer.status, answer.raw).toBe(201);
    const [row] = await db().select().from(appointments).where(eq(appointments.customerId, customer.id));
    expect(row).toMatchObject({ name: 'Ada Lovelace', email: customer.email });
  });

  it('lets exactly one of 20 bookings of the same time through, the others get 409', async () => {
    const slot = (await slots()).slots.find((each) => each.fitterIds.length === 1 && each.start > '2026-12-02')!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        book({ studioId: STUDIO, start: slot.start, name: `Racer ${index}`, email: `racer-${index}@example.com` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    const seen = JSON.stringify(answers.map((answer) => [answer.status, answer.body.code ?? answer.body.error]));
    expect(
      statuses.filter((status) => status === 201),
      seen,
    ).toHaveLength(1);
    expect(
      statuses.filter((status) => status === 409),
      seen,
    ).toHaveLength(19);
    expect(answers.find((answer) => answer.status === 409)?.body.code).toBe('slot_taken');
    const rows = await db()
      .select()
      .from(appointments)
      .where(eq(appointments.startsAt, new Date(slot.start)));
    expect(rows).toHaveLength(1);
  });

  it('lets exactly one of 20 bookings of one chosen fitter through, where two fitters are free', async () => {
    const slot = (await slots()).slots.find((each) => each.fitterIds.length === 2 && each.start > '2026-12-03')!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        book({ studioId: STUDIO, start: slot.start, fitterId: 'ftr_priya', name: `Racer ${index}`, email: `priya-${index}@example.com` }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    // The other fitter is still free at that time.
    expect((await slots()).slots.find((each) => each.start === slot.start)?.fitterIds).toEqual(['ftr_weiming']);
  });

  it('gives each of two free fitters to one of 20 bookings that leave the choice open, the other 18 get 409', async () => {
    const slot = (await slots()).slots.find((each) => each.fitterIds.length === 2 && each.start > '2026-12-04')!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        book({ studioId: STUDIO, start: slot.start, name: `Either ${index}`, email: `either-${index}@example.com` }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(18);
    const rows = await db()
      .select()
      .from(appointments)
      .where(eq(appointments.startsAt, new Date(slot.start)));
    expect(rows.map((row) => row.fitterId).sort()).toEqual(['ftr_priya', 'ftr_weiming']);
  });

  it('the database itself refuses an overlapping booking of a fitter, its buffer included, but not a cancelled one', async () => {
    const base = {
      studioId: STUDIO,
      fitterId: 'ftr_weiming',
      customerId: null,
      name: 'Direct',
      email: 'direct@example.com',
      status: 'booked' as const,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    };
    const start = new Date('2027-01-04T03:00:00Z');
    const row = (id: string, from: Date, minutes: number, status: 'booked' | 'cancelled' = 'booked') => ({
      ...base,
      id,
      status,
      tokenHash: sha256(id),
      startsAt: from,
      endsAt: new Date(from.getTime() + 45 * 60_000),
      heldUntil: new Date(from.getTime() + minutes * 60_000),
    });
    await db()
      .insert(appointments)
      .values(row('apt_direct_1', start, 60));
    // Starts in the first one's buffer.
    await expect(
      db()
        .insert(appointments)
        .values(row('apt_direct_2', new Date(start.getTime() + 50 * 60_000), 60)),
    ).rejects.toMatchObject({ cause: { code: '23P01' } });
    await db()
      .insert(appointments)
      .values(row('apt_direct_3', new Date(start.getTime() + 50 * 60_000), 60, 'cancelled'));
    await db()
      .insert(appointments)
      .values(row('apt_direct_4', new Date(start.getTime() + 60 * 60_000), 60));
  });

  it('refuses bad bookings with a 4xx naming the problem, and stores nothing', async () => {
    const count = async () => (await db().select().from(appointments)).length;
    const before = await count();
    const slot = (await slots()).slots[5]!;
    const cases: [object, number, string][] = [
      [{ studioId: STUDIO, start: slot.start, name: 'X', email: 'not-an-email' }, 400, 'email'],
      [{ studioId: STUDIO, start: slot.start, name: '', email: 'x@example.com' }, 400, 'name'],
      [{ studioId: STUDIO, start: 'tomorrow', name: 'X', email: 'x@example.com' }, 400, 'start'],
      [{ studioId: STUDIO, start: '2026-12-01T03:10:00.000Z', name: 'X', email: 'x@example.com' }, 400, 'start'],
      // Within the minimum notice: Monday 30 November, 19:00 Singapore.
      [{ studioId: STUDIO, start: '2026-11-30T11:00:00.000Z', name: 'X', email: 'x@example.com' }, 400, 'start'],
      [{ studioId: STUDIO, start: slot.start, name: 'X', email: 'x@example.com', fitterId: 'ftr_nobody' }, 400, 'fitterId'],
      [{ studioId: STUDIO, start: slot.start, name: 'X', email: 'x@example.com', price: 0 }, 400, 'price'],
      [{ studioId: 'std_nothing', start: slot.start, name: 'X', email: 'x@example.com' }, 404, ''],
    ];
    for (const [payload, status, field] of cases) {
      const answer = await book(payload);
      expect(answer.status, `${JSON.stringify(payload)} ${answer.raw}`).toBe(status);
      if (field) expect(answer.body.error ?? '').toContain(field);
    }
    expect(await count()).toBe(before);
  });
});

describe('the customer’s link', () => {
  it('moves the booking: same UID, SEQUENCE raised, old time free again, old reminders send nothing', async () => {
    const free = (await slots()).slots.filter((each) => each.start > '2026-12-07');
    const email = 'mover@example.com';
    const created = await booked(free[0]!, email);
    const token = tokenOf(created);
    const target = free[3]!;
    const moved = await shop.call({
      method: 'POST',
      url: `/api/appointments/manage/${token}/reschedule`,
      payload: { start: target.start },
    });
    expect(moved.status, moved.raw).toBe(200);
    expect(ManagedAppointmentSchema.parse(moved.body).start).toBe(target.start);
    expect((await slots()).slots.find((each) => each.start === free[0]!.start)?.fitterIds).toContain(created.appointment.fitter.id);

    await shop.app.jobs.drain();
    const mails = await mailsTo(email);
    const first = mails.find((mail) => mail.subject.includes('is booked'));
    const second = mails.find((mail) => mail.subject.includes('has moved'));
    expect(property(second?.calendar ?? null, 'METHOD')).toBe('REQUEST');
    expect(property(second?.calendar ?? null, 'UID')).toBe(property(first?.calendar ?? null, 'UID'));
    expect(property(second?.calendar ?? null, 'SEQUENCE')).toBe('1');
    // Reminders: only those of the moved booking (sequence 1), one of each.
    expect(mails.filter((mail) => mail.subject.startsWith('Tomorrow:'))).toHaveLength(1);
    expect(mails.filter((mail) => mail.subject.startsWith('In two hours:'))).toHaveLength(1);
    expect(mails.find((mail) => mail.subject.startsWith('Tomorrow:'))?.text).toContain('link in your confirmation e-mail');
  });

  it('cancels the booking: METHOD:CANCEL with a higher SEQUENCE, no reminders, and nothing more can change', async () => {
    const slot = (await slots()).slots.find((each) => each.start > '2026-12-08')!;
    const email = 'canceller@example.com';
    const created = await booked(slot, email);
    const token = tokenOf(created);
    const cancelled = await shop.call({ method: 'POST', url: `/api/appointments/manage/${token}/cancel` });
    expect(cancelled.status, cancelled.raw).toBe(200);
    expect(ManagedAppointmentSchema.parse(cancelled.body)).toMatchObject({ status: 'cancelled', changeable: false });
    expect((await slots()).slots.find((each) => each.start === slot.start)?.fitterIds).toContain(created.appointment.fitter.id);

    await shop.app.jobs.drain();
    const mails = await mailsTo(email);
    const cancel = mails.find((mail) => mail.subject.includes('cancelled'));
    expect(property(cancel?.calendar ?? null, 'METHOD')).toBe('CANCEL');
    expect(property(cancel?.calendar ?? null, 'SEQUENCE')).toBe('1');
    expect(property(cancel?.calendar ?? null, 'STATUS')).toBe('CANCELLED');
    expect(mails.filter((mail) => mail.subject.startsWith('Tomorrow:') || mail.subject.startsWith('In two hours:'))).toHaveLength(0);

    const again = await shop.call<Answer>({ method: 'POST', url: `/api/appointments/manage/${token}/cancel` });
    expect(again.status).toBe(409);
    const move = await shop.call<Answer>({
      method: 'POST',
      url: `/api/appointments/manage/${token}/reschedule`,
      payload: { start: slot.start },
    });
    expect(move.status).toBe(409);
    expect(move.body.code).toBe('appointment_closed');
  });

  it('answers 404 for an unknown link and 400 for something that is no link at all', async () => {
    const unknown = await shop.call<Answer>(`/api/appointments/manage/${'x'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    for (const token of ['short', '..%2F..%2Fetc']) {
      const answer = await shop.call<Answer>(`/api/appointments/manage/${token}`);
      expect(answer.status, token).toBe(400);
      expect(answer.body.error).toContain('link');
    }
    expect((await shop.call({ method: 'POST', url: `/api/appointments/manage/${'y'.repeat(43)}/cancel` })).status).toBe(404);
  });
});

describe('the back office', () => {
  let studio: AdminStudio;
  beforeAll(async () => {
    const answer = await admin('GET', '/studios');
    studio = AdminStudioSchema.parse(
      (answer.body as unknown as { studios: unknown[] }).studios.find((each) => (each as { id: string }).id === STUDIO),
    );
  });

  it('closes a day: its slots go, and the change is in the audit log', async () => {
    const day = '2026-12-10';
    const before = (await slots()).slots.filter((slot) => localDate(new Date(slot.start), SG) === day);
    expect(before.length).toBeGreaterThan(0);
    const closed = await admin('POST', `/studios/${STUDIO}/closures`, { date: day, reason: 'Stocktake' });
    expect(closed.status, closed.raw).toBe(200);
    expect((await slots()).slots.filter((slot) => localDate(new Date(slot.start), SG) === day)).toHaveLength(0);
    const closing = AuditPageSchema.parse((await admin('GET', '/audit?action=studio.closure_add')).body).entries[0];
    expect(closing).toMatchObject({ subjectType: 'studio', subjectId: STUDIO, subjectName: studio.name });
    const closureId = AdminStudioSchema.parse(closed.body).closures.find((closure) => closure.date === day)!.id;
    expect((await admin('DELETE', `/studios/${STUDIO}/closures/${closureId}`)).status).toBe(200);
    expect((await slots()).slots.filter((slot) => localDate(new Date(slot.start), SG) === day).length).toBe(before.length);
  });

  it('edits weekly hours and refuses hours that make no sense, naming the entry', async () => {
    const bad = await admin('PUT', `/studios/${STUDIO}/hours`, {
      hours: [{ fitterId: null, weekday: 1, opens: '15:00', closes: '11:00' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.problems?.[0]?.path).toBe('hours.0.closes');
    const overlap = await admin('PUT', `/studios/${STUDIO}/hours`, {
      hours: [
        { fitterId: null, weekday: 1, opens: '10:00', closes: '12:00' },
        { fitterId: null, weekday: 1, opens: '11:00', closes: '13:00' },
      ],
    });
    expect(overlap.status).toBe(400);
    const stranger = await admin('PUT', `/studios/${STUDIO}/hours`, {
      hours: [{ fitterId: 'ftr_stranger', weekday: 1, opens: '10:00', closes: '12:00' }],
    });
    expect(stranger.status).toBe(400);
    const listed = (await admin('GET', '/studios')).body as unknown as { studios: AdminStudio[] };
    expect(listed.studios.find((each) => each.id === STUDIO)?.hours).toEqual(studio.hours);
    // Saturdays too, for the studio.
    const saturday = { fitterId: null, weekday: 6, opens: '10:00', closes: '14:00' };
    const saved = await admin('PUT', `/studios/${STUDIO}/hours`, { hours: [...studio.hours, saturday] });
    expect(saved.status, saved.raw).toBe(200);
    expect((await slots()).slots.some((slot) => localDate(new Date(slot.start), SG) === '2026-12-05')).toBe(true);
    expect((await admin('PUT', `/studios/${STUDIO}/hours`, { hours: studio.hours })).status).toBe(200);
  });

  it('refuses a made-up time zone and keeps the studio as it was', async () => {
    const { id: _id, fitters: _fitters, hours: _hours, closures: _closures, ...fields } = studio;
    const answer = await admin('PUT', `/studios/${STUDIO}`, { ...fields, timeZone: 'Mars/Olympus' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain('timeZone');
    const renamed = await admin('PUT', `/studios/${STUDIO}`, { ...fields, durationMinutes: 60 });
    expect(renamed.status, renamed.raw).toBe(200);
    expect((await slots()).slots[0]?.end).toBe('2026-12-01T04:00:00.000Z');
    expect((await admin('PUT', `/studios/${STUDIO}`, fields)).status).toBe(200);
  });

  it('lets owners and managers edit the studio, the workroom only read it and record measurements; customers and strangers nothing', async () => {
    const sessions = {
      owner: await staffSession(shop, 'owner'),
      manager: await staffSession(shop, 'manager'),
      workroom: await staffSession(shop, 'workroom'),
    };
    const customerToken = (await createCustomer(shop)).token;
    // Each call is refused by its body or finds nothing, so an allowed role changes nothing.
    const setup = [
      { method: 'POST', url: '/api/admin/studios', body: { name: '' }, allowed: 400 },
      { method: 'PUT', url: `/api/admin/studios/${STUDIO}`, body: {}, allowed: 400 },
      { method: 'POST', url: `/api/admin/studios/${STUDIO}/fitters`, body: { name: '' }, allowed: 400 },
      { method: 'PUT', url: `/api/admin/studios/${STUDIO}/fitters/ftr_nobody`, body: { name: 'X' }, allowed: 404 },
      { method: 'PUT', url: `/api/admin/studios/${STUDIO}/hours`, body: { hours: 'all day' }, allowed: 400 },
      { method: 'POST', url: `/api/admin/studios/${STUDIO}/closures`, body: { date: 'someday' }, allowed: 400 },
      { method: 'DELETE', url: `/api/admin/studios/${STUDIO}/closures/clo_nothing`, allowed: 404 },
    ] as const;
    for (const entry of setup) await expectAccess(shop, entry, sessions, customerToken, ['owner', 'manager']);
    const workroom = [
      { method: 'GET', url: '/api/admin/studios', allowed: 200 },
      { method: 'GET', url: '/api/admin/appointments', allowed: 200 },
      { method: 'GET', url: '/api/admin/studio-measurements/shirt', allowed: 200 },
      { method: 'POST', url: '/api/admin/appointments/apt_nothing/measurements', body: {}, allowed: 400 },
    ] as const;
    for (const entry of workroom) await expectAccess(shop, entry, sessions, customerToken, ['owner', 'manager', 'workroom']);
  });

  it('lets the workroom list appointments but not edit the studio', async () => {
    const workroom = (await staffSession(shop, 'workroom')).token;
    const list = await admin('GET', '/appointments', undefined, workroom);
    expect(list.status).toBe(200);
    expect(AdminAppointmentsSchema.parse(list.body).appointments.length).toBeGreaterThan(0);
    expect((await admin('POST', `/studios/${STUDIO}/fitters`, { name: 'New Fitter' }, workroom)).status).toBe(403);
    expect((await shop.call('/api/admin/appointments')).status).toBe(401);
  });

  it('saves the fitter’s measurements as a new version of the customer’s size (source studio); a guest has no account to keep them', async () => {
    const customer = await createCustomer(shop);
    const slot = (await slots()).slots.find((each) => each.start > '2026-12-14')!;
    expect((await book({ studioId: STUDIO, start: slot.start, name: 'X', email: 'x@example.com' }, bearer(customer.token))).status).toBe(
      201,
    );
    const listed = AdminAppointmentsSchema.parse((await admin('GET', '/appointments')).body).appointments;
    const mine = listed.find((each) => each.customerId === customer.id)!;
    const form = StudioMeasurementFormSchema.parse((await admin('GET', '/studio-measurements/shirt')).body);
    expect(form.fields.map((field) => field.key)).toEqual(
      catalogue.configs.shirt.measurements.fields.filter((field) => field.visibility.body).map((field) => field.key),
    );
    const measurements = form.fields.map((field) => ({ id: field.key, fitting_size: field.value ?? 0 }));
    const payload = { productType: 'shirt', track: 'body', basedOn: { size: null, fit: form.fits[0] }, measurements };
    const saved = await admin('POST', `/appointments/${mine.id}/measurements`, payload);
    expect(saved.status, saved.raw).toBe(200);
    expect((saved.body as { measuredSize: string }).measuredSize).toMatch(/^shirt: Studio 2026-12-\d\d \(version 1\)$/);
    const [size] = await db()
      .select()
      .from(customerSizes)
      .where(and(eq(customerSizes.customerId, customer.id), eq(customerSizes.productType, 'shirt')));
    const versions = await db().select().from(customerSizeVersions).where(eq(customerSizeVersions.sizeId, size!.id));
    expect(versions.map((version) => version.source)).toEqual(['studio']);
    // The next order starts from it: the customer's most recent shirt size.
    const account = await shop.call<{ sizeMeta: Record<string, { mostRecentSize: string | null }> }>({
      url: '/api/firebase/customers/customer?cc=SGD',
      headers: bearer(customer.token),
    });
    expect(account.body.sizeMeta.shirt?.mostRecentSize).toBe(size!.name);
    // Again: version 2 of the same size.
    const again = await admin('POST', `/appointments/${mine.id}/measurements`, { ...payload, sizeName: size!.name });
    expect((again.body as { measuredSize: string }).measuredSize).toContain('(version 2)');
    // The audit log names the booking by whom it is for.
    const logged = AuditPageSchema.parse((await admin('GET', `/audit?action=appointment.measurements&subjectId=${mine.id}`)).body)
      .entries[0];
    expect(logged).toMatchObject({ subjectType: 'appointment', subjectId: mine.id, subjectName: `the appointment of ${mine.name}` });

    const guest = listed.find((each) => each.customerId === null && each.status === 'booked')!;
    const refused = await admin('POST', `/appointments/${guest.id}/measurements`, payload);
    expect(refused.status).toBe(409);
    const wrong = await admin('POST', `/appointments/${mine.id}/measurements`, {
      ...payload,
      measurements: [{ id: 'neck', fitting_size: 900 }],
    });
    expect(wrong.status).toBe(400);
  });
});
