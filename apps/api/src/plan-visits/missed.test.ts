import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInr } from '@autospa/contract';
import { planLedger, planVisits } from '@autospa/db';
import { buildBooking, setBusinessSettings } from '@autospa/db/testing';
import { addDays, todayIn, zonedInstant } from '../lib/zoned-time.js';
import { ZONE } from '../modules/bookings/test-fixtures.js';
import { setupTestApp, type TestContext } from '../test/harness.js';
import { visitMessageJob } from './jobs.js';
import { creditMissedVisits } from './missed.js';
import { buildPlan, buildPlanVisit, buildSubscription, decodedSubject } from './test-factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
  await setBusinessSettings(t.db, { quietHours: { from: '00:00', to: '00:00' }, bookingsPerCustomer: 50 });
});
afterAll(() => t.close());

const statusOf = async (id: string) => (await t.db.select().from(planVisits).where(eq(planVisits.id, id)))[0]!.status;

describe('the missed-visit job', () => {
  it("marks the day's visits without proof missed and credits each once, at one visit's value, however often it runs", async () => {
    const day = addDays(todayIn(ZONE), -1);
    const daily = await buildPlan(t.db, { pricePaise: 300_000 });
    const monthly = await buildPlan(t.db, { kind: 'monthly', visits: 3, pricePaise: 100_000 });
    const dailySub = await buildSubscription(t.db, { planId: daily.id, startDate: addDays(day, -10), endDate: addDays(day, 20) });
    const monthlySub = await buildSubscription(t.db, { planId: monthly.id, startDate: addDays(day, -10), endDate: addDays(day, 20) });
    // The subscription's price is what was paid (a snapshot): the daily one 3,000 rupees.
    await t.db.execute(sql`update subscriptions set price_paise = 300000 where id = ${dailySub.id}`);
    await t.db.execute(sql`update subscriptions set price_paise = 100000 where id = ${monthlySub.id}`);
    const booked = async (sub: typeof dailySub, hour: number) =>
      (
        await buildBooking(t.db, {
          userId: sub.userId,
          serviceId: daily.serviceId,
          carNo: [sub.vehicle.plate],
          startsAt: zonedInstant(day, hour * 60, ZONE),
          bookingDate: day,
          status: 'Confirmed',
        })
      ).id;
    const missed = await buildPlanVisit(t.db, {
      subscriptionId: dailySub.id,
      bookingId: await booked(dailySub, 9),
      visitDate: day,
      source: 'daily',
    });
    const proven = await buildPlanVisit(t.db, { subscriptionId: monthlySub.id, bookingId: await booked(monthlySub, 10), visitDate: day });
    await t.db.update(planVisits).set({ proofAt: new Date() }).where(eq(planVisits.id, proven.id));
    const missedBooked = await buildPlanVisit(t.db, {
      subscriptionId: monthlySub.id,
      bookingId: await booked(monthlySub, 12),
      visitDate: day,
    });
    const unplaced = await buildPlanVisit(t.db, {
      subscriptionId: dailySub.id,
      bookingId: null,
      visitDate: addDays(day, 0),
      source: 'booked',
    });
    await t.db.update(planVisits).set({ status: 'unplaced' }).where(eq(planVisits.id, unplaced.id));
    const otherDay = await buildPlanVisit(t.db, {
      subscriptionId: dailySub.id,
      bookingId: null,
      visitDate: addDays(day, -1),
      source: 'daily',
    });

    expect(await creditMissedVisits(t.db)).toEqual({ date: day, missed: 2, credited: 3 });
    expect(await creditMissedVisits(t.db, { date: day })).toEqual({ date: day, missed: 0, credited: 0 });

    expect([await statusOf(missed.id), await statusOf(missedBooked.id), await statusOf(proven.id)]).toEqual([
      'missed',
      'missed',
      'scheduled',
    ]);
    expect([await statusOf(unplaced.id), await statusOf(otherDay.id)]).toEqual(['unplaced', 'scheduled']);
    const rows = await t.db.select().from(planLedger).where(eq(planLedger.kind, 'missed-visit credit'));
    // Every day: ⌊7 × 4.345⌋ = 30 visits a month, as the plan shows its visit value.
    const dailyValue = Math.floor(300_000 / 30);
    expect(rows.map((r) => [r.visitId, r.subscriptionId, r.credits, r.valuePaise]).sort()).toEqual(
      [
        [missed.id, dailySub.id, 1, dailyValue],
        [missedBooked.id, monthlySub.id, 1, 33_333],
        [unplaced.id, dailySub.id, 1, dailyValue],
      ].sort(),
    );

    // One message per credited visit, in the customer's language (English by default).
    await t.app.jobs.flush(visitMessageJob);
    const subjects = (await t.outbox()).map((m) => decodedSubject(m.subject)).filter((m) => m.includes('was missed'));
    const on = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );
    expect(subjects.sort()).toEqual(
      [
        `Your ${monthly.name} visit on ${on} was missed: ₹333.33 credited`,
        `Your ${daily.name} visit on ${on} was missed: ${formatInr(dailyValue)} credited`,
        `Your ${daily.name} visit on ${on} was missed: ${formatInr(dailyValue)} credited`,
      ].sort(),
    );
  });

  it('waits for the end of quiet hours before telling the customer', async () => {
    await setBusinessSettings(t.db, { quietHours: { from: '21:00', to: '08:00' } });
    const day = addDays(todayIn(ZONE), -5);
    const plan = await buildPlan(t.db);
    const sub = await buildSubscription(t.db, { planId: plan.id, startDate: day, endDate: day });
    const visit = await buildPlanVisit(t.db, { subscriptionId: sub.id, bookingId: null, visitDate: day, source: 'daily' });
    const midnight = zonedInstant(addDays(day, 1), 5, ZONE);
    expect(await creditMissedVisits(t.db, { date: day, now: midnight })).toMatchObject({ missed: 1, credited: 1 });
    const { rows } = await t.db.execute<{ start_after: string }>(
      sql`select start_after from pgboss.job where name = ${visitMessageJob.name} and data->>'visitId' = ${visit.id}`,
    );
    expect(rows.map((r) => new Date(r.start_after).toISOString())).toEqual([zonedInstant(addDays(day, 1), 8 * 60, ZONE).toISOString()]);
  });

  it('credits nothing for a visit the customer did not come to (its booking is No-show): the visit is cancelled', async () => {
    const day = addDays(todayIn(ZONE), -3);
    const plan = await buildPlan(t.db, { kind: 'monthly', visits: 4, pricePaise: 100_000 });
    const sub = await buildSubscription(t.db, { planId: plan.id, startDate: addDays(day, -1), endDate: addDays(day, 20) });
    const booking = await buildBooking(t.db, {
      userId: sub.userId,
      serviceId: plan.serviceId,
      carNo: [sub.vehicle.plate],
      startsAt: zonedInstant(day, 11 * 60, ZONE),
      bookingDate: day,
      status: 'No-show',
    });
    const visit = await buildPlanVisit(t.db, { subscriptionId: sub.id, bookingId: booking.id, visitDate: day });
    expect(await creditMissedVisits(t.db, { date: day })).toEqual({ date: day, missed: 0, credited: 0 });
    expect(await statusOf(visit.id)).toBe('cancelled');
    expect(await t.db.select().from(planLedger).where(eq(planLedger.visitId, visit.id))).toEqual([]);
  });
});
