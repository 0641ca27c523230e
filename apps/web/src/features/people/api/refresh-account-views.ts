import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

export type AccountKind = 'User' | 'Employee';

/** After any account change: the lists and the dashboard figures (Total Users) reload. */
export function refreshAccountViews(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.accounts }),
    queryClient.invalidateQueries({ queryKey: queryKeys.metrics }),
  ]);
}
