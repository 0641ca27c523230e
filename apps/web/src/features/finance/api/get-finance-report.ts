import { api, type FinancePeriodQuery, type FinanceReportResponse } from '@autospa/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { financeKeys } from './query-keys';

// GET /tor/get-finance-report (Admin): totals, chart buckets and breakdowns. The tables load their own pages,
// so the report's row lists are cut to one row each.
export async function getFinanceReport(period: FinancePeriodQuery): Promise<FinanceReportResponse> {
  return (await apiRequest<FinanceReportResponse>(api.financeReport, { query: { ...period, limit: 1 } })).data;
}

export const financeReportQueryOptions = (period: FinancePeriodQuery) =>
  queryOptions({ queryKey: financeKeys.report(period), queryFn: () => getFinanceReport(period), placeholderData: keepPreviousData });

export const useFinanceReport = (period: FinancePeriodQuery) => useQuery(financeReportQueryOptions(period));
