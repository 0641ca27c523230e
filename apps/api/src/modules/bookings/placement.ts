import { messages, type SettingsView } from '@autospa/contract';
import { httpErrors } from '@fastify/sensible';
import { addDays, todayIn, wallTimeExists, zonedInstant } from '../../lib/zoned-time.js';
import { hoursOn } from '../settings/service.js';

export interface Placement {
  date: string;
  startsAt: Date;
  endsAt: Date;
}

export const BOOKING_HORIZON_DAYS = 365;

function checkDay(settings: SettingsView, date: string, now: Date, keepsStart = false) {
  const today = todayIn(settings.timeZone, now);
  if (date < today && !keepsStart) throw httpErrors.badRequest(messages.bookings.datePassed);
  if (date > addDays(today, BOOKING_HORIZON_DAYS)) throw httpErrors.badRequest(messages.bookings.tooFarAhead);
  return hoursOn(settings, date);
}

/**
 * Where a booking of `duration` minutes starting at `startMinute` of a local day sits; 400 in the past, 409
 * when closed. `keepsStart`: an edit that leaves the start where it was (say, a new service) may be under way.
 */
export function placeBooking(
  settings: SettingsView,
  date: string,
  startMinute: number,
  duration: number,
  { now = new Date(), keepsStart = false }: { now?: Date; keepsStart?: boolean } = {},
): Placement {
  const hours = checkDay(settings, date, now, keepsStart);
  // A time the clocks skip (daylight saving starts) is refused, not silently moved an hour.
  if (!wallTimeExists(date, startMinute, settings.timeZone)) throw httpErrors.badRequest(messages.bookings.noSuchTime);
  const startsAt = zonedInstant(date, startMinute, settings.timeZone);
  if (startsAt.getTime() <= now.getTime() && !keepsStart) throw httpErrors.badRequest(messages.bookings.timePassed);
  if (!hours || startMinute < hours.open || startMinute + duration > hours.close) throw httpErrors.conflict(messages.bookings.closed);
  return { date, startsAt, endsAt: new Date(startsAt.getTime() + duration * 60_000) };
}

/** A public request's window: its time slot clipped to the day's opening hours. */
export function placeRequest(settings: SettingsView, date: string, slot: { start: number; end: number }, now = new Date()): Placement {
  const hours = checkDay(settings, date, now);
  const from = Math.max(slot.start, hours?.open ?? 0);
  const to = Math.min(slot.end, hours?.close ?? 0);
  if (!hours || from >= to) throw httpErrors.conflict(messages.bookings.closed);
  const endsAt = zonedInstant(date, to, settings.timeZone);
  if (endsAt.getTime() <= now.getTime()) throw httpErrors.badRequest(messages.bookings.timePassed);
  return { date, startsAt: zonedInstant(date, from, settings.timeZone), endsAt };
}
