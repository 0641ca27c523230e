import { eq } from 'drizzle-orm';
import nodeIcal, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, bookings } from '@autospa/db';
import { buildAdmin, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { bookableCatalog, dayAhead } from './test-fixtures.js';

// Issue 16 items 3 and 5: a guest books an exact time, gets a reference, a mail with the calendar file and a
// manage link that sees, reschedules and cancels that booking; the calendar file parses to the right instant.
let t: TestContext;
let catalog: Awaited<ReturnType<typeof bookableCatalog>>;
beforeAll(async () => {
  t = await setupTestApp();
  catalog = await bookableCatalog(t.db);
});
afterAll(() => t.close());

let phones = 0;
const guestBody = (o: Record<string, unknown> = {}) => {
  phones++;
  return {
    name: 'Asha Guest',
    phone: `98${String(phones).padStart(8, '0')}`,
    email: `asha${phones}@example.test`,
    serviceName: catalog.service.serviceName,
    categoryName: catalog.category.name,
    subName: catalog.sub.subName,
    date: dayAhead(3),
    time: '11:30 AM',
    carNo: `KA01 MX ${String(1000 + phones)}`,
    ...o,
  };
};
const bookAsGuest = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/tor/create-guest-booking', payload, headers });
const managed = (token: string) => t.app.inject({ url: `/tor/get-managed-booking?token=${encodeURIComponent(token)}` });
const tamper = (token: string) => {
  const i = Math.floor(token.length / 2);
  return token.slice(0, i) + (token[i] === 'A' ? 'B' : 'A') + token.slice(i + 1);
};
const eventOf = (ics: string) => Object.values(nodeIcal.sync.parseICS(ics)).find((c) => c?.type === 'VEVENT') as VEvent;

describe('POST /tor/create-guest-booking', () => {
  it('books an exact time without an account and answers the booking, its reference and a manage token', async () => {
    const body = guestBody();
    const res = await bookAsGuest(body);
    expect(res.statusCode).toBe(201);
    const { message, booking, manageToken } = res.json();
    expect(message).toBe('Booking created successfully! We have emailed you the confirmation.');
    expect(booking).toMatchObject({
      date: dayAhead(3),
      time: '11:30 AM',
      scheduled: true,
      status: 'Pending',
      userId: { _id: null, username: 'Asha Guest', phone: body.phone, emailId: body.email, typeOfUser: 'Guest' },
    });
    expect(booking.reference).toMatch(/^AS-[2-9A-HJ-NP-Z]{5}$/);
    expect(typeof manageToken).toBe('string');
    const mail = (await t.outbox()).find((m) => m.to.includes(body.email));
    expect(mail?.subject).toContain(booking.reference);
    expect(mail?.body).toContain(`/manage-booking?token=${encodeURIComponent(manageToken)}`);
    expect(mail?.body).toContain('text/calendar');
  });

  it('holds a bay: the fourth guest at a full time (3 bays) gets 409', async () => {
    const at = { date: dayAhead(4), time: '2:00 PM' };
    for (let i = 0; i < 3; i++) expect((await bookAsGuest(guestBody(at))).statusCode).toBe(201);
    const res = await bookAsGuest(guestBody(at));
    expect([res.statusCode, res.json().message]).toEqual([409, 'This slot is full. Please pick another time.']);
  });

  it('answers a repeat with the same Idempotency-Key with the same booking and token, and one row', async () => {
    const body = guestBody();
    const headers = { 'idempotency-key': 'guest-key-1' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => bookAsGuest(body, headers)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(5).fill(201));
    expect(new Set(answers.map((r) => r.json().booking._id)).size).toBe(1);
    expect(new Set(answers.map((r) => r.json().manageToken)).size).toBe(1);
    expect(await t.db.select().from(bookings).where(eq(bookings.idempotencyKey, 'guest-key-1'))).toHaveLength(1);
  });

  it('requires an email, and refuses an unknown category with 400', async () => {
    const { email: _email, ...noEmail } = guestBody();
    expect((await bookAsGuest(noEmail)).json()).toMatchObject({ message: 'Email is required.' });
    const res = await bookAsGuest(guestBody({ categoryName: 'Spaceship' }));
    expect([res.statusCode, res.json().message]).toEqual([400, 'Category "Spaceship" was not found.']);
  });

  it('makes an account when asked and none uses the email or phone, and mails the way to a password', async () => {
    const body = guestBody({ createAccount: true });
    expect((await bookAsGuest(body)).statusCode).toBe(201);
    const [account] = await t.db.select().from(accounts).where(eq(accounts.email, body.email));
    expect(account).toMatchObject({ typeOfUser: 'User', phone: body.phone });
    const mail = (await t.outbox()).find((m) => m.to.includes(body.email) && m.subject === 'Your Auto Spa account');
    expect(mail?.body).toContain('/forgot-password');
  });

  it('says nothing when an account already uses the email: the same answer, no new account, no account mail', async () => {
    const owner = await buildUser(t.db, { email: 'taken-guest@example.test' });
    const body = guestBody({ email: owner.email, createAccount: true, date: dayAhead(11) });
    const res = await bookAsGuest(body);
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json()).sort()).toEqual(['booking', 'manageToken', 'message']);
    expect(res.json().booking.userId._id).toBeNull();
    expect(await t.db.select().from(accounts).where(eq(accounts.phone, body.phone))).toHaveLength(0);
    expect((await t.outbox()).some((m) => m.to.includes(owner.email) && m.subject === 'Your Auto Spa account')).toBe(false);
  });
});

