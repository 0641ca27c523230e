import { formatClockTime, formatHhMm, messages, type AvailabilityResponse } from '@autospa/contract';
import type { Database } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import { todayIn, wallTimeExists, zonedInstant } from '../../lib/zoned-time.js';
import { quoteFor } from '../pricing/quote-service.js';
import { hoursOn, loadSettings } from '../settings/service.js';
import { baysFor, blockedIntervals, freeBayCount, peakInUse } from './capacity.js';
import { CUSTOMER_CHANGE_CUTOFF_MS } from './lifecycle.js';

export interface AvailabilityQuery {
  date: string;
  serviceName: string;
  categoryName?: string | undefined;
  subName?: string | undefined;
  addOns?: string[] | undefined;
}

/**
 * Start times of a day (every slotMinutes) at which the booking fits within opening hours with a bay free (a
 * mobile team, at the door) for its minutes plus the buffer between cars. Issue 17: a named bay that can do the
 * service, free for the whole stay (per bay, as the capacity trigger picks one); `bays` counts those bays. The minutes are the quote's: the
 * grid's for the vehicle type and the add-ons', or the service's own without a vehicle type.
 */
export async function availability(db: Database, query: AvailabilityQuery, now = new Date()): Promise<AvailabilityResponse> {
  const { service, quote } = await quoteFor(db, query);
  const settings = await loadSettings(db);
  if (query.date < todayIn(settings.timeZone, now)) throw httpErrors.badRequest(messages.bookings.datePassed);
  const hours = hoursOn(settings, query.date);
  const bayIds = service.atDoor ? [] : await baysFor(db, service.id);
  const capacity = service.atDoor ? settings.doorTeams : bayIds.length;
  const result: AvailabilityResponse = {
    date: query.date,
    serviceName: service.serviceName,
    durationMinutes: quote.minutes,
    bufferMinutes: settings.bufferMinutes,
    atDoor: service.atDoor,
    bays: capacity,
    closed: !hours,
    opensAt: hours ? formatHhMm(hours.open) : null,
    closesAt: hours ? formatHhMm(hours.close) : null,
    times: [],
    slots: [],
  };
  if (!hours) return result;
  const blocked = (quote.minutes + settings.bufferMinutes) * 60_000;
  const candidates: { minute: number; start: Date; end: Date }[] = [];
  for (let m = hours.open; m + quote.minutes <= hours.close; m += settings.slotMinutes) {
    const start = zonedInstant(query.date, m, settings.timeZone);
    if (start.getTime() > now.getTime() && wallTimeExists(query.date, m, settings.timeZone))
      candidates.push({ minute: m, start, end: new Date(start.getTime() + blocked) });
  }
  if (candidates.length === 0) return result;
  const held = await blockedIntervals(db, candidates[0]!.start, candidates.at(-1)!.end, service.atDoor);
  for (const { minute, start, end } of candidates) {
    const freeBays = service.atDoor ? Math.max(0, capacity - peakInUse(held, start, end)) : freeBayCount(held, bayIds, start, end);
    const changeable = start.getTime() - now.getTime() >= CUSTOMER_CHANGE_CUTOFF_MS;
    result.slots.push({ time: formatClockTime(minute), freeBays, changeable });
    if (freeBays > 0) result.times.push(formatClockTime(minute));
  }
  return result;
}
