import { api, type DashboardResponse } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// GET /tor/get-dashboard (any signed-in role): the figures of the caller's role, one shape per role.
export async function getDashboard(): Promise<DashboardResponse> {
  return (await apiRequest<DashboardResponse>(api.getDashboard)).data;
}

// 'dashboard' is reloaded by the writes that change it (a payment collected at the job).
export const dashboardQueryOptions = () => queryOptions({ queryKey: ['dashboard'], queryFn: getDashboard });

export const useDashboard = () => useQuery(dashboardQueryOptions());
