import { api, type DashboardResponse } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// GET /tor/get-dashboard (any signed-in role): the figures of the caller's role, fresh on every visit.
export async function getDashboard(): Promise<DashboardResponse> {
  return (await apiRequest<DashboardResponse>(api.getDashboard)).data;
}

export const dashboardQueryOptions = () => queryOptions({ queryKey: queryKeys.dashboard, queryFn: getDashboard, staleTime: 0 });

/** The dashboard of one role; another role's answer (a stale session) counts as none. */
export function useDashboard<R extends DashboardResponse['role']>(role: R) {
  return useQuery({
    ...dashboardQueryOptions(),
    select: (d) => (d.role === role ? (d as Extract<DashboardResponse, { role: R }>) : null),
  });
}
