import { api, type ReceiptResponse } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { financeKeys } from './query-keys';

// GET /tor/get-receipt?id= : a paid booking's receipt (the customer's own; staff for theirs).
export async function getReceipt(id: string): Promise<ReceiptResponse> {
  return (await apiRequest<ReceiptResponse>(api.receipt, { query: { id } })).data;
}

export const receiptQueryOptions = (id: string) =>
  queryOptions({ queryKey: financeKeys.receipt(id), queryFn: () => getReceipt(id), retry: false });

export const useReceipt = (id: string) => useQuery(receiptQueryOptions(id));
