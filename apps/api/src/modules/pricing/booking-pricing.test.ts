import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, ne } from 'drizzle-orm';
import { bays } from '@autospa/db';
import { buildAdmin, buildUser, setBusinessSettings } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { zonedInstant } from '../../lib/zoned-time.js';
import { ZONE, dayAhead } from '../bookings/test-fixtures.js';
import { pricedCatalog } from './test-fixtures.js';

const OTHER_SERVICE = '00000000-0000-4000-8000-000000000000';
let t: TestContext;
let user: Record<string, string>;
let c: Awaited<ReturnType<typeof pricedCatalog>>;
beforeAll(async () => {
  t = await setupTestApp();
  user = bearer(await signIn(t.app, await buildUser(t.db)));
  c = await pricedCatalog(t, bearer(await signIn(t.app, await buildAdmin(t.db))));
  await setBusinessSettings(t.db, { bookingsPerCustomer: 50 });
});
afterAll(() => t.close());

const book = (payload: object) => t.app.inject({ method: 'POST', url: '/tor/create-booking', payload, headers: user });
const body = (o: Record<string, unknown> = {}) => ({
  name: c.suv.name,
  subName: c.suvSub.subName,
  serviceName: c.wash.serviceName,
  date: dayAhead(4),
  time: '10:00 AM',
  carNo: 'KA 01 AB 1234',
  ...o,
});

describe('POST /tor/create-booking with the price grid and add-ons', () => {
  it("takes the booking's price and minutes from the grid and the add-ons, and stores the items", async () => {
    const res = await book(body({ addOns: [c.vacuum.name] }));
    expect(res.statusCode).toBe(201);
    const { booking } = res.json();
    expect(booking).toMatchObject({
      pricePaise: 99_800,
      totalPaise: 99_800,
      price: '₹998',
      durationMinutes: 65,
      items: [
        { kind: 'service', name: c.wash.serviceName, pricePaise: 79_900, price: '₹799', minutes: 45 },
        { kind: 'addOn', name: c.vacuum.name, pricePaise: 19_900, price: '₹199', minutes: 20 },
      ],
      atDoor: false,
      address: null,
    });
    // The displayed end is the car's: 65 minutes, not the buffer after it.
    expect(new Date(booking.endsAt).getTime() - new Date(booking.startsAt).getTime()).toBe(65 * 60_000);
    const mine = await t.app.inject({ url: '/tor/my-bookings', headers: user });
    expect(mine.json().data[0].items).toEqual(booking.items);
  });

  it('prices a compact hatchback by its override and keeps the service price text without a grid row', async () => {
    const hatch = await book(body({ name: c.hatch.name, subName: c.compact.subName, date: dayAhead(5), carNo: 'KA01HB1' }));
    expect(hatch.json().booking).toMatchObject({ pricePaise: 39_900, price: '₹399', durationMinutes: 25 });
    const plain = await book(body({ name: c.sedan.category.name, subName: c.sedan.subName, date: dayAhead(5), carNo: 'KA01SD1' }));
    expect(plain.json().booking).toMatchObject({
      pricePaise: 49_900,
      price: '499 rs',
      durationMinutes: 30,
      items: [{ kind: 'service', name: c.wash.serviceName, pricePaise: 49_900, price: '₹499', minutes: 30 }],
    });
  });

  it('refuses an add-on the service does not offer with 400, and books nothing', async () => {
    const res = await book(body({ addOns: [c.engine.name], date: dayAhead(6), carNo: 'KA01NO1' }));
    expect([res.statusCode, res.json().message]).toEqual([400, `Add-on "${c.engine.name}" is not offered with ${c.wash.serviceName}.`]);
    const unknown = await book(body({ addOns: ['Gold plating'], date: dayAhead(6), carNo: 'KA01NO1' }));
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'Add-on "Gold plating" was not found.']);
  });
});

describe('GET /tor/get-availability with a vehicle type and add-ons', () => {
  const slots = async (date: string, extra: Record<string, string> = {}) =>
    (
      await t.app.inject({
        url: `/tor/get-availability?${new URLSearchParams({ date, serviceName: c.wash.serviceName, ...extra }).toString()}`,
      })
    ).json();

  it('uses the quote minutes plus the buffer between cars', async () => {
    const date = dayAhead(10);
    // One bay for this wash (issue 17: the others hold bookings still to come, so they stay; they do another service).
    const [first] = await t.db.select().from(bays).where(eq(bays.active, true)).orderBy(bays.position).limit(1);
    await t.db
      .update(bays)
      .set({ serviceIds: [OTHER_SERVICE] })
      .where(ne(bays.id, first!.id));
    const mine = await slots(date, { categoryName: c.suv.name, addOns: c.vacuum.name });
    expect(mine).toMatchObject({ durationMinutes: 65, bufferMinutes: 10, bays: 1, atDoor: false });
    // One SUV with vacuum at 12:00 PM blocks the bay 12:00–1:15 PM (65 minutes + 10).
    expect((await book(body({ date, time: '12:00 PM', addOns: [c.vacuum.name], carNo: 'KA01AV1' }))).statusCode).toBe(201);
    const after = await slots(date, { categoryName: c.suv.name });
    // A 45-minute SUV wash needs 55 minutes of bay: 11:00 AM (till 11:55) fits, 11:30 AM does not; 1:00 PM
    // is still inside the buffer, 1:30 PM is free.
    expect(after.durationMinutes).toBe(45);
    expect(after.times).toContain('11:00 AM');
    for (const full of ['11:30 AM', '12:00 PM', '12:30 PM', '01:00 PM']) expect(after.times).not.toContain(full);
    expect(after.times).toContain('01:30 PM');
    // The database agrees: 1:00 PM is refused, 1:30 PM booked.
    const early = await book(body({ date, time: '01:00 PM', carNo: 'KA01AV2' }));
    expect([early.statusCode, early.json().message]).toEqual([409, 'This slot is full. Please pick another time.']);
    expect((await book(body({ date, time: '01:30 PM', carNo: 'KA01AV2' }))).statusCode).toBe(201);
    // Without a vehicle type the service's own 30 minutes apply.
    expect((await slots(date)).durationMinutes).toBe(30);
    await t.db.update(bays).set({ serviceIds: [] });
  });

  it('marks slots within 24 hours as not changeable once booked', async () => {
    // Every start today is within 24 hours; every start three days ahead is not.
    const today = await slots(dayAhead(0));
    expect(today.slots.every((s: { changeable: boolean }) => !s.changeable)).toBe(true);
    const later = await slots(dayAhead(3));
    expect(later.slots.length).toBeGreaterThan(0);
    expect(later.slots.every((s: { changeable: boolean }) => s.changeable)).toBe(true);
    // Tomorrow: a start is changeable exactly when it is 24 hours away or more.
    const tomorrow = await slots(dayAhead(1));
    const asked = Date.now();
    for (const slot of tomorrow.slots as { time: string; changeable: boolean }[]) {
      const [, h, m, half] = /^(\d\d):(\d\d) (AM|PM)$/.exec(slot.time)!;
      const minute = ((Number(h) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(m);
      const startsAt = zonedInstant(dayAhead(1), minute, ZONE).getTime();
      // Slots within a minute of the cut-off may fall either side while the request runs.
      if (Math.abs(startsAt - asked - 86_400_000) > 60_000)
        expect([slot.time, slot.changeable]).toEqual([slot.time, startsAt - asked >= 86_400_000]);
    }
  });
});
