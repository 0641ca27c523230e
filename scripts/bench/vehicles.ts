import type pg from 'pg';
import { connect } from '@autospa/db';
import { api } from '../../apps/api/src/test/server-process.js';
import { ADMIN, type BenchStack } from './lib/processes.js';
import { seedPeople } from './lib/seed.js';

export const VEHICLES_SEEDED = 100_000;
export const VEHICLE_SEARCH_P95_MS = 100;

export interface VehicleSearchRow {
  name: string;
  /** One of the searches sent (each request searches its own text). */
  example: string;
  requests: number;
  p50: number;
  p95: number;
  max: number;
  /** The total of the first answer: how many plates matched. */
  matched: number;
}

export interface VehicleFigures {
  seeded: number;
  seedMs: number;
  rows: VehicleSearchRow[];
  requestsPerKind: number;
}

const STATES = ['DL', 'MH', 'KA', 'HR', 'UP', 'TN', 'GJ', 'RJ'];

/**
 * `count` vehicles over the bench's customers, plates in the Indian pattern (state, district, two letters, four
 * digits: DL05KQ4821), every plate distinct; a fifth of the vehicles retired; then VACUUM ANALYZE.
 */
async function seedVehicles(pool: pg.Pool, count: number): Promise<number> {
  await pool.query('truncate vehicles');
  const started = Date.now();
  await pool.query(
    `with cus as (select array_agg(id order by username) as ids from accounts where type_of_user = 'User'),
          cat as (select array_agg(id order by name) as ids from categories)
     insert into vehicles (user_id, plate, make, model, category_id, colour, retired_at)
     select cus.ids[1 + g % cardinality(cus.ids)],
            ($2::text[])[1 + g % cardinality($2::text[])] || lpad((1 + (g / 10000) % 99)::text, 2, '0')
              || chr(65 + (g::bigint * 7919 % 26)::int) || chr(65 + (g::bigint * 104729 / 26 % 26)::int) || lpad((g % 10000)::text, 4, '0'),
            (array['Maruti', 'Hyundai', 'Tata', 'Mahindra', 'Honda', 'Toyota'])[1 + g % 6], 'Model ' || (g % 40),
            cat.ids[1 + g % cardinality(cat.ids)], 'White', case when g % 5 = 0 then now() end
     from generate_series(1, $1::int) g cross join cus cross join cat`,
    [count, STATES],
  );
  const ms = Date.now() - started;
  await pool.query('vacuum analyze vehicles');
  return ms;
}

/** Searches an Admin would type, each kind a generator of distinct texts (the server's read cache never answers). */
function searches(plates: string[]): { name: string; texts: (i: number) => string }[] {
  const pick = (i: number) => plates[(i * 7919) % plates.length]!;
  return [
    {
      name: 'whole plate, as written on the car ("dl 05 kq 4821")',
      texts: (i) =>
        pick(i)
          .replace(/^(..)(..)(..)/, '$1 $2 $3 ')
          .toLowerCase(),
    },
    { name: 'last four digits ("4821")', texts: (i) => pick(i).slice(-4) },
    { name: 'letters and digits from the middle ("KQ48")', texts: (i) => pick(i).slice(4, 8) },
    { name: 'state and district, many matches ("DL05")', texts: (i) => pick(i).slice(0, 4) },
    { name: 'two characters, a third of all plates ("DL")', texts: (i) => `${STATES[i % STATES.length]}` },
    { name: 'no match ("ZZ99…")', texts: (i) => `ZZ99${String(i).padStart(4, '0')}` },
  ];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (v: number) => Math.round(v * 10) / 10;

/**
 * Issue 16: the Admin's plate search (GET /tor/search-vehicles, first page of 20 with the total) over 100,000
 * vehicles, one client asking one search after another as an Admin would; p95 per kind of search.
 */
export async function vehicleSearch(stack: BenchStack, requestsPerKind: number, log: (m: string) => void): Promise<VehicleFigures> {
  const base = stack.server.url;
  const token = (await api<{ token: string }>(base, 'POST', '/tor/login', ADMIN)).body.token;
  const headers = { authorization: `Bearer ${token}` };
  const handle = connect(stack.pg.url, { max: 1, statementTimeoutMs: 0 });
  let seedMs: number;
  let plates: string[];
  try {
    await seedPeople(handle.pool);
    seedMs = await seedVehicles(handle.pool, VEHICLES_SEEDED);
    plates = (await handle.pool.query<{ plate: string }>('select plate from vehicles order by random() limit 1000')).rows.map(
      (r) => r.plate,
    );
  } finally {
    await handle.close();
  }
  log(`vehicles: ${VEHICLES_SEEDED.toLocaleString('en')} seeded in ${(seedMs / 1000).toFixed(1)} s`);

  const rows: VehicleSearchRow[] = [];
  for (const kind of searches(plates)) {
    const took: number[] = [];
    let matched = -1;
    for (let i = 0; i < requestsPerKind; i++) {
      const url = `${base}/tor/search-vehicles?q=${encodeURIComponent(kind.texts(i))}&page=1&limit=20&bench=${i}`;
      const started = performance.now();
      const res = await fetch(url, { headers });
      const body = (await res.json()) as { total?: number };
      took.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`search-vehicles answered ${res.status}: ${JSON.stringify(body)}`);
      if (matched < 0) matched = body.total ?? 0;
    }
    took.sort((a, b) => a - b);
    const row = {
      name: kind.name,
      example: kind.texts(0),
      requests: requestsPerKind,
      p50: round(percentile(took, 50)),
      p95: round(percentile(took, 95)),
      max: round(took.at(-1)!),
      matched,
    };
    rows.push(row);
    log(`  plate search, ${row.name}: p50 ${row.p50} ms, p95 ${row.p95} ms, max ${row.max} ms (${row.matched} matched)`);
  }
  return { seeded: VEHICLES_SEEDED, seedMs, rows, requestsPerKind };
}
