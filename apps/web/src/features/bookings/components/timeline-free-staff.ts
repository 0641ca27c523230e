import type { BookingView, StaffMember } from '@autospa/contract';
import { placed } from './timeline-event';

const overlaps = (a: BookingView, b: BookingView) =>
  Date.parse(a.startsAt) < Date.parse(b.endsAt) && Date.parse(b.startsAt) < Date.parse(a.endsAt);

/**
 * The employees free for a booking: on no other booking of the day that overlaps it. Shifts and leave are the
 * server's to check (it answers with the reason); this only keeps the obviously busy out of the list.
 */
export function freeStaff(staff: StaffMember[], day: BookingView[], booking: BookingView): StaffMember[] {
  return staff.filter(
    (s) => !day.some((other) => other._id !== booking._id && other.employeeId === s._id && placed(other) && overlaps(other, booking)),
  );
}
