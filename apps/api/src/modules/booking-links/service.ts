import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { messagingMessages, type BookingLinkView, type BookingStatus } from '@autospa/contract';
import { bookingLinkUses, bookings, type Booking } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import type { BookingLink, BookingLinkSigner, LinkAction } from '../../messaging/booking-links.js';
import { loadSettings } from '../settings/service.js';
import { cancelBooking } from '../bookings/change.js';
import { manageUrl, type GuestContext } from '../bookings/guest.js';
import { assertCustomerMayChange, type Changer } from '../bookings/lifecycle.js';
import { loadBooking } from '../bookings/queries.js';
import { whenText } from './when-text.js';

// Issue 19: the one-tap links of a reminder (/b/<token>). Reading one changes nothing; its action is a POST.

export interface LinkContext extends GuestContext {
  bookingLinks: BookingLinkSigner;
}

/** A booking a customer may still confirm or cancel. */
const OPEN: readonly BookingStatus[] = ['Pending', 'Confirmed'];
const isOpen = (b: Booking) => (OPEN as readonly string[]).includes(b.status);

/** What a token stands for: 400 when this server did not sign it exactly so, 410 once it has expired (the start). */
export function openLink(ctx: LinkContext, token: string, now: Date): BookingLink {
  const link = ctx.bookingLinks.verify(token);
  if (!link) throw httpErrors.badRequest(messagingMessages.badLink);
  if (now.getTime() >= link.expiresAt.getTime()) throw httpErrors.gone(messagingMessages.linkExpired);
  return link;
}

async function bookingOf(ctx: LinkContext, link: BookingLink): Promise<Booking> {
  const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, link.bookingId)).limit(1);
  // Signed by us for a booking since deleted.
  if (!row) throw httpErrors.notFound(messagingMessages.badLink);
  return row;
}

/** The customer of the booking: as its account when it has one, else as the guest holding its link. */
const customerOf = (b: Booking): Changer =>
  b.userId ? { id: b.userId, typeOfUser: 'User' } : { id: null, typeOfUser: 'Guest', bookingId: b.id };

function customerMayChange(b: Booking, graceMinutes: number, now: Date): boolean {
  try {
    assertCustomerMayChange(customerOf(b), b, graceMinutes, now);
    return true;
  } catch {
    return false;
  }
}

async function linkView(ctx: LinkContext, action: LinkAction, b: Booking, now: Date): Promise<BookingLinkView> {
  const settings = await loadSettings(ctx.db);
  const view = (await loadBooking(ctx.db, settings.timeZone, b.id))!;
  const upcoming = isOpen(b) && now.getTime() < b.startsAt.getTime();
  return {
    reference: view.reference,
    service: view.service[0]?.serviceName ?? '',
    when: whenText(view, settings.timeZone),
    status: view.status,
    customerConfirmedAt: view.customerConfirmedAt,
    canConfirm: action === 'confirm' && upcoming && b.customerConfirmedAt === null,
    canCancel: action === 'cancel' && upcoming && customerMayChange(b, settings.changeGraceMinutes, now),
    rescheduleUrl: manageUrl(ctx, ctx.manageLinks.sign(b.id)),
  };
}

/** GET /b/<token>: the booking and what this link may still do. Never writes. */
export async function bookingLinkView(ctx: LinkContext, token: string, now = new Date()): Promise<BookingLinkView> {
  const link = openLink(ctx, token, now);
  return linkView(ctx, link.action, await bookingOf(ctx, link), now);
}

const digestOf = (token: string) => createHash('sha256').update(token).digest();

/** The token was used for its action (kept once: the same token again adds nothing). */
async function recordUse(ctx: LinkContext, token: string, link: BookingLink): Promise<void> {
  await ctx.db
    .insert(bookingLinkUses)
    .values({ tokenDigest: digestOf(token), action: link.action, bookingId: link.bookingId })
    .onConflictDoNothing();
}

function assertStillOpen(b: Booking, now: Date): void {
  if (!isOpen(b)) throw httpErrors.conflict(messagingMessages.bookingClosed);
  if (now.getTime() >= b.startsAt.getTime()) throw httpErrors.gone(messagingMessages.linkExpired);
}

type ActionAnswer = { message: string; booking: BookingLinkView };

/** "I'm coming": the booking is customer-confirmed once; again (by any of its links) it stays as it was. */
async function confirm(ctx: LinkContext, token: string, link: BookingLink, now: Date): Promise<ActionAnswer> {
  const b = await bookingOf(ctx, link);
  assertStillOpen(b, now);
  // One statement decides: two taps at once confirm once, and a booking closed meanwhile is not touched.
  const confirmed = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(bookings)
      .set({ customerConfirmedAt: now, updatedAt: now })
      .where(and(eq(bookings.id, b.id), isNull(bookings.customerConfirmedAt), inArray(bookings.status, [...OPEN])))
      .returning({ id: bookings.id });
    if (rows.length > 0) {
      await tx
        .insert(bookingLinkUses)
        .values({ tokenDigest: digestOf(token), action: link.action, bookingId: b.id })
        .onConflictDoNothing();
    }
    return rows.length > 0;
  });
  const after = await bookingOf(ctx, link);
  if (!confirmed && !isOpen(after)) throw httpErrors.conflict(messagingMessages.bookingClosed);
  return {
    message: confirmed ? messagingMessages.confirmed : messagingMessages.alreadyConfirmed,
    booking: await linkView(ctx, link.action, after, now),
  };
}

/** "Cancel": as the customer cancelling from its manage link (cut-off rule, mail, the bay freed). */
async function cancel(ctx: LinkContext, token: string, link: BookingLink, now: Date): Promise<ActionAnswer> {
  const b = await bookingOf(ctx, link);
  assertStillOpen(b, now);
  await cancelBooking(ctx, customerOf(b), b.id);
  await recordUse(ctx, token, link);
  return { message: messagingMessages.cancelled, booking: await linkView(ctx, link.action, await bookingOf(ctx, link), now) };
}

/** POST /tor/booking-action: the action must be the one the token was signed for. */
export async function takeLinkAction(
  ctx: LinkContext,
  token: string,
  action: 'confirm' | 'cancel',
  now = new Date(),
): Promise<ActionAnswer> {
  const link = openLink(ctx, token, now);
  if (link.action !== action) throw httpErrors.badRequest(messagingMessages.badLink);
  return action === 'confirm' ? confirm(ctx, token, link, now) : cancel(ctx, token, link, now);
}
