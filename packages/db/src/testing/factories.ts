import { randomBytes } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.js';
import { hashPassword } from '../passwords.js';
import {
  accounts,
  bookings,
  categories,
  expenses,
  payments,
  services,
  subCategories,
  type Account,
  type Booking,
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

// The capacity trigger (migration 0005) lets a bulk import of history switch it off for its own transaction.
const switchOffCapacityCheck = (tx: Pick<Database, 'execute'>) => tx.execute(sql`set local autospa.capacity_check = 'off'`);

/** A bulk insert of bookings (volume tests, seeds) with the capacity check off, so it can place any number anywhere. */
export async function insertBookingsUnchecked(db: Database, insert: SQL): Promise<void> {
  await db.transaction(async (tx) => {
    await switchOffCapacityCheck(tx);
    await tx.execute(insert);
  });
}

/**
 * A booking row written directly (no capacity or time checks: the capacity trigger is switched off for its
 * transaction), so tests can place it anywhere in time.
 * Without a service one is built; without a customer it is a guest booking.
 */
export async function buildBooking(db: Database, overrides: Partial<NewBooking> = {}): Promise<Booking> {
  const service = overrides.serviceId
    ? (await db.select().from(services).where(eq(services.id, overrides.serviceId)))[0]!
    : await buildService(db);
  const startsAt = overrides.startsAt instanceof Date ? overrides.startsAt : new Date(Date.now() + 3 * 86_400_000);
  const [row] = await db.transaction(async (tx) => {
    await switchOffCapacityCheck(tx);
    return tx
      .insert(bookings)
      .values({
        serviceId: service.id,
        guestName: overrides.userId ? null : 'Walk-in guest',
        guestPhone: overrides.userId ? null : digits(),
        bookingDate: startsAt.toISOString().slice(0, 10),
        endsAt: new Date(startsAt.getTime() + service.durationMinutes * 60_000),
        carNo: ['DL01AB1234'],
        price: service.price,
        pricePaise: service.pricePaise,
        durationMinutes: service.durationMinutes,
        ...overrides,
        startsAt,
      })
      .returning();
  });
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
