import type pg from 'pg';

export const TIME_ZONE = 'Asia/Kolkata';
const DAY = { open: '06:00', close: '22:00' };
/** Every day 06:00–22:00: 32 half-hour starts a day. */
export const OPEN_EVERY_DAY = { sun: DAY, mon: DAY, tue: DAY, wed: DAY, thu: DAY, fri: DAY, sat: DAY };
export const BAYS = 10;

/** Today in the business time zone, as PostgreSQL sees it. */
export async function today(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ d: string }>(`select to_char((now() at time zone $1)::date, 'YYYY-MM-DD') as d`, [TIME_ZONE]);
  return rows[0]!.d;
}

/**
 * Customers and employees beside the demo accounts (sharing the demo customer's password hash), so the seeded
 * bookings spread over ~1,000 customers. Idempotent: each phase of the bench may call it.
 */
export async function seedPeople(pool: pg.Pool, customers = 1_000, employees = 5): Promise<void> {
  await pool.query(
    `insert into accounts (type_of_user, username, email, phone, password_hash, car_no)
     select 'User', 'bench-user-' || g, 'bench-user-' || g || '@example.test', (7000000000 + g)::text,
            (select password_hash from accounts where username = 'demo-user'), array['BU' || lpad(g::text, 8, '0')]
     from generate_series(1, $1::int) g
     on conflict do nothing`,
    [customers],
  );
  await pool.query(
    `insert into accounts (type_of_user, username, email, phone, password_hash)
     select 'Employee', 'bench-employee-' || g, 'bench-employee-' || g || '@example.test', (7100000000 + g)::text,
            (select password_hash from accounts where username = 'demo-user')
     from generate_series(1, $1::int) g
     on conflict do nothing`,
    [employees],
  );
}

/**
 * `count` customers who book in the create-booking load, each signed in (a session row, its token
 * `bench-booker-<n>`): the per-customer limit (3 upcoming, issue 14) and the per-account request limit hold
 * for the bench as for everyone, so the load is spread over many customers as real traffic is. Idempotent.
 */
export async function seedBookers(pool: pg.Pool, count: number): Promise<void> {
  await pool.query(
    `insert into accounts (type_of_user, username, email, phone, password_hash, car_no)
     select 'User', 'bench-booker-' || g, 'bench-booker-' || g || '@example.test', (7200000000 + g)::text,
            (select password_hash from accounts where username = 'demo-user'), array['BB' || lpad(g::text, 8, '0')]
     from generate_series(0, $1::int - 1) g
     on conflict do nothing`,
    [count],
  );
  await pool.query(
    `insert into sessions (token_hash, account_id)
     select sha256(convert_to('bench-booker-' || g, 'UTF8')), a.id
     from generate_series(0, $1::int - 1) g join accounts a on a.username = 'bench-booker-' || g
     on conflict do nothing`,
    [count],
  );
}

/** The session token of booker `n` (seedBookers). */
export const bookerToken = (n: number) => `bench-booker-${n}`;

/**
 * Replaces every booking with `rows` bookings, `perDay` a day on the days that end today: the demo catalog's
 * services of up to one time step, categories and subcategories, the customers (one in ten a walk-in guest; one
 * in forty the demo customer the bench signs in as, so its first page is full at every size), every status, a
 * third assigned to an employee. INSERT … SELECT generate_series, with every booking rule of the database in
 * force (no switch turns them off, issue 15): the rows are laid out so that they keep them. Each day is BAYS
 * lanes of back-to-back steps from 06:00, one booking per lane and step, so no more than BAYS hold a bay at
 * once; every booking has a car of its own; today's bookings (the only ones still to come) are spread over
 * ~1,000 customers, far below each one's limit; an employee works one lane (issue 17: one booking at a time). `ms` is the insert alone; the vacuum and checkpoint that follow
 * are not counted.
 */
export async function seedBookings(pool: pg.Pool, rows: number, perDay = 100): Promise<{ ms: number; days: number }> {
  const days = Math.max(1, Math.ceil(rows / perDay));
  // Opening hours 06:00–22:00: each lane holds ceil(perDay / BAYS) steps of this many minutes.
  const stepMinutes = Math.floor(960 / Math.ceil(perDay / BAYS));
  if (stepMinutes < 30) throw new Error(`seedBookings: ${perDay} a day do not fit ${BAYS} bays`);
  await pool.query('truncate bookings cascade');
  // The seeded business has BAYS bays (the API phase also sets them through update-settings).
  await pool.query(`insert into business_settings (id, bays) values (1, $1) on conflict (id) do update set bays = excluded.bays`, [BAYS]);
  // The seeded business is open 06:00–22:00 every day, its employees work whenever it is open and each of its
  // bays does every service (the demo seed gives demo-employee Mon–Sat 08:00–19:00 shifts, which the history's
  // lanes would break, and keeps its "Detailing studio" for detailing: a slot of a wash would hold BAYS − 1 cars).
  await pool.query(`update accounts set shifts = null where type_of_user = 'Employee'`);
  await pool.query(`update bays set service_ids = '{}'`);
  const started = Date.now();
  await insertHistory(pool, rows, days, stepMinutes);
  const ms = Date.now() - started;
  // What autovacuum and the checkpointer would do after a bulk load, done now rather than in the middle of the
  // next measurement (without the vacuum, counts read the table instead of the index).
  await pool.query('vacuum analyze bookings');
  await pool.query('analyze');
  await pool.query('checkpoint');
  return { ms, days };
}

