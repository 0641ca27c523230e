import { parseClockTime, TIME_SLOTS, type AvailabilityResponse } from '@autospa/contract';

type Slot = AvailabilityResponse['slots'][number];

export type SlotGroup = { key: string; label: string; slots: Slot[] };

/**
 * The free start times under SPEC.md's windows "Morning (8 AM - 12 PM)", "Afternoon (12 PM - 4 PM)" and "Evening
 * (4 PM - 8 PM)". The windows only group: every time comes from availability (inside opening hours); one before
 * 8 AM joins the morning, one from 8 PM the evening. Empty windows are left out.
 */
export function groupSlots(slots: readonly Slot[]): SlotGroup[] {
  const groups = TIME_SLOTS.map((w) => ({ key: w.key, label: w.label, slots: [] as Slot[] }));
  for (const slot of slots) {
    if (slot.freeBays <= 0) continue;
    const minute = parseClockTime(slot.time) ?? 0;
    const index = TIME_SLOTS.findIndex((w) => minute < w.end);
    groups[index === -1 ? groups.length - 1 : index]!.slots.push(slot);
  }
  return groups.filter((g) => g.slots.length > 0);
}
