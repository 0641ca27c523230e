import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@autospa/db';

export interface PageQuery {
  page?: number;
  limit?: number;
}

export const DEFAULT_PAGE_SIZE = 25;

/** LIMIT/OFFSET for a page, or undefined when the caller asked for the whole list (SPEC.md's default). */
export function pageWindow({ page, limit }: PageQuery): { limit: number; offset: number } | undefined {
  if (page === undefined && limit === undefined) return undefined;
  const size = limit ?? DEFAULT_PAGE_SIZE;
  return { limit: size, offset: ((page ?? 1) - 1) * size };
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%". */
export const likePattern = (q: string) => `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows of one page plus the total; the total is counted only when a page was asked for. */
export async function paged<T>(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  query: PageQuery,
  select: (window?: { limit: number; offset: number }) => Promise<T[]>,
): Promise<{ rows: T[]; total: number }> {
  const window = pageWindow(query);
  const rows = await select(window);
  if (!window) return { rows, total: rows.length };
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return { rows, total: row?.n ?? 0 };
}
