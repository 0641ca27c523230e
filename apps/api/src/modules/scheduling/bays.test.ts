import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildBooking, buildEmployee, buildService, buildUser } from '@autospa/db/testing';
import { zonedInstant } from '../../lib/zoned-time.js';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { ZONE, bookableCatalog, dayAhead } from '../bookings/test-fixtures.js';

// Issue 17: named bays (get/create/update/delete-bay), the bay count in settings that follows them, and a
// booking taking the first free bay (by position) that can do its service.

let t: TestContext;
const auth: Record<'admin' | 'employee' | 'user', Record<string, string>> = { admin: {}, employee: {}, user: {} };
let catalog: Awaited<ReturnType<typeof bookableCatalog>>;
let customer: Awaited<ReturnType<typeof buildUser>>;
beforeAll(async () => {
  t = await setupTestApp();
  catalog = await bookableCatalog(t.db, { durationMinutes: 60, time: '1 hr' });
  customer = await buildUser(t.db);
  auth.admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  auth.employee = bearer(await signIn(t.app, await buildEmployee(t.db)));
  auth.user = bearer(await signIn(t.app, customer));
});
afterAll(() => t.close());

type BayView = { _id: string; name: string; serviceNames: string[]; active: boolean; upcomingBookings: number; position: number };
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = auth.admin) =>
  t.app.inject({ method, url, ...(payload && { payload }), headers });
const listBays = async (query = '') => (await call('GET', `/tor/get-bays${query}`)).json().bays as BayView[];
const settingsBays = async () => (await t.app.inject({ url: '/tor/get-settings' })).json().bays as number;

