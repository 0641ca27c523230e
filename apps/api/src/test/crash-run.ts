import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { api, isAlive, postmasterPid, startServerProcess, type ServerProcess } from './server-process.js';

// kill -9 the real server (embedded PostgreSQL) at random moments under a stream of create-booking requests,
// start it again, and check the bookings: used by crash.test.ts (a few kills) and scripts/bench/crash.ts (20).

export interface CrashOptions {
  entry: string;
  dataDir: string;
  kills: number;
  /** Concurrent request streams. */
  workers?: number;
  /** Every n-th kill also kill -9s the PostgreSQL server (a power cut); 0 never. */
  powerCutEvery?: number;
  /** The kill lands this long after the first answers of the round (uniformly random in the range). */
  killAfterMs?: [number, number];
  log?: (message: string) => void;
  random?: () => number;
}

export interface RoundReport {
  round: number;
  mode: 'node' | 'node+postgres';
  /** 201 answers in this round, and requests with no answer (cut off by the kill). */
  created: number;
  full: number;
  cutOff: number;
  /** The PostgreSQL left behind by the kill was still running, and the restart stopped it. */
  leftoverRunning: boolean;
  leftoverStopped: boolean;
  restartMs: number;
  /** PostgreSQL replayed its WAL at the restart (only after a power cut). */
  walRecovery: boolean;
}

export interface CrashReport {
  rounds: RoundReport[];
  acknowledged: number;
  stored: number;
  cutOffStored: number;
  cutOffTotal: number;
  lost: string[];
  duplicated: string[];
  overCapacity: string[];
  unexpected: string[];
  totalMs: number;
}

interface BookingRow {
  _id: string;
  carNo: string[];
  startsAt: string;
  endsAt: string;
  status: string;
  scheduled: boolean;
}

