import { api, type GstSummaryView } from '@autospa/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

// GET /tor/get-gst-summary?month= (Admin): the month's GSTR-1 figures.
export async function getGstSummary(month: string): Promise<GstSummaryView> {
  return (await apiRequest<GstSummaryView>(api.getGstSummary, { query: { month } })).data;
}

export const useGstSummary = (month: string) =>
  useQuery({ queryKey: invoiceKeys.summary(month), queryFn: () => getGstSummary(month), placeholderData: keepPreviousData });
