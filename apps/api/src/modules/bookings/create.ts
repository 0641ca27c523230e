import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { messages, parseClockTime, type BookingView, type createBookingBody, type publicBookingBody } from '@autospa/contract';
import { accounts, bookings, categories, services } from '@autospa/db';
import { badRequest, conflict, forbidden } from '../../lib/errors.js';
import { loadSettings } from '../settings/service.js';
import { assertBayFree, lockDay } from './capacity.js';
import type { BookingContext, Caller } from './context.js';
import { mailCustomer } from './mails.js';
import { placeBooking, placeRequest } from './placement.js';
import { loadBooking } from './queries.js';
import { activeAccount, resolveNames } from './resolve.js';

// A User books for itself; Admin and Employee book on behalf of a customer (phone bookings) by userId.
async function customerFor(ctx: BookingContext, caller: Caller, userId: string | undefined): Promise<string> {
  if (caller.typeOfUser === 'User') {
    if (userId !== undefined && userId !== caller.id) throw forbidden(messages.auth.forbidden);
    return caller.id;
  }
  if (!userId) throw badRequest(messages.bookings.customerRequired);
  if (!(await activeAccount(ctx.db, userId, 'User'))) throw badRequest(messages.bookings.customerUnknown);
  return userId;
}

export async function createBooking(ctx: BookingContext, caller: Caller, body: z.output<typeof createBookingBody>): Promise<BookingView> {
  const customerId = await customerFor(ctx, caller, body.userId);
  const { category, sub, service } = await resolveNames(ctx.db, body);
  const settings = await loadSettings(ctx.db);
  const place = placeBooking(settings, body.date, parseClockTime(body.time)!, service.durationMinutes);
  // Lock the day, count, insert: one transaction, so concurrent requests cannot overbook (see capacity.ts).
  const id = await ctx.db.transaction(async (tx) => {
    await lockDay(tx, place.date);
    await assertBayFree(tx, (await loadSettings(tx)).bays, { start: place.startsAt, end: place.endsAt });
    const [row] = await tx
      .insert(bookings)
      .values({
        userId: customerId,
        categoryId: category.id,
        subCategoryId: sub.id,
        serviceId: service.id,
        bookingDate: place.date,
        startsAt: place.startsAt,
        endsAt: place.endsAt,
        carNo: body.carNo,
        price: service.price,
        pricePaise: service.pricePaise,
        durationMinutes: service.durationMinutes,
        createdBy: caller.id,
      })
      .returning({ id: bookings.id });
    return row!.id;
  });
  const view = (await loadBooking(ctx.db, settings.timeZone, id))!;
  await mailCustomer(ctx.mailer, ctx.log, 'received', view);
  return view;
}

/**
 * The public Book Now form: a Pending request for a date and time slot. It holds no bay until an Admin gives
 * it an exact time (update-booking), which runs the capacity check. A matching phone links the customer's account.
 */
export async function createPublicBooking(ctx: BookingContext, body: z.output<typeof publicBookingBody>): Promise<string> {
  const [service] = await ctx.db
    .select()
    .from(services)
    .where(and(eq(services.publicKey, body.service), eq(services.status, 'Active')))
    .limit(1);
  if (!service) throw conflict(messages.bookings.publicServiceUnavailable);
  const settings = await loadSettings(ctx.db);
  const place = placeRequest(settings, body.date, body.timeSlot);
  const [category] = await ctx.db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`lower(${categories.name}) = ${body.carType}`)
    .limit(1);
  const [account] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.phone, body.phone), eq(accounts.typeOfUser, 'User'), eq(accounts.active, true)))
    .limit(1);
  const [row] = await ctx.db
    .insert(bookings)
    .values({
      userId: account?.id ?? null,
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
      source: 'public',
    })
    .returning({ id: bookings.id });
  const view = (await loadBooking(ctx.db, settings.timeZone, row!.id))!;
  await mailCustomer(ctx.mailer, ctx.log, 'received', view);
  return row!.id;
}
