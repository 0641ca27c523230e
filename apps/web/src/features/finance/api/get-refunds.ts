import { api, type RefundsResponse } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { financeKeys } from './query-keys';

// GET /tor/get-refunds?bookingId= (Admin, the booking's customer): its refunds, oldest first.
export async function getRefunds(bookingId: string): Promise<RefundsResponse> {
  return (await apiRequest<RefundsResponse>(api.getRefunds, { query: { bookingId } })).data;
}

const refundsQueryOptions = (bookingId: string) =>
  queryOptions({ queryKey: financeKeys.refunds(bookingId), queryFn: () => getRefunds(bookingId), enabled: bookingId !== '' });

export const useRefunds = (bookingId: string) => useQuery(refundsQueryOptions(bookingId));