describe('the guest manage link', () => {
  it('shows, reschedules and cancels the booking; a tampered or unknown token gets 403', async () => {
    const { booking, manageToken } = (await bookAsGuest(guestBody({ date: dayAhead(5) }))).json();
    const seen = await managed(manageToken);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().booking).toMatchObject({ _id: booking._id, reference: booking.reference });

    for (const bad of [tamper(manageToken), `${manageToken}x`, 'not-a-token']) {
      const res = await managed(bad);
      expect([res.statusCode, res.json().message]).toEqual([
        403,
        'This link is not valid. Please use the link from your confirmation email.',
      ]);
    }
    const forged = await t.app.inject({
      method: 'POST',
      url: `/tor/manage-cancel-booking?token=${encodeURIComponent(tamper(manageToken))}`,
    });
    expect(forged.statusCode).toBe(403);

    const moved = await t.app.inject({
      method: 'POST',
      url: `/tor/manage-reschedule-booking?token=${encodeURIComponent(manageToken)}`,
      payload: { date: dayAhead(6), time: '3:00 PM' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ message: 'Booking rescheduled successfully!', booking: { date: dayAhead(6), time: '03:00 PM' } });

    const cancelled = await t.app.inject({ method: 'POST', url: `/tor/manage-cancel-booking?token=${encodeURIComponent(manageToken)}` });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: 'Booking cancelled successfully!',
      booking: { status: 'Cancelled', cancelledBy: null },
    });
  });
});

describe('GET /tor/get-booking-ics', () => {
  it('answers the customer a calendar file at the booking instant, with the address and the reference', async () => {
    const user = await buildUser(t.db);
    const auth = bearer(await signIn(t.app, user));
    const made = await t.app.inject({
      method: 'POST',
      url: '/tor/create-booking',
      payload: catalog.body({ date: dayAhead(9), time: '4:30 PM', carNo: 'MH12 ZZ 4242' }),
      headers: auth,
    });
    const { _id, reference, startsAt, endsAt } = made.json().booking;
    const res = await t.app.inject({ url: `/tor/get-booking-ics?id=${_id}`, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const event = eventOf(res.body);
    // 4:30 PM in Asia/Kolkata (UTC+5:30) is 11:00 UTC.
    expect(new Date(event.start as Date).toISOString()).toBe(`${dayAhead(9)}T11:00:00.000Z`);
    expect(new Date(event.start as Date).toISOString()).toBe(startsAt);
    expect(new Date(event.end as Date).toISOString()).toBe(endsAt);
    expect(event.location).toBe('Plot 42, Sector 18, Gurugram, Haryana 122015');
    expect(event.summary).toEqual(expect.stringContaining(reference));

    const admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
    expect((await t.app.inject({ url: `/tor/get-booking-ics?id=${_id}`, headers: admin })).statusCode).toBe(200);
    // The confirmation screen reads the same booking by id, under the same rule.
    const one = await t.app.inject({ url: `/tor/get-booking?id=${_id}`, headers: auth });
    expect([one.statusCode, one.json().booking.reference]).toEqual([200, reference]);
    const stranger = bearer(await signIn(t.app, await buildUser(t.db)));
    expect((await t.app.inject({ url: `/tor/get-booking-ics?id=${_id}`, headers: stranger })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/tor/get-booking?id=${_id}`, headers: stranger })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/tor/get-booking-ics?id=${_id}` })).statusCode).toBe(401);
  });

  it('answers a guest by its manage token, and 403 for a tampered one', async () => {
    const { booking, manageToken } = (await bookAsGuest(guestBody({ date: dayAhead(10), time: '9:00 AM' }))).json();
    const res = await t.app.inject({ url: `/tor/get-booking-ics?token=${encodeURIComponent(manageToken)}` });
    expect(res.statusCode).toBe(200);
    expect(new Date(eventOf(res.body).start as Date).toISOString()).toBe(booking.startsAt);
    expect((await t.app.inject({ url: `/tor/get-booking-ics?token=${encodeURIComponent(tamper(manageToken))}` })).statusCode).toBe(403);
  });
});
