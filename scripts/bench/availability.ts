import { api } from '../../apps/api/src/test/server-process.js';
import { connect } from '@autospa/db';
import { addDays } from '../../apps/api/src/lib/zoned-time.js';
import { measure, type LoadFigures } from './lib/load.js';
import { ADMIN, type BenchStack } from './lib/processes.js';
import { OPEN_EVERY_DAY, TIME_ZONE, seedPeople, today } from './lib/seed.js';

/** Issue 16's target: one day's free start times answer within 50 ms (p95) with 1,000 bookings that day. */
export const AVAILABILITY_TARGET_P95 = 50;
const BOOKINGS = 1_000;
const BAYS = 50;
const SEQUENTIAL = 500;

export interface AvailabilityFigures {
  bookings: number;
  bays: number;
  path: string;
  /** One client, one request after the other: each answer's own time. */
  sequential: { requests: number; p50: number; p95: number; p99: number };
  load: LoadFigures;
  connections: number;
  duration: number;
}

/**
 * A day a month ahead gets 1,000 bookings (50 bays, 20 lanes of 48-minute steps from 06:00, each a 30-minute service plus
 * the 10-minute buffer, one car each, spread over ~1,000 customers): every rule of the database holds. Then
 * GET /tor/get-availability for that day, for an SUV-like vehicle type with the grid and an add-on, is asked
 * 500 times in a row (p50/p95/p99) and under load; each request its own query string, so the read cache never
 * answers.
 */
export async function availabilityBench(
  stack: BenchStack,
  settings: { connections: number; duration: number },
  log: (m: string) => void,
): Promise<AvailabilityFigures> {
  const base = stack.server.url;
  const admin = (await api<{ token: string }>(base, 'POST', '/tor/login', ADMIN)).body.token;
  const put = await api(base, 'PUT', '/tor/update-settings', { bays: BAYS, openingHours: OPEN_EVERY_DAY, bufferMinutes: 10 }, admin);
  if (put.status !== 200) throw new Error(`update-settings: ${put.status}`);
  const handle = connect(stack.pg.url, { max: 2, statementTimeoutMs: 0 });
  let path: string;
  try {
    await seedPeople(handle.pool);
    // A day ahead that the demo data left empty (its bookings lie around today).
    let day = addDays(await today(handle.pool), 30);
    while ((await handle.pool.query(`select 1 from bookings where booking_date = $1 limit 1`, [day])).rowCount) day = addDays(day, 1);
    const { rows } = await handle.pool.query<{ service: string; category: string; sub: string }>(
      `select s.service_name as service, c.name as category, sc.sub_name as sub
       from services s, sub_categories sc join categories c on c.id = sc.category_id
       where s.status = 'Active' and s.duration_minutes <= 30 order by s.service_name, c.name, sc.sub_name limit 1`,
    );
    const { service, category, sub } = rows[0]!;
    // A grid row and an offered add-on, so the quote behind the answer reads both.
    await handle.pool.query(
      `insert into add_ons (name, price_paise, duration_minutes) values ('Bench tyre polish', 9900, 10) on conflict do nothing`,
    );
    await handle.pool.query(
      `insert into service_add_ons (service_id, add_on_id)
       select s.id, a.id from services s, add_ons a where s.service_name = $1 and a.name = 'Bench tyre polish' on conflict do nothing`,
      [service],
    );
    await handle.pool.query(
      `insert into service_prices (service_id, category_id, price_paise, duration_minutes)
       select s.id, c.id, 79900, 30 from services s, categories c where s.service_name = $1 and c.name = $2 on conflict do nothing`,
      [service, category],
    );
    const started = Date.now();
    await handle.pool.query(
      `with svc as (select id, price, price_paise from services where service_name = $4),
            sub as (select sc.id, sc.category_id from sub_categories sc where sc.sub_name = $5 limit 1),
            cus as (select array_agg(id order by username) as ids from accounts where username like 'bench-user-%')
       insert into bookings (user_id, category_id, sub_category_id, service_id, booking_date, starts_at, ends_at, car_no, status,
                             price, price_paise, duration_minutes, buffer_minutes)
       select cus.ids[1 + g % cardinality(cus.ids)], sub.category_id, sub.id, svc.id, $2::date,
              (($2::date + time '06:00' + (g / $3::int) * interval '48 minutes') at time zone $6),
              (($2::date + time '06:00' + (g / $3::int) * interval '48 minutes') at time zone $6) + interval '30 minutes',
              array['AV' || lpad(g::text, 8, '0')], (array['Pending', 'Confirmed'])[1 + g % 2], svc.price, svc.price_paise, 30, 10
       from generate_series(0, $1::int - 1) g cross join svc cross join sub cross join cus`,
      [BOOKINGS, day, BAYS, service, sub, TIME_ZONE],
    );
    log(`availability: ${BOOKINGS.toLocaleString('en')} bookings on ${day} seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await handle.pool.query('vacuum analyze bookings');
    path = `/tor/get-availability?${new URLSearchParams({ date: day, serviceName: service, categoryName: category, subName: sub, addOns: 'Bench tyre polish' }).toString()}`;
  } finally {
    await handle.close();
  }
  const probe = await fetch(base + path);
  const body = (await probe.json()) as { slots?: unknown[]; durationMinutes?: number };
  if (probe.status !== 200 || !body.slots?.length)
    throw new Error(`${path} answered ${probe.status}: ${JSON.stringify(body).slice(0, 300)}`);
  log(`availability: ${body.slots.length} start times of ${body.durationMinutes} min each, checked against ${BOOKINGS} bookings`);

  let sent = 0;
  const distinct = () => `${path}&bench=${++sent}`;
  const took: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const t0 = performance.now();
    const res = await fetch(base + distinct());
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    took.push(performance.now() - t0);
  }
  took.sort((a, b) => a - b);
  const at = (q: number) => Math.round(took[Math.min(took.length - 1, Math.floor(q * took.length))]! * 10) / 10;
  const sequential = { requests: SEQUENTIAL, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
  log(`availability: one client, ${SEQUENTIAL} requests: p50 ${sequential.p50} ms, p95 ${sequential.p95} ms, p99 ${sequential.p99} ms`);
  const requests = [{ setupRequest: <T extends { path?: string }>(req: T): T => ({ ...req, path: distinct() }) }];
  const load = await measure({ url: base + path, connections: settings.connections, requests }, settings.duration, 1, 'availability');
  log(`availability: ${settings.connections} connections: ${load.rps} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms`);
  return { bookings: BOOKINGS, bays: BAYS, path, sequential, load, ...settings };
}
