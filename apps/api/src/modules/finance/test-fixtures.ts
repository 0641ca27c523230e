import type { Database, NewBooking } from '@autospa/db';
import { buildAdmin, buildBooking, buildEmployee, buildUser } from '@autospa/db/testing';
import { zonedInstant } from '../../lib/zoned-time.js';
import { bearer, signIn, type TestContext } from '../../test/harness.js';

export const ZONE = 'Asia/Kolkata';

/** A booking at a wall-clock time in Kolkata, its booking_date the local day (as the bookings module stores it). */
export function bookingAt(db: Database, date: string, hhmm: string, overrides: Partial<NewBooking> = {}) {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return buildBooking(db, { status: 'Completed', ...overrides, bookingDate: date, startsAt: zonedInstant(date, h * 60 + m, ZONE) });
}

/**
 * The callers of the payment tests, signed in: an Admin, an Employee and a customer (User), and a second
 * Employee and User who have nothing to do with their bookings.
 */
export async function financeCallers(t: TestContext, customerOverrides: Parameters<typeof buildUser>[1] = {}) {
  const admin = await buildAdmin(t.db);
  const employee = await buildEmployee(t.db);
  const customer = await buildUser(t.db, customerOverrides);
  const auth = {
    admin: bearer(await signIn(t.app, admin)),
    employee: bearer(await signIn(t.app, employee)),
    otherEmployee: bearer(await signIn(t.app, await buildEmployee(t.db))),
    user: bearer(await signIn(t.app, customer)),
    otherUser: bearer(await signIn(t.app, await buildUser(t.db))),
  };
  return { admin, employee, customer, auth };
}

export type FinanceCallers = Awaited<ReturnType<typeof financeCallers>>;
