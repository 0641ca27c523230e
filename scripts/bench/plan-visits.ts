import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, hashPassword, runMigrations, startEmbeddedPostgres } from '@autospa/db';
import { buildApp } from '../../apps/api/src/app.js';
import { addDays, todayIn } from '../../apps/api/src/lib/zoned-time.js';
import { visitMessageJob } from '../../apps/api/src/plan-visits/jobs.js';
import { makeDailyVisits, type NightlyResult } from '../../apps/api/src/plan-visits/nightly.js';
import { seconds } from './lib/load.js';
import { OPEN_EVERY_DAY, TIME_ZONE } from './lib/seed.js';

/** Issue 20: the nightly job makes the visits of 10,000 active daily subscriptions in under 60 s. */
export const PLAN_VISITS_TARGET_SECONDS = 60;
const SUBSCRIPTIONS = seconds('BENCH_PLAN_SUBSCRIPTIONS', 10_000);
const BAYS = 50;
const DOOR_TEAMS = 50;
const EMPLOYEES = 60;

export interface PlanVisitsFigures {
  subscriptions: number;
  bays: number;
  doorTeams: number;
  employees: number;
  first: NightlyResult & { ms: number };
  /** The same job again at once: nothing left to make. */
  again: NightlyResult & { ms: number };
  /** From the job's end until every message of an unplaced visit had its mail queued and was done. */
  messagesMs: number;
}

/**
 * An embedded PostgreSQL of its own with the app in-process (its job workers running, as a server's are): SUBSCRIPTIONS
 * customers, each with a car and an active daily plan (every weekday; half at the door), BAYS bays, DOOR_TEAMS mobile
 * teams, EMPLOYEES employees, open 06:00–22:00. The job's handler (makeDailyVisits) is timed for tomorrow, so every
 * start is ahead whatever the hour.
 */
export async function planVisitsBench(log: (m: string) => void): Promise<PlanVisitsFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'autospa-bench-visits-'));
  const pg = await startEmbeddedPostgres({ dataDir, database: 'bench', log });
  const handle = connect(pg.url, { max: 10, statementTimeoutMs: 0 });
  await runMigrations(handle.db);
  const app = await buildApp({ db: handle.db, mail: { from: 'Bench <bench@autospa.example>', outboxDir: join(dataDir, 'outbox') } });
  try {
    await app.ready();
    const pool = handle.pool;
    const hash = await hashPassword('bench-password-1');
    await pool.query(
      `insert into business_settings (id, bays, door_teams, opening_hours, buffer_minutes, quiet_hours, time_zone)
       values (1, $1, $2, $3, 10, '{"from":"00:00","to":"00:00"}', $4)
       on conflict (id) do update set bays = excluded.bays, door_teams = excluded.door_teams, opening_hours = excluded.opening_hours,
         buffer_minutes = 10, quiet_hours = excluded.quiet_hours, time_zone = excluded.time_zone`,
      [BAYS, DOOR_TEAMS, JSON.stringify(OPEN_EVERY_DAY), TIME_ZONE],
    );
    await pool.query(
      `insert into accounts (type_of_user, username, email, phone, password_hash)
       select 'Employee', 'visit-employee-' || g, 'visit-employee-' || g || '@example.test', (7200000000 + g)::text, $2
       from generate_series(1, $1::int) g`,
      [EMPLOYEES, hash],
    );
    const started = Date.now();
    await pool.query(`
      with service as (
        insert into services (service_name, description, price, price_paise, time, duration_minutes)
        values ('Daily exterior clean', 'Dust-off and wipe of the outside.', '99 rs', 9900, '30 min', 30) returning id
      ), plan as (
        insert into plans (name, kind, price_paise, weekdays) values ('Daily Shine', 'daily', 99900, '{0,1,2,3,4,5,6}') returning id
      )
      insert into plan_services (plan_id, service_id) select plan.id, service.id from plan, service`);
    await pool.query(
      `insert into accounts (type_of_user, username, email, phone, password_hash, car_no)
       select 'User', 'visit-user-' || g, 'visit-user-' || g || '@example.test', (7300000000 + g)::text, $2, array['PV' || lpad(g::text, 8, '0')]
       from generate_series(1, $1::int) g`,
      [SUBSCRIPTIONS, hash],
    );
    await pool.query(`
      insert into vehicles (user_id, plate, make, model)
      select id, car_no[1], 'Maruti', 'Swift' from accounts where username like 'visit-user-%'`);
    const today = todayIn(TIME_ZONE);
    await pool.query(
      `insert into subscriptions (plan_id, user_id, vehicle_id, start_date, end_date, price_paise, address)
       select (select id from plans limit 1), v.user_id, v.id, $1::date, $1::date + 30, 99900,
         case when row_number() over (order by v.id) % 2 = 0 then 'Tower ' || v.plate || ', Sector 54, Gurugram' end
       from vehicles v`,
      [addDays(today, -1)],
    );
    log(`plan visits: ${SUBSCRIPTIONS} subscriptions seeded in ${Date.now() - started} ms`);

    const date = addDays(today, 1);
    let t0 = Date.now();
    const first = { ...(await makeDailyVisits(handle.db, { date })), ms: 0 };
    first.ms = Date.now() - t0;
    log(`plan visits: ${first.placed} placed, ${first.unplaced} unplaced in ${first.ms} ms`);
    const jobsDone = Date.now();
    await app.jobs.flush(visitMessageJob);
    const messagesMs = Date.now() - jobsDone;
    log(`plan visits: the unplaced visits' messages queued in ${messagesMs} ms`);
    t0 = Date.now();
    const again = { ...(await makeDailyVisits(handle.db, { date })), ms: 0 };
    again.ms = Date.now() - t0;
    const { rows } = await pool.query<{ over: number }>(
      `select count(*)::int as over from bookings a join bookings b on a.bay_id = b.bay_id and a.id < b.id
       and booking_hold_range(a.starts_at, a.ends_at, a.buffer_minutes) && booking_hold_range(b.starts_at, b.ends_at, b.buffer_minutes)
       where a.booking_date = $1 and b.booking_date = $1`,
      [date],
    );
    if (rows[0]!.over > 0) throw new Error(`${rows[0]!.over} bay overlaps`);
    return { subscriptions: SUBSCRIPTIONS, bays: BAYS, doorTeams: DOOR_TEAMS, employees: EMPLOYEES, first, again, messagesMs };
  } finally {
    await app.close();
    await handle.close();
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
