import { api, type BayView } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// GET /tor/get-bays (Admin, Employee): the bays in use, in position order, with their upcoming bookings.
export async function getBays(): Promise<BayView[]> {
  return (await apiRequest<{ bays: BayView[] }>(api.getBays)).data.bays;
}

export const baysQueryOptions = () => queryOptions({ queryKey: queryKeys.bays, queryFn: getBays });

export const useBays = () => useQuery(baysQueryOptions());
