import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';

// DATE columns come back as 'YYYY-MM-DD' strings, not JS Dates shifted by the local zone.
pg.types.setTypeParser(1082, (v) => v);

/**
 * How long one statement may run on the app's connections before PostgreSQL cancels it (issue 14): a slow or
 * crafted query fails with an error instead of holding a connection and a worker. Migrations and bulk loads
 * (seeds, the bench) connect with `statementTimeoutMs: 0`.
 */
export const STATEMENT_TIMEOUT_MS = 10_000;

export type Database = ReturnType<typeof drizzle<typeof schema>>;

export interface DbHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

export interface ConnectOptions {
  max?: number;
  /** 0 for no limit (migrations, bulk loads); STATEMENT_TIMEOUT_MS by default. */
  statementTimeoutMs?: number;
}

export function connect(url: string, options: ConnectOptions = {}): DbHandle {
  const timeout = options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS;
  // Sent in the connection's start-up packet: set on every connection before its first query, at no cost.
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, statement_timeout: timeout > 0 ? timeout : false });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
