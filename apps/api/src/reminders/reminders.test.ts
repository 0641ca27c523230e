import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOptOuts, notifications } from '@autospa/db';
import { buildAdmin, buildBooking, buildUser, setBusinessSettings } from '@autospa/db/testing';
import { localParts, todayIn, zonedInstant } from '../lib/zoned-time.js';
import { ZONE, allowManyUpcoming, bookableCatalog, dayAhead } from '../modules/bookings/test-fixtures.js';
import { bearer, setupTestApp, signIn, type TestContext } from '../test/harness.js';
import { planMissingReminders, reminderJob, replanAllJob, replanReminders } from './schedule.js';
import { reminderClock } from './test-helpers.js';

let t: TestContext;
let clock: ReturnType<typeof reminderClock>;
let catalog: Awaited<ReturnType<typeof bookableCatalog>>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await setupTestApp();
  // Only the tests run reminders (flush), at the fake clock's times.
  await t.app.jobs.stopWorker(reminderJob);
  clock = reminderClock(t);
  await allowManyUpcoming(t.db);
  catalog = await bookableCatalog(t.db);
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const at = (date: string, hhmm: string) => zonedInstant(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), ZONE);

async function customerBooking(date: string, time: string, o: Parameters<typeof buildUser>[1] = {}) {
  const customer = await buildUser(t.db, o);
  const auth = bearer(await signIn(t.app, customer));
  const res = await t.app.inject({ method: 'POST', url: '/tor/create-booking', payload: catalog.body({ date, time }), headers: auth });
  expect(res.statusCode, res.body).toBe(201);
  const booking = res.json<{ booking: { _id: string; startsAt: string } }>().booking;
  return { customer, auth, id: booking._id, startsAt: new Date(booking.startsAt) };
}

