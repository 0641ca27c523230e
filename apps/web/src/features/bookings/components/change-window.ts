import type { BookingView } from '@autospa/contract';

/** SPEC.md FAQ: a customer may cancel or reschedule up to 24 hours before the start (the server checks again). */
export const CHANGE_CUTOFF_MS = 24 * 60 * 60 * 1000;

/** The FAQ's grace period: the setting changeGraceMinutes, 15 unless the Admin changed it. */
export const DEFAULT_CHANGE_GRACE_MINUTES = 15;

export type ChangeState = 'open' | 'too-late' | 'finished';

/** Open 24 hours or more before the start, or within the grace after the booking was made. */
export function changeState(b: BookingView, now = Date.now(), graceMinutes = DEFAULT_CHANGE_GRACE_MINUTES): ChangeState {
  if (b.status !== 'Pending' && b.status !== 'Confirmed') return 'finished';
  if (new Date(b.startsAt).getTime() - now >= CHANGE_CUTOFF_MS) return 'open';
  return now - new Date(b.createdAt).getTime() < graceMinutes * 60_000 ? 'open' : 'too-late';
}

/** Until when a booking inside 24 hours may still change (the end of its grace), or null. */
export function graceEndsAt(b: BookingView, now = Date.now(), graceMinutes = DEFAULT_CHANGE_GRACE_MINUTES): Date | null {
  if (new Date(b.startsAt).getTime() - now >= CHANGE_CUTOFF_MS) return null;
  const end = new Date(b.createdAt).getTime() + graceMinutes * 60_000;
  return end > now ? new Date(end) : null;
}
