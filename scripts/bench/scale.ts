import { api } from '../../apps/api/src/test/server-process.js';
import { connect } from '@autospa/db';
import { measure, type LoadFigures } from './lib/load.js';
import { ADMIN, CUSTOMER, type BenchStack } from './lib/processes.js';
import { addDays } from '../../apps/api/src/lib/zoned-time.js';
import { seedBookings, seedExpenses, seedPeople, today } from './lib/seed.js';

export interface ScaleRow {
  name: string;
  path: string;
  /** Figures per size, in the order of `sizes`; undefined when the endpoint does not exist (404). */
  figures: (LoadFigures | undefined)[];
}

export interface ScaleFigures {
  sizes: number[];
  seedMs: number[];
  rows: ScaleRow[];
  /** The year's finance report asked by one client, 10 times in a row: the median ms, per size (issue 6's target). */
  yearReportMs: number[];
  connections: number;
  duration: number;
}

// The finance report is being written in parallel: measured when the route answers, else marked missing.
const endpoints = [
  { name: 'all bookings, page 1', path: '/tor/get-allbookings?page=1&limit=25', who: 'admin', kind: 'list' },
  { name: 'all bookings, page 1, status filter', path: '/tor/get-allbookings?page=1&limit=25&status=Pending', who: 'admin', kind: 'list' },
  { name: 'all bookings, page 1, search by car', path: '/tor/get-allbookings?page=1&limit=25&q=BN00000777', who: 'admin', kind: 'list' },
  { name: "a customer's bookings, page 1", path: '/tor/my-bookings?page=1&limit=25', who: 'customer', kind: 'list' },
  { name: 'today, largest page (limit=100, ~100 rows)', path: '/tor/get-today-bookings?limit=100', who: 'admin', kind: 'today' },
  { name: 'today, page 1', path: '/tor/get-today-bookings?page=1&limit=25', who: 'admin', kind: 'today' },
  { name: 'services with booking counts', path: '/tor/get-services', who: 'anyone', kind: 'report' },
  { name: 'dashboard metrics (Admin)', path: '/tor/get-metrics', who: 'admin', kind: 'report' },
  { name: 'finance report', path: '/tor/get-finance-report', who: 'admin', kind: 'report' },
  // Issue 6: the report for a year, with 10,000 expenses in it (path completed with the dates at run time).
  {
    name: 'finance report, a year by month (10,000 expenses)',
    path: '/tor/get-finance-report?period=custom&groupBy=month',
    who: 'admin',
    kind: 'report',
  },
] as const;
export const YEAR_REPORT = endpoints.length - 1;
export const EXPENSES_SEEDED = 10_000;

export async function scale(
  stack: BenchStack,
  sizes: number[],
  settings: { connections: number; duration: number },
  log: (m: string) => void,
): Promise<ScaleFigures> {
  const base = stack.server.url;
  const tokens = {
    admin: (await api<{ token: string }>(base, 'POST', '/tor/login', ADMIN)).body.token,
    customer: (await api<{ token: string }>(base, 'POST', '/tor/login', CUSTOMER)).body.token,
    anyone: undefined,
  };
  // Seeding a million bookings runs far longer than the app's statement timeout: this connection has none.
  const handle = connect(stack.pg.url, { max: 2, statementTimeoutMs: 0 });
  const day = await today(handle.pool);
  const yearPath = (p: string) => `${p}&from=${addDays(day, -364)}&to=${day}`;
  const pathOf = (i: number) => (i === YEAR_REPORT ? yearPath(endpoints[i]!.path) : endpoints[i]!.path);
  const rows: ScaleRow[] = endpoints.map((e, i) => ({ name: e.name, path: pathOf(i), figures: [] }));
  const seedMs: number[] = [];
  const yearReportMs: number[] = [];
  try {
    // Run alone (BENCH_ONLY=scale) the API phase has not added the customers: the demo customer would own 90 %.
    await seedPeople(handle.pool);
    await seedExpenses(handle.pool, EXPENSES_SEEDED, day);
    for (const size of sizes) {
      const seeded = await seedBookings(handle.pool, size);
      seedMs.push(seeded.ms);
      log(`scale: ${size.toLocaleString('en')} bookings seeded in ${(seeded.ms / 1000).toFixed(1)} s`);
      for (const [i, e] of endpoints.entries()) {
        const token = tokens[e.who];
        const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
        const path = pathOf(i);
        const probe = await fetch(base + distinct(path), { headers });
        await probe.arrayBuffer();
        if (probe.status === 404) {
          rows[i]!.figures.push(undefined);
          continue;
        }
        if (probe.status !== 200) throw new Error(`${path} answered ${probe.status}`);
        // Each request its own query string: the server's 1 s read cache never answers, so these figures are
        // the queries' own cost (a client header can no longer skip the cache, issue 14).
        const requests = [{ setupRequest: <T extends { path?: string }>(req: T): T => ({ ...req, path: distinct(path) }) }];
        const figures = await measure(
          { url: base + path, connections: settings.connections, headers, requests },
          settings.duration,
          1,
          `scale ${e.name} at ${size.toLocaleString('en')} bookings`,
        );
        rows[i]!.figures.push(figures);
        if (i === YEAR_REPORT) yearReportMs.push(await medianOfSequential(base + path, headers, 10));
        log(`  ${e.name}: ${figures.rps} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms`);
      }
    }
  } finally {
    await handle.close();
  }
  return { sizes, seedMs, rows, yearReportMs, ...settings };
}

// The list queries ignore a parameter they do not know (the query schemas strip it); the cache keys on the URL.
let sent = 0;
const distinct = (path: string) => `${path}${path.includes('?') ? '&' : '?'}bench=${++sent}`;

async function medianOfSequential(url: string, headers: Record<string, string>, times: number): Promise<number> {
  const took: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const res = await fetch(distinct(url), { headers });
    await res.arrayBuffer();
    took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  return Math.round(took[Math.floor(times / 2)]! * 10) / 10;
}
