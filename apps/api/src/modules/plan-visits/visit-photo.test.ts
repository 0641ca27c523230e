import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_VISIT_PHOTO_BYTES } from '@autospa/contract';
import { planVisits, visitPhotos } from '@autospa/db';
import { buildAdmin, buildBooking, buildEmployee, buildUser } from '@autospa/db/testing';
import { todayIn, zonedInstant } from '../../lib/zoned-time.js';
import { buildPlan, buildPlanVisit, buildSubscription } from '../../plan-visits/test-factories.js';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { allowManyUpcoming, ZONE } from '../bookings/test-fixtures.js';

let t: TestContext;
let customer: Awaited<ReturnType<typeof buildUser>>;
let employee: Awaited<ReturnType<typeof buildEmployee>>;
let plan: Awaited<ReturnType<typeof buildPlan>>;
let sub: Awaited<ReturnType<typeof buildSubscription>>;
const auth: Record<'admin' | 'employee' | 'otherEmployee' | 'user' | 'otherUser', Record<string, string>> = {
  admin: {},
  employee: {},
  otherEmployee: {},
  user: {},
  otherUser: {},
};
let png: Buffer;

beforeAll(async () => {
  t = await setupTestApp();
  await allowManyUpcoming(t.db);
  customer = await buildUser(t.db);
  employee = await buildEmployee(t.db);
  auth.user = bearer(await signIn(t.app, customer));
  auth.otherUser = bearer(await signIn(t.app, await buildUser(t.db)));
  auth.admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  auth.employee = bearer(await signIn(t.app, employee));
  auth.otherEmployee = bearer(await signIn(t.app, await buildEmployee(t.db)));
  plan = await buildPlan(t.db);
  const today = todayIn(ZONE);
  sub = await buildSubscription(t.db, { planId: plan.id, userId: customer.id, startDate: today, endDate: today });
  png = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

let slot = 0;
/** The next 35-minute slot of today (business time) from 00:05: one employee, never two bookings at once, always today. */
const todaysSlot = () => zonedInstant(todayIn(ZONE), 5 + 35 * slot++, ZONE);
/** Today's booking of the customer, assigned to the employee, that is a plan visit. */
async function visitBooking(status: 'Confirmed' | 'In progress' = 'In progress') {
  const startsAt = todaysSlot();
  const booking = await buildBooking(t.db, {
    userId: customer.id,
    employeeId: employee.id,
    serviceId: plan.serviceId,
    status,
    startsAt,
    bookingDate: todayIn(ZONE, startsAt),
  });
  const visit = await buildPlanVisit(t.db, { subscriptionId: sub.id, bookingId: booking.id, visitDate: booking.bookingDate });
  return { booking, visit };
}

const upload = (bookingId: string, body: Buffer | string, type: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/tor/upload-visit-photo?bookingId=${bookingId}`,
    payload: body,
    headers: { ...headers, 'content-type': type },
  });
const photoOf = (visitId: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/tor/get-visit-photo?visitId=${visitId}`, headers });
const setStatus = (id: string, status: string, headers = auth.employee) =>
  t.app.inject({ method: 'PUT', url: `/tor/update-booking-status?id=${id}`, payload: { status }, headers });

describe('POST /tor/upload-visit-photo', () => {
  it("stores the assigned employee's photo resized to 1280 px as a JPEG, with the time and employee of the proof", async () => {
    const { booking, visit } = await visitBooking();
    const res = await upload(booking.id, png, 'image/png', auth.employee);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Photo saved.', visitId: visit.id });
    const [stored] = await t.db.select().from(visitPhotos).where(eq(visitPhotos.visitId, visit.id));
    expect(stored).toMatchObject({ contentType: 'image/jpeg', width: 1280, height: 960, takenBy: employee.id });
    expect(stored!.photo.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const meta = await sharp(stored!.photo).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1280, 960]);
    const [after] = await t.db.select().from(planVisits).where(eq(planVisits.id, visit.id));
    expect(after!.proofBy).toBe(employee.id);
    expect(after!.proofAt).not.toBeNull();
  });

  it('replaces an earlier photo, and the Admin may take it', async () => {
    const { booking, visit } = await visitBooking();
    expect((await upload(booking.id, png, 'image/png', auth.employee)).statusCode).toBe(200);
    const small = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    expect((await upload(booking.id, small, 'image/webp', auth.admin)).statusCode).toBe(200);
    const rows = await t.db.select().from(visitPhotos).where(eq(visitPhotos.visitId, visit.id));
    expect(rows.map((r) => [r.width, r.height])).toEqual([[300, 400]]);
  });

  it('refuses what is not a JPEG, PNG or WebP image: by its declared type (415) and by its bytes', async () => {
    const { booking } = await visitBooking();
    const gif = await upload(booking.id, Buffer.from('GIF89a......'), 'image/gif', auth.employee);
    expect([gif.statusCode, gif.json().message]).toEqual([415, 'The photo must be a JPEG, PNG or WebP image.']);
    const text = await upload(booking.id, 'not a photo at all', 'image/jpeg', auth.employee);
    expect([text.statusCode, text.json().message]).toEqual([415, 'The photo must be a JPEG, PNG or WebP image.']);
    const json = await upload(booking.id, '{"photo":"x"}', 'application/json', auth.employee);
    expect([json.statusCode, json.json().message]).toEqual([415, 'The photo must be a JPEG, PNG or WebP image.']);
    // The right first bytes, then garbage: it does not decode.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]);
    const bad = await upload(booking.id, broken, 'image/jpeg', auth.employee);
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'The photo must be a JPEG, PNG or WebP image.']);
  });

  it('refuses a photo over 8 MB with 413', async () => {
    const { booking, visit } = await visitBooking();
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(MAX_VISIT_PHOTO_BYTES, 1)]);
    const res = await upload(booking.id, huge, 'image/jpeg', auth.employee);
    expect([res.statusCode, res.json().message]).toEqual([413, 'The photo must be at most 8 MB.']);
    expect(await t.db.select().from(visitPhotos).where(eq(visitPhotos.visitId, visit.id))).toEqual([]);
  });

  it('lets only the assigned employee or the Admin upload: another employee 403, a customer 403, no plan visit 404', async () => {
    const { booking, visit } = await visitBooking();
    const other = await upload(booking.id, png, 'image/png', auth.otherEmployee);
    expect([other.statusCode, other.json().message]).toEqual([403, 'This booking is assigned to another employee.']);
    expect((await upload(booking.id, png, 'image/png', auth.user)).statusCode).toBe(403);
    const plain = await buildBooking(t.db, {
      userId: customer.id,
      employeeId: employee.id,
      startsAt: new Date(Date.now() + 30 * 86_400_000),
    });
    const none = await upload(plain.id, png, 'image/png', auth.employee);
    expect([none.statusCode, none.json().message]).toEqual([404, 'Plan visit not found.']);
    expect(await t.db.select().from(visitPhotos).where(eq(visitPhotos.visitId, visit.id))).toEqual([]);
  });
});

