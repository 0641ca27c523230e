import { eq } from 'drizzle-orm';
import { gstinCheckChar } from '@autospa/contract';
import { accounts, businessSettings, invoices, type Database } from '@autospa/db';
import { buildBooking } from '@autospa/db/testing';

// Shared by the invoice tests: a GST registration and a business customer's GSTIN written straight to the rows
// (the settings and profile screens that set them are another module's), and bookings that may be completed today.

/** A valid GSTIN for a state code: the PAN-like middle and a right check digit. */
export function gstinFor(stateCode: string, pan = 'AAPFU0939F'): string {
  const first14 = `${stateCode}${pan}1Z`;
  return first14 + gstinCheckChar(first14);
}

export async function registerGst(
  db: Database,
  o: { state?: string; code?: string; taxRatePercent?: number; pricesIncludeTax?: boolean } = {},
) {
  const columns = {
    gstLegalName: 'Auto Spa Services Private Limited',
    gstin: gstinFor(o.code ?? '06', 'AAACA1234B'),
    gstState: o.state ?? 'Haryana',
    taxRatePercent: o.taxRatePercent ?? 18,
    pricesIncludeTax: o.pricesIncludeTax ?? true,
  };
  await db
    .insert(businessSettings)
    .values({ id: 1, ...columns })
    .onConflictDoUpdate({ target: businessSettings.id, set: columns });
}

export async function unregisterGst(db: Database) {
  await db.update(businessSettings).set({ gstLegalName: null, gstin: null, gstState: null }).where(eq(businessSettings.id, 1));
}

export const makeBusinessCustomer = (db: Database, accountId: string, gstin: string) =>
  db.update(accounts).set({ gstin, gstLegalName: 'Fleet Movers LLP' }).where(eq(accounts.id, accountId));

let hoursBack = 0;
/** A booking in the past (distinct two-hour slots, so bays never clash), In progress unless told. */
export const pastBooking = (db: Database, o: Parameters<typeof buildBooking>[1] = {}) =>
  buildBooking(db, { status: 'In progress', startsAt: new Date(Date.now() - 86_400_000 - (hoursBack++ % 2000) * 2 * 3_600_000), ...o });

export const invoicesOf = (db: Database, bookingId: string) => db.select().from(invoices).where(eq(invoices.bookingId, bookingId));
