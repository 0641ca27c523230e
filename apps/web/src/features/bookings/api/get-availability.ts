import { api, type AvailabilityResponse } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// GET /tor/get-availability?date&serviceName: the free start times of a day for a service.
export async function getAvailability(date: string, serviceName: string): Promise<AvailabilityResponse> {
  return (await apiRequest<AvailabilityResponse>(api.getAvailability, { query: { date, serviceName } })).data;
}

export const availabilityQueryOptions = (date: string, serviceName: string) =>
  queryOptions({
    queryKey: queryKeys.availability(date, serviceName),
    queryFn: () => getAvailability(date, serviceName),
    enabled: date !== '' && serviceName !== '',
    staleTime: 10_000,
  });

export const useAvailability = (date: string, serviceName: string) => useQuery(availabilityQueryOptions(date, serviceName));
