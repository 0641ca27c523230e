import type { BookingStatus, BookingView } from '@autospa/contract';

const ACTIVE: readonly BookingStatus[] = ['Pending', 'Confirmed', 'In progress'];
const SOON_MS = 2 * 3_600_000;

export type TimelineFlag = { kind: 'unassigned' | 'late' | 'soon'; text: string };

export const isActive = (b: BookingView) => ACTIVE.includes(b.status);

/**
 * What needs the owner's eye on a block, as words (never colour alone): nobody assigned to a job still to do, a
 * Pending booking that starts within two hours or should have started already.
 */
export function flagsOf(b: BookingView, now: number): TimelineFlag[] {
  const flags: TimelineFlag[] = [];
  if (b.status === 'Pending' && b.scheduled) {
    const wait = Date.parse(b.startsAt) - now;
    if (wait <= 0) flags.push({ kind: 'late', text: 'Late, not confirmed' });
    else if (wait <= SOON_MS) flags.push({ kind: 'soon', text: `Not confirmed, starts in ${Math.ceil(wait / 60_000)} min` });
  }
  if (isActive(b) && b.employeeId === null) flags.push({ kind: 'unassigned', text: 'Unassigned' });
  return flags;
}

/** The block's full name for screen readers and tests: time, plate, service, status, bay and the flags. */
export function blockLabel(b: BookingView, clock: string, flags: TimelineFlag[]): string {
  const parts = [
    clock,
    b.carNo[0] ?? 'no car number',
    b.service[0]?.serviceName ?? 'no service',
    b.status,
    b.bayName ?? (b.atDoor ? 'at the door' : 'no bay'),
    b.employee ? `with ${b.employee.username}` : null,
    ...flags.map((f) => f.text),
  ];
  return parts.filter(Boolean).join(', ');
}
