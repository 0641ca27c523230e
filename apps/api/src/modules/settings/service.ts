import { sql } from 'drizzle-orm';
import {
  DEFAULT_OPENING_HOURS,
  GST_STATE_CODES,
  invoiceMessages,
  DEFAULT_QUIET_HOURS,
  DEFAULT_REMINDER_OFFSETS_HOURS,
  parseHhMm,
  SAMPLE_BUSINESS,
  type BusinessSettingsView,
  type IndianState,
  type OpeningHours,
  type SettingsView,
  type UpdateSettingsBody,
} from '@autospa/contract';
import { businessSettings } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
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
  // Until the start seeds them from the configuration (bootstrap/business-details.ts).
  business: { ...SAMPLE_BUSINESS, phones: [...SAMPLE_BUSINESS.phones], emails: [...SAMPLE_BUSINESS.emails] },
  reminderOffsetsHours: DEFAULT_REMINDER_OFFSETS_HOURS,
  quietHours: DEFAULT_QUIET_HOURS,
  paymentHoldMinutes: 10,
  gst: null,
  taxRatePercent: 18,
  pricesIncludeTax: true,
};

type SettingsRow = typeof businessSettings.$inferSelect;

/** The row's business details, or the defaults while it has none (the columns are null all together). */
function businessOf(row: SettingsRow): BusinessSettingsView {
  if (row.name === null) return DEFAULT_SETTINGS.business;
  return {
    name: row.name,
    street: row.street ?? '',
    city: row.city ?? '',
    region: row.region ?? '',
    postalCode: row.postalCode ?? '',
    phones: row.phones ?? [],
    emails: row.emails ?? [],
    mapUrl: row.mapUrl,
  };
}

/** The GST registration as the row's columns: all three, or all null to clear it. */
function gstColumns(gst: SettingsView['gst']) {
  if (gst && GST_STATE_CODES[gst.state as IndianState] !== gst.gstin.slice(0, 2))
    throw httpErrors.badRequest(invoiceMessages.gstinStateMismatch(gst.state));
  return { gstLegalName: gst?.legalName ?? null, gstin: gst?.gstin ?? null, gstState: gst?.state ?? null };
}

/** The business details as the row's columns. */
export const businessColumns = (b: BusinessSettingsView) => ({
  name: b.name,
  street: b.street,
  city: b.city,
  region: b.region,
  postalCode: b.postalCode,
  phones: b.phones,
  emails: b.emails,
  mapUrl: b.mapUrl,
});

// The settings row is optional: a fresh database runs on the defaults.
export function toSettingsView(row: SettingsRow | null | undefined): SettingsView {
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
    business: businessOf(row),
    reminderOffsetsHours: row.reminderOffsetsHours,
    quietHours: row.quietHours,
    paymentHoldMinutes: row.paymentHoldMinutes,
    gst: row.gstin && row.gstLegalName && row.gstState ? { legalName: row.gstLegalName, gstin: row.gstin, state: row.gstState } : null,
    taxRatePercent: row.taxRatePercent,
    pricesIncludeTax: row.pricesIncludeTax,
  };
}

export async function loadSettings(db: Executor): Promise<SettingsView> {
  const [row] = await db.select().from(businessSettings).limit(1);
  return toSettingsView(row);
}

export async function saveSettings(db: Executor, patch: UpdateSettingsBody): Promise<SettingsView> {
  const current = await loadSettings(db);
  const next: SettingsView = { ...current, ...patch, business: { ...current.business, ...patch.business } };
  const { business, gst, ...rest } = next;
  const columns = { ...rest, ...businessColumns(business), ...gstColumns(gst) };
  await db
    .insert(businessSettings)
    .values({ id: 1, ...columns })
    .onConflictDoUpdate({ target: businessSettings.id, set: { ...columns, updatedAt: sql`now()` } });
  return next;
}

/** Opening and closing minutes of a local day, or undefined when the business is closed that day. */
export function hoursOn(settings: SettingsView, date: string): { open: number; close: number } | undefined {
  const day = settings.openingHours[weekdayOf(date)];
  if (!day) return undefined;
  return { open: parseHhMm(day.open) ?? 0, close: parseHhMm(day.close) ?? 0 };
}
