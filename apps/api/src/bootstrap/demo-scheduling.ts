import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { OpeningHours } from '@autospa/contract';
import { accounts, bays, leaves, services, type Database } from '@autospa/db';
import { addDays, todayIn } from '../lib/zoned-time.js';
import { loadSettings } from '../modules/settings/service.js';

// Issue 17's demo: named bays with the services they can do, the employees' shifts and a leave request to decide.

const DEMO_BAYS: { name: string; services: string[] }[] = [
  { name: 'Bay 1', services: [] },
  { name: 'Foam bay', services: ['Basic Wash', 'Express Exterior Wash', 'Premium Wash', 'Full Service Wash'] },
  { name: 'Detailing studio', services: ['Interior Cleaning', 'Wax & Polish', 'Car Detailing', 'Full Service Wash'] },
];

const WEEKDAY = { open: '08:00', close: '19:00' };
/** Monday to Saturday with the business; Sunday off. */
const DEMO_SHIFTS: OpeningHours = { sun: null, mon: WEEKDAY, tue: WEEKDAY, wed: WEEKDAY, thu: WEEKDAY, fri: WEEKDAY, sat: WEEKDAY };

/** Before the demo bookings (they then take fitting bays). Once: while the bays are still the migration's "Bay k". */
export async function seedDemoBays(db: Database): Promise<void> {
  const current = await db.select().from(bays).where(eq(bays.active, true)).orderBy(asc(bays.position));
  if (current.some((b) => !/^Bay \d+$/.test(b.name)) || current.length > DEMO_BAYS.length) return;
  const serviceRows = await db.select({ id: services.id, name: services.serviceName }).from(services);
  const idsOf = (names: string[]) => serviceRows.filter((s) => names.includes(s.name)).map((s) => s.id);
  for (const [i, demo] of DEMO_BAYS.entries()) {
    const existing = current[i];
    if (existing) {
      await db
        .update(bays)
        .set({ name: demo.name, serviceIds: idsOf(demo.services) })
        .where(eq(bays.id, existing.id));
    } else {
      await db
        .insert(bays)
        .values({ name: demo.name, serviceIds: idsOf(demo.services), position: sql`(select coalesce(max(position), 0) + 1 from ${bays})` });
    }
  }
}

/** After the demo bookings (shifts are checked when a job is assigned, not afterwards): shifts and a pending leave. */
export async function seedDemoStaffTime(db: Database): Promise<void> {
  await db
    .update(accounts)
    .set({ shifts: DEMO_SHIFTS })
    .where(and(eq(accounts.typeOfUser, 'Employee'), inArray(accounts.username, ['demo-employee']), sql`${accounts.shifts} is null`));
  const [employee] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'demo-employee'));
  if (!employee) return;
  const [asked] = await db.select({ id: leaves.id }).from(leaves).where(eq(leaves.employeeId, employee.id)).limit(1);
  if (asked) return;
  const today = todayIn((await loadSettings(db)).timeZone);
  await db
    .insert(leaves)
    .values({ employeeId: employee.id, fromDate: addDays(today, 10), toDate: addDays(today, 11), reason: 'Family wedding in Jaipur' });
}