async function insertHistory(pool: pg.Pool, rows: number, days: number, stepMinutes: number): Promise<void> {
  // Booking g is the k-th (k = g / days) of day g % days: lane k % BAYS, step k / BAYS.
  await pool.query(
    `with svc as (select array_agg(id order by service_name) as ids from services where duration_minutes <= $4::int),
          sub as (select array_agg(id order by sub_name) as ids, array_agg(category_id order by sub_name) as cats from sub_categories),
          cus as (select array_agg(id order by username) as ids from accounts where type_of_user = 'User'),
          emp as (select array_agg(id order by username) as ids from accounts where type_of_user = 'Employee'),
          demo as (select id from accounts where username = 'demo-user')
     insert into bookings (user_id, guest_name, guest_phone, category_id, sub_category_id, service_id, booking_date, starts_at,
                           ends_at, car_no, status, employee_id, price, price_paise, duration_minutes, created_at, updated_at)
     select case when g % 10 = 0 then null when g % 40 = 1 then demo.id else cus.ids[1 + g % cardinality(cus.ids)] end,
            case when g % 10 = 0 then 'Walk-in guest ' || g end,
            case when g % 10 = 0 then (8000000000 + g)::text end,
            sub.cats[1 + g % cardinality(sub.ids)], sub.ids[1 + g % cardinality(sub.ids)],
            s.id, day.d, start.s, start.s + make_interval(mins => s.duration_minutes),
            array['BN' || lpad(g::text, 8, '0')],
            (array['Pending', 'Confirmed', 'In progress', 'Completed', 'Cancelled'])[1 + g % 5],
            case when g % 3 = 0 and (g / $2::int) % ${BAYS} < cardinality(emp.ids) then emp.ids[1 + (g / $2::int) % ${BAYS}] end,
            s.price, s.price_paise, s.duration_minutes, start.s - interval '2 days', start.s - interval '2 days'
     from generate_series(1, $1::int) g
     cross join svc cross join sub cross join cus cross join emp cross join demo
     cross join lateral (select (now() at time zone $3)::date - (g % $2::int) as d) day
     cross join lateral (select ((day.d + time '06:00' + (g / $2::int / ${BAYS}) * make_interval(mins => $4::int)) at time zone $3) as s) start
     join services s on s.id = svc.ids[1 + (g / 7) % cardinality(svc.ids)]`,
    [rows, days, TIME_ZONE, stepMinutes],
  );
}

/**
 * Bookings holding a bay after `after` whose start finds more than `bays` bookings holding one: must be 0. The
 * predicate is the one of bookings_holding_bay_idx (migration 0017): with another, each count reads the table.
 */
export async function overbooked(pool: pg.Pool, after: string, bays: number): Promise<{ over: number; peak: number }> {
  const { rows } = await pool.query<{ over: number; peak: number }>(
    `select count(*) filter (where load > $2)::int as over, coalesce(max(load), 0)::int as peak from (
       select (select count(*) from bookings o
               where o.scheduled and o.status not in ('Cancelled', 'No-show') and o.starts_at <= b.starts_at and o.ends_at > b.starts_at) as load
       from bookings b where b.scheduled and b.status not in ('Cancelled', 'No-show') and b.booking_date > $1::date) t`,
    [after, bays],
  );
  return rows[0]!;
}

/** `count` expenses spread over the year ending `day`, every category, one Admin as the recorder. */
export async function seedExpenses(pool: pg.Pool, count: number, day: string): Promise<void> {
  await pool.query(
    `insert into expenses (expense_date, category, amount_paise, note, recorded_by)
     select $2::date - (g % 365), (array['supplies', 'water', 'electricity', 'wages', 'rent', 'equipment', 'other'])[1 + g % 7],
            10000 + (g * 37) % 500000, 'bench expense ' || g, (select id from accounts where type_of_user = 'Admin' limit 1)
     from generate_series(1, $1::int) g`,
    [count, day],
  );
}