describe('reminders of a booking', () => {
  it('sends exactly one reminder per offset, by email and SMS, at 24 h and 2 h before the start', async () => {
    const date = dayAhead(4);
    const b = await customerBooking(date, '2:00 PM');
    expect(await clock.jobsOf(b.id)).toEqual([
      { at: at(addDay(date, -1), '14:00').toISOString(), offsetHours: 24, parts: ['email', 'text'] },
      { at: at(date, '12:00').toISOString(), offsetHours: 2, parts: ['email', 'text'] },
    ]);
    await clock.runDueAt(new Date(b.startsAt.getTime() - 24 * HOUR));
    expect(await clock.remindersTo(b.customer.email)).toHaveLength(1);
    expect(clock.textsTo(b.customer.phone!)).toHaveLength(1);
    await clock.runDueAt(new Date(b.startsAt.getTime() - 24 * HOUR));
    await clock.runDueAt(new Date(b.startsAt.getTime() - 2 * HOUR));
    expect(await clock.remindersTo(b.customer.email)).toHaveLength(2);
    expect(clock.textsTo(b.customer.phone!)).toHaveLength(2);
    expect(await clock.logOf(b.id)).toEqual([
      { channel: 'email', status: 'sent', template: 'reminder' },
      { channel: 'sms', status: 'sent', template: 'reminder' },
      { channel: 'email', status: 'sent', template: 'reminder' },
      { channel: 'sms', status: 'sent', template: 'reminder' },
    ]);
    expect(await clock.jobsOf(b.id)).toEqual([]);
  });

  it('moves the reminders with a reschedule: the old times send nothing, the new ones send', async () => {
    const b = await customerBooking(dayAhead(4), '3:00 PM');
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/tor/reschedule-booking?id=${b.id}`,
      payload: { date: dayAhead(6), time: '11:00 AM' },
      headers: b.auth,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const newStart = at(dayAhead(6), '11:00');
    expect((await clock.jobsOf(b.id)).map((j) => j.at)).toEqual([
      new Date(newStart.getTime() - 24 * HOUR).toISOString(),
      new Date(newStart.getTime() - 2 * HOUR).toISOString(),
    ]);
    await clock.runDueAt(new Date(b.startsAt.getTime() - 2 * HOUR));
    expect(await clock.logOf(b.id)).toEqual([]);
    await clock.runDueAt(new Date(newStart.getTime() - 2 * HOUR));
    expect(await clock.remindersTo(b.customer.email)).toHaveLength(2);
    expect((await clock.remindersTo(b.customer.email))[0]!.body).toContain('11:00 AM IST');
  });

  it('plans the reminders of a guest booking and sends them by email and SMS to what the guest gave', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/tor/create-guest-booking',
      payload: {
        name: 'Asha Guest',
        phone: '9811122233',
        email: 'asha.reminders@example.test',
        serviceName: catalog.service.serviceName,
        categoryName: catalog.category.name,
        subName: catalog.sub.subName,
        date: dayAhead(4),
        time: '12:30 PM',
        carNo: 'KA01 MX 4321',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { _id: id, startsAt } = res.json<{ booking: { _id: string; startsAt: string } }>().booking;
    expect((await clock.jobsOf(id)).map((j) => j.offsetHours)).toEqual([24, 2]);
    await clock.runDueAt(new Date(new Date(startsAt).getTime() - 24 * HOUR));
    expect(await clock.remindersTo('asha.reminders@example.test')).toHaveLength(1);
    expect(clock.textsTo('9811122233')).toHaveLength(1);
  });

  it('moves the reminders when the Admin gives the booking another time', async () => {
    const b = await customerBooking(dayAhead(4), '1:00 PM');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/tor/update-booking?id=${b.id}`,
      payload: { date: dayAhead(4), time: '17:00' },
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const start = at(dayAhead(4), '17:00');
    expect((await clock.jobsOf(b.id)).map((j) => j.at)).toEqual([
      new Date(start.getTime() - 24 * HOUR).toISOString(),
      new Date(start.getTime() - 2 * HOUR).toISOString(),
    ]);
  });

  it('keeps one job per booking: the first reminder carries the next and queues it when it runs, once', async () => {
    const date = dayAhead(4);
    const b = await customerBooking(date, '1:00 PM');
    const pending = async () =>
      (
        await t.pool.query<{ offset: number; next: number }>(
          `select (data->>'offsetHours')::int as offset, coalesce(jsonb_array_length(data->'next'), 0)::int as next
           from pgboss.job where name = 'reminder' and state in ('created', 'retry') and data->>'bookingId' = $1`,
          [b.id],
        )
      ).rows;
    expect(await pending()).toEqual([{ offset: 24, next: 1 }]);
    const first = {
      bookingId: b.id,
      offsetHours: 24,
      startsAt: b.startsAt.toISOString(),
      parts: ['email', 'text'] as ('email' | 'text')[],
      next: [{ offsetHours: 2, at: at(date, '11:00').toISOString(), parts: ['email', 'text'] as ('email' | 'text')[] }],
    };
    await clock.runDueAt(at(addDay(date, -1), '13:00'));
    expect(await pending()).toEqual([{ offset: 2, next: 0 }]);
    // The same job again (a retry after a crash): no second 2-hour job, no second reminder.
    await clock.runJob(first);
    expect(await pending()).toEqual([{ offset: 2, next: 0 }]);
    expect(await clock.remindersTo(b.customer.email)).toHaveLength(1);
    // A job of an earlier start (the booking moved) queues nothing after it.
    await clock.runJob({ ...first, bookingId: b.id, startsAt: new Date(b.startsAt.getTime() - HOUR).toISOString() });
    expect(await pending()).toEqual([{ offset: 2, next: 0 }]);
  });

  it('sends nothing for a job planned for an earlier start (a stale one)', async () => {
    const b = await customerBooking(dayAhead(4), '4:00 PM');
    await clock.runJob({
      bookingId: b.id,
      offsetHours: 24,
      startsAt: new Date(b.startsAt.getTime() - HOUR).toISOString(),
      parts: ['email', 'text'],
    });
    expect(await clock.logOf(b.id)).toEqual([]);
  });

  it('removes the reminders of a cancelled booking', async () => {
    const b = await customerBooking(dayAhead(5), '10:00 AM');
    expect(await clock.jobsOf(b.id)).toHaveLength(2);
    const res = await t.app.inject({ method: 'PUT', url: `/tor/cancel-booking?id=${b.id}`, headers: b.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(await clock.jobsOf(b.id)).toEqual([]);
    await clock.runDueAt(b.startsAt);
    expect(await clock.logOf(b.id)).toEqual([]);
  });

  it('removes the reminders of a booking once work on it starts, and sends none after it is completed', async () => {
    const customer = await buildUser(t.db);
    // Work starts on the day: the booking is 5 hours ahead. No quiet hours here, or a text moved out of them
    // (at some hours of the day) would be a job of its own.
    await setBusinessSettings(t.db, { quietHours: { from: '00:00', to: '00:00' } });
    const b = await buildBooking(t.db, {
      userId: customer.id,
      serviceId: catalog.service.id,
      status: 'Confirmed',
      bookingDate: todayIn(ZONE),
      startsAt: new Date(Date.now() + 5 * HOUR),
    });
    await replanReminders(t.db, b.id, new Date(Date.now() - 30 * HOUR));
    await setBusinessSettings(t.db, { quietHours: { from: '21:00', to: '08:00' } });
    expect(await clock.jobsOf(b.id)).toHaveLength(2);
    const move = (status: string) =>
      t.app.inject({ method: 'PUT', url: `/tor/update-booking-status?id=${b.id}`, payload: { status }, headers: admin });
    expect((await move('In progress')).statusCode).toBe(200);
    expect((await move('Completed')).statusCode).toBe(200);
    expect(await clock.jobsOf(b.id)).toEqual([]);
    await clock.runDueAt(b.startsAt);
    expect(await clock.logOf(b.id)).toEqual([]);
  });
});

describe('a change of the reminder settings', () => {
  it('plans every upcoming booking again with the new offsets', async () => {
    const b = await customerBooking(dayAhead(9), '10:00 AM');
    await setBusinessSettings(t.db, { reminderOffsetsHours: [48] });
    try {
      await t.app.jobs.send(replanAllJob, {});
      await t.app.jobs.flush(replanAllJob);
      expect((await clock.jobsOf(b.id)).map((j) => [j.offsetHours, j.at])).toEqual([
        [48, new Date(b.startsAt.getTime() - 48 * HOUR).toISOString()],
      ]);
    } finally {
      await setBusinessSettings(t.db, { reminderOffsetsHours: [24, 2] });
    }
  });
});

describe('bookings an older version made', () => {
  it('get their reminders planned at start; a planned booking keeps its plan, a reminded one gets none again', async () => {
    const customer = await buildUser(t.db);
    const startsAt = zonedInstant(dayAhead(12), 11 * 60, ZONE);
    const old = await buildBooking(t.db, { userId: customer.id, serviceId: catalog.service.id, startsAt });
    const planned = await customerBooking(dayAhead(12), '3:00 PM');
    const plannedJobs = await clock.jobsOf(planned.id);
    const reminded = await buildBooking(t.db, {
      userId: customer.id,
      serviceId: catalog.service.id,
      startsAt: new Date(startsAt.getTime() + HOUR),
    });
    await t.db
      .insert(notifications)
      .values({ bookingId: reminded.id, channel: 'email', template: 'reminder', recipient: customer.email, status: 'sent' });
    expect(await clock.jobsOf(old.id)).toEqual([]);

    expect(await planMissingReminders(t.db)).toBeGreaterThanOrEqual(1);
    expect((await clock.jobsOf(old.id)).map((j) => j.offsetHours)).toEqual([24, 2]);
    expect(await clock.jobsOf(planned.id)).toEqual(plannedJobs);
    expect(await clock.jobsOf(reminded.id)).toEqual([]);
    // Planned now: a second start finds nothing of them to plan.
    await planMissingReminders(t.db);
    expect((await clock.jobsOf(old.id)).map((j) => j.offsetHours)).toEqual([24, 2]);
  });
});

describe('the Admin changing the reminder settings', () => {
  it('re-plans the upcoming bookings through update-settings', async () => {
    const b = await customerBooking(dayAhead(10), '10:00 AM');
    const save = (reminderOffsetsHours: number[]) =>
      t.app.inject({ method: 'PUT', url: '/tor/update-settings', payload: { reminderOffsetsHours }, headers: admin });
    try {
      expect((await save([72])).statusCode).toBe(200);
      await t.app.jobs.flush(replanAllJob);
      expect((await clock.jobsOf(b.id)).map((j) => j.offsetHours)).toEqual([72]);
    } finally {
      expect((await save([24, 2])).statusCode).toBe(200);
      await t.app.jobs.flush(replanAllJob);
    }
  });
});

describe('quiet hours', () => {
  it('sends the SMS of the 2-hour reminder of a 09:00 booking at 08:00, its email at 07:00', async () => {
    const date = dayAhead(4);
    const b = await customerBooking(date, '9:00 AM');
    expect(await clock.jobsOf(b.id)).toEqual([
      { at: at(addDay(date, -1), '09:00').toISOString(), offsetHours: 24, parts: ['email', 'text'] },
      { at: at(date, '07:00').toISOString(), offsetHours: 2, parts: ['email'] },
      { at: at(date, '08:00').toISOString(), offsetHours: 2, parts: ['text'] },
    ]);
    await clock.runDueAt(at(date, '07:00'));
    expect(await clock.remindersTo(b.customer.email)).toHaveLength(2);
    expect(clock.textsTo(b.customer.phone!)).toHaveLength(1);
    await clock.runDueAt(at(date, '08:00'));
    expect(clock.textsTo(b.customer.phone!)).toHaveLength(2);
  });

  it('sends the email only when no edge is left, and logs the SMS as skipped for quiet hours', async () => {
    const b = await customerBooking(dayAhead(4), '11:00 AM');
    await clock.runJob({ bookingId: b.id, offsetHours: 2, startsAt: b.startsAt.toISOString(), parts: ['email', 'text-quiet'] });
    expect(await clock.remindersTo(b.customer.email)).toHaveLength(1);
    expect(clock.textsTo(b.customer.phone!)).toEqual([]);
    expect(await clock.logOf(b.id)).toEqual([
      { channel: 'email', status: 'sent', template: 'reminder' },
      { channel: 'sms', status: 'skipped-quiet-hours', template: 'reminder' },
    ]);
  });
});

describe('a booking made inside a reminder window', () => {
  it('with offsets 48 h and 24 h, a booking about 30 hours ahead gets the 48-hour reminder at once, with the three links', async () => {
    const now = new Date();
    const date = localParts(now, ZONE).minutes < 10 * 60 ? dayAhead(1) : dayAhead(2);
    // Quiet hours away from now and from the 24-hour reminder (10:00), so that the SMS goes with the email and the
    // 24-hour reminder stays one job whatever the time the test runs (at 01:00–02:00 IST, 8 h on would cover 10:00).
    const inEightHours = localParts(new Date(now.getTime() + 8 * HOUR), ZONE).minutes;
    const later = inEightHours >= 8 * 60 && inEightHours <= 11 * 60 ? inEightHours + 3 * 60 : inEightHours;
    const hhmm = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    await setBusinessSettings(t.db, { reminderOffsetsHours: [48, 24], quietHours: { from: hhmm(later), to: hhmm(later + 60) } });
    try {
      const b = await customerBooking(date, '10:00 AM');
      const hoursAhead = (b.startsAt.getTime() - now.getTime()) / HOUR;
      expect(hoursAhead > 24 && hoursAhead < 48).toBe(true);
      await t.app.jobs.flush(reminderJob);
      const [mail, ...more] = await clock.remindersTo(b.customer.email);
      expect(more).toEqual([]);
      const tokens = [...new Set([...mail!.body.matchAll(/http:\/\/127\.0\.0\.1:4001\/b\/([\w-]+\.[\w-]+)/g)].map((m) => m[1]!))];
      expect(tokens.map((token) => t.app.bookingLinks.verify(token)?.action).sort()).toEqual(['cancel', 'confirm', 'reschedule']);
      expect(tokens.every((token) => t.app.bookingLinks.verify(token)?.bookingId === b.id)).toBe(true);
      expect(mail!.body).toContain('text/calendar');
      expect(mail!.body).toContain('text/html');
      expect(await clock.logOf(b.id)).toEqual([
        { channel: 'email', status: 'sent', template: 'reminder' },
        { channel: 'sms', status: 'sent', template: 'reminder' },
      ]);
      const [sms] = clock.textsTo(b.customer.phone!);
      expect(sms!.text).toMatch(/Reply STOP or open http:\/\/127\.0\.0\.1:4001\/stop\/[\w-]+\.[\w-]+ to stop these messages\.$/);
      expect((await clock.jobsOf(b.id)).map((j) => j.offsetHours)).toEqual([24]);
    } finally {
      await setBusinessSettings(t.db, { reminderOffsetsHours: [24, 2], quietHours: { from: '21:00', to: '08:00' } });
    }
  });
});

describe('channels, language and opt-out', () => {
  // Each booking an hour after the previous one: never a full bay.
  let spread = 0;
  const ownBooking = async (o: Parameters<typeof buildUser>[1] = {}) => {
    const customer = await buildUser(t.db, o);
    const startsAt = new Date(at(dayAhead(7), '09:00').getTime() + ++spread * HOUR);
    const b = await buildBooking(t.db, { userId: customer.id, serviceId: catalog.service.id, startsAt });
    return {
      customer,
      b,
      data: { bookingId: b.id, offsetHours: 24, startsAt: b.startsAt.toISOString(), parts: ['email', 'text'] as const },
    };
  };

  it('sends a Hindi customer the Hindi SMS and email', async () => {
    const { customer, b, data } = await ownBooking({ language: 'hi' });
    await clock.runJob({ ...data, parts: [...data.parts] });
    const [sms] = clock.textsTo(customer.phone!);
    expect(sms!.text).toContain('आपकी');
    expect(sms!.text).toContain('ये संदेश बंद करने के लिए STOP लिखकर भेजें');
    const mails = (await t.outbox()).filter((m) => m.to.includes(customer.email));
    expect(mails.map((m) => m.subject)).toHaveLength(1);
    expect(await clock.logOf(b.id)).toHaveLength(2);
  });

  it('sends WhatsApp too when the customer chose it, and nothing but email when it chose neither', async () => {
    const both = await ownBooking({ messageChannels: ['sms', 'whatsapp'] });
    await clock.runJob({ ...both.data, parts: [...both.data.parts] });
    expect(clock.textsTo(both.customer.phone!, 'whatsapp')).toHaveLength(1);
    expect(clock.textsTo(both.customer.phone!, 'sms')).toHaveLength(1);
    const none = await ownBooking({ messageChannels: [] });
    await clock.runJob({ ...none.data, parts: [...none.data.parts] });
    expect(clock.textsTo(none.customer.phone!)).toEqual([]);
    expect((await clock.logOf(none.b.id)).map((r) => r.channel)).toEqual(['email']);
  });

  it('sends no SMS to a number that opted out, and logs it as opted-out', async () => {
    const { customer, b, data } = await ownBooking();
    await t.db.insert(messageOptOuts).values({ recipient: `+91${customer.phone}`, channel: 'sms' });
    await clock.runJob({ ...data, parts: [...data.parts] });
    expect(clock.textsTo(customer.phone!)).toEqual([]);
    expect(await clock.logOf(b.id)).toEqual([
      { channel: 'email', status: 'sent', template: 'reminder' },
      { channel: 'sms', status: 'opted-out', template: 'reminder' },
    ]);
  });

  it('sends each channel once when the same reminder runs again (a retry after a crash)', async () => {
    const { customer, b, data } = await ownBooking();
    await clock.runJob({ ...data, parts: [...data.parts] });
    await clock.runJob({ ...data, parts: [...data.parts] });
    expect(clock.textsTo(customer.phone!)).toHaveLength(1);
    expect(await clock.remindersTo(customer.email)).toHaveLength(1);
    expect(await clock.logOf(b.id)).toHaveLength(2);
  });

  it('sends the SMS of an earlier try that died before the provider took it, once', async () => {
    const { customer, b, data } = await ownBooking();
    // A worker wrote the SMS row and died before sending: the retry finds the row queued and sends.
    await t.db.insert(notifications).values({
      bookingId: b.id,
      channel: 'sms',
      template: 'reminder',
      recipient: `+91${customer.phone}`,
      dedupeKey: `reminder:${b.id}:24:${data.startsAt}:sms`,
    });
    await clock.runJob({ ...data, parts: [...data.parts] });
    expect(clock.textsTo(customer.phone!)).toHaveLength(1);
    expect(await clock.logOf(b.id)).toEqual([
      { channel: 'sms', status: 'sent', template: 'reminder' },
      { channel: 'email', status: 'sent', template: 'reminder' },
    ]);
  });
});

describe('delivery log of booking mails', () => {
  it('logs the booking-received mail as sent through the outbox', async () => {
    const b = await customerBooking(dayAhead(8), '10:00 AM');
    await t.outbox();
    const rows = await clock.notificationsOf(b.id);
    expect(rows.filter((r) => r.template === 'booking-received').map((r) => [r.channel, r.status, r.provider, r.recipient])).toEqual([
      ['email', 'sent', 'outbox', b.customer.email],
    ]);
  });
});

function addDay(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
