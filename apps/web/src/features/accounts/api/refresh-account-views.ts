import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { reloadAfterWrite } from '@/lib/reload-after-write';

export type AccountKind = 'User' | 'Employee';

/** After any account change: the lists and the dashboard figures (Total Users) reload. */
export function refreshAccountViews(queryClient: QueryClient): Promise<unknown> {
  return reloadAfterWrite(queryClient, [queryKeys.accounts, queryKeys.metrics]);
}
