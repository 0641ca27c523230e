import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildEmployee, setBusinessSettings } from '@autospa/db/testing';
import { addDays, todayIn } from '../lib/zoned-time.js';
import { ZONE } from '../modules/bookings/test-fixtures.js';
import { bearer, setupTestApp, signIn, type TestContext } from '../test/harness.js';
import { planVisitsJob } from './jobs.js';
import { buildPlan, buildSubscription, openEveryDay } from './test-factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const schedules = async () =>
  (
    await t.db.execute<{ name: string; cron: string; timezone: string }>(
      sql`select name, cron, timezone from pgboss.schedule where name like 'plan-visits-%' order by name`,
    )
  ).rows;

describe('the plan-visit jobs on the job queue', () => {
  it("runs at 05:00 and 00:05 business time, and moves with the business's time zone", async () => {
    expect(await schedules()).toEqual([
      { name: 'plan-visits-daily', cron: '0 5 * * *', timezone: 'Asia/Kolkata' },
      { name: 'plan-visits-missed', cron: '5 0 * * *', timezone: 'Asia/Kolkata' },
    ]);
    const admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
    const res = await t.app.inject({ method: 'PUT', url: '/tor/update-settings', payload: { timeZone: 'Asia/Dubai' }, headers: admin });
    expect(res.statusCode).toBe(200);
    expect((await schedules()).map((s) => s.timezone)).toEqual(['Asia/Dubai', 'Asia/Dubai']);
    await t.app.inject({ method: 'PUT', url: '/tor/update-settings', payload: { timeZone: ZONE }, headers: admin });
  });

  it("makes a day's visits when its job is sent", async () => {
    await setBusinessSettings(t.db, { openingHours: openEveryDay('09:00', '18:00') });
    await buildEmployee(t.db);
    const date = addDays(todayIn(ZONE), 3);
    const plan = await buildPlan(t.db);
    await buildSubscription(t.db, { planId: plan.id, startDate: date, endDate: date });
    await t.app.jobs.send(planVisitsJob, { date });
    await t.app.jobs.flush(planVisitsJob);
    const { rows } = await t.db.execute<{ status: string; placed: boolean }>(
      sql`select status, booking_id is not null as placed from plan_visits where visit_date = ${date}`,
    );
    expect(rows).toEqual([{ status: 'scheduled', placed: true }]);
  });
});
