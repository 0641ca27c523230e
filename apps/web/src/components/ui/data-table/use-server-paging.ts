import { useEffect, useState } from 'react';
import { DEFAULT_PAGE_SIZE, type TablePaging } from './types';

const SEARCH_DELAY_MS = 300;

/**
 * Paging state for a server-side DataTable. `params` is what the endpoint gets: page (from 1), limit and
 * q, with the search sent only once typing pauses so each key press is not a request.
 */
export function useServerPaging(initial: Partial<TablePaging> = {}) {
  const [paging, setPaging] = useState<TablePaging>({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE, search: '', ...initial });
  const [q, setQ] = useState(paging.search.trim());
  useEffect(() => {
    const next = paging.search.trim();
    if (next === q) return;
    const timer = window.setTimeout(() => setQ(next), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [paging.search, q]);
  return {
    paging,
    setPaging,
    params: { page: paging.pageIndex + 1, limit: paging.pageSize, ...(q ? { q } : {}) },
  };
}
