import type pg from 'pg';

// A fingerprint of every application table and of the queued jobs, to prove a request changed nothing. Tables
// are read from the catalog, so tables added later are covered without touching this file. Left out: counters
// that a refused request is meant to move (failed sign-ins, wrong reset codes) and a session's last-use time.
const IGNORED_TABLES = new Set(['rate_limits']);
const IGNORED_COLUMNS = new Set(['sessions.last_used_at', 'password_resets.attempts']);

let query: string | undefined;

async function buildQuery(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE' order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const r of rows) {
    if (IGNORED_TABLES.has(r.table_name) || IGNORED_COLUMNS.has(`${r.table_name}.${r.column_name}`)) continue;
    tables.set(r.table_name, [...(tables.get(r.table_name) ?? []), `"${r.column_name}"`]);
  }
  // Jobs the app queued (mail): a refused request must not queue one either. pg-boss's own jobs are left out.
  const jobs = `select 'pgboss.job' as t, count(*)::int as n, coalesce(md5(string_agg(h, ',' order by h)), '') as h
    from (select md5(row(name, data)::text) as h from pgboss.job where name not like '\\_\\_pgboss%') x`;
  return [
    ...[...tables].map(
      ([table, columns]) =>
        `select '${table}' as t, count(*)::int as n, coalesce(md5(string_agg(h, ',' order by h)), '') as h
         from (select md5(row(${columns.join(', ')})::text) as h from "${table}") x`,
    ),
    jobs,
  ].join(' union all ');
}

/** Row count and checksum per table. */
export async function snapshot(pool: pg.Pool): Promise<Record<string, string>> {
  query ??= await buildQuery(pool);
  const { rows } = await pool.query<{ t: string; n: number; h: string }>(query);
  return Object.fromEntries(rows.map((r) => [r.t, `${r.n}:${r.h}`]));
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((t) => before[t] !== after[t]);
}
