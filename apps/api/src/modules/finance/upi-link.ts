import { financeMessages, messages, paiseToRupees, schedulingMessages } from '@autospa/contract';
import type { Database } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import type { SignedInAccount } from '../../plugins/auth.js';
import { loadSettings } from '../settings/service.js';
import { findBookingFor, summaryOf } from './payments.js';

type Caller = Pick<SignedInAccount, 'id' | 'typeOfUser'>;

/** A query value as UPI apps read it: percent-encoded (a space is %20, not +), the @ of a UPI ID kept as it is. */
const upiValue = (value: string) => encodeURIComponent(value).replace(/%40/g, '@');

/**
 * The NPCI deep link for paying `amountPaise` to the business's UPI ID under its name (settings), with the
 * booking reference as note and transaction reference.
 */
export function upiPayLink(payee: { upiId: string; name: string }, amountPaise: number, reference: string): string {
  const params: [string, string][] = [
    ['pa', payee.upiId],
    ['pn', payee.name],
    ['am', paiseToRupees(amountPaise)],
    ['cu', 'INR'],
    ['tn', reference],
    ['tr', reference],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${upiValue(v)}`).join('&')}`;
}

/**
 * What is still to collect on a booking, as a UPI link for the QR code at the job. The Admin asks for any
 * booking, an Employee for its own job or an unassigned one (which it takes when it starts the job).
 */
export async function upiLinkFor(db: Database, caller: Caller, bookingId: string) {
  const booking = await findBookingFor(db, bookingId);
  if (caller.typeOfUser === 'Employee' && booking.employeeId && booking.employeeId !== caller.id) {
    throw httpErrors.forbidden(messages.bookings.notAssignedToYou);
  }
  if (booking.status === 'Cancelled') throw httpErrors.conflict(financeMessages.cancelledBooking);
  const { upiId, business } = await loadSettings(db);
  if (!upiId) throw httpErrors.conflict(schedulingMessages.upiNotSet);
  const { balancePaise } = await summaryOf(db, booking);
  if (balancePaise <= 0) throw httpErrors.conflict(schedulingMessages.nothingToCollect);
  return {
    link: upiPayLink({ upiId, name: business.name }, balancePaise, booking.reference),
    amount: balancePaise,
    reference: booking.reference,
  };
}
