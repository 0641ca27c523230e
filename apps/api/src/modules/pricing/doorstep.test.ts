import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '@autospa/db';
import { buildAdmin, buildService, buildUser, setBusinessSettings } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { dayAhead } from '../bookings/test-fixtures.js';
import { pricedCatalog } from './test-fixtures.js';

let t: TestContext;
let admin: Record<string, string>;
let c: Awaited<ReturnType<typeof pricedCatalog>>;
let bay: Awaited<ReturnType<typeof buildService>>;
let customers: string[];
beforeAll(async () => {
  t = await setupTestApp();
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  c = await pricedCatalog(t, admin, { atDoor: true });
  bay = await buildService(t.db, { price: '499 rs', pricePaise: 49_900, time: '30 min', durationMinutes: 30 });
  customers = await Promise.all(Array.from({ length: 20 }, async () => (await buildUser(t.db)).id));
  await setBusinessSettings(t.db, { bays: 1, doorTeams: 2, bookingsPerCustomer: 50 });
});
afterAll(() => t.close());

// Staff book at the front desk for many customers: only the teams and the bays are short here.
const book = (o: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/tor/create-booking',
    headers: admin,
    payload: {
      name: c.suv.name,
      subName: c.suvSub.subName,
      serviceName: c.wash.serviceName,
      time: '10:00 AM',
      address: '12 MG Road, Bengaluru',
      landmark: 'Opposite the metro station',
      ...o,
    },
  });

describe('doorstep services', () => {
  it('asks for the address, keeps it with the landmark, and says the service is at the door', async () => {
    const services = await t.app.inject({ url: '/tor/get-services' });
    expect(services.json().data.find((s: { _id: string }) => s._id === c.wash.id).atDoor).toBe(true);
    const none = await book({ date: dayAhead(3), carNo: 'KA01DS1', userId: customers[0], address: undefined });
    expect([none.statusCode, none.json().message]).toEqual([
      400,
      'Please give the address where we should come (this service is at your door).',
    ]);
    const res = await book({ date: dayAhead(3), carNo: 'KA01DS1', userId: customers[0] });
    expect(res.statusCode).toBe(201);
    expect(res.json().booking).toMatchObject({ atDoor: true, address: '12 MG Road, Bengaluru', landmark: 'Opposite the metro station' });
  });

  it('counts doorstep bookings against the mobile teams, never the bays, and bay bookings never against the teams', async () => {
    const date = dayAhead(4);
    // The one bay is taken at 10:00; both teams can still go out at 10:00.
    const inBay = await book({ serviceName: bay.serviceName, date, carNo: 'KA01BAY1', userId: customers[1], address: undefined });
    expect([inBay.statusCode, inBay.json().booking.atDoor, inBay.json().booking.address]).toEqual([201, false, null]);
    expect((await book({ date, carNo: 'KA01DS2', userId: customers[2] })).statusCode).toBe(201);
    expect((await book({ date, carNo: 'KA01DS3', userId: customers[3] })).statusCode).toBe(201);
    const third = await book({ date, carNo: 'KA01DS4', userId: customers[4] });
    expect([third.statusCode, third.json().message]).toEqual([409, 'No mobile team is free at that time. Please pick another time.']);
    // Teams busy: the bay is still one bay, full by its own booking, free at noon.
    const bayFull = await book({ serviceName: bay.serviceName, date, carNo: 'KA01BAY2', userId: customers[5] });
    expect([bayFull.statusCode, bayFull.json().message]).toEqual([409, 'This slot is full. Please pick another time.']);
    expect((await book({ serviceName: bay.serviceName, date, time: '12:00 PM', carNo: 'KA01BAY2', userId: customers[5] })).statusCode).toBe(
      201,
    );
    const door = await t.app.inject({
      url: `/tor/get-availability?date=${date}&serviceName=${encodeURIComponent(c.wash.serviceName)}&categoryName=${encodeURIComponent(c.suv.name)}`,
    });
    expect(door.json()).toMatchObject({ atDoor: true, bays: 2 });
    const at = (time: string) => door.json().slots.find((s: { time: string }) => s.time === time).freeBays;
    // An SUV at the door: 45 minutes + 10 between cars; 10:00 has no team, noon has both.
    expect([at('10:00 AM'), at('12:00 PM')]).toEqual([0, 2]);
  });

  it('never sends out more teams than there are, under parallel requests', async () => {
    for (let round = 0; round < 5; round++) {
      const date = dayAhead(20 + round);
      const results = await Promise.all(customers.map((userId, i) => book({ date, time: '11:00 AM', carNo: `PAR${round}X${i}`, userId })));
      const created = results.filter((r) => r.statusCode === 201).length;
      const full = results.filter(
        (r) => r.statusCode === 409 && r.json().message === 'No mobile team is free at that time. Please pick another time.',
      ).length;
      const stored = await t.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.bookingDate, date), ne(bookings.status, 'Cancelled'), eq(bookings.atDoor, true)));
      expect({ round, created, full, stored: stored.length }).toEqual({ round, created: 2, full: customers.length - 2, stored: 2 });
    }
  });
});
