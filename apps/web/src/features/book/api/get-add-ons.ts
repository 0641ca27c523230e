import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { api, type AddOnView } from '@autospa/contract';

// GET /tor/get-add-ons?serviceName= (public): the extras offered with a service.
export async function getAddOns(serviceName: string): Promise<AddOnView[]> {
  return (await apiRequest<{ data: AddOnView[] }>(api.getAddOns, { query: { serviceName }, auth: false })).data.data;
}

export const useAddOns = (serviceName: string) =>
  useQuery(
    queryOptions({
      queryKey: ['catalog', 'add-ons', serviceName],
      queryFn: () => getAddOns(serviceName),
      enabled: serviceName !== '',
      retry: false,
      select: (list) => list.filter((a) => a.status !== 'Inactive'),
    }),
  );
