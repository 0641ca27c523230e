import { eq } from 'drizzle-orm';
import { accounts, contactMessages, jobApplications, newsletterSubscribers } from '@autospa/db';
import { buildAdmin, buildBooking, buildEmployee, buildUser, latestOtp, readOutbox } from '@autospa/db/testing';
import { seedBusinessDetails } from '../bootstrap/business-details.js';
import { loadConfig } from '../config.js';
import { bookableCatalog, dayAhead } from '../modules/bookings/test-fixtures.js';
import { createSession } from '../modules/auth/sessions.js';
import type { TestContext } from './harness.js';

export const ROLES = ['User', 'Employee', 'Admin'] as const;
export type Role = (typeof ROLES)[number];
export type Caller = Role | 'anonymous';

/**
 * A small business with one of everything (accounts of every role, a second customer, catalog, bookings,
 * inbox items, an open password reset), for tests that walk every route. Sessions are made directly, so no
 * sign-in is hashed.
 */
export async function seedWorld(t: TestContext) {
  // As every start does: the settings row exists with the configured business details.
  await seedBusinessDetails(t.db, loadConfig({}).business);
  const admin = await buildAdmin(t.db);
  const employee = await buildEmployee(t.db);
  const user = await buildUser(t.db);
  const otherUser = await buildUser(t.db);
  const catalog = await bookableCatalog(t.db);
  const booking = await buildBooking(t.db, {
    userId: user.id,
    serviceId: catalog.service.id,
    categoryId: catalog.category.id,
    subCategoryId: catalog.sub.id,
  });
  const otherBooking = await buildBooking(t.db, { userId: otherUser.id, serviceId: catalog.service.id, employeeId: employee.id });
  const guestBooking = await buildBooking(t.db, {
    serviceId: catalog.service.id,
    scheduled: false,
    timeSlot: '10:00 AM - 12:00 PM',
    source: 'public',
  });
  const [message] = await t.db
    .insert(contactMessages)
    .values({ fullName: 'Asha Verma', email: 'asha@example.test', phone: '9811100000', serviceType: 'detailing', message: 'Sunday?' })
    .returning();
  const [subscriber] = await t.db.insert(newsletterSubscribers).values({ email: 'fan@example.test' }).returning();
  const [application] = await t.db
    .insert(jobApplications)
    .values({
      name: 'Kiran Rao',
      email: 'kiran@example.test',
      phone: '9876501234',
      location: 'Karnataka',
      resumeName: 'cv.pdf',
      resumeType: 'application/pdf',
      resumeSize: 9,
      resume: Buffer.from('%PDF-1.7\n'),
    })
    .returning();

  // An open password reset per customer: its token and its code are secrets no response may show.
  const resets: { token: string; otp: string; email: string }[] = [];
  for (const account of [user, otherUser]) {
    const res = await t.app.inject({ method: 'POST', url: '/tor/send-otp', payload: { emailId: account.email } });
    await t.app.mailQueue.flush();
    resets.push({ token: res.json<{ token: string }>().token, otp: latestOtp(t.outboxDir, account.email)!, email: account.email });
  }

  // A change of the customer's phone, and the "This wasn't me" token mailed to its old address.
  await t.app.inject({
    method: 'PUT',
    url: '/tor/update-my-profile',
    headers: { authorization: `Bearer ${await createSession(t.db, user.id)}` },
    payload: { phone: '9000077777', currentPassword: user.password },
  });
  await t.app.mailQueue.flush();
  const notice = readOutbox(t.outboxDir).find((m) => m.to.includes(user.email) && /sign-in details were changed/.test(m.subject));
  const profileChangeToken = /token=([\w-]+)/.exec(notice?.body ?? '')?.[1];
  if (!profileChangeToken) throw new Error('world: the profile change sent no notice');

  const tokens: Record<Caller, string | undefined> = {
    anonymous: undefined,
    User: await createSession(t.db, user.id),
    Employee: await createSession(t.db, employee.id),
    Admin: await createSession(t.db, admin.id),
  };
  const accountOf: Record<Role, string> = { User: user.id, Employee: employee.id, Admin: admin.id };
  return {
    admin,
    employee,
    user,
    otherUser,
    catalog,
    booking,
    otherBooking,
    guestBooking,
    message: message!,
    subscriber: subscriber!,
    application: application!,
    resets,
    profileChangeToken,
    tokens,
    /** Sessions end at logout, on a password change or when an Admin deactivates the account: start a new one. */
    async renewSessions() {
      for (const role of ROLES) {
        await t.db.update(accounts).set({ active: true, deactivatedAt: null }).where(eq(accounts.id, accountOf[role]));
        tokens[role] = await createSession(t.db, accountOf[role]);
      }
    },
    /** Every id the world holds, for query strings and bodies. */
    ids: () => [
      admin.id,
      employee.id,
      user.id,
      otherUser.id,
      catalog.category.id,
      catalog.sub.id,
      catalog.service.id,
      booking.id,
      otherBooking.id,
      guestBooking.id,
      message!.id,
      subscriber!.id,
      application!.id,
    ],
    day: dayAhead(3),
  };
}

export type World = Awaited<ReturnType<typeof seedWorld>>;
