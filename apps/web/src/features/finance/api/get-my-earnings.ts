import { api, type FinancePeriodQuery, type MyEarningsResponse } from '@autospa/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { financeKeys } from './query-keys';

// GET /tor/get-my-earnings (Employee): its completed jobs and the payments it recorded in the period.
export async function getMyEarnings(period: FinancePeriodQuery): Promise<MyEarningsResponse> {
  return (await apiRequest<MyEarningsResponse>(api.myEarnings, { query: period })).data;
}

export const myEarningsQueryOptions = (period: FinancePeriodQuery) =>
  queryOptions({ queryKey: financeKeys.myEarnings(period), queryFn: () => getMyEarnings(period), placeholderData: keepPreviousData });

export const useMyEarnings = (period: FinancePeriodQuery) => useQuery(myEarningsQueryOptions(period));
