import { api, type DayTakings } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// GET /tor/get-day-takings?date= (Admin): the day's money collected against what its bookings are worth.
export async function getDayTakings(date: string): Promise<DayTakings> {
  return (await apiRequest<DayTakings>(api.getDayTakings, { query: { date } })).data;
}

// Under the bookings key: a cancelled or completed booking changes what the day expects.
export const dayTakingsQueryOptions = (date: string) =>
  queryOptions({ queryKey: [...queryKeys.bookings, 'takings', date], queryFn: () => getDayTakings(date) });

export const useDayTakings = (date: string) => useQuery(dayTakingsQueryOptions(date));
