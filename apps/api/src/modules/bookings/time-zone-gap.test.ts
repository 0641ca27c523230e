import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildUser } from '@autospa/db/testing';
import { addDays, todayIn } from '../../lib/zoned-time.js';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { bookableCatalog } from './test-fixtures.js';

// Issue 14 item 7: a time the clocks skip is refused, not shifted an hour. Asia/Kolkata has no daylight
// saving, so the business here runs on Europe/London, where 01:00–02:00 is skipped on the last Sunday of March.
const NO_SUCH_TIME = 'That time does not exist on that day: the clocks go forward. Please pick another time.';
const ZONE = 'Europe/London';
const ALL_DAY = { open: '00:00', close: '23:30' };

/** The next last Sunday of March (London's clocks go forward that night) that is still ahead. */
function nextSpringForward(): string {
  const today = todayIn(ZONE);
  for (let year = Number(today.slice(0, 4)); ; year++) {
    const march31 = new Date(Date.UTC(year, 2, 31));
    const day = addDays(`${year}-03-31`, -march31.getUTCDay());
    if (day > today) return day;
  }
}

let t: TestContext;
let user: Record<string, string>;
let catalog: Awaited<ReturnType<typeof bookableCatalog>>;
beforeAll(async () => {
  t = await setupTestApp();
  const admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  user = bearer(await signIn(t.app, await buildUser(t.db)));
  catalog = await bookableCatalog(t.db, { time: '30 min', durationMinutes: 30 });
  const openingHours = { sun: ALL_DAY, mon: ALL_DAY, tue: ALL_DAY, wed: ALL_DAY, thu: ALL_DAY, fri: ALL_DAY, sat: ALL_DAY };
  await t.app.inject({ method: 'PUT', url: '/tor/update-settings', payload: { timeZone: ZONE, openingHours }, headers: admin });
});
afterAll(() => t.close());

describe('a time that does not exist in the business time zone', () => {
  it('is refused with 400 when booked, and the hour after it is booked as asked', async () => {
    const date = nextSpringForward();
    const book = (time: string, carNo: string) =>
      t.app.inject({ method: 'POST', url: '/tor/create-booking', payload: catalog.body({ date, time, carNo }), headers: user });
    const gap = await book('01:30', 'GB01GAP001');
    expect([gap.statusCode, gap.json().message]).toEqual([400, NO_SUCH_TIME]);
    const after = await book('02:30', 'GB01GAP002');
    expect(after.statusCode).toBe(201);
    // 02:30 BST is 01:30 UTC.
    expect(after.json().booking.startsAt).toBe(`${date}T01:30:00.000Z`);
  });

  it('is not offered as a free time', async () => {
    const date = nextSpringForward();
    const res = await t.app.inject({
      url: `/tor/get-availability?date=${date}&serviceName=${encodeURIComponent(catalog.service.serviceName)}`,
      headers: user,
    });
    expect(res.statusCode).toBe(200);
    const times = res.json().times as string[];
    expect(times).toContain('12:30 AM');
    expect(times).not.toContain('01:00 AM');
    expect(times).not.toContain('01:30 AM');
    expect(times).toContain('02:00 AM');
  });
});
