import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildBooking, buildService, buildUser, insertBookings } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { bookableCatalog, dayAhead } from './test-fixtures.js';

// booking_counts (kept by triggers) must always equal a real count: the catalog, the Admin dashboard and list
// totals read it instead of counting every booking (issue 7: those counts made reads slow with 100,000 bookings).
let t: TestContext;
let admin: Record<string, string>;
let user: Record<string, string>;
let catalog: Awaited<ReturnType<typeof bookableCatalog>>;
beforeAll(async () => {
  t = await setupTestApp();
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  user = bearer(await signIn(t.app, await buildUser(t.db)));
  catalog = await bookableCatalog(t.db);
});
afterAll(() => t.close());

async function kept() {
  const rows = await t.db.execute<{ service_id: string; status: string; n: number }>(
    sql`select service_id, status, sum(bookings)::int as n from booking_counts group by 1, 2 having sum(bookings) <> 0 order by 1, 2`,
  );
  return rows.rows;
}
async function actual() {
  const rows = await t.db.execute<{ service_id: string; status: string; n: number }>(
    sql`select service_id, status, count(*)::int as n from bookings group by 1, 2 order by 1, 2`,
  );
  return rows.rows;
}

describe('booking counts', () => {
  it('follow every change: bookings made, restatused, moved to another service, deleted, bulk-inserted, truncated', async () => {
    const other = await buildService(t.db, { time: '1 hr', durationMinutes: 60 });
    const made = [];
    for (const [i, time] of ['10:00 AM', '11:00 AM', '12:00 PM'].entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/tor/create-booking',
        headers: user,
        payload: catalog.body({ date: dayAhead(5 + i), time }),
      });
      expect(res.statusCode, res.body).toBe(201);
      made.push(res.json().booking._id as string);
    }
    expect(await kept()).toEqual(await actual());
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/tor/update-booking-status?id=${made[0]}`,
          headers: admin,
          payload: { status: 'Confirmed' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/tor/update-booking?id=${made[1]}`,
          headers: admin,
          payload: { serviceName: other.serviceName },
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/tor/delete-booking?id=${made[2]}`, headers: admin })).statusCode).toBe(200);
    expect(await kept()).toEqual(await actual());
    await insertBookings(
      t.db,
      sql`insert into bookings (service_id, guest_name, booking_date, starts_at, ends_at, car_no, price, price_paise, duration_minutes, status)
      select ${other.id}::uuid, 'Guest', (s at time zone 'UTC')::date, s, s + interval '1 hour', array['DL' || lpad(g::text, 8, '0')], '1', 1, 60,
             (array['Pending', 'Completed'])[1 + g % 2] from generate_series(1, 500) g, lateral (select now() + g * interval '1 hour' as s) start`,
    );
    await buildBooking(t.db, { serviceId: catalog.service.id, status: 'Cancelled' });
    expect(await kept()).toEqual(await actual());

    const services = (await t.app.inject({ url: '/tor/get-services' })).json().data as { _id: string; bookings: number }[];
    const metrics = (await t.app.inject({ url: '/tor/get-metrics', headers: admin })).json();
    const all = (await t.app.inject({ url: '/tor/get-allbookings?page=1&limit=1', headers: admin })).json();
    const pending = (await t.app.inject({ url: '/tor/get-allbookings?page=1&limit=1&status=Pending', headers: admin })).json();
    const real = await actual();
    const sum = (f: (r: { status: string; service_id: string }) => boolean) => real.filter(f).reduce((n, r) => n + r.n, 0);
    expect(services.find((s) => s._id === other.id)!.bookings).toBe(sum((r) => r.service_id === other.id));
    expect(metrics).toMatchObject({
      totalProjects: sum(() => true),
      // Issue 17: Pending Leaves counts leave requests, not bookings.
      pendingLeaves: 0,
      completedTasks: sum((r) => r.status === 'Completed'),
    });
    expect([all.total, pending.total]).toEqual([sum(() => true), sum((r) => r.status === 'Pending')]);

    await t.db.execute(sql`truncate bookings cascade`);
    expect(await kept()).toEqual([]);
  });

  it('stay exact under concurrent bookings of one service', async () => {
    await t.db.execute(sql`truncate bookings cascade`);
    // Forty upcoming bookings of one customer's forty cars: within a per-customer limit raised for the test.
    await t.app.inject({ method: 'PUT', url: '/tor/update-settings', payload: { bookingsPerCustomer: 50 }, headers: admin });
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/tor/create-booking',
          headers: user,
          payload: catalog.body({ date: dayAhead(20 + (i % 20)), time: i < 20 ? '10:00 AM' : '02:00 PM', carNo: `CN${i}XX` }),
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(40);
    expect(await kept()).toEqual(await actual());
  });
});
