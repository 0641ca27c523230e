import { randomBytes } from 'node:crypto';
import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../client.js';
import { hashPassword } from '../passwords.js';
import {
  accounts,
  bookings,
  businessSettings,
  categories,
  expenses,
  payments,
  services,
  subCategories,
  type Account,
  type Booking,
  type BusinessSettings,
  type Category,
  type Expense,
  type NewAccount,
  type NewBooking,
  type NewExpense,
  type NewPayment,
  type NewService,
  type Payment,
  type Service,
  type SubCategory,
} from '../schema/index.js';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;
const digits = () => String(6_000_000_000 + Math.floor(Math.random() * 3_999_999_999));

export const DEFAULT_TEST_PASSWORD = 'correct-horse-9';

// Builds a real account row; the password is kept beside it so tests can sign in.
export async function buildAccount(
  db: Database,
  overrides: Partial<Omit<NewAccount, 'passwordHash'>> & { password?: string } = {},
): Promise<Account & { password: string }> {
  const { password = DEFAULT_TEST_PASSWORD, ...rest } = overrides;
  const id = unique();
  const [row] = await db
    .insert(accounts)
    .values({
      typeOfUser: 'User',
      username: `user_${id}`,
      email: `user_${id}@example.test`,
      phone: digits(),
      carNo: ['DL01AB1234'],
      ...rest,
      passwordHash: await hashPassword(password),
    })
    .returning();
  return { ...row!, password };
}

export const buildUser = (db: Database, o: Parameters<typeof buildAccount>[1] = {}) => buildAccount(db, { typeOfUser: 'User', ...o });
export const buildAdmin = (db: Database, o: Parameters<typeof buildAccount>[1] = {}) =>
  buildAccount(db, { typeOfUser: 'Admin', carNo: [], ...o });
export const buildEmployee = (db: Database, o: Parameters<typeof buildAccount>[1] = {}) =>
  buildAccount(db, {
    typeOfUser: 'Employee',
    carNo: [],
    gender: 'Female',
    country: 'India',
    state: 'Haryana',
    pincode: '122015',
    dateOfBirth: '1995-04-12',
    ...o,
  });

// Catalog rows. A service's price_paise and duration_minutes must agree with its price and time texts.
export async function buildCategory(db: Database, overrides: Partial<typeof categories.$inferInsert> = {}): Promise<Category> {
  const [row] = await db
    .insert(categories)
    .values({ name: `Category ${unique()}`, ...overrides })
    .returning();
  return row!;
}

export async function buildSubCategory(
  db: Database,
  overrides: Partial<typeof subCategories.$inferInsert> = {},
): Promise<SubCategory & { category: Category }> {
  const category = overrides.categoryId
    ? (await db.select().from(categories).where(eq(categories.id, overrides.categoryId)))[0]!
    : await buildCategory(db);
  const [row] = await db
    .insert(subCategories)
    .values({ subName: `Sub ${unique()}`, ...overrides, categoryId: category.id })
    .returning();
  return { ...row!, category };
}

export async function buildService(db: Database, overrides: Partial<NewService> = {}): Promise<Service> {
  const [row] = await db
    .insert(services)
    .values({
      serviceName: `Wash ${unique()}`,
      description: 'Foam wash, rinse and dry.',
      price: '499 rs',
      pricePaise: 49_900,
      time: '30 min',
      durationMinutes: 30,
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * A bulk insert of bookings (volume tests, seeds) with every booking rule of the database in force, as the app
 * writes them: the rows must keep to the bays, one car in one place and the customer's limit of upcoming bookings.
 */
export async function insertBookings(db: Database, insert: SQL): Promise<void> {
  await db.execute(insert);
}

// Each booking built without a time gets its own two-hour slot from three days ahead, and its own car, so that
// bookings built together never compete for a bay or a car. Each process starts at a random slot: Playwright
// workers share one database, and two of them rarely pick the same slots (3 bays: four would have to overlap).
// Tests that place bookings themselves choose times that fit.
let defaultSlot = Math.floor(Math.random() * 100);
const nextDefaultStart = () => new Date(Date.now() + 3 * 86_400_000 + (defaultSlot++ % 1000) * 2 * 3_600_000);
const carNumber = () => `TS${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;

/**
 * A booking row written directly (no opening-hours or lead-time checks, so tests can place it anywhere in time),
 * under the same database rules as the app's writes: bays, one car in one place, the customer's limit.
 * Without a service one is built; without a customer it is a guest booking.
 */
export async function buildBooking(db: Database, overrides: Partial<NewBooking> = {}): Promise<Booking> {
  const service = overrides.serviceId
    ? (await db.select().from(services).where(eq(services.id, overrides.serviceId)))[0]!
    : await buildService(db);
  const startsAt = overrides.startsAt instanceof Date ? overrides.startsAt : nextDefaultStart();
  const [row] = await db
    .insert(bookings)
    .values({
      serviceId: service.id,
      guestName: overrides.userId ? null : 'Walk-in guest',
      guestPhone: overrides.userId ? null : digits(),
      bookingDate: startsAt.toISOString().slice(0, 10),
      endsAt: new Date(startsAt.getTime() + service.durationMinutes * 60_000),
      carNo: [carNumber()],
      price: service.price,
      pricePaise: service.pricePaise,
      durationMinutes: service.durationMinutes,
      ...overrides,
      startsAt,
    })
    .returning();
  return row!;
}

/** A payment on a booking (a new Completed booking when none is given); by default the whole price in cash, now. */
export async function buildPayment(db: Database, overrides: Partial<NewPayment> = {}): Promise<Payment> {
  const booking = overrides.bookingId
    ? (await db.select().from(bookings).where(eq(bookings.id, overrides.bookingId)))[0]!
    : await buildBooking(db, { status: 'Completed' });
  const [row] = await db
    .insert(payments)
    .values({ method: 'cash', amountPaise: booking.pricePaise, ...overrides, bookingId: booking.id })
    .returning();
  return row!;
}

/** An expense row; by default ₹1,500 of supplies on 1 March 2026. */
export async function buildExpense(db: Database, overrides: Partial<NewExpense> = {}): Promise<Expense> {
  const [row] = await db
    .insert(expenses)
    .values({ expenseDate: '2026-03-01', category: 'supplies', amountPaise: 150_000, note: `Foam and wax ${unique()}`, ...overrides })
    .returning();
  return row!;
}

/** Saves the business settings (one row; the defaults where not given), as an Admin would. */
export async function setBusinessSettings(db: Database, values: Partial<Omit<BusinessSettings, 'id'>>): Promise<void> {
  await db
    .insert(businessSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: businessSettings.id, set: values });
}
