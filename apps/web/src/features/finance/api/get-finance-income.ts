import { api, type FinancePeriodQuery, type IncomeRow, financeMessages } from '@autospa/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { readList, type ListPage } from '@/lib/read-list';
import { financeKeys } from './query-keys';

export type IncomeParams = FinancePeriodQuery & { page?: number; limit?: number; q?: string };

// GET /tor/get-finance-income (Admin): the period's completed bookings, newest first, paged and searchable.
export const getFinanceIncome = (params: IncomeParams): Promise<ListPage<IncomeRow>> =>
  readList<IncomeRow>(api.financeIncome, financeMessages.failedFetchReport, params);

export const financeIncomeQueryOptions = (params: IncomeParams) =>
  queryOptions({ queryKey: financeKeys.income(params), queryFn: () => getFinanceIncome(params), placeholderData: keepPreviousData });

export const useFinanceIncome = (params: IncomeParams) => useQuery(financeIncomeQueryOptions(params));
