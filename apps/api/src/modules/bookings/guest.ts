import { randomUUID } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  bookingFinishMessages,
  messages,
  pricingMessages,
  parseClockTime,
  type BookingView,
  type createGuestBookingBody,
} from '@autospa/contract';
import { accounts, bookings, categories, hashPassword, subCategories } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import { newToken } from '../../lib/tokens.js';
import { reminderJobsSql, reminderRules } from '../../reminders/schedule.js';
import { quoteFor } from '../pricing/quote-service.js';
import { loadSettings } from '../settings/service.js';
import type { BookingContext } from './context.js';
import { createOnce } from './idempotency.js';
import type { ManageLinkSigner } from './manage-link.js';
import { mailCustomer } from './mails.js';
import { placeBooking } from './placement.js';
import { loadBooking } from './queries.js';
import { newReference, retryOnReferenceClash } from './reference.js';

type GuestBody = z.output<typeof createGuestBookingBody>;

export interface GuestContext extends BookingContext {
  manageLinks: ManageLinkSigner;
  publicUrl: string;
}

export const manageUrl = (ctx: GuestContext, token: string) => `${ctx.publicUrl}/manage-booking?token=${encodeURIComponent(token)}`;

const sameName = (column: typeof categories.name | typeof subCategories.subName, value: string) => sql`lower(${column}) = lower(${value})`;

async function guestCatalog(ctx: BookingContext, body: GuestBody) {
  const [category] = await ctx.db.select().from(categories).where(sameName(categories.name, body.categoryName)).limit(1);
  if (!category) throw httpErrors.badRequest(messages.bookings.categoryUnknown(body.categoryName));
  let sub: typeof subCategories.$inferSelect | undefined;
  if (body.subName) {
    [sub] = await ctx.db
      .select()
      .from(subCategories)
      .where(and(sameName(subCategories.subName, body.subName), eq(subCategories.categoryId, category.id)))
      .limit(1);
    if (!sub) throw httpErrors.badRequest(messages.bookings.subCategoryMismatch(body.subName, category.name));
  }
  return { category, sub };
}

async function insertGuestBooking(ctx: GuestContext, body: GuestBody, key: string | undefined): Promise<BookingView> {
  const { category, sub } = await guestCatalog(ctx, body);
  // Priced and timed as create-booking: the grid for the vehicle type, the add-ons, the buffer between cars.
  const { service, quote, settings } = await quoteFor(ctx.db, body);
  if (service.atDoor && !body.address) throw httpErrors.badRequest(pricingMessages.addressRequired);
  const place = placeBooking(settings, body.date, parseClockTime(body.time)!, quote.minutes);
  // The reminders are queued in the booking's statement: stored exactly when it is.
  const id = randomUUID();
  const reminders = reminderJobsSql(id, place.startsAt, reminderRules(settings));
  const db = reminders ? ctx.db.with(ctx.db.$with('queued_reminders', { id: sql<string>`id` }).as(reminders)) : ctx.db;
  // The database's rules run as for create-booking: a free bay for the whole stay, the car in one place at a time.
  const [row] = await retryOnReferenceClash(() =>
    db
      .insert(bookings)
      .values({
        id,
        // Never linked to an account by phone or email: anyone can type someone else's.
        userId: null,
        guestName: body.name,
        guestPhone: body.phone,
        guestEmail: body.email,
        reference: newReference(),
        idempotencyKey: key,
        categoryId: category.id,
        subCategoryId: sub?.id ?? null,
        serviceId: service.id,
        bookingDate: place.date,
        startsAt: place.startsAt,
        endsAt: place.endsAt,
        carNo: body.carNo,
        price: quote.items.length === 1 && quote.totalPaise === service.pricePaise ? service.price : quote.total,
        pricePaise: quote.totalPaise,
        durationMinutes: quote.minutes,
        items: quote.items.map(({ kind, name, pricePaise, minutes }) => ({ kind, name, pricePaise, minutes })),
        bufferMinutes: settings.bufferMinutes,
        atDoor: service.atDoor,
        address: service.atDoor ? body.address : null,
        landmark: service.atDoor ? (body.landmark ?? null) : null,
        source: 'public',
      })
      .returning({ id: bookings.id }),
  );
  const view = (await loadBooking(ctx.db, settings.timeZone, row!.id))!;
  await mailCustomer(ctx, 'received', view, {
    manageUrl: manageUrl(ctx, ctx.manageLinks.sign(view._id)),
    graceMinutes: settings.changeGraceMinutes,
  });
  return view;
}

/**
 * "Create my account": a User account for an email and phone no account uses yet, with a password nobody knows,
 * and a mail that leads to the password reset to choose one. When either is taken nothing happens and nothing
 * says so: the guest's answer is the same either way.
 */
async function offerAccount(ctx: GuestContext, body: GuestBody): Promise<void> {
  const [taken] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(or(eq(accounts.email, body.email), eq(accounts.phone, body.phone)))
    .limit(1);
  if (taken) return;
  const passwordHash = await hashPassword(newToken());
  for (const username of [body.name, `${body.name} ${body.phone.slice(-4)}`, `${body.name} ${newToken().slice(0, 4)}`]) {
    const [created] = await ctx.db
      .insert(accounts)
      .values({
        typeOfUser: 'User',
        username: username.slice(0, 50),
        email: body.email,
        phone: body.phone,
        carNo: body.carNo,
        passwordHash,
      })
      .onConflictDoNothing()
      .returning({ id: accounts.id });
    if (created) {
      await ctx.mailer.send({
        to: body.email,
        log: { template: 'account-created', accountId: created.id },
        subject: 'Your Auto Spa account',
        text: [
          `Hello ${body.name},`,
          '',
          'We have made your Auto Spa account, as you asked when booking.',
          `To choose your password, open ${ctx.publicUrl}/forgot-password, enter this email address and use the code we send you.`,
          'You can then sign in with this email, see your bookings and book again without typing your details.',
          '',
          'If you did not ask for an account, ignore this email.',
          '',
          'Auto Spa',
        ].join('\n'),
      });
      return;
    }
    // The email or phone was taken meanwhile: say nothing. Only a taken username tries the next name.
    const [nowTaken] = await ctx.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(or(eq(accounts.email, body.email), eq(accounts.phone, body.phone)))
      .limit(1);
    if (nowTaken) return;
  }
}

/** The Book Now flow's guest booking: an exact time holding a bay, a manage link instead of an account. */
export async function createGuestBooking(
  ctx: GuestContext,
  body: GuestBody,
  key: string | undefined,
): Promise<{ booking: BookingView; manageToken: string }> {
  const load = async (id: string) => (await loadBooking(ctx.db, (await loadSettings(ctx.db)).timeZone, id))!;
  const booking = key
    ? await createOnce(ctx.db, { guestPhone: body.phone }, key, () => insertGuestBooking(ctx, body, key), load)
    : await insertGuestBooking(ctx, body, undefined);
  if (body.createAccount) {
    try {
      await offerAccount(ctx, body);
    } catch (err) {
      ctx.log.error({ err }, 'account for a guest booking could not be made');
    }
  }
  return { booking, manageToken: ctx.manageLinks.sign(booking._id) };
}

/** The booking a manage link stands for; 403 for a token this server did not sign or a booking that is gone. */
export async function managedBooking(ctx: GuestContext, token: string): Promise<BookingView> {
  const id = ctx.manageLinks.verify(token);
  const view = id ? await loadBooking(ctx.db, (await loadSettings(ctx.db)).timeZone, id) : undefined;
  if (!view) throw httpErrors.forbidden(bookingFinishMessages.manageLinkInvalid);
  return view;
}
