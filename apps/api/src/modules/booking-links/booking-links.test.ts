import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingLinkUses, bookings } from '@autospa/db';
import { buildAdmin, buildBooking, buildService, buildUser } from '@autospa/db/testing';
import type { LinkAction } from '../../messaging/booking-links.js';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { allowManyUpcoming } from '../bookings/test-fixtures.js';

let t: TestContext;
let customer: Awaited<ReturnType<typeof buildUser>>;
let serviceId: string;
beforeAll(async () => {
  t = await setupTestApp();
  await allowManyUpcoming(t.db);
  customer = await buildUser(t.db);
  serviceId = (await buildService(t.db, { serviceName: 'Foam Wash' })).id;
});
afterAll(() => t.close());

const HOUR = 3_600_000;
// Two hours apart from 72 hours ahead: the bookings of this file never compete for a bay.
let spread = 72;
const customerBooking = (o: Parameters<typeof buildBooking>[1] = {}) =>
  buildBooking(t.db, { userId: customer.id, serviceId, startsAt: new Date(Date.now() + (spread += 2) * HOUR), ...o });
const tokenFor = (b: { id: string; startsAt: Date }, action: LinkAction, expiresAt = b.startsAt) =>
  t.app.bookingLinks.sign({ bookingId: b.id, action, expiresAt });
const getLink = (token: string) => t.app.inject({ url: `/tor/get-booking-link?token=${encodeURIComponent(token)}` });
const act = (token: string, action: string) => t.app.inject({ method: 'POST', url: '/tor/booking-action', payload: { token, action } });
const rowOf = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const usesOf = async (id: string) => t.db.select().from(bookingLinkUses).where(eq(bookingLinkUses.bookingId, id));
/** The token with one character changed at `at` (from the end when negative). */
const changed = (token: string, at: number) => {
  const i = at < 0 ? token.length + at : at;
  return `${token.slice(0, i)}${token[i] === 'A' ? 'B' : 'A'}${token.slice(i + 1)}`;
};

const BAD_LINK = 'This link is not valid. Please open the latest message from us, or sign in to see your booking.';

describe('GET /tor/get-booking-link', () => {
  it('shows the booking in business time with what the link may do, and the manage link to reschedule', async () => {
    const b = await customerBooking({ startsAt: new Date('2030-11-30T05:00:00Z'), bookingDate: '2030-11-30', status: 'Confirmed' });
    const res = await getLink(tokenFor(b, 'confirm'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      reference: b.reference,
      service: 'Foam Wash',
      when: 'Sat 30 Nov, 10:30 AM IST',
      status: 'Confirmed',
      customerConfirmedAt: null,
      canConfirm: true,
      canCancel: false,
    });
    expect(res.json().rescheduleUrl).toMatch(/^http:\/\/127\.0\.0\.1:4001\/manage-booking\?token=.+/);
    const manageToken = new URL(res.json().rescheduleUrl as string).searchParams.get('token')!;
    const managed = await t.app.inject({ url: `/tor/get-managed-booking?token=${encodeURIComponent(manageToken)}` });
    expect(managed.json().booking.reference).toBe(b.reference);
  });

  it('changes nothing: the booking row is the same and no use is recorded', async () => {
    const b = await customerBooking();
    const before = await rowOf(b.id);
    const seen: unknown[][] = [];
    for (const action of ['confirm', 'cancel', 'reschedule'] as const) {
      const res = await getLink(tokenFor(b, action));
      seen.push([action, res.statusCode, res.json().canConfirm, res.json().canCancel]);
    }
    // Each link offers its own action only; the reschedule link offers the booking page (rescheduleUrl).
    expect(seen).toEqual([
      ['confirm', 200, true, false],
      ['cancel', 200, false, true],
      ['reschedule', 200, false, false],
    ]);
    expect(await rowOf(b.id)).toEqual(before);
    expect(await usesOf(b.id)).toEqual([]);
  });

  it('refuses a signed link with one byte changed, in its payload or its signature, with 400', async () => {
    const b = await customerBooking();
    const token = tokenFor(b, 'confirm');
    for (const bad of [changed(token, 3), changed(token, -5), `${token}x`, 'not-a-token']) {
      const res = await getLink(bad);
      expect([bad, res.statusCode, res.json().message]).toEqual([bad, 400, BAD_LINK]);
    }
  });

  it('refuses an expired link with 410', async () => {
    const b = await customerBooking();
    const res = await getLink(tokenFor(b, 'confirm', new Date(Date.now() - 1000)));
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe('This link has expired: the booking has started. Please call us if you need help.');
  });
});

