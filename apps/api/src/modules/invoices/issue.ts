import { and, eq, isNull, sql } from 'drizzle-orm';
import { DEFAULT_SAC_CODE } from '@autospa/contract';
import { bookings, invoices, payments, planServices, plans, services, subscriptions, type Database, type Invoice } from '@autospa/db';
import type { Executor } from '../../lib/db-executor.js';
import { loadSettings } from '../settings/service.js';
import { onceOnly, writeDocument } from './documents.js';
import { accountBuyer, bookingBuyer, placeOfSupply, sellerOf } from './parties.js';
import { grossAmounts, type GrossLine } from './tax.js';

/** What a booking has been paid and kept: live payments less their processed refunds. */
async function netPaid(tx: Executor, bookingId: string): Promise<number> {
  const { rows } = await tx.execute<{ net: string }>(sql`
    select coalesce(sum(p.amount_paise), 0) - coalesce((
      select sum(r.amount_paise) from refunds r join payments rp on rp.id = r.payment_id
      where rp.booking_id = ${bookingId} and rp.voided_at is null and r.status = 'processed'), 0) as net
    from payments p where p.booking_id = ${bookingId} and p.voided_at is null`);
  return Number(rows[0]?.net ?? 0);
}

/** The booking's items (or its service alone) as lines adding up to its price, each with the service's SAC code. */
async function bookingLines(tx: Executor, booking: typeof bookings.$inferSelect, ratePercent: number): Promise<GrossLine[]> {
  const [service] = await tx
    .select({ name: services.serviceName, sac: services.sacCode })
    .from(services)
    .where(eq(services.id, booking.serviceId));
  const sac = service?.sac ?? DEFAULT_SAC_CODE;
  const items = booking.items.length > 0 ? booking.items : [{ name: service?.name ?? 'Car wash', pricePaise: booking.pricePaise }];
  const gross = grossAmounts(
    items.map((i) => i.pricePaise),
    booking.pricePaise,
    ratePercent,
  );
  return items.map((i, n) => ({ description: i.name, sac, grossPaise: gross[n]! }));
}

/**
 * The booking's tax invoice, once it is due: GST registered, the booking Completed, priced and paid in full (net
 * of refunds), and not invoiced yet. Null when not due or already issued. The booking row is locked, and the
 * unique index on invoices.booking_id settles two paths that still race.
 */
export async function issueInvoiceIfDue(db: Database, bookingId: string, now = new Date()): Promise<Invoice | null> {
  return onceOnly('invoices_booking_key', () =>
    db.transaction(async (tx) => {
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
      if (!booking || booking.status !== 'Completed' || booking.pricePaise <= 0) return null;
      const settings = await loadSettings(tx);
      if (!settings.gst) return null;
      const [issued] = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.bookingId, bookingId), eq(invoices.kind, 'invoice')));
      if (issued || (await netPaid(tx, bookingId)) < booking.pricePaise) return null;
      const seller = sellerOf(settings, settings.gst);
      const { buyer, place, supply } = placeOfSupply(seller, await bookingBuyer(tx, booking));
      const draft = {
        kind: 'invoice' as const,
        bookingId,
        seller,
        buyer,
        placeOfSupply: place,
        supplyType: supply,
        taxRatePercent: settings.taxRatePercent,
        lines: await bookingLines(tx, booking, settings.taxRatePercent),
      };
      return writeDocument(tx, draft, now, settings.timeZone);
    }),
  );
}

/** A plan's SAC code: its first service's (by name), else the default for car care. */
async function planSac(tx: Executor, planId: string): Promise<string> {
  const [row] = await tx
    .select({ sac: services.sacCode })
    .from(planServices)
    .innerJoin(services, eq(services.id, planServices.serviceId))
    .where(eq(planServices.planId, planId))
    .orderBy(services.serviceName)
    .limit(1);
  return row?.sac ?? DEFAULT_SAC_CODE;
}

/** A tax invoice for one live payment on a plan subscription (once per payment); null when not due or issued. */
export async function issuePlanInvoice(db: Database, paymentId: string, now = new Date()): Promise<Invoice | null> {
  return onceOnly('invoices_payment_key', () =>
    db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.id, paymentId), isNull(payments.voidedAt)))
        .for('update');
      if (!payment?.subscriptionId) return null;
      const settings = await loadSettings(tx);
      if (!settings.gst) return null;
      const [issued] = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.paymentId, paymentId), eq(invoices.kind, 'invoice')));
      if (issued) return null;
      const [sub] = await tx
        .select({ userId: subscriptions.userId, planId: plans.id, planName: plans.name })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(eq(subscriptions.id, payment.subscriptionId));
      if (!sub) return null;
      const seller = sellerOf(settings, settings.gst);
      const { buyer, place, supply } = placeOfSupply(seller, await accountBuyer(tx, sub.userId));
      const line = { description: `Plan: ${sub.planName}`, sac: await planSac(tx, sub.planId), grossPaise: payment.amountPaise };
      const draft = {
        kind: 'invoice' as const,
        subscriptionId: payment.subscriptionId,
        paymentId,
        seller,
        buyer,
        placeOfSupply: place,
        supplyType: supply,
        taxRatePercent: settings.taxRatePercent,
        lines: [line],
      };
      return writeDocument(tx, draft, now, settings.timeZone);
    }),
  );
}
