import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildBooking, buildEmployee, buildService, setBusinessSettings } from '@autospa/db/testing';
import { zonedInstant } from '../../lib/zoned-time.js';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { ZONE, dayAhead } from '../bookings/test-fixtures.js';

// Issue 17 acceptance: PostgreSQL refuses two bookings on one bay or one employee at once, and an employee on
// leave or off shift, with a 409 that names the clash, also when 20 requests race (exactly one wins).

let t: TestContext;
let admin: Record<string, string>;
let service: Awaited<ReturnType<typeof buildService>>;
beforeAll(async () => {
  t = await setupTestApp();
  // Twenty bays: twenty bookings can stand at one time, so only the rule under test refuses anything.
  await setBusinessSettings(t.db, { bays: 20, bufferMinutes: 0 });
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  service = await buildService(t.db, { durationMinutes: 60, time: '1 hr' });
});
afterAll(() => t.close());

const at = (day: string, hour: number) => zonedInstant(day, hour * 60, ZONE);
const booking = (day: string, hour: number) =>
  buildBooking(t.db, { serviceId: service.id, bookingDate: day, startsAt: at(day, hour), endsAt: at(day, hour + 1) });
const edit = (id: string, payload: object) => t.app.inject({ method: 'PUT', url: `/tor/update-booking?id=${id}`, payload, headers: admin });
const bays = async () => (await t.app.inject({ url: '/tor/get-bays', headers: admin })).json().bays as { _id: string; name: string }[];
const statuses = (results: { statusCode: number }[]) => results.map((r) => r.statusCode).sort();

