import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  messages,
  parseClockTime,
  pricingMessages,
  vehicleMessages,
  type BookingView,
  type createBookingBody,
  type publicBookingBody,
} from '@autospa/contract';
import { bookings, categories, services, type Database } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import { reminderJobsJson, reminderRules } from '../../reminders/schedule.js';
import type { SignedInAccount } from '../../plugins/auth.js';
import { loadSettings } from '../settings/service.js';
import type { BookingContext } from './context.js';
import { mailCustomer, RECEIVED_MAIL } from './mails.js';
import type { MailRef } from '../../mail/queue.js';
import { placeBooking, placeRequest } from './placement.js';
import { toBookingView } from './presenters.js';
import { newReference } from './reference.js';
import { loadBooking } from './queries.js';
import { insertNewBooking, type NewBookingRow } from './create-statement.js';
import { activeAccount, bookingInputs } from './resolve.js';
import { claimCredit, creditPrice, redeemCredit } from '../plans/redeem.js';

type Customer = { id: string; username: string; phone: string | null; email: string };

// A User books for itself; Admin and Employee book on behalf of a customer (phone bookings) by userId.
// The same rule decides who may buy a plan for whom (plans/subscriptions.ts).
export async function customerFor(db: Database, caller: SignedInAccount, userId: string | undefined): Promise<Customer> {
  if (caller.typeOfUser === 'User') {
    if (userId !== undefined && userId !== caller.id) throw httpErrors.forbidden(messages.auth.forbidden);
    return caller;
  }
  if (!userId) throw httpErrors.badRequest(messages.bookings.customerRequired);
  const customer = await activeAccount(db, userId, 'User');
  if (!customer) throw httpErrors.badRequest(messages.bookings.customerUnknown);
  return customer;
}

// The hot path of issue 7's load test: names and settings in one query, then one insert that passes the
// capacity check and queues the mail, and the answer built from what is already known.
export async function createBooking(
  ctx: BookingContext,
  caller: SignedInAccount,
  body: z.output<typeof createBookingBody>,
  idempotencyKey?: string,
): Promise<BookingView> {
  const customer = await customerFor(ctx.db, caller, body.userId);
  const { category, sub, service, settings, quote, savedType } = await bookingInputs(ctx.db, body, {
    ownerId: customer.id,
    carNo: body.carNo[0]!,
  });
  // A car the customer's garage holds is booked as the type saved there (its price depends on it).
  if (savedType && (savedType.categoryId !== category.id || (savedType.subCategoryId !== null && savedType.subCategoryId !== sub?.id)))
    throw httpErrors.conflict(vehicleMessages.savedAsOtherType(savedType.name));
  if (service.atDoor && !body.address) throw httpErrors.badRequest(pricingMessages.addressRequired);
  const minute = parseClockTime(body.time)!;
  const place = placeBooking(settings, body.date, minute, quote.minutes);
  // The service's own price text when the quote is just that; otherwise the total as ₹ (the items say why).
  // Issue 20: a booking paid with a plan credit costs "1 credit" (and any add-ons in money).
  const credit = body.subscriptionId ? creditPrice(quote.items) : null;
  const price = credit?.price ?? (quote.items.length === 1 && quote.totalPaise === service.pricePaise ? service.price : quote.total);
  const pricePaise = credit?.pricePaise ?? quote.totalPaise;
  const items = credit?.items ?? quote.items;
  const reference = newReference();
  const id = randomUUID();
  const db = ctx.db;
  const queued = {
    // The mail holds the booking's id; it is written when it is sent (receivedMailComposer).
    mail: customer.email ? JSON.stringify({ compose: RECEIVED_MAIL, id } satisfies MailRef) : undefined,
    reminders: reminderJobsJson(id, place.startsAt, reminderRules(settings)),
  };
  const row: NewBookingRow = {
    id,
    userId: customer.id,
    reference,
    idempotencyKey: idempotencyKey ?? null,
    categoryId: category.id,
    subCategoryId: sub?.id ?? null,
    serviceId: service.id,
    bookingDate: place.date,
    startsAt: place.startsAt,
    endsAt: place.endsAt,
    carNo: body.carNo,
    price,
    pricePaise,
    durationMinutes: quote.minutes,
    items: items.map(({ kind, name, pricePaise, minutes }) => ({ kind, name, pricePaise, minutes })),
    bufferMinutes: settings.bufferMinutes,
    atDoor: service.atDoor,
    address: service.atDoor ? (body.address ?? null) : null,
    landmark: service.atDoor ? (body.landmark ?? null) : null,
    createdBy: caller.id,
  };
  // With a subscription: the credit is claimed (its row locked), the booking inserted and the credit redeemed in
  // one transaction, so parallel bookings never spend more credits than the balance holds.
  const { subscriptionId } = body;
  const [[saved], planVisit] = subscriptionId
    ? await db.transaction(async (tx) => {
        const claim = await claimCredit(tx, {
          subscriptionId,
          customerId: customer.id,
          date: place.date,
          carNo: body.carNo,
          serviceId: service.id,
        });
        const rows = await insertNewBooking(tx, row, queued);
        return [rows, await redeemCredit(tx, claim, { id, date: place.date, by: caller.id })] as const;
      })
    : [await insertNewBooking(db, row, queued), null];
  if (queued.mail) ctx.mailer.poke();
  const { serviceBookings, bayName, customerNoShows, vehicle, ...booking } = saved!;
  return toBookingView(
    { booking, category, sub, service, customer, employee: null, canceller: null, bayName, customerNoShows, vehicle, planVisit },
    settings.timeZone,
    serviceBookings,
  );
}

/**
 * The public Book Now form: a Pending request for a date and time slot. It holds no bay until an Admin gives
 * it an exact time (update-booking), which runs the capacity check.
 */
export async function createPublicBooking(ctx: BookingContext, body: z.output<typeof publicBookingBody>): Promise<string> {
  const [service] = await ctx.db
    .select()
    .from(services)
    .where(and(eq(services.publicKey, body.service), eq(services.status, 'Active')))
    .limit(1);
  if (!service) throw httpErrors.conflict(messages.bookings.publicServiceUnavailable);
  const settings = await loadSettings(ctx.db);
  const place = placeRequest(settings, body.date, body.timeSlot);
  const [category] = await ctx.db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`lower(${categories.name}) = ${body.carType}`)
    .limit(1);
  const [row] = await ctx.db
    .insert(bookings)
    .values({
      // A guest booking: never linked to an account by phone or email (anyone can type a victim's number);
      // the Admin links it by hand (update-booking userId).
      userId: null,
      guestName: body.name,
      guestPhone: body.phone,
      categoryId: category?.id ?? null,
      serviceId: service.id,
      bookingDate: place.date,
      startsAt: place.startsAt,
      endsAt: place.endsAt,
      scheduled: false,
      timeSlot: body.timeSlot.label,
      carType: body.carType,
      carNo: body.vehicleNo,
      price: service.price,
      pricePaise: service.pricePaise,
      durationMinutes: service.durationMinutes,
      bufferMinutes: settings.bufferMinutes,
      source: 'public',
    })
    .returning({ id: bookings.id });
  const view = (await loadBooking(ctx.db, settings.timeZone, row!.id))!;
  await mailCustomer(ctx, 'received', view);
  return row!.id;
}
