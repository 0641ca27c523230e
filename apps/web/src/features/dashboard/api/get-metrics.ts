import { api, type MetricsResponse } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getMetrics(): Promise<MetricsResponse> {
  const { data } = await apiRequest<MetricsResponse>(api.getMetrics);
  return data;
}

export const metricsQueryOptions = () => queryOptions({ queryKey: queryKeys.metrics, queryFn: getMetrics });

export function useMetrics() {
  return useQuery(metricsQueryOptions());
}
