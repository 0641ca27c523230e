import { eq, sql } from 'drizzle-orm';
import { TIME_SLOTS } from '@autospa/contract';
import { accounts, bookings, categories, services, subCategories, type Database, type NewBooking } from '@autospa/db';
import { addDays, todayIn, zonedInstant } from '../lib/zoned-time.js';
import { loadSettings } from '../modules/settings/service.js';

type Plan = [day: number, time: string, service: string, category: string, status: NewBooking['status'], assigned: boolean];

// Past and coming days around today for the demo customer; never more than one car at a time, so within bays,
// and at most 3 bookings still to come (the default per-customer limit, migration 0009; the seed obeys it).
const PLAN: Plan[] = [
  [-12, '10:00', 'Basic Wash', 'Hatchback', 'Completed', true],
  [-9, '11:30', 'Premium Wash', 'Sedan', 'Completed', true],
  [-7, '10:00', 'Interior Cleaning', 'Hatchback', 'Completed', true],
  [-6, '15:00', 'Interior Cleaning', 'SUV', 'Cancelled', false],
  [-5, '13:00', 'Car Detailing', 'Luxury', 'Completed', false],
  [-4, '09:00', 'Car Detailing', 'Luxury', 'Completed', true],
  [-2, '16:00', 'Wax & Polish', 'Sedan', 'Completed', false],
  [-1, '12:00', 'Express Exterior Wash', 'Hatchback', 'Completed', true],
  [0, '10:30', 'Premium Wash', 'SUV', 'Confirmed', true],
  [0, '14:00', 'Basic Wash', 'Hatchback', 'Pending', false],
  [1, '09:30', 'Full Service Wash', 'Sedan', 'Confirmed', true],
  [2, '11:00', 'Basic Wash', 'SUV', 'Cancelled', false],
];

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

/** Runs once: when the demo customer already has bookings, nothing is added. Needs the demo accounts and catalog. */
export async function seedDemoBookings(db: Database): Promise<void> {
  const [user] = await db.select().from(accounts).where(eq(accounts.username, 'demo-user'));
  const [employee] = await db.select().from(accounts).where(eq(accounts.username, 'demo-employee'));
  if (!user || !employee) return;
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(eq(bookings.userId, user.id));
  if ((existing?.n ?? 0) > 0) return;

  const { timeZone } = await loadSettings(db);
  const today = todayIn(timeZone);
  const serviceRows = await db.select().from(services);
  const subRows = await db
    .select({ sub: subCategories, category: categories })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId));
  const rows: NewBooking[] = [];
  PLAN.forEach(([day, time, serviceName, categoryName, status, assigned], i) => {
    const service = serviceRows.find((s) => s.serviceName === serviceName);
    const subs = subRows.filter((r) => r.category.name === categoryName);
    const pick = subs[i % Math.max(1, subs.length)];
    if (!service) return;
    const date = addDays(today, day);
    const startsAt = zonedInstant(date, minutesOf(time), timeZone);
    rows.push({
      userId: user.id,
      categoryId: pick?.category.id ?? null,
      subCategoryId: pick?.sub.id ?? null,
      serviceId: service.id,
      bookingDate: date,
      startsAt,
      endsAt: new Date(startsAt.getTime() + service.durationMinutes * 60_000),
      carNo: [user.carNo[i % Math.max(1, user.carNo.length)] ?? 'DL01AB1234'],
      status,
      employeeId: assigned ? employee.id : null,
      price: service.price,
      pricePaise: service.pricePaise,
      durationMinutes: service.durationMinutes,
      createdBy: user.id,
      ...(status === 'Cancelled' && { cancelledBy: user.id, cancelledAt: new Date(startsAt.getTime() - 2 * 86_400_000) }),
    });
  });
  // A request from the public Book Now page, waiting for the Admin to give it a time.
  const exterior = serviceRows.find((s) => s.publicKey === 'exterior');
  const sedan = subRows.find((r) => r.category.name === 'Sedan');
  const slot = TIME_SLOTS[1];
  const requestDay = addDays(today, 3);
  if (exterior) {
    rows.push({
      guestName: 'Rahul Verma',
      guestPhone: '9812345678',
      categoryId: sedan?.category.id ?? null,
      serviceId: exterior.id,
      bookingDate: requestDay,
      startsAt: zonedInstant(requestDay, slot.start, timeZone),
      endsAt: zonedInstant(requestDay, slot.end, timeZone),
      scheduled: false,
      timeSlot: slot.label,
      carType: 'sedan',
      carNo: ['UP16CD5678'],
      price: exterior.price,
      pricePaise: exterior.pricePaise,
      durationMinutes: exterior.durationMinutes,
      source: 'public',
    });
  }
  if (rows.length > 0) await db.insert(bookings).values(rows);
}