describe('one bay at a time', () => {
  it('refuses moving a booking onto a bay another booking holds then, naming the bay, the booking and the IST time', async () => {
    const day = dayAhead(5);
    const [first] = await bays();
    const holder = await booking(day, 10);
    expect((await edit(holder.id, { bayId: first!._id })).statusCode).toBe(200);
    const mover = await booking(day, 10);
    const res = await edit(mover.id, { bayId: first!._id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Bay 1 is taken by booking ${holder.reference} at 10:00 AM (IST).`);
    // Half an hour later still overlaps; from 11:00 (no buffer) it is free.
    expect((await edit(mover.id, { time: '10:30 AM', bayId: first!._id })).statusCode).toBe(409);
    const later = await edit(mover.id, { time: '11:00 AM', bayId: first!._id });
    expect(later.statusCode).toBe(200);
    expect(later.json().booking).toMatchObject({ bayId: first!._id, bayName: 'Bay 1', time: '11:00 AM' });
  });

  it('lets exactly one of 20 parallel moves onto one bay at one time through; the others name the winner', async () => {
    const day = dayAhead(6);
    const target = (await bays())[4]!;
    const movers = await Promise.all(Array.from({ length: 20 }, (_, i) => booking(dayAhead(30 + i), 9)));
    const results = await Promise.all(movers.map((m) => edit(m.id, { date: day, time: '03:00 PM', bayId: target._id })));
    expect(statuses(results)).toEqual([200, ...Array<number>(19).fill(409)]);
    const winner = results.find((r) => r.statusCode === 200)!.json().booking;
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe(`${target.name} is taken by booking ${winner.reference} at 03:00 PM (IST).`);
  });
});

describe('one employee at a time', () => {
  it('refuses an employee already on an overlapping booking, naming it', async () => {
    const day = dayAhead(7);
    const employee = await buildEmployee(t.db);
    const first = await booking(day, 10);
    const second = await booking(day, 10);
    expect((await edit(first.id, { employeeId: employee.id })).statusCode).toBe(200);
    const res = await edit(second.id, { employeeId: employee.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`${employee.username} is already on booking ${first.reference} at 10:00 AM (IST).`);
    // Moving the assigned booking onto the other's time is refused as well; unassigning is always fine.
    const third = await booking(day, 12);
    expect((await edit(third.id, { employeeId: employee.id })).statusCode).toBe(200);
    expect((await edit(third.id, { time: '10:30 AM' })).json().message).toBe(
      `${employee.username} is already on booking ${first.reference} at 10:00 AM (IST).`,
    );
    expect((await edit(second.id, { employeeId: null })).statusCode).toBe(200);
  });

  it('assigns an employee to exactly one of 20 overlapping bookings assigned in parallel', async () => {
    const day = dayAhead(8);
    const employee = await buildEmployee(t.db);
    const jobs = await Promise.all(Array.from({ length: 20 }, () => booking(day, 14)));
    const results = await Promise.all(jobs.map((j) => edit(j.id, { employeeId: employee.id })));
    expect(statuses(results)).toEqual([200, ...Array<number>(19).fill(409)]);
    const winner = results.find((r) => r.statusCode === 200)!.json().booking;
    expect(winner.employeeId).toBe(employee.id);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe(`${employee.username} is already on booking ${winner.reference} at 02:00 PM (IST).`);
  });
});

describe('leave and shifts', () => {
  const approvedLeave = async (employee: { id: string; username: string; password: string }, day: string) => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/tor/create-leave',
      payload: { from: day, to: day, reason: 'Doctor' },
      headers: bearer(await signIn(t.app, employee)),
    });
    expect(asked.statusCode).toBe(201);
    return asked.json().leave._id as string;
  };
  const decide = (id: string, status: string) =>
    t.app.inject({ method: 'PUT', url: `/tor/update-leave?id=${id}`, payload: { status }, headers: admin });

  it('refuses assigning an employee on approved leave that day, also 20 at once; a pending request does not', async () => {
    const day = dayAhead(9);
    const employee = await buildEmployee(t.db);
    const leave = await approvedLeave(employee, day);
    const pendingOk = await booking(day, 9);
    expect((await edit(pendingOk.id, { employeeId: employee.id })).statusCode).toBe(200);
    expect((await edit(pendingOk.id, { employeeId: null })).statusCode).toBe(200);
    expect((await decide(leave, 'Approved')).statusCode).toBe(200);
    const jobs = await Promise.all(Array.from({ length: 20 }, (_, i) => booking(day, 8 + (i % 10))));
    const results = await Promise.all(jobs.map((j) => edit(j.id, { employeeId: employee.id })));
    expect(statuses(results)).toEqual(Array<number>(20).fill(409));
    for (const r of results) expect(r.json().message).toBe(`${employee.username} is on leave on ${day}.`);
  });

  it('either approves the leave or assigns one job, never both, when they race', async () => {
    const day = dayAhead(10);
    const employee = await buildEmployee(t.db);
    const leave = await approvedLeave(employee, day);
    const jobs = await Promise.all(Array.from({ length: 20 }, () => booking(day, 11)));
    const [approval, ...assigned] = await Promise.all([
      decide(leave, 'Approved'),
      ...jobs.map((j) => edit(j.id, { employeeId: employee.id })),
    ]);
    const won = assigned.filter((r) => r.statusCode === 200).length;
    if (approval.statusCode === 200) {
      expect(won).toBe(0);
    } else {
      expect(approval.json().message).toBe('This employee has 1 job assigned on those days. Reassign them first.');
      expect(won).toBe(1);
    }
  });

  it('refuses an employee off shift (also 20 at once), and takes one on shift', async () => {
    const day = dayAhead(11);
    const employee = await buildEmployee(t.db);
    const morning = { open: '08:00', close: '12:00' };
    const shifts = { sun: morning, mon: morning, tue: morning, wed: morning, thu: morning, fri: morning, sat: morning };
    const set = await t.app.inject({ method: 'PUT', url: `/tor/update-shifts?id=${employee.id}`, payload: { shifts }, headers: admin });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ message: 'Shifts updated successfully!', employee: { _id: employee.id, shifts } });
    const onShift = await booking(day, 11);
    expect((await edit(onShift.id, { employeeId: employee.id })).statusCode).toBe(200);
    const jobs = await Promise.all(Array.from({ length: 20 }, () => booking(day, 12)));
    const results = await Promise.all(jobs.map((j) => edit(j.id, { employeeId: employee.id })));
    expect(statuses(results)).toEqual(Array<number>(20).fill(409));
    for (const r of results) expect(r.json().message).toBe(`${employee.username} is not on shift at that time.`);
    // Back to "whenever the business is open".
    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/tor/update-shifts?id=${employee.id}`,
      payload: { shifts: null },
      headers: admin,
    });
    expect(cleared.json().employee.shifts).toBeNull();
    expect((await edit(jobs[0]!.id, { employeeId: employee.id })).statusCode).toBe(200);
  });
});