describe('completing a plan visit', () => {
  it('needs the photo first (update-booking-status and update-booking), then the visit is done', async () => {
    const { booking, visit } = await visitBooking();
    const refused = await setStatus(booking.id, 'Completed');
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'A plan visit needs a photo of the car before it is completed.']);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/tor/update-booking?id=${booking.id}`,
      payload: { status: 'Completed' },
      headers: auth.admin,
    });
    expect([edit.statusCode, edit.json().message]).toEqual([409, 'A plan visit needs a photo of the car before it is completed.']);
    expect((await t.db.select().from(planVisits).where(eq(planVisits.id, visit.id)))[0]!.status).toBe('scheduled');

    expect((await upload(booking.id, png, 'image/png', auth.employee)).statusCode).toBe(200);
    const done = await setStatus(booking.id, 'Completed');
    expect(done.statusCode).toBe(200);
    expect(done.json().booking).toMatchObject({ status: 'Completed', planVisit: { _id: visit.id, hasPhoto: true } });
    expect((await t.db.select().from(planVisits).where(eq(planVisits.id, visit.id)))[0]!.status).toBe('done');
  });

  it("completes through the Admin's edit too once the photo is there", async () => {
    const { booking, visit } = await visitBooking();
    expect((await upload(booking.id, png, 'image/png', auth.admin)).statusCode).toBe(200);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/tor/update-booking?id=${booking.id}`,
      payload: { status: 'Completed' },
      headers: auth.admin,
    });
    expect(edit.statusCode).toBe(200);
    expect((await t.db.select().from(planVisits).where(eq(planVisits.id, visit.id)))[0]!.status).toBe('done');
  });

  it('leaves an ordinary booking as it was: completed without a photo', async () => {
    const startsAt = todaysSlot();
    const plain = await buildBooking(t.db, {
      userId: customer.id,
      employeeId: employee.id,
      status: 'In progress',
      startsAt,
      bookingDate: todayIn(ZONE, startsAt),
    });
    expect((await setStatus(plain.id, 'Completed')).statusCode).toBe(200);
  });
});

describe('GET /tor/get-visit-photo', () => {
  it('gives the JPEG to the customer of the visit and to staff, never cached; another customer gets 404', async () => {
    const { booking, visit } = await visitBooking();
    const before = await photoOf(visit.id, auth.user);
    expect([before.statusCode, before.json().message]).toEqual([404, 'This visit has no photo yet.']);
    await upload(booking.id, png, 'image/png', auth.employee);
    const mine = await photoOf(visit.id, auth.user);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    // Private to the caller: the security plugin makes every signed-in answer no-store (stricter than private).
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await photoOf(visit.id, auth.admin)).statusCode).toBe(200);
    expect((await photoOf(visit.id, auth.employee)).statusCode).toBe(200);
    const other = await photoOf(visit.id, auth.otherUser);
    expect([other.statusCode, other.json().message]).toEqual([404, 'Plan visit not found.']);
  });
});
