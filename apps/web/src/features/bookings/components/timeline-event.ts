import type { BookingView } from '@autospa/contract';
import { wallClock } from './timeline-time';

/** A booking as the calendar places it; `resourceId` is its bay (or NO_BAY for a job at the door). */
export type TimelineEvent = { id: string; title: string; start: Date; end: Date; resourceId: string; booking: BookingView };
export type TimelineResource = { id: string; title: string };

export const NO_BAY = 'no-bay';

/** The day's bookings that take a place in time: scheduled, not cancelled and not a no-show (those hold nothing). */
export const placed = (b: BookingView) => b.scheduled && b.status !== 'Cancelled' && b.status !== 'No-show';

/** A booking as a block on the zone's wall clock (see timeline-time.ts). */
export function toEvent(b: BookingView, zone: string, moved?: Partial<TimelineEvent>): TimelineEvent {
  return {
    id: b._id,
    title: b.carNo[0] ?? b.reference,
    start: wallClock(Date.parse(b.startsAt), zone),
    end: wallClock(Date.parse(b.endsAt), zone),
    resourceId: b.bayId ?? NO_BAY,
    booking: b,
    ...moved,
  };
}