describe('named bays', () => {
  it('starts with the bays of the settings as "Bay 1".."Bay 3", doing every service', async () => {
    const res = await call('GET', '/tor/get-bays', undefined, auth.employee);
    expect(res.statusCode).toBe(200);
    expect(res.json().bays.map((b: BayView) => [b.name, b.serviceNames, b.active, b.position])).toEqual([
      ['Bay 1', [], true, 1],
      ['Bay 2', [], true, 2],
      ['Bay 3', [], true, 3],
    ]);
  });

  it('creates, renames and limits a bay to services by name; a duplicate or unknown service is refused', async () => {
    const created = await call('POST', '/tor/create-bay', { name: 'Foam bay', serviceNames: [catalog.service.serviceName.toUpperCase()] });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Bay created successfully!',
      bay: { name: 'Foam bay', serviceNames: [catalog.service.serviceName], active: true, upcomingBookings: 0, position: 4 },
    });
    expect(await settingsBays()).toBe(4);
    const dup = await call('POST', '/tor/create-bay', { name: 'foam BAY' });
    expect([dup.statusCode, dup.json().message]).toEqual([409, 'A bay with this name already exists.']);
    const unknown = await call('POST', '/tor/create-bay', { name: 'Studio', serviceNames: ['Moon Polish'] });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'Service "Moon Polish" was not found.']);
    const id = created.json().bay._id as string;
    const renamed = await call('PUT', `/tor/update-bay?id=${id}`, { name: 'Foam tunnel', serviceNames: [] });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ message: 'Bay updated successfully!', bay: { name: 'Foam tunnel', serviceNames: [] } });
    const retired = await call('DELETE', `/tor/delete-bay?id=${id}`);
    expect([retired.statusCode, retired.json().message]).toEqual([200, 'Bay retired successfully!']);
    expect((await listBays()).map((b) => b.name)).toEqual(['Bay 1', 'Bay 2', 'Bay 3']);
    expect((await listBays('?includeRetired=true')).find((b) => b._id === id)).toMatchObject({ active: false });
    expect(await settingsBays()).toBe(3);
    // The name is free again once the bay is retired.
    expect((await call('POST', '/tor/create-bay', { name: 'Foam tunnel' })).statusCode).toBe(201);
    const [, , , tunnel] = await listBays();
    await call('DELETE', `/tor/delete-bay?id=${tunnel!._id}`);
  });

  it('refuses retiring a bay that holds bookings still to come, and the last bay in use', async () => {
    const [, , third] = await listBays();
    const day = dayAhead(4);
    const at10 = () => buildBooking(t.db, { serviceId: catalog.service.id, bookingDate: day, startsAt: zonedInstant(day, 600, ZONE) });
    const b = await at10();
    const edit = await call('PUT', `/tor/update-booking?id=${b.id}`, { bayId: third!._id });
    expect(edit.json().booking).toMatchObject({ bayId: third!._id, bayName: 'Bay 3' });
    const refused = await call('DELETE', `/tor/delete-bay?id=${third!._id}`);
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'This bay has 1 upcoming booking. Move them to another bay first.']);
    expect((await listBays()).find((x) => x._id === third!._id)?.upcomingBookings).toBe(1);
    // update-settings retires the last bays that hold nothing to come: Bay 3 stays.
    const one = await call('PUT', '/tor/update-settings', { bays: 1 });
    expect(one.json().settings.bays).toBe(1);
    expect((await listBays()).map((x) => x.name)).toEqual(['Bay 3']);
    await call('PUT', `/tor/update-booking?id=${b.id}`, { status: 'Cancelled' });
    const lastBay = await call('DELETE', `/tor/delete-bay?id=${third!._id}`);
    expect([lastBay.statusCode, lastBay.json().message]).toEqual([409, 'At least one bay must stay in use.']);
    // Back to three: "Bay 1" and "Bay 2" are added after Bay 3.
    expect((await call('PUT', '/tor/update-settings', { bays: 3 })).json().settings.bays).toBe(3);
    expect((await listBays()).map((x) => x.name)).toEqual(['Bay 3', 'Bay 1', 'Bay 2']);
    // Every bay holds a booking at 10:00: none can be closed.
    const held = [await at10(), await at10(), await at10()];
    const fewer = await call('PUT', '/tor/update-settings', { bays: 2 });
    expect([fewer.statusCode, fewer.json().message]).toEqual([409, 'This bay has 1 upcoming booking. Move them to another bay first.']);
    expect(await settingsBays()).toBe(3);
    for (const h of held) await call('PUT', `/tor/update-booking?id=${h.id}`, { status: 'Cancelled' });
  });

  it('gives a booking the first free bay that can do its service; none free is the "full" 409', async () => {
    const other = await buildService(t.db, { durationMinutes: 60, time: '1 hr' });
    const [a, b, c] = await listBays();
    // a: only the other service; b: every service; c: only the other service.
    await call('PUT', `/tor/update-bay?id=${a!._id}`, { serviceNames: [other.serviceName] });
    await call('PUT', `/tor/update-bay?id=${c!._id}`, { serviceNames: [other.serviceName] });
    const day = dayAhead(12);
    const book = (carNo: string) =>
      call('POST', '/tor/create-booking', catalog.body({ date: day, time: '10:00 AM', carNo, userId: customer.id }));
    const first = await book('KA01AA1111');
    expect(first.statusCode).toBe(201);
    expect(first.json().booking).toMatchObject({ bayId: b!._id, bayName: b!.name, employeeId: null, customerNoShows: 0 });
    const second = await book('KA01AA2222');
    expect([second.statusCode, second.json().message]).toEqual([409, 'This slot is full. Please pick another time.']);

    // Availability, per bay: the catalog's service has no bay at 10:00 (or 09:30, overlapping it); the other has three bays, two free.
    const free = async (serviceName: string) =>
      (
        await t.app.inject({ url: `/tor/get-availability?date=${day}&serviceName=${encodeURIComponent(serviceName)}`, headers: auth.user })
      ).json();
    const mine = await free(catalog.service.serviceName);
    expect(mine.bays).toBe(1);
    expect(mine.times).not.toContain('10:00 AM');
    expect(mine.times).not.toContain('09:30 AM');
    // 10:00–11:00 plus the 10 minutes between cars: 11:30 is the next start.
    expect(mine.times).not.toContain('11:00 AM');
    expect(mine.times).toContain('11:30 AM');
    const theirs = await free(other.serviceName);
    expect(theirs.bays).toBe(3);
    expect(theirs.times).toContain('10:00 AM');
    expect(theirs.slots.find((s: { time: string }) => s.time === '10:00 AM').freeBays).toBe(2);
    await call('PUT', `/tor/update-bay?id=${a!._id}`, { serviceNames: [] });
    await call('PUT', `/tor/update-bay?id=${c!._id}`, { serviceNames: [] });
  });

  it('refuses naming a bay that cannot do the service', async () => {
    const other = await buildService(t.db);
    const [a] = await listBays();
    await call('PUT', `/tor/update-bay?id=${a!._id}`, { serviceNames: [other.serviceName] });
    const day = dayAhead(13);
    const b = await buildBooking(t.db, { serviceId: catalog.service.id, bookingDate: day, startsAt: zonedInstant(day, 600, ZONE) });
    const res = await call('PUT', `/tor/update-booking?id=${b.id}`, { bayId: a!._id });
    expect([res.statusCode, res.json().message]).toEqual([409, `${a!.name} cannot do ${catalog.service.serviceName}.`]);
    await call('PUT', `/tor/update-bay?id=${a!._id}`, { serviceNames: [] });
  });

  it('lets only the Admin change bays; Admin and Employee read them', async () => {
    const [a] = await listBays();
    for (const headers of [auth.employee, auth.user]) {
      expect((await call('POST', '/tor/create-bay', { name: 'X' }, headers)).statusCode).toBe(403);
      expect((await call('PUT', `/tor/update-bay?id=${a!._id}`, { name: 'X' }, headers)).statusCode).toBe(403);
      expect((await call('DELETE', `/tor/delete-bay?id=${a!._id}`, undefined, headers)).statusCode).toBe(403);
    }
    expect((await call('GET', '/tor/get-bays', undefined, auth.user)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/tor/get-bays' })).statusCode).toBe(401);
    const missing = await call('PUT', '/tor/update-bay?id=00000000-0000-4000-8000-000000000000', { name: 'Y' });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Bay not found.']);
  });
});
