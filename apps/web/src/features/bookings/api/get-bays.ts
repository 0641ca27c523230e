import { api, type BayView } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// GET /tor/get-bays (Admin, Employee): the active bays in position order, the timeline's rows.
export async function getBays(): Promise<BayView[]> {
  return (await apiRequest<{ bays: BayView[] }>(api.getBays)).data.bays;
}

export const baysQueryOptions = () => queryOptions({ queryKey: ['bays'], queryFn: getBays });

export const useBays = () => useQuery(baysQueryOptions());
