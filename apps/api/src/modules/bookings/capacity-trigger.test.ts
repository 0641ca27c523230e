import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, type Database, type NewBooking } from '@autospa/db';
import { buildBooking, buildService, setBusinessSettings } from '@autospa/db/testing';
import { setupTestApp, type TestContext } from '../../test/harness.js';
import { ruleRefusal } from '../../lib/db-errors.js';

// Bay capacity is the database's rule (trigger bookings_capacity, migration 0005): any writer, not only the
// API's routes, is held to it. Default settings: 3 bays.
let t: TestContext;
let service: Awaited<ReturnType<typeof buildService>>;
beforeAll(async () => {
  t = await setupTestApp();
  service = await buildService(t.db, { time: '1 hr', durationMinutes: 60 });
});
afterAll(() => t.close());

const HOUR = 3_600_000;
let day = 20;
let car = 0;
/** A fresh day for each test, at 10:00 UTC. */
const freshStart = () => new Date(Date.UTC(2030, 0, day++, 10));

function row(startsAt: Date, overrides: Partial<NewBooking> = {}): NewBooking {
  return {
    serviceId: service.id,
    guestName: 'Guest',
    bookingDate: startsAt.toISOString().slice(0, 10),
    startsAt,
    endsAt: new Date(startsAt.getTime() + HOUR),
    // A car of its own: one car cannot hold two bays at once (migration 0009).
    carNo: [`CT${String(car++).padStart(8, '0')}`],
    price: service.price,
    pricePaise: service.pricePaise,
    durationMinutes: 60,
    ...overrides,
  };
}

const insert = (db: Database, values: NewBooking) => db.insert(bookings).values(values).returning();

async function refusal(write: Promise<unknown>) {
  const error = await write.then(
    () => undefined,
    (e: unknown) => e,
  );
  return ruleRefusal(error);
}

describe('the capacity trigger', () => {
  it('refuses a fourth booking overlapping three, from any writer, as a 409', async () => {
    const start = freshStart();
    for (let i = 0; i < 3; i++) await insert(t.db, row(new Date(start.getTime() + i * 15 * 60_000)));
    const refused = await refusal(insert(t.db, row(new Date(start.getTime() + 50 * 60_000))));
    expect(refused?.statusCode).toBe(409);
    // The moment after the first one ends is free again.
    await insert(t.db, row(new Date(start.getTime() + HOUR)));
  });

  it('does not count cancelled bookings or public requests that hold no bay yet', async () => {
    const start = freshStart();
    await buildBooking(t.db, { serviceId: service.id, startsAt: start, status: 'Cancelled' });
    await buildBooking(t.db, { serviceId: service.id, startsAt: start, scheduled: false, timeSlot: 'Morning (8 AM - 12 PM)' });
    for (let i = 0; i < 3; i++) await insert(t.db, row(start));
    expect(await refusal(insert(t.db, row(start)))).toBeDefined();
  });

  it('checks a booking that moves into a full slot or is given a time, but not a change of status in place', async () => {
    const full = freshStart();
    for (let i = 0; i < 3; i++) await insert(t.db, row(full));
    const [elsewhere] = await insert(t.db, row(new Date(full.getTime() + 3 * HOUR)));
    const move = t.db
      .update(bookings)
      .set({ startsAt: full, endsAt: new Date(full.getTime() + HOUR) })
      .where(eq(bookings.id, elsewhere!.id));
    expect((await refusal(move))?.statusCode).toBe(409);

    const request = await buildBooking(t.db, {
      serviceId: service.id,
      startsAt: full,
      scheduled: false,
      timeSlot: 'Morning (8 AM - 12 PM)',
    });
    expect(await refusal(t.db.update(bookings).set({ scheduled: true }).where(eq(bookings.id, request.id)))).toBeDefined();

    // Issue 17: a bay that holds bookings still to come cannot be closed (every bay here holds some); a change
    // of status in place is not checked again.
    const crowded = freshStart();
    for (let i = 0; i < 3; i++) await buildBooking(t.db, { serviceId: service.id, startsAt: crowded });
    expect((await refusal(setBusinessSettings(t.db, { bays: 2 })))?.message).toMatch(
      /^This bay has \d+ upcoming bookings?\. Move them to another bay first\.$/,
    );
    const [one] = await t.db.select().from(bookings).where(eq(bookings.startsAt, crowded)).limit(1);
    await t.db.update(bookings).set({ status: 'Confirmed' }).where(eq(bookings.id, one!.id));
    await t.db.update(bookings).set({ status: 'Completed' }).where(eq(bookings.id, one!.id));
  });
});
