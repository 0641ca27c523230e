import { eq } from 'drizzle-orm';
import { addressLineOf, GST_STATE_CODES, stateOfGstCode, type IndianState, type SettingsView } from '@autospa/contract';
import { accounts, type Booking, type InvoiceBuyer, type InvoiceSeller } from '@autospa/db';
import type { Executor } from '../../lib/db-executor.js';
import type { SupplyType } from './tax.js';

export type GstRegistration = NonNullable<SettingsView['gst']>;

/** The seller as printed: the GST registration with the business's trade name, address and first phone and email. */
export function sellerOf(settings: SettingsView, gst: GstRegistration): InvoiceSeller {
  const business = settings.business;
  return {
    legalName: gst.legalName,
    tradeName: business.name,
    gstin: gst.gstin,
    address: addressLineOf(business),
    state: gst.state,
    stateCode: GST_STATE_CODES[gst.state as IndianState] ?? gst.gstin.slice(0, 2),
    phone: business.phones[0] ?? '',
    email: business.emails[0] ?? '',
  };
}

interface BuyerDetails {
  name: string;
  phone: string | null;
  email: string | null;
  gstin: string | null;
  legalName: string | null;
}

/** A customer account's details (with its GSTIN when it is a registered business). */
export async function accountBuyer(db: Executor, accountId: string): Promise<BuyerDetails> {
  const [a] = await db
    .select({
      name: accounts.username,
      phone: accounts.phone,
      email: accounts.email,
      gstin: accounts.gstin,
      legalName: accounts.gstLegalName,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return a ?? { name: 'Customer', phone: null, email: null, gstin: null, legalName: null };
}

/** A booking's buyer: its customer's account, or the guest's name, phone and email. */
export async function bookingBuyer(db: Executor, booking: Booking): Promise<BuyerDetails> {
  if (booking.userId) return accountBuyer(db, booking.userId);
  return { name: booking.guestName ?? 'Guest', phone: booking.guestPhone, email: booking.guestEmail, gstin: null, legalName: null };
}

/**
 * Place of supply: a registered buyer's state (its GSTIN's first two digits), else the seller's state. The same
 * state as the seller's is an intra-state supply (CGST + SGST); another state's is inter-state (IGST).
 */
export function placeOfSupply(seller: InvoiceSeller, buyer: BuyerDetails): { buyer: InvoiceBuyer; place: string; supply: SupplyType } {
  const place = (buyer.gstin && stateOfGstCode(buyer.gstin.slice(0, 2))) || seller.state;
  return { buyer: { ...buyer, state: place }, place, supply: place === seller.state ? 'intra' : 'inter' };
}
