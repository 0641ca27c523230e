import { parseClockTime, parseHhMm, TIME_SLOTS, type AvailabilityResponse } from '@autospa/contract';

type Slot = AvailabilityResponse['slots'][number];

export type SlotGroup = { key: string; label: string; slots: Slot[] };
type SlotWindow = { key: string; label: string; end: number };

/** 480 → '8 AM', 1170 → '7:30 PM'. */
function hourText(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  return `${h % 12 || 12}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * SPEC.md's windows (Morning, Afternoon, Evening, split at noon and 4 PM) cut to the day's opening hours: the
 * first starts at opening, the last ends at closing, and a window the business is closed for is left out. A shop
 * open 8:00–19:00 shows 'Morning (8 AM - 12 PM)', 'Afternoon (12 PM - 4 PM)', 'Evening (4 PM - 7 PM)'.
 */
export function dayWindows(opensAt: string | null, closesAt: string | null): SlotWindow[] {
  const open = opensAt === null ? undefined : parseHhMm(opensAt);
  const close = closesAt === null ? undefined : parseHhMm(closesAt);
  if (open === undefined || close === undefined) return [];
  const windows: SlotWindow[] = [];
  TIME_SLOTS.forEach((w, i) => {
    const start = i === 0 ? open : Math.max(w.start, open);
    const end = i === TIME_SLOTS.length - 1 ? close : Math.min(w.end, close);
    if (start >= end) return;
    const name = w.label.slice(0, w.label.indexOf(' ('));
    windows.push({ key: w.key, label: `${name} (${hourText(start)} - ${hourText(end)})`, end });
  });
  return windows;
}

/**
 * The free start times under the day's windows (dayWindows). The windows only group: every time comes from
 * availability (inside opening hours). Empty windows are left out.
 */
export function groupSlots(day: Pick<AvailabilityResponse, 'slots' | 'opensAt' | 'closesAt'>): SlotGroup[] {
  const windows = dayWindows(day.opensAt, day.closesAt);
  const groups = windows.map((w) => ({ key: w.key, label: w.label, slots: [] as Slot[] }));
  for (const slot of day.slots) {
    if (slot.freeBays <= 0 || groups.length === 0) continue;
    const minute = parseClockTime(slot.time) ?? 0;
    const index = windows.findIndex((w) => minute < w.end);
    groups[index === -1 ? groups.length - 1 : index]!.slots.push(slot);
  }
  return groups.filter((g) => g.slots.length > 0);
}
