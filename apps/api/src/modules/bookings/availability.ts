import { formatClockTime, formatHhMm, messages, type AvailabilityResponse } from '@autospa/contract';
import type { Database } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import { todayIn, wallTimeExists, zonedInstant } from '../../lib/zoned-time.js';
import { hoursOn, loadSettings } from '../settings/service.js';
import { baysInUse } from './capacity.js';
import { bookableService } from './resolve.js';

/** Start times of a day (every slotMinutes) at which the service fits within opening hours, with free bays. */
export async function availability(db: Database, date: string, serviceName: string, now = new Date()): Promise<AvailabilityResponse> {
  const service = await bookableService(db, serviceName);
  const settings = await loadSettings(db);
  if (date < todayIn(settings.timeZone, now)) throw httpErrors.badRequest(messages.bookings.datePassed);
  const hours = hoursOn(settings, date);
  const result: AvailabilityResponse = {
    date,
    serviceName: service.serviceName,
    durationMinutes: service.durationMinutes,
    bays: settings.bays,
    closed: !hours,
    opensAt: hours ? formatHhMm(hours.open) : null,
    closesAt: hours ? formatHhMm(hours.close) : null,
    times: [],
    slots: [],
  };
  if (!hours) return result;
  const candidates: { minute: number; start: Date; end: Date }[] = [];
  for (let m = hours.open; m + service.durationMinutes <= hours.close; m += settings.slotMinutes) {
    const start = zonedInstant(date, m, settings.timeZone);
    if (start.getTime() > now.getTime() && wallTimeExists(date, m, settings.timeZone))
      candidates.push({ minute: m, start, end: new Date(start.getTime() + service.durationMinutes * 60_000) });
  }
  const used = await baysInUse(db, candidates);
  candidates.forEach(({ minute }, i) => {
    const freeBays = Math.max(0, settings.bays - used[i]!);
    result.slots.push({ time: formatClockTime(minute), freeBays });
    if (freeBays > 0) result.times.push(formatClockTime(minute));
  });
  return result;
}
