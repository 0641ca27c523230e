import type { BookingView } from '@autospa/contract';

/** SPEC.md FAQ: a customer may cancel or reschedule up to 24 hours before the start (the server checks again). */
export const CHANGE_CUTOFF_MS = 24 * 60 * 60 * 1000;

export type ChangeState = 'open' | 'too-late' | 'finished';

export function changeState(b: BookingView, now = Date.now()): ChangeState {
  if (b.status !== 'Pending' && b.status !== 'Confirmed') return 'finished';
  return new Date(b.startsAt).getTime() - now < CHANGE_CUTOFF_MS ? 'too-late' : 'open';
}
