import { sql } from 'drizzle-orm';
import type { SettingsView } from '@autospa/contract';
import type { Executor } from '../lib/db-executor.js';
import { addDays, dayEnd, dayStart, wallTimeExists, weekdayOf, zonedInstant } from '../lib/zoned-time.js';
import { hoursOn } from '../modules/settings/service.js';
import { STEP_MINUTES, type DayState, type Span } from './allocate.js';

// What the nightly job reads of one day, under the day's lock: its free capacity, staff and cars.

/** The day's candidate starts: every STEP_MINUTES from opening time, and only after `notBefore`. */
function startsOf(settings: SettingsView, date: string, notBefore: number): { starts: number[]; closeAt: number } {
  const hours = hoursOn(settings, date);
  if (!hours) return { starts: [], closeAt: 0 };
  const starts: number[] = [];
  for (let m = hours.open; m < hours.close; m += STEP_MINUTES) {
    if (!wallTimeExists(date, m, settings.timeZone)) continue;
    const at = zonedInstant(date, m, settings.timeZone).getTime();
    if (at > notBefore) starts.push(at);
  }
  return { starts, closeAt: zonedInstant(date, hours.close, settings.timeZone).getTime() };
}

const ms = (value: string | Date) => new Date(value).getTime();
const HOLDING = sql`b.scheduled and b.status not in ('Cancelled', 'No-show')`;

/** The day's state for placing visits of cars `plates`, starting no earlier than `notBefore`. */
export async function loadDay(db: Executor, settings: SettingsView, date: string, plates: string[], notBefore: number): Promise<DayState> {
  const from = dayStart(date, settings.timeZone).toISOString();
  const to = dayEnd(date, settings.timeZone).toISOString();
  // Bookings of the day: those of the day before may run past midnight only in theory (hours end by midnight).
  const window = sql`b.booking_date between ${addDays(date, -1)} and ${date} and b.starts_at < ${to}::timestamptz and b.ends_at + b.buffer_minutes * interval '1 minute' > ${from}::timestamptz`;
  // One after another: a transaction's client runs one statement at a time.
  const bays = await db.execute<{ id: string; service_ids: string[] }>(
    sql`select id, service_ids from bays where active order by position, id`,
  );
  const held = await db.execute<{ bay_id: string | null; at_door: boolean; s: string; e: string }>(sql`
      select b.bay_id, b.at_door, b.starts_at as s, b.ends_at + b.buffer_minutes * interval '1 minute' as e
      from bookings b where ${HOLDING} and ${window}`);
  const staff = await db.execute<{ id: string; shifts: Record<string, { open: string; close: string } | null> | null }>(sql`
      select a.id, a.shifts from accounts a
      where a.type_of_user = 'Employee' and a.active
        and not exists (select 1 from leaves l where l.employee_id = a.id and l.status = 'Approved' and ${date}::date between l.from_date and l.to_date)
      order by a.id`);
  const busy = await db.execute<{ employee_id: string; s: string; e: string }>(sql`
      select b.employee_id, b.starts_at as s, b.ends_at as e from bookings b where b.employee_id is not null and ${HOLDING} and ${window}`);
  const cars =
    plates.length === 0
      ? { rows: [] as { keys: string[]; s: string; e: string }[] }
      : await db.execute<{ keys: string[]; s: string; e: string }>(sql`
          select car_keys(b.car_no) as keys, b.starts_at as s, b.ends_at as e from bookings b
          where car_keys(b.car_no) && array(select jsonb_array_elements_text(${JSON.stringify(plates)}::jsonb)) and ${HOLDING} and ${window}`);
  const weekday = weekdayOf(date);
  const employees: DayState['employees'] = [];
  for (const row of staff.rows) {
    let shift: Span | null = null;
    if (row.shifts && typeof row.shifts === 'object') {
      const day = row.shifts[weekday];
      // The capacity trigger's rule: shifts set and none that day, the employee is off.
      if (!day || typeof day !== 'object') continue;
      const [oh, om] = day.open.split(':').map(Number) as [number, number];
      const [ch, cm] = day.close.split(':').map(Number) as [number, number];
      shift = [
        zonedInstant(date, oh * 60 + om, settings.timeZone).getTime(),
        zonedInstant(date, ch * 60 + cm, settings.timeZone).getTime(),
      ];
    }
    employees.push({ id: row.id, shift, busy: [], load: 0 });
  }
  const byId = new Map(employees.map((p) => [p.id, p]));
  for (const row of busy.rows) {
    const p = byId.get(row.employee_id);
    if (!p) continue;
    p.busy.push([ms(row.s), ms(row.e)]);
    p.load++;
  }
  const bayList = bays.rows.map((b) => ({ id: b.id, serviceIds: b.service_ids, held: [] as Span[] }));
  const bayById = new Map(bayList.map((b) => [b.id, b]));
  const doorHeld: Span[] = [];
  for (const row of held.rows) {
    const span: Span = [ms(row.s), ms(row.e)];
    if (row.at_door) doorHeld.push(span);
    else if (row.bay_id) bayById.get(row.bay_id)?.held.push(span);
  }
  const wanted = new Set(plates);
  const carBusy = new Map<string, Span[]>();
  for (const row of cars.rows)
    for (const key of row.keys)
      if (wanted.has(key)) {
        const list = carBusy.get(key) ?? [];
        list.push([ms(row.s), ms(row.e)]);
        carBusy.set(key, list);
      }
  return {
    ...startsOf(settings, date, notBefore),
    bufferMs: settings.bufferMinutes * 60_000,
    bays: bayList,
    doorTeams: settings.doorTeams,
    doorHeld,
    employees,
    carBusy,
  };
}