describe('POST /tor/booking-action', () => {
  it('confirms once: "I\'m coming" twice is one confirmation, the time of the first kept', async () => {
    const b = await customerBooking();
    const token = tokenFor(b, 'confirm');
    const first = await act(token, 'confirm');
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe("Thank you! We've noted that you are coming.");
    const confirmedAt = (await rowOf(b.id)).customerConfirmedAt;
    expect(confirmedAt).toBeInstanceOf(Date);
    expect(first.json().booking).toMatchObject({ customerConfirmedAt: confirmedAt!.toISOString(), canConfirm: false });

    const again = await act(token, 'confirm');
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('You have already told us you are coming. See you soon!');
    expect((await rowOf(b.id)).customerConfirmedAt).toEqual(confirmedAt);
    expect(await usesOf(b.id)).toHaveLength(1);
    // Staff see it on the booking (the timeline's mark); its status is theirs to set.
    const admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
    const seen = await t.app.inject({ url: `/tor/get-booking?id=${b.id}`, headers: admin });
    expect(seen.json().booking).toMatchObject({ status: 'Pending', customerConfirmedAt: confirmedAt!.toISOString() });
  });

  it('forgets the confirmation when the customer moves the booking: it was for the old time', async () => {
    const b = await customerBooking();
    expect((await act(tokenFor(b, 'confirm'), 'confirm')).statusCode).toBe(200);
    const auth = bearer(await signIn(t.app, customer));
    const date = new Date(b.startsAt.getTime() + 48 * HOUR).toISOString().slice(0, 10);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/tor/reschedule-booking?id=${b.id}`,
      payload: { date, time: '11:00 AM' },
      headers: auth,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await rowOf(b.id)).customerConfirmedAt).toBeNull();
  });

  it('refuses a confirm token used to cancel, and the reverse, leaving the booking as it was', async () => {
    const b = await customerBooking();
    const before = await rowOf(b.id);
    const toCancel = await act(tokenFor(b, 'confirm'), 'cancel');
    expect([toCancel.statusCode, toCancel.json().message]).toEqual([400, BAD_LINK]);
    const toConfirm = await act(tokenFor(b, 'cancel'), 'confirm');
    expect([toConfirm.statusCode, toConfirm.json().message]).toEqual([400, BAD_LINK]);
    expect(await rowOf(b.id)).toEqual(before);
  });

  it('refuses a changed or expired token', async () => {
    const b = await customerBooking();
    const bad = await act(changed(tokenFor(b, 'confirm'), 10), 'confirm');
    expect(bad.statusCode).toBe(400);
    const expired = await act(tokenFor(b, 'confirm', new Date(Date.now() - 1000)), 'confirm');
    expect(expired.statusCode).toBe(410);
    expect((await rowOf(b.id)).customerConfirmedAt).toBeNull();
  });

  it('cancels more than 24 hours ahead as the customer would, and the booking is Cancelled', async () => {
    const b = await customerBooking();
    const token = tokenFor(b, 'cancel');
    expect((await getLink(token)).json()).toMatchObject({ canCancel: true, canConfirm: false });
    const res = await act(token, 'cancel');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your booking has been cancelled.');
    expect(res.json().booking).toMatchObject({ status: 'Cancelled', canCancel: false });
    const row = await rowOf(b.id);
    expect(row).toMatchObject({ status: 'Cancelled', cancelledBy: customer.id });
    expect((await t.outbox()).some((m) => m.to.includes(customer.email) && m.subject.startsWith('Booking cancelled'))).toBe(true);

    const again = await act(token, 'cancel');
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'This booking is no longer open: it was cancelled, completed or missed.',
    ]);
  });

  it('refuses to cancel inside the 24-hour cut-off with 409, and the link page says it cannot', async () => {
    const b = await customerBooking({ startsAt: new Date(Date.now() + 5 * HOUR), createdAt: new Date(Date.now() - 2 * HOUR) });
    const token = tokenFor(b, 'cancel');
    expect((await getLink(token)).json().canCancel).toBe(false);
    const res = await act(token, 'cancel');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Bookings can be changed or cancelled only up to 24 hours before the start. Please call us.');
    expect((await rowOf(b.id)).status).toBe('Pending');
  });

  it('refuses to confirm a booking no longer open with 409, changing nothing', async () => {
    const b = await customerBooking({ status: 'Cancelled' });
    const before = await rowOf(b.id);
    const res = await act(tokenFor(b, 'confirm'), 'confirm');
    expect([res.statusCode, res.json().message]).toEqual([409, 'This booking is no longer open: it was cancelled, completed or missed.']);
    expect(await rowOf(b.id)).toEqual(before);
    expect(await usesOf(b.id)).toEqual([]);
  });

  it('cancels a guest booking by its link', async () => {
    const b = await buildBooking(t.db, { serviceId, startsAt: new Date(Date.now() + (spread += 2) * HOUR) });
    const res = await act(tokenFor(b, 'cancel'), 'cancel');
    expect(res.statusCode).toBe(200);
    expect(await rowOf(b.id)).toMatchObject({ status: 'Cancelled', cancelledBy: null });
  });
});
