import { api, type ExpenseCategory, type ExpenseView, financeMessages } from '@autospa/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { readList, type ListPage } from '@/lib/read-list';
import { financeKeys } from './query-keys';

export type ExpenseListParams = { page?: number; limit?: number; q?: string; from?: string; to?: string; category?: ExpenseCategory };

// GET /tor/get-expenses (Admin): expenses between two business days, newest first, paged and searchable.
export const getExpenses = (params: ExpenseListParams): Promise<ListPage<ExpenseView>> =>
  readList<ExpenseView>(api.getExpenses, financeMessages.failedFetchExpenses, params);

export const expensesQueryOptions = (params: ExpenseListParams, enabled = true) =>
  queryOptions({ queryKey: financeKeys.expenses(params), queryFn: () => getExpenses(params), placeholderData: keepPreviousData, enabled });

export const useExpenses = (params: ExpenseListParams, enabled = true) => useQuery(expensesQueryOptions(params, enabled));
