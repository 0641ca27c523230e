import { eq, sql } from 'drizzle-orm';
import { httpErrors } from '@fastify/sensible';
import { messages, onlinePaymentMessages, type OnlinePaymentKind, type OnlinePaymentView } from '@autospa/contract';
import { accounts, bookings, onlineOrders, services, type Booking, type Database } from '@autospa/db';
import type { SignedInAccount } from '../../plugins/auth.js';
import type { PaymentGateway } from '../../payments-gateway/index.js';
import { findBookingFor, summaryOf } from '../finance/payments.js';
import { loadSettings } from '../settings/service.js';
import { delayedJobSql, holdReleaseJob } from './jobs.js';

type Caller = Pick<SignedInAccount, 'id' | 'typeOfUser'>;

const PAYABLE = new Set(['Pending', 'Confirmed', 'In progress']);

/** What this kind asks for: the balance, or the service's deposit (rounded up to the paisa) capped at the balance. */
async function amountFor(db: Database, booking: Booking, kind: OnlinePaymentKind): Promise<number> {
  const due = (await summaryOf(db, booking)).balancePaise;
  if (due <= 0) throw httpErrors.conflict(onlinePaymentMessages.alreadyPaid);
  if (kind === 'full') return due;
  const [service] = await db.select({ percent: services.depositPercent }).from(services).where(eq(services.id, booking.serviceId));
  const percent = service?.percent ?? 0;
  if (percent <= 0) throw httpErrors.conflict(onlinePaymentMessages.noDeposit);
  return Math.min(Math.ceil((booking.pricePaise * percent) / 100), due);
}

/**
 * A new (Pending) booking without a payment holds its slot for the hold minutes from its creation: pay_by is set once, in
 * the same statement that queues the release job at that time (so there is one job per booking).
 */
async function holdSlot(db: Database, booking: Booking, holdMinutes: number, now: Date): Promise<Date | null> {
  if (booking.payBy) return booking.payBy;
  // A booking the business already confirmed (to be paid at the wash) is never put at risk by an online attempt.
  if (booking.status !== 'Pending') return null;
  const payBy = new Date(booking.createdAt.getTime() + holdMinutes * 60_000);
  if (payBy.getTime() <= now.getTime()) return null;
  const { rows } = await db.execute<{ id: string }>(sql`
    with held as (
      update ${bookings} set pay_by = ${payBy.toISOString()}::timestamptz, updated_at = now()
      where id = ${booking.id} and pay_by is null
        and not exists (select 1 from payments p where p.booking_id = ${booking.id} and p.voided_at is null)
      returning id
    ), queued as (
      ${delayedJobSql(holdReleaseJob, { bookingId: booking.id }, sql`${payBy.toISOString()}::timestamptz`, booking.id, sql`exists (select 1 from held)`)}
      returning id
    )
    select id from held`);
  if (rows.length > 0) return payBy;
  const [row] = await db.select({ payBy: bookings.payBy }).from(bookings).where(eq(bookings.id, booking.id));
  return row?.payBy ?? null;
}

async function prefillOf(db: Database, booking: Booking) {
  if (!booking.userId) return { name: booking.guestName ?? '', email: booking.guestEmail, phone: booking.guestPhone };
  const [a] = await db
    .select({ name: accounts.username, email: accounts.email, phone: accounts.phone })
    .from(accounts)
    .where(eq(accounts.id, booking.userId));
  return { name: a?.name ?? '', email: a?.email ?? null, phone: a?.phone ?? null };
}

/** The booking's owner or the Admin starts paying online: an order at the gateway, and the slot held while it is paid. */
export async function createOnlinePayment(
  db: Database,
  gateway: PaymentGateway,
  caller: Caller,
  body: { bookingId: string; kind: OnlinePaymentKind },
  now = new Date(),
): Promise<OnlinePaymentView> {
  const booking = await findBookingFor(db, body.bookingId);
  if (caller.typeOfUser !== 'Admin' && booking.userId !== caller.id) throw httpErrors.forbidden(messages.bookings.notYours);
  if (!PAYABLE.has(booking.status)) throw httpErrors.conflict(onlinePaymentMessages.bookingNotPayable);
  if (booking.payBy && booking.payBy.getTime() <= now.getTime()) throw httpErrors.conflict(onlinePaymentMessages.holdExpired);
  const amountPaise = await amountFor(db, booking, body.kind);
  // A GatewayError is answered 502 by the route.
  const order = await gateway.createOrder({ amountPaise, receipt: booking.reference, notes: { bookingId: booking.id } });
  await db
    .insert(onlineOrders)
    .values({ providerOrderId: order.id, bookingId: booking.id, kind: body.kind, amountPaise, createdBy: caller.id });
  const { paymentHoldMinutes } = await loadSettings(db);
  const payBy = await holdSlot(db, booking, paymentHoldMinutes, now);
  return {
    orderId: order.id,
    amountPaise,
    keyId: gateway.keyId,
    payBy: payBy?.toISOString() ?? null,
    ...(await prefillOf(db, booking)),
    reference: booking.reference,
  };
}
