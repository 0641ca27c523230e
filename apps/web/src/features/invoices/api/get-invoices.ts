import { api, type InvoiceKind, type InvoiceView } from '@autospa/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

export type InvoiceListParams = { from: string; to: string; kind: InvoiceKind; page: number; limit: number };
type InvoicePage = { data: InvoiceView[]; total: number };

// GET /tor/get-invoices (Admin): one page of the invoices or credit notes issued between from and to.
export async function getInvoices(params: InvoiceListParams): Promise<InvoicePage> {
  return (await apiRequest<InvoicePage>(api.getInvoices, { query: params })).data;
}

export const useInvoices = (params: InvoiceListParams) =>
  useQuery({ queryKey: invoiceKeys.list(params), queryFn: () => getInvoices(params), placeholderData: keepPreviousData });
