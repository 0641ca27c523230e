import { asc, eq, sql } from 'drizzle-orm';
import { GST_STATE_CODES, gstinCheckChar, type IndianState } from '@autospa/contract';
import { bookings, businessSettings, type Database } from '@autospa/db';
import { issueInvoiceIfDue } from '../modules/invoices/issue.js';
import { loadSettings } from '../modules/settings/service.js';

/** A made-up GSTIN for the demo business's state, with a right check digit. */
export function demoGstin(state: IndianState): string {
  const first14 = `${GST_STATE_CODES[state]}AAFCA4321K1Z`;
  return first14 + gstinCheckChar(first14);
}

/**
 * Issue 21: the demo business is registered for GST (in its own state) until the Admin changes that, and its
 * completed, paid bookings have their tax invoices, numbered in the order they were done. Runs once: the
 * registration only while no document was ever issued; an invoice only once per booking.
 */
export async function seedDemoInvoices(db: Database): Promise<void> {
  const settings = await loadSettings(db);
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from invoice_series`);
  const state = settings.business.region as IndianState;
  if (!settings.gst && Number(rows[0]?.n ?? 0) === 0 && GST_STATE_CODES[state]) {
    const gst = { gstLegalName: `${settings.business.name} Services Private Limited`, gstin: demoGstin(state), gstState: state };
    await db
      .insert(businessSettings)
      .values({ id: 1, ...gst })
      .onConflictDoUpdate({ target: businessSettings.id, set: gst });
  }
  const done = await db
    .select({ id: bookings.id, endsAt: bookings.endsAt })
    .from(bookings)
    .where(eq(bookings.status, 'Completed'))
    .orderBy(asc(bookings.endsAt));
  for (const b of done) await issueInvoiceIfDue(db, b.id, b.endsAt);
}