const BAYS = 3;
const PASSWORD = 'crash-test-password-1';
const CUSTOMERS = 100;
const HOURS = { open: '08:00', close: '19:00' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}`;

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The most bookings holding a bay at one moment, per moment that is over `bays`. */
function overCapacity(rows: BookingRow[], bays: number): string[] {
  const holding = rows
    .filter((b) => b.scheduled && b.status !== 'Cancelled')
    .map((b) => ({ s: Date.parse(b.startsAt), e: Date.parse(b.endsAt) }));
  const problems: string[] = [];
  for (const point of new Set(holding.map((h) => h.s))) {
    const load = holding.filter((h) => h.s <= point && h.e > point).length;
    if (load > bays) problems.push(`${new Date(point).toISOString()}: ${load} bookings for ${bays} bays`);
  }
  return problems;
}

export async function runCrashRounds(options: CrashOptions): Promise<CrashReport> {
  const {
    entry,
    dataDir,
    kills,
    workers = 8,
    powerCutEvery = 0,
    killAfterMs = [0, 1000],
    log = () => undefined,
    random = Math.random,
  } = options;
  const started = Date.now();
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_USERNAME: 'crash-admin', ADMIN_PASSWORD: PASSWORD, RATE_LIMIT_FACTOR: '1000' };
  let server: ServerProcess = await startServerProcess(entry, env);

  // Catalog, an open week, the customers: set up once through the API (it all survives the kills).
  const admin = (await api<{ token: string }>(server.url, 'POST', '/tor/login', { username: 'crash-admin', password: PASSWORD })).body
    .token;
  const must = async (path: string, body: unknown, token = admin, method = 'POST') => {
    const res = await api(server.url, method, path, body, token);
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  await must(
    '/tor/update-settings',
    {
      bays: BAYS,
      bookingsPerCustomer: 50,
      openingHours: { sun: HOURS, mon: HOURS, tue: HOURS, wed: HOURS, thu: HOURS, fri: HOURS, sat: HOURS },
    },
    admin,
    'PUT',
  );
  await must('/tor/create-Category', { name: 'Crash Sedan' });
  await must('/tor/create-subCategory', { name: 'Crash Sedan', subName: 'Crash Mid-size' });
  await must('/tor/create-services', { serviceName: 'Crash Wash', description: 'Foam wash.', price: '499 rs', time: '30 min' });
  // The front desk books for many customers: each may hold 50 upcoming bookings (the most the setting allows,
  // issue 14), and the stream makes thousands.
  const customers: string[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const made = await must('/tor/create-user', {
      username: `crash-customer-${i}`,
      emailId: `crash-customer-${i}@example.test`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      phone: String(9811100001 + i),
      carNo: `CC${pad(i, 6)}`,
    });
    customers.push((made as { id: string }).id);
  }
  const today = new Date().toISOString().slice(0, 10);

  const acknowledged = new Map<string, string>(); // carNo -> booking id
  const cutOff = new Set<string>();
  const unexpected: string[] = [];
  let seq = 0;
  // Half the requests fight over six hot slots (the capacity check under crashes), half take a slot of their own.
  const nextBody = () => {
    const n = seq++;
    const hot = n % 2 === 0;
    const cold = n >> 1;
    const day = hot ? 2 + (n % 3) : 5 + (cold % 300);
    const minute = hot ? 600 + 30 * ((n >> 2) % 2) : 480 + 30 * (Math.floor(cold / 300) % 22);
    const userId = customers[n % customers.length];
    return {
      name: 'Crash Sedan',
      subName: 'Crash Mid-size',
      serviceName: 'Crash Wash',
      date: addDays(today, day),
      time: clock(minute),
      carNo: `CR${pad(n, 8)}`,
      userId,
    };
  };

  const lost = new Set<string>();
  const duplicated = new Set<string>();
  const over = new Set<string>();
  let rows: BookingRow[] = [];
  // After each restart: every answered booking is stored once, cut-off ones at most once, no slot over capacity.
  const verify = async (round: number) => {
    // Every page (a list answers at most 100 rows, issue 14).
    rows = [];
    for (let page = 1; ; page++) {
      const url = `/tor/get-allbookings?page=${page}&limit=100`;
      const all = await api<{ data: BookingRow[]; total: number }>(server.url, 'GET', url, undefined, admin);
      if (all.status !== 200) throw new Error(`get-allbookings after kill ${round}: ${all.status}`);
      rows.push(...all.body.data);
      if (all.body.data.length === 0 || rows.length >= all.body.total) break;
    }
    const byCar = new Map<string, BookingRow[]>();
    for (const row of rows) for (const car of row.carNo) byCar.set(car, [...(byCar.get(car) ?? []), row]);
    for (const [car, id] of acknowledged) if (!byCar.get(car)?.some((r) => r._id === id)) lost.add(`${car} (after kill ${round})`);
    for (const [car, list] of byCar) if (list.length > 1) duplicated.add(`${car} ×${list.length} (after kill ${round})`);
    for (const problem of overCapacity(rows, BAYS)) over.add(`${problem} (after kill ${round})`);
    return byCar;
  };

  const rounds: RoundReport[] = [];
  let byCar = new Map<string, BookingRow[]>();
  for (let round = 1; round <= kills; round++) {
    const mode = powerCutEvery > 0 && round % powerCutEvery === 0 ? 'node+postgres' : 'node';
    let created = 0;
    let full = 0;
    let cut = 0;
    let running = true;
    const stream = async () => {
      while (running) {
        const body = nextBody();
        try {
          const res = await api<{ booking?: { _id: string }; message?: string }>(server.url, 'POST', '/tor/create-booking', body, admin);
          if (res.status === 201 && res.body.booking) {
            acknowledged.set(body.carNo, res.body.booking._id);
            created++;
          } else if (res.status === 409) full++;
          else unexpected.push(`round ${round}: ${res.status} ${JSON.stringify(res.body)}`);
        } catch (error) {
          // No answer: the kill landed while this request was on its way, so it may or may not be stored.
          // A refused connection never reached the server (it was already dead).
          if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNREFUSED') {
            cutOff.add(body.carNo);
            cut++;
          }
          return;
        }
      }
    };
    const streams = Array.from({ length: workers }, stream);
    // Once the stream is flowing (a busy machine can take a while to answer the first ones), at a random moment.
    for (const deadline = Date.now() + 20_000; created < 2 && Date.now() < deadline;) await sleep(10);
    await sleep(killAfterMs[0] + random() * (killAfterMs[1] - killAfterMs[0]));
    const leftover = postmasterPid(dataDir);
    server.child.kill('SIGKILL');
    if (mode === 'node+postgres' && leftover) process.kill(leftover, 'SIGKILL');
    await server.exited;
    running = false;
    await Promise.all(streams);
    const leftoverRunning = leftover !== undefined && isAlive(leftover);

    const logFile = join(dataDir, 'pg.log');
    const logBefore = existsSync(logFile) ? readFileSync(logFile, 'utf8').length : 0;
    const restartStarted = Date.now();
    server = await startServerProcess(entry, env, server.port);
    const restartMs = Date.now() - restartStarted;
    const pgLog = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(logBefore) : '';
    rounds.push({
      round,
      mode,
      created,
      full,
      cutOff: cut,
      leftoverRunning,
      leftoverStopped: leftover !== undefined && !isAlive(leftover),
      restartMs,
      walRecovery: /not properly shut down|redo starts|automatic recovery/.test(pgLog),
    });
    byCar = await verify(round);
    log(
      `kill ${round}/${kills} (${mode}): ${created} created, ${full} full, ${cut} cut off; restart ${restartMs} ms; ${rows.length} stored`,
    );
  }

  const stopped = server.child.kill('SIGTERM') && (await server.exited);
  if (stopped !== 0) unexpected.push(`the last server exited with ${stopped}`);
  return {
    rounds,
    acknowledged: acknowledged.size,
    stored: rows.length,
    cutOffStored: [...cutOff].filter((car) => byCar.has(car)).length,
    cutOffTotal: cutOff.size,
    lost: [...lost],
    duplicated: [...duplicated],
    overCapacity: [...over],
    unexpected,
    totalMs: Date.now() - started,
  };
}
