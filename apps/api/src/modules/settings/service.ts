import { sql } from 'drizzle-orm';
import { DEFAULT_OPENING_HOURS, parseHhMm, type OpeningHours, type SettingsView, type UpdateSettingsBody } from '@autospa/contract';
import { businessSettings } from '@autospa/db';
import type { Executor } from '../../lib/db-executor.js';
import { weekdayOf } from '../../lib/zoned-time.js';

export const DEFAULT_SETTINGS: SettingsView = {
  bays: 3,
  timeZone: 'Asia/Kolkata',
  slotMinutes: 30,
  openingHours: DEFAULT_OPENING_HOURS,
  bookingsPerCustomer: 3,
  bufferMinutes: 10,
  doorTeams: 2,
  changeGraceMinutes: 15,
  upiId: null,
};

// The settings row is optional: a fresh database runs on the defaults.
export function toSettingsView(row: typeof businessSettings.$inferSelect | null | undefined): SettingsView {
  if (!row) return DEFAULT_SETTINGS;
  return {
    bays: row.bays,
    timeZone: row.timeZone,
    slotMinutes: row.slotMinutes,
    openingHours: (row.openingHours as OpeningHours | null) ?? DEFAULT_OPENING_HOURS,
    bookingsPerCustomer: row.bookingsPerCustomer,
    bufferMinutes: row.bufferMinutes,
    doorTeams: row.doorTeams,
    changeGraceMinutes: row.changeGraceMinutes,
    upiId: row.upiId,
  };
}

export async function loadSettings(db: Executor): Promise<SettingsView> {
  const [row] = await db.select().from(businessSettings).limit(1);
  return toSettingsView(row);
}

export async function saveSettings(db: Executor, patch: UpdateSettingsBody): Promise<SettingsView> {
  const next = { ...(await loadSettings(db)), ...patch };
  await db
    .insert(businessSettings)
    .values({ id: 1, ...next })
    .onConflictDoUpdate({ target: businessSettings.id, set: { ...next, updatedAt: sql`now()` } });
  return next;
}

/** Opening and closing minutes of a local day, or undefined when the business is closed that day. */
export function hoursOn(settings: SettingsView, date: string): { open: number; close: number } | undefined {
  const day = settings.openingHours[weekdayOf(date)];
  if (!day) return undefined;
  return { open: parseHhMm(day.open) ?? 0, close: parseHhMm(day.close) ?? 0 };
}
