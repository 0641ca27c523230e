import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT } from '@autospa/contract';
import type { Database } from '@autospa/db';

export interface PageQuery {
  page?: number;
  limit?: number;
}

export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * LIMIT/OFFSET of one page. Always a page (issue 14): the contract's query schemas default and bound `limit`
 * already; the same bounds here keep a caller that skipped the schema from reading a whole table.
 */
export function pageWindow({ page = 1, limit = DEFAULT_LIST_LIMIT }: PageQuery): PageWindow {
  const size = Math.min(Math.max(1, limit), MAX_LIST_LIMIT);
  return { limit: size, offset: (Math.max(1, page) - 1) * size };
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%". */
export const likePattern = (q: string) => `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows of one page plus the total of the whole list. */
export async function paged<T>(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  query: PageQuery,
  select: (window: PageWindow) => Promise<T[]>,
): Promise<{ rows: T[]; total: number }> {
  const window = pageWindow(query);
  const rows = await select(window);
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return { rows, total: row?.n ?? 0 };
}
