import { api } from '../../apps/api/src/test/server-process.js';
import { connect } from '@autospa/db';
import { measure, type LoadFigures } from './lib/load.js';
import { ADMIN, CUSTOMER, type BenchStack } from './lib/processes.js';
import { seedBookings } from './lib/seed.js';

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
  connections: number;
  duration: number;
}

// The finance report is being written in parallel: measured when the route answers, else marked missing.
const endpoints = [
  { name: 'all bookings, page 1', path: '/tor/get-allbookings?page=1&limit=25', who: 'admin', kind: 'list' },
  { name: 'all bookings, page 1, status filter', path: '/tor/get-allbookings?page=1&limit=25&status=Pending', who: 'admin', kind: 'list' },
  { name: 'all bookings, page 1, search by car', path: '/tor/get-allbookings?page=1&limit=25&q=BN00000777', who: 'admin', kind: 'list' },
  { name: "a customer's bookings, page 1", path: '/tor/my-bookings?page=1&limit=25', who: 'customer', kind: 'list' },
  { name: 'today (whole day, ~100 rows)', path: '/tor/get-today-bookings', who: 'admin', kind: 'today' },
  { name: 'today, page 1', path: '/tor/get-today-bookings?page=1&limit=25', who: 'admin', kind: 'today' },
  { name: 'services with booking counts', path: '/tor/get-services', who: 'anyone', kind: 'report' },
  { name: 'dashboard metrics (Admin)', path: '/tor/get-metrics', who: 'admin', kind: 'report' },
  { name: 'finance report', path: '/tor/get-finance-report', who: 'admin', kind: 'report' },
] as const;

export async function scale(stack: BenchStack, sizes: number[], settings: { connections: number; duration: number }, log: (m: string) => void): Promise<ScaleFigures> {
  const base = stack.server.url;
  const tokens = {
    admin: (await api<{ token: string }>(base, 'POST', '/tor/login', ADMIN)).body.token,
    customer: (await api<{ token: string }>(base, 'POST', '/tor/login', CUSTOMER)).body.token,
    anyone: undefined,
  };
  const handle = connect(stack.pg.url, { max: 2 });
  const rows: ScaleRow[] = endpoints.map((e) => ({ name: e.name, path: e.path, figures: [] }));
  const seedMs: number[] = [];
  try {
    for (const size of sizes) {
      const seeded = await seedBookings(handle.pool, size);
      // What autovacuum does after a bulk load; without it counts read the table instead of the index.
      await handle.pool.query('vacuum analyze bookings');
      seedMs.push(seeded.ms);
      log(`scale: ${size.toLocaleString('en')} bookings seeded in ${(seeded.ms / 1000).toFixed(1)} s`);
      for (const [i, e] of endpoints.entries()) {
        const token = tokens[e.who];
        const headers = token ? { authorization: `Bearer ${token}` } : undefined;
        const probe = await fetch(base + e.path, { headers });
        await probe.arrayBuffer();
        if (probe.status === 404) {
          rows[i]!.figures.push(undefined);
          continue;
        }
        if (probe.status !== 200) throw new Error(`${e.path} answered ${probe.status}`);
        const figures = await measure({ url: base + e.path, connections: settings.connections, headers }, settings.duration, 1);
        rows[i]!.figures.push(figures);
        log(`  ${e.name}: ${figures.rps} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms`);
      }
    }
  } finally {
    await handle.close();
  }
  return { sizes, seedMs, rows, ...settings };
}
